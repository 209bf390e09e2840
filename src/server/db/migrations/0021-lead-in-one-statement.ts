import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/** lead_follow_on as 0021 made it; 0022 drops it and gives it back on the way down. */
export async function createFollowOnFunction(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function lead_follow_on(
      p_lead integer, p_at bigint, p_roles text[], p_channel text, p_alert text, p_link text
    ) returns text[] language plpgsql volatile as $$
    declare
      v_failures text[] := '{}';
    begin
      begin
        perform lead_announce(p_lead, p_channel);
        perform lead_alert(p_lead, p_at, p_alert, p_link);
        perform lead_rotation_turn(p_lead, p_at, p_roles);
        return v_failures;
      exception when others then
        -- Undone together; each step again on its own below.
      end;
      begin
        perform lead_announce(p_lead, p_channel);
      exception when others then
        v_failures := v_failures || ('announcement: ' || sqlerrm);
      end;
      begin
        perform lead_alert(p_lead, p_at, p_alert, p_link);
      exception when others then
        v_failures := v_failures || ('alert: ' || sqlerrm);
      end;
      begin
        perform lead_rotation_turn(p_lead, p_at, p_roles);
      exception when others then
        v_failures := v_failures || ('assignment: ' || sqlerrm);
      end;
      return v_failures;
    end $$`.execute(db);
}

/**
 * A lead stored in one statement on PostgreSQL (enquiries/repository.ts, storeLeadInOneStatement).
 *
 * `fingerprint` (both databases): a digest of the visitor's fields as the repeat check compares
 * them (whitespace and case left out), so the database finds an identical recent enquiry by
 * equality instead of the app reading the phone's recent rows and comparing them field by field.
 * Rows stored before it have none and are never taken for an original: a resend of one is stored
 * as a lead of its own, which loses nothing.
 *
 * `enquiry_original` takes the lock on (kind, phone) and then finds the original, in a statement
 * of its own inside the function, so it reads what was committed while it waited for the lock.
 * `lead_follow_on` is onLeadStored (enquiries/on-stored.ts) for PostgreSQL: the announcement, the
 * alert and the assignment behind one savepoint, and each behind its own when one fails, so a
 * failing step is undone alone and the lead is stored all the same. It answers each failure as
 * 'step: message' for the app to log. A change to one is a change to both.
 */
export function leadInOneStatementMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('enquiries').addColumn('fingerprint', 'text').execute();
      if (dialect !== 'postgres') return;
      await sql`
        create function enquiry_original(
          p_kind text, p_phone text, p_since bigint, p_fingerprint text
        ) returns integer language plpgsql volatile as $$
        declare
          v_original integer;
        begin
          perform pg_advisory_xact_lock(hashtext('enquiry:' || p_kind || ':' || p_phone));
          select coalesce(repeat_of, id) into v_original
            from enquiries
            where kind = p_kind and phone = p_phone and created_at > p_since
              and fingerprint = p_fingerprint
            order by created_at, id
            limit 1;
          return v_original;
        end $$`.execute(db);
      await createFollowOnFunction(db);
      await sql`
        create function lead_announce(p_lead integer, p_channel text)
        returns void language plpgsql volatile as $$
        begin
          if p_channel is not null then
            perform pg_notify(p_channel, p_lead::text);
          end if;
        end $$`.execute(db);
      await sql`
        create function lead_alert(p_lead integer, p_at bigint, p_alert text, p_link text)
        returns void language plpgsql volatile as $$
        begin
          -- The payload stays text, as the app wrote it: the link goes in before its closing
          -- brace. Read as jsonb, a visitor's half emoji (a lone surrogate escape, which
          -- JSON.stringify writes and jsonb refuses) would fail the statement and lose the lead.
          if p_alert is not null then
            insert into outbox (created_at, kind, lead_id, payload, next_attempt_at)
              values (p_at, 'lead_alert', p_lead,
                left(p_alert, -1) || ',"link":' || to_json(p_link || p_lead)::text || '}', p_at);
          end if;
        end $$`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`drop function lead_follow_on(integer, bigint, text[], text, text, text)`.execute(
          db,
        );
        await sql`drop function lead_announce(integer, text)`.execute(db);
        await sql`drop function lead_alert(integer, bigint, text, text)`.execute(db);
        await sql`drop function enquiry_original(text, text, bigint, text)`.execute(db);
      }
      await db.schema.alterTable('enquiries').dropColumn('fingerprint').execute();
    },
  };
}
