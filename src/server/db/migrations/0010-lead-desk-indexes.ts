import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The desk's lists count every lead they match (the total under the list), so each filter needs
 * an index that answers the count on its own, without reading a lead's row: at a million leads
 * the kind looked up row by row cost "mine and open" ~100 ms and let SQLite count overdue leads
 * by walking every lead of the kinds (over a second). Both indexes carry the kind after the
 * filter's own columns; the new-lead order (created_at) comes last for the page itself.
 * They replace 0008's assignee and follow-up indexes, whose leading columns they repeat.
 */
export const leadDeskIndexesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // "Mine and open", "unassigned": an account (or nobody), then the open statuses.
    await db.schema
      .createIndex('enquiries_assignee_open_idx')
      .on('enquiries')
      .columns(['assignee_id', 'status', 'kind', 'created_at'])
      .where(sql.ref('repeat_of'), 'is', null)
      .execute();
    // Overdue and due today: the open statuses first, so closed leads that kept a follow-up time
    // are never walked; only leads with a follow-up set are indexed.
    await db.schema
      .createIndex('enquiries_open_follow_up_idx')
      .on('enquiries')
      .columns(['status', 'next_follow_up_at', 'kind', 'created_at'])
      .where(sql<boolean>`repeat_of is null and next_follow_up_at is not null`)
      .execute();
    await db.schema.dropIndex('enquiries_assignee_status_idx').ifExists().execute();
    await db.schema.dropIndex('enquiries_follow_up_idx').ifExists().execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('enquiries_assignee_status_idx')
      .on('enquiries')
      .columns(['assignee_id', 'status', 'created_at', 'id'])
      .where(sql.ref('repeat_of'), 'is', null)
      .execute();
    await db.schema
      .createIndex('enquiries_follow_up_idx')
      .on('enquiries')
      .columns(['next_follow_up_at', 'status'])
      .where(sql.ref('next_follow_up_at'), 'is not', null)
      .execute();
    await db.schema.dropIndex('enquiries_open_follow_up_idx').ifExists().execute();
    await db.schema.dropIndex('enquiries_assignee_open_idx').ifExists().execute();
  },
};
