import type { Kysely } from 'kysely';
import {
  LEAD_SETTINGS_MESSAGES,
  type LeadSettings,
  type LeadSettingsUpdate,
} from '../../../shared/lead-settings.js';
import type { AlertMailConfig } from '../../config.js';
import type { Database } from '../../db/tables.js';
import type { AuditActor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/repository.js';
import * as repo from './repository.js';

/** A missing row counts as on, as the rotation itself reads it. */
const isOn = (stored: string | undefined) => stored !== 'off';
const word = (on: boolean) => (on ? 'on' : 'off');

/**
 * The round-robin switch and whether e-mail alerts can be sent, with their addresses. The SMTP
 * address stays on the server: it may hold the mail account's password.
 */
export async function getLeadSettings(
  db: Kysely<Database>,
  mail: AlertMailConfig | undefined,
): Promise<LeadSettings> {
  return {
    autoAssign: isOn(await repo.readAutoAssign(db)),
    alerts: { configured: mail !== undefined, to: mail?.to ?? null, from: mail?.from ?? null },
  };
}

/**
 * Switches round-robin assignment of new leads on or off. Side effects: the settings row and an
 * audit event, in one transaction.
 */
export async function updateLeadSettings(
  db: Kysely<Database>,
  actor: AuditActor,
  change: LeadSettingsUpdate,
): Promise<{ message: string }> {
  await db.transaction().execute(async (trx) => {
    const before = isOn(await repo.readAutoAssign(trx));
    await repo.writeAutoAssign(trx, word(change.autoAssign));
    await appendAuditEvent(trx, {
      created_at: actor.now,
      actor_id: actor.adminId,
      actor_user_id: actor.userId,
      action: 'lead-settings',
      target: 'lead settings',
      summary: `automatic assignment: ${word(before)} → ${word(change.autoAssign)}`,
      ip: actor.ip,
    });
  });
  return {
    message: change.autoAssign
      ? LEAD_SETTINGS_MESSAGES.autoAssignOn
      : LEAD_SETTINGS_MESSAGES.autoAssignOff,
  };
}
