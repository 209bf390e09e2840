import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A stored width of a picture is kept per format: WebP as before, and AVIF (about 40% smaller at
 * the same look) for browsers that take it. The format joins the key, so the table is rebuilt
 * (SQLite cannot change a primary key in place); every existing row is WebP.
 */
export const pictureFormatsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('media_renditions_by_format')
      .addColumn('src', 'text', (col) => col.notNull())
      .addColumn('width', 'integer', (col) => col.notNull())
      .addColumn('format', 'text', (col) =>
        col
          .notNull()
          .defaultTo('webp')
          .check(sql`format in ('webp', 'avif')`),
      )
      .addColumn('height', 'integer', (col) => col.notNull())
      .addColumn('path', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('media_renditions_format_pk', ['src', 'width', 'format'])
      .execute();
    await sql`insert into media_renditions_by_format (src, width, format, height, path)
      select src, width, 'webp', height, path from media_renditions`.execute(db);
    await db.schema.dropTable('media_renditions').execute();
    await db.schema.alterTable('media_renditions_by_format').renameTo('media_renditions').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('media_renditions_webp')
      .addColumn('src', 'text', (col) => col.notNull())
      .addColumn('width', 'integer', (col) => col.notNull())
      .addColumn('height', 'integer', (col) => col.notNull())
      .addColumn('path', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('media_renditions_pk', ['src', 'width'])
      .execute();
    await sql`insert into media_renditions_webp (src, width, height, path)
      select src, width, height, path from media_renditions where format = 'webp'`.execute(db);
    await db.schema.dropTable('media_renditions').execute();
    await db.schema.alterTable('media_renditions_webp').renameTo('media_renditions').execute();
  },
};
