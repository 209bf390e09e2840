import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Every accepted enquiry is stored; an exact repeat sent within minutes of the first (a double
 * click, a resend) points at that first one and is left out of reports and counts (DESIGN §3).
 * Deleting an original turns its repeats back into leads of their own rather than losing them.
 */
export const enquiryRepeatsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('enquiries')
      .addColumn('repeat_of', 'integer', (col) =>
        col.references('enquiries.id').onDelete('set null'),
      )
      .execute();
    // Reports and the dashboard count originals only; this index holds just those, so a count
    // stays an index scan however many repeats arrive.
    await db.schema
      .createIndex('enquiries_original_kind_created_idx')
      .on('enquiries')
      .columns(['kind', 'created_at', 'id'])
      .where(sql.ref('repeat_of'), 'is', null)
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('enquiries_original_kind_created_idx').ifExists().execute();
    await db.schema.alterTable('enquiries').dropColumn('repeat_of').execute();
  },
};
