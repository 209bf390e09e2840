import { sql, type Kysely, type Migration } from 'kysely';

const FOLLOW_UPS = sql<boolean>`repeat_of is null and next_follow_up_at is not null`;

/**
 * Overdue and due today, counted for the desk's tabs and lists, read the open statuses' follow-up
 * index. 0010 put the kind after the follow-up date, so a count walked every kind's entries up
 * to the date and left out the kinds the desk does not see: at a million leads, 44,237 entries
 * for the sales desk's 28,751 overdue leads, 22 ms on PostgreSQL. With the kind before the date,
 * each status and kind is one range of the index: 10 ms (bench/README.md, eighteenth session).
 * Every desk filters by its kinds, so no query loses the date as a range. Replaces 0010's index.
 * A lead is indexed only once it has a follow-up, so storing a new lead costs nothing more.
 */
export const followUpsByKindMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('enquiries_follow_ups_by_kind_idx')
      .on('enquiries')
      .columns(['status', 'kind', 'next_follow_up_at', 'created_at'])
      .where(FOLLOW_UPS)
      .execute();
    await db.schema.dropIndex('enquiries_open_follow_up_idx').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('enquiries_open_follow_up_idx')
      .on('enquiries')
      .columns(['status', 'next_follow_up_at', 'kind', 'created_at'])
      .where(FOLLOW_UPS)
      .execute();
    await db.schema.dropIndex('enquiries_follow_ups_by_kind_idx').execute();
  },
};
