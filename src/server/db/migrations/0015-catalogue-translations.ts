import type { Kysely, Migration } from 'kysely';

/** The catalogue texts a visitor reads, each with a Marathi and a Hindi column beside the English. */
const TRANSLATED = {
  vehicles: ['tagline', 'details'],
  features: ['heading', 'description'],
  offers: ['title', 'description'],
} as const;
const LANGUAGES = ['mr', 'hi'] as const;

/**
 * The model's tagline and overview, each feature's title and text, and each offer's title and
 * description in Marathi and Hindi, '' until staff write them: a page in those languages then
 * shows the English text.
 */
export const catalogueTranslationsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const [table, columns] of Object.entries(TRANSLATED)) {
      for (const column of columns) {
        for (const language of LANGUAGES) {
          await db.schema
            .alterTable(table)
            .addColumn(`${column}_${language}`, 'text', (col) => col.notNull().defaultTo(''))
            .execute();
        }
      }
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const [table, columns] of Object.entries(TRANSLATED)) {
      for (const column of columns) {
        for (const language of LANGUAGES) {
          await db.schema.alterTable(table).dropColumn(`${column}_${language}`).execute();
        }
      }
    }
  },
};
