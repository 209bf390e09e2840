import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { emptyTestDatabase } from '../../test/empty-database.js';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

/** An empty database of the dialect under test, migrated by the test itself, with no seed at all. */
beforeAll(async () => {
  ({ database, dispose } = await emptyTestDatabase('dealer-picture-formats'));
});
afterAll(() => dispose());

const rows = async () =>
  (
    await sql<Record<string, unknown>>`select * from media_renditions order by width`.execute(
      database.db,
    )
  ).rows;

describe('migration 0014-picture-formats', () => {
  it('keeps every stored width as WebP, lets AVIF sit beside it, and goes back without it', async () => {
    await migrateTo(database, '0013-catalogue-editor');
    await sql`insert into media_renditions (src, width, height, path)
      values ('/media/aaaaaaaaaaaaaaaa.png', 400, 200, '/media/bbbbbbbbbbbbbbbb.webp')`.execute(
      database.db,
    );

    await migrateToLatest(database);
    expect(await rows()).toEqual([
      {
        src: '/media/aaaaaaaaaaaaaaaa.png',
        width: 400,
        format: 'webp',
        height: 200,
        path: '/media/bbbbbbbbbbbbbbbb.webp',
      },
    ]);
    await database.db
      .insertInto('media_renditions')
      .values({
        src: '/media/aaaaaaaaaaaaaaaa.png',
        width: 400,
        format: 'avif',
        height: 200,
        path: '/media/cccccccccccccccc.avif',
      })
      .execute();
    // One row per width and format: a second AVIF of the same width is refused.
    await expect(
      database.db
        .insertInto('media_renditions')
        .values({
          src: '/media/aaaaaaaaaaaaaaaa.png',
          width: 400,
          format: 'avif',
          height: 1,
          path: '',
        })
        .execute(),
    ).rejects.toThrow();
    expect(await rows()).toHaveLength(2);

    await migrateTo(database, '0013-catalogue-editor');
    expect(await rows()).toEqual([
      {
        src: '/media/aaaaaaaaaaaaaaaa.png',
        width: 400,
        height: 200,
        path: '/media/bbbbbbbbbbbbbbbb.webp',
      },
    ]);
    await migrateToLatest(database);
  });
});
