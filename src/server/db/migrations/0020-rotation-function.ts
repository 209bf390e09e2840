import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/** lead_rotation_turn as 0020 made it; 0022 drops it and gives it back on the way down. */
export async function createRotationTurnFunction(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function lead_rotation_turn(p_lead integer, p_at bigint, p_roles text[])
    returns text language plpgsql as $$
    declare
      v_switch text;
      v_admin integer;
      v_user text;
    begin
      -- The lock: the switch's row, rewritten unchanged (and written when missing: on).
      insert into settings (key, value) values ('lead_auto_assign', 'on')
        on conflict (key) do update set value = settings.value
        returning value into v_switch;
      if v_switch = 'off' then
        return null;
      end if;
      select admins.id, admins.user_id into v_admin, v_user
        from admins left join lead_rotation on lead_rotation.admin_id = admins.id
        where admins.status = 1 and admins.role = any (p_roles)
        order by coalesce(lead_rotation.last_turn, 0), admins.id
        limit 1;
      if v_admin is null then
        return null;
      end if;
      update enquiries set assignee_id = v_admin where id = p_lead;
      insert into lead_rotation (admin_id, last_turn)
        values (v_admin, (select coalesce(max(last_turn), 0) + 1 from lead_rotation))
        on conflict (admin_id) do update set last_turn = excluded.last_turn;
      insert into lead_events (lead_id, created_at, actor_id, actor_user_id, type, detail)
        values (p_lead, p_at, null, 'rotation', 'assignment', 'Assigned to ' || v_user);
      return v_user;
    end $$`.execute(db);
}

/**
 * PostgreSQL: the rotation's turn in one call (leads/repository.ts, giveTurnByRotation). Every
 * lead stored at the same moment waits on the rotation's lock (its row in settings) until the
 * lead holding it commits, so each round trip between taking the lock and the commit is paid by
 * all of them. In a function the lock, the choice of account, the assignment, the turn and the
 * timeline entry are one round trip; each of its statements still reads the turns as they are
 * once the lock is held (a function's statements each take a fresh snapshot).
 * The same steps for SQLite are written out in leads/repository.ts; a change to one is a change
 * to both.
 */
export function rotationFunctionMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await createRotationTurnFunction(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`drop function lead_rotation_turn(integer, bigint, text[])`.execute(db);
    },
  };
}
