import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { createRotationTurnFunction } from './0020-rotation-function.js';
import { createFollowOnFunction } from './0021-lead-in-one-statement.js';

/**
 * The columns a visitor's lead is stored with on PostgreSQL (enquiries/repository.ts keeps its own
 * copy, STORED_LEAD_COLUMNS, and checks each lead against it before sending it). The others take
 * their defaults (the status), are found (repeat_of) or chosen (assignee_id, by the rotation).
 */
const LEAD_COLUMNS_0022 = [
  'kind',
  'name',
  'email',
  'phone',
  'model',
  'message',
  'registration_no',
  'year_of_purchase',
  'service_type',
  'booking_date',
  'entered_model',
  'loan_amount',
  'colour',
  'variant',
  'reason',
  'agreed',
  'channels',
  'ip',
  'created_at',
  'on_road_price',
  'fingerprint',
] as const;

/**
 * PostgreSQL: the leads and the address counts that arrive together, each kind in one statement
 * (db/batch.ts). A request's own round trips were most of an enquiry's cost there: a CPU profile
 * of the app under bench/enquiries had a fifth of its time in the socket writes of its two
 * statements, and the app's event loop, not the database, was what held it at 195 enquiries/s.
 *
 * `store_leads` takes a batch as a JSON array and stores each lead in turn, as one lead's
 * statement did (enquiry_original, then the insert, then lead_follow_on for a lead of its own),
 * each behind a subtransaction of its own: a lead that fails is undone alone and answered with
 * its error, and the others are stored. One after another in one transaction, each sees what the
 * ones before it wrote: a repeat sent in the same batch is found, the rotation moves on lead by
 * lead. The batch commits once.
 *
 * The repeat check's index ends with the id, so it gives the check's order as well as its phone:
 * without it, a table whose statistics were not yet gathered (a new database, its first burst of
 * leads) had the check walk every lead of the kind since its horizon, in the order it needs, and
 * a batch of 20 went from 1,168 leads a second to 76 as the table grew, measured in one session.
 *
 * `count_requests` counts one request per key, in key order (two instances' batches take the
 * rows' locks in the same order, so they never wait on each other in a circle), and answers the
 * counts in the order the keys were given. A key given twice is counted twice.
 */
async function replacePhoneIndex(db: Kysely<unknown>, columns: string[]): Promise<void> {
  await db.schema.dropIndex('enquiries_kind_phone_idx').execute();
  await db.schema
    .createIndex('enquiries_kind_phone_idx')
    .on('enquiries')
    .columns(columns)
    .execute();
}

