import type { Kysely, Migration } from 'kysely';

const COLUMNS = ['address_mr', 'address_hi', 'menu_name_mr', 'menu_name_hi'] as const;

/**
 * The dealer's address and place name (menu_name) in Marathi and Hindi beside the English, ''
 * until written: a page in those languages then shows the English text, marked as English.
 */
export const dealerTranslationsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const column of COLUMNS) {
      await db.schema
        .alterTable('dealers')
        .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
        .execute();
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const column of COLUMNS) {
      await db.schema.alterTable('dealers').dropColumn(column).execute();
    }
  },
};
