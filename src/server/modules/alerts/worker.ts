import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AlertMailConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import * as repo from './repository.js';
import {
  afterFailure,
  CLAIM_LEASE_MS,
  onAlertQueued,
  renderMail,
  writeDigestIfDue,
  type AlertPayload,
} from './service.js';

export interface AlertWorkerOptions {
  database: DatabaseHandle;
  mail: AlertMailConfig;
  now: () => number;
  log: FastifyBaseLogger;
  /** HH:MM in IST. */
  digestTime: string;
  pollMs?: number;
}

/** Rows claimed per round; a round repeats at once while it finds a full batch. */
const BATCH = 10;
/**
 * A queued alert's row is visible to other connections only once its transaction commits, a
 * moment after the wake-up; the worker looks this much later (the next poll catches a slower one).
 */
const WAKE_DELAY_MS = 30;

/**
 * Sends the outbox: every `pollMs` (and just after an alert is queued in this process) it writes
 * the morning digest when due, claims due rows for CLAIM_LEASE_MS, sends each with nodemailer and
 * marks it sent, or records the failure and the next try. Answers the function that stops it,
 * which waits for the round in progress.
 */
export function startAlertWorker(options: AlertWorkerOptions): { stop(): Promise<void> } {
  const { database, mail, now, log } = options;
  const pollMs = options.pollMs ?? 1000;
  // Timeouts well inside the claim lease: a hung server fails the try before another sender may
  // claim the row, so a slow send is not sent twice.
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;

  // When the pending run is due: a later wake-up never postpones it, or alerts queued faster than
  // WAKE_DELAY_MS apart (a busy hour) would keep the worker waiting until a lull.
  let dueAt = Infinity;
  const schedule = (delay: number) => {
    if (stopped) return;
    const at = Date.now() + delay;
    if (timer !== undefined && dueAt <= at) return;
    clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      dueAt = Infinity;
      run();
    }, delay);
  };

  const sendOne = async (row: Awaited<ReturnType<typeof repo.claimDueRows>>[number]) => {
    try {
      const payload = JSON.parse(row.payload) as AlertPayload;
      const assigneeEmail =
        payload.type === 'lead_alert' && row.lead_id !== null
          ? await repo.assigneeEmailOf(database.db, row.lead_id)
          : null;
      const message = renderMail(payload, assigneeEmail);
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        ...(message.cc.length > 0 ? { cc: message.cc } : {}),
        subject: message.subject,
        text: message.text,
      });
      await repo.markSent(database.db, row.id, now());
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const outcome = afterFailure(row, now());
      await repo.markAttemptFailed(database.db, row.id, { ...outcome, lastError });
      log.warn({ alert: row.id, err: lastError, status: outcome.status }, 'alert not sent');
    }
  };

  const work = async () => {
    await writeDigestIfDue(database.db, now(), options.digestTime);
    for (;;) {
      if (stopped) return;
      const at = now();
      const rows = await repo.claimDueRows(
        database.db,
        database.dialect,
        at,
        at + CLAIM_LEASE_MS,
        BATCH,
      );
      for (const row of rows) await sendOne(row);
      if (rows.length < BATCH) return;
    }
  };

  function run() {
    if (stopped) return;
    if (round) {
      again = true;
      return;
    }
    round = work()
      .catch((error: unknown) => log.error({ err: error }, 'alert worker round failed'))
      .finally(() => {
        round = undefined;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(pollMs);
      });
  }

  const stopListening = onAlertQueued(() => schedule(WAKE_DELAY_MS));
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopListening();
      await round;
      transport.close();
    },
  };
}