export function leadsInBatchesMigration(dialect: Dialect): Migration {
  const columns = LEAD_COLUMNS_0022.join(', ');
  const fromRecord = LEAD_COLUMNS_0022.map((column) => `r.${column}`).join(', ');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await replacePhoneIndex(db, ['kind', 'phone', 'created_at', 'id']);
      if (dialect !== 'postgres') return;
      // A lead's one statement and its turn (0020, 0021): store_leads does their work now.
      await sql`drop function lead_follow_on(integer, bigint, text[], text, text, text)`.execute(
        db,
      );
      await sql`drop function lead_rotation_turn(integer, bigint, text[])`.execute(db);
      await sql`
        create function lead_take_turn(p_roles text[])
        returns table (o_admin integer, o_user text) language plpgsql volatile as $$
        declare
          v_switch text;
        begin
          -- The lock: the switch's row, rewritten unchanged (and written when missing: on).
          insert into settings (key, value) values ('lead_auto_assign', 'on')
            on conflict (key) do update set value = settings.value
            returning value into v_switch;
          if v_switch = 'off' then
            return;
          end if;
          select admins.id, admins.user_id into o_admin, o_user
            from admins left join lead_rotation on lead_rotation.admin_id = admins.id
            where admins.status = 1 and admins.role = any (p_roles)
            order by coalesce(lead_rotation.last_turn, 0), admins.id
            limit 1;
          if o_admin is null then
            return;
          end if;
          insert into lead_rotation (admin_id, last_turn)
            values (o_admin, (select coalesce(max(last_turn), 0) + 1 from lead_rotation))
            on conflict (admin_id) do update set last_turn = excluded.last_turn;
          return next;
        end $$`.execute(db);
      await sql`
        create function lead_follow_on_turn(
          p_lead integer, p_at bigint, p_user text, p_channel text, p_alert text, p_link text
        ) returns text[] language plpgsql volatile as $$
        declare
          v_failures text[] := '{}';
        begin
          begin
            perform lead_announce(p_lead, p_channel);
            perform lead_alert(p_lead, p_at, p_alert, p_link);
            perform lead_turn_event(p_lead, p_at, p_user);
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
            perform lead_turn_event(p_lead, p_at, p_user);
          exception when others then
            -- Without its line on the timeline, the lead is not given to anyone either.
            update enquiries set assignee_id = null where id = p_lead;
            v_failures := v_failures || ('assignment: ' || sqlerrm);
          end;
          return v_failures;
        end $$`.execute(db);
      await sql`
        create function lead_turn_event(p_lead integer, p_at bigint, p_user text)
        returns void language plpgsql volatile as $$
        begin
          if p_user is not null then
            insert into lead_events (lead_id, created_at, actor_id, actor_user_id, type, detail)
              values (p_lead, p_at, null, 'rotation', 'assignment', 'Assigned to ' || p_user);
          end if;
        end $$`.execute(db);
      await sql`
        create function store_leads(p_leads jsonb, p_channel text)
        returns table (o_id integer, o_repeat_of integer, o_failures text[], o_error text)
        language plpgsql volatile as $$
        declare
          v_item jsonb;
          v_lead jsonb;
          v_original integer;
          v_id integer;
          v_admin integer;
          v_user text;
        begin
          for v_item in
            select value from jsonb_array_elements(p_leads) with ordinality as a(value, n)
            order by n
          loop
            v_lead := v_item -> 'lead';
            begin
              v_original := enquiry_original(v_lead ->> 'kind', v_lead ->> 'phone',
                (v_item ->> 'since')::bigint, v_lead ->> 'fingerprint');
              v_admin := null;
              v_user := null;
              o_failures := '{}';
              if v_original is null then
                begin
                  select t.o_admin, t.o_user into v_admin, v_user
                    from lead_take_turn(array(select jsonb_array_elements_text(v_item -> 'roles')))
                    as t;
                exception when others then
                  o_failures := o_failures || ('assignment: ' || sqlerrm);
                end;
              end if;
              insert into enquiries (${sql.raw(columns)}, repeat_of, assignee_id)
                select ${sql.raw(fromRecord)}, v_original, v_admin
                from jsonb_populate_record(null::enquiries, v_lead) as r
                returning id into v_id;
              o_id := v_id;
              o_repeat_of := v_original;
              o_error := null;
              if v_original is null then
                o_failures := o_failures || lead_follow_on_turn(v_id,
                  (v_lead ->> 'created_at')::bigint, v_user, p_channel, v_item ->> 'alert',
                  v_item ->> 'link');
              end if;
            exception when others then
              o_id := null;
              o_repeat_of := null;
              o_failures := '{}';
              o_error := sqlerrm;
            end;
            return next;
          end loop;
        end $$`.execute(db);
      await sql`
        create function count_requests(p_keys text[], p_nows bigint[], p_window bigint)
        returns table (o_count integer, o_window_start bigint)
        language plpgsql volatile as $$
        declare
          v_key text;
          v_n integer;
          v_now bigint;
          v_counts integer[] := '{}';
          v_starts bigint[] := '{}';
          v_count integer;
          v_start bigint;
        begin
          for v_key, v_n in
            select k, n from unnest(p_keys) with ordinality as u(k, n) order by k, n
          loop
            v_now := p_nows[v_n];
            insert into enquiry_rate_limits as l (key, count, window_start)
              values (v_key, 1, v_now)
              on conflict (key) do update set
                count = case when l.window_start <= v_now - p_window then 1 else l.count + 1 end,
                window_start = case when l.window_start <= v_now - p_window then v_now
                  else l.window_start end
              returning l.count, l.window_start into v_count, v_start;
            v_counts[v_n] := v_count;
            v_starts[v_n] := v_start;
          end loop;
          return query select c, s from unnest(v_counts, v_starts) as u(c, s);
        end $$`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await replacePhoneIndex(db, ['kind', 'phone', 'created_at']);
      if (dialect !== 'postgres') return;
      await sql`drop function store_leads(jsonb, text)`.execute(db);
      await sql`drop function lead_follow_on_turn(integer, bigint, text, text, text, text)`.execute(
        db,
      );
      await sql`drop function lead_turn_event(integer, bigint, text)`.execute(db);
      await sql`drop function lead_take_turn(text[])`.execute(db);
      await createRotationTurnFunction(db);
      await createFollowOnFunction(db);
      await sql`drop function count_requests(text[], bigint[], bigint)`.execute(db);
    },
  };
}
