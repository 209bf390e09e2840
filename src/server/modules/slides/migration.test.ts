import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { SLIDES } from '../../demo-catalogue/catalogue-data.js';
import { planSlides, RenderQueue } from '../../demo-catalogue/plan.js';
import { OUTDATED_SLIDES_KEY, redrawOutdatedSlides } from '../../demo-catalogue/slides.js';
import { emptyTestDatabase } from '../../test/empty-database.js';
import { listPublicSlides } from './service.js';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

/** An empty database of the dialect under test, migrated by the test itself, with no seed at all. */
beforeAll(async () => {
  ({ database, dispose } = await emptyTestDatabase('dealer-slide-texts-migration'));
});
afterAll(() => dispose());

const marker = () =>
  database.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', OUTDATED_SLIDES_KEY)
    .executeTakeFirst();

describe('the demo slides’ pictures', () => {
  it('hold no words: the page draws the texts', () => {
    const queue = new RenderQueue();
    expect(planSlides(queue)).toHaveLength(SLIDES.length);
    for (const artwork of queue.artworks) {
      expect(artwork.svg).toContain('<svg');
      expect(artwork.svg).not.toMatch(/<text|<tspan/);
    }
  });
});

describe('slides from before slides had texts', () => {
  let oldIds: number[];

  it('are named by the migration, which gives every slide empty texts', async () => {
    await migrateTo(database, '0016-dealer-translations');
    // As the demo seed wrote them then: a picture with its words drawn in, and a sort order.
    for (const [index, filepath] of [
      '/media/old-festive.webp',
      '/media/old-service.webp',
    ].entries()) {
      await database.db.insertInto('slides').values({ filepath, sort_order: index }).execute();
    }
    oldIds = (await database.db.selectFrom('slides').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
    await migrateToLatest(database);

    expect(JSON.parse((await marker())?.value ?? '[]')).toEqual(oldIds);
    const rows = await database.db.selectFrom('slides').selectAll().orderBy('id').execute();
    for (const row of rows) {
      expect(row).toMatchObject({
        title: null,
        subtitle: null,
        cta_label: null,
        cta_href: null,
        title_mr: '',
        subtitle_hi: '',
        cta_label_mr: '',
      });
    }
  });

  it('are replaced once by today’s demo slides, shown first, keeping any slide staff wrote texts for', async () => {
    // Between the migration and the redraw, staff gave the second old slide words, and added one.
    await database.db
      .updateTable('slides')
      .set({ title: 'Our own words' })
      .where('id', '=', oldIds[1]!)
      .execute();
    const added = await database.db
      .insertInto('slides')
      .values({ filepath: '/media/staff.webp', sort_order: 5, title: 'Staff slide' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const messages: string[] = [];
    const written = await redrawOutdatedSlides(database.db, {
      log: (message) => messages.push(message),
    });
    expect(written).toBe(SLIDES.length);
    expect(messages).toHaveLength(1);
    expect(await marker()).toBeUndefined();

    const english = await listPublicSlides(database.db, 'en');
    expect(english.map((slide) => slide.title)).toEqual([
      ...SLIDES.map((slide) => slide.title),
      'Our own words',
      'Staff slide',
    ]);
    expect(english.map((slide) => slide.id)).not.toContain(oldIds[0]);
    expect(english.slice(-2).map((slide) => slide.id)).toEqual([oldIds[1], added.id]);
    for (const slide of english.slice(0, SLIDES.length)) {
      expect(slide.filepath).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
      expect(slide.ctaHref).toMatch(/^\/[a-z]/);
    }
    const marathi = await listPublicSlides(database.db, 'mr');
    expect(marathi.map((slide) => slide.ctaLabel)).toContain('टेस्ट राइड बुक करा');
    const hindi = await listPublicSlides(database.db, 'hi');
    expect(hindi.map((slide) => slide.ctaLabel)).toContain('टेस्ट राइड बुक करें');

    const stored = await database.db
      .selectFrom('media')
      .select('content_type')
      .where('hash', '=', english[0]!.filepath.slice('/media/'.length, -'.webp'.length))
      .executeTakeFirst();
    expect(stored?.content_type).toBe('image/webp');

    // A second start finds nothing to redraw and changes nothing.
    expect(await redrawOutdatedSlides(database.db)).toBe(0);
    expect(await listPublicSlides(database.db, 'en')).toEqual(english);
  });
});
