import { sql, type Kysely, type Migration } from 'kysely';

/** Null while the slide has none: the page then draws nothing in its place. */
const ENGLISH = ['title', 'subtitle', 'cta_label', 'cta_href'] as const;
/** The link is one for every language; the words are translated like other catalogue texts. */
const TRANSLATED = ['title', 'subtitle', 'cta_label'] as const;
const LANGUAGES = ['mr', 'hi'] as const;

/**
 * The settings row naming the slides that existed before slides had texts. Until now only the
 * demo seed wrote slides, and it drew its words into the pictures; the demo seed redraws these
 * without words, with the texts beside them (demo-catalogue/slides.ts reads this same key).
 */
const OUTDATED_SLIDES_KEY = 'demo_slides_with_words_in_picture';

/**
 * A slide's title, subtitle and button (its words and the site page it opens) drawn by the page
 * over the picture; the words also in Marathi and Hindi, '' until written, as the other
 * catalogue texts. `sort_order` already orders the slides.
 */
export const slideTextsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const column of ENGLISH) {
      await db.schema.alterTable('slides').addColumn(column, 'text').execute();
    }
    for (const column of TRANSLATED) {
      for (const language of LANGUAGES) {
        await db.schema
          .alterTable('slides')
          .addColumn(`${column}_${language}`, 'text', (col) => col.notNull().defaultTo(''))
          .execute();
      }
    }
    const { rows } = await sql<{ id: number }>`select id from slides order by id`.execute(db);
    if (rows.length > 0) {
      const ids = JSON.stringify(rows.map((row) => Number(row.id)));
      await sql`insert into settings (key, value) values (${OUTDATED_SLIDES_KEY}, ${ids})`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`delete from settings where key = ${OUTDATED_SLIDES_KEY}`.execute(db);
    for (const column of TRANSLATED) {
      for (const language of LANGUAGES) {
        await db.schema.alterTable('slides').dropColumn(`${column}_${language}`).execute();
      }
    }
    for (const column of ENGLISH) {
      await db.schema.alterTable('slides').dropColumn(column).execute();
    }
  },
};
