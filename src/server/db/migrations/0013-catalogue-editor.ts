import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The catalogue editor: a model's tagline; `published` (0 for a model created in the editor and
 * never published, so no public list, Manage screen or enquiry form may see it; every model that
 * existed before is published); one unique name per model, as the URL name already is; the draft
 * document of each model being edited; and the widths each uploaded picture is stored at.
 */
export function catalogueEditorMigration(dialect: Dialect): Migration {
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('vehicles')
        .addColumn('tagline', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('vehicles')
        .addColumn('published', 'integer', (col) =>
          col
            .notNull()
            .defaultTo(1)
            .check(sql`published in (0, 1)`),
        )
        .execute();
      // Two models created at once with the same name: the index lets exactly one in.
      await sql`create unique index vehicles_name_key_idx on vehicles (lower(name))`.execute(db);

      await db.schema
        .createTable('catalogue_drafts')
        .addColumn('vehicle_id', 'integer', (col) =>
          col.primaryKey().references('vehicles.id').onDelete('cascade'),
        )
        /** The whole model document as JSON (shared/catalogue-editor.ts modelDocumentSchema). */
        .addColumn('document', 'text', (col) => col.notNull())
        // Copies of the document's name and URL name, so clashes between drafts are one query.
        .addColumn('name_key', 'text', (col) => col.notNull())
        .addColumn('slug', 'text', (col) => col.notNull())
        .addColumn('updated_at', bigint, (col) => col.notNull())
        .addColumn('updated_by', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('media_renditions')
        // The picture's main path (the one a page puts in src) and one stored width of it.
        .addColumn('src', 'text', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('media_renditions_pk', ['src', 'width'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('media_renditions').ifExists().execute();
      await db.schema.dropTable('catalogue_drafts').ifExists().execute();
      await sql`drop index if exists vehicles_name_key_idx`.execute(db);
      await db.schema.alterTable('vehicles').dropColumn('published').execute();
      await db.schema.alterTable('vehicles').dropColumn('tagline').execute();
    },
  };
}
