import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../database.js';

/** Column types that differ between the two dialects; everything else is written once. */
function types(dialect: Dialect) {
  return dialect === 'postgres'
    ? ({ id: 'serial', blob: 'bytea', bigint: 'bigint' } as const)
    : ({ id: 'integer', blob: 'blob', bigint: 'integer' } as const);
}

export function initialMigration(dialect: Dialect) {
  const t = types(dialect);
  const withId = <N extends string>(table: CreateTableBuilder<N, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  const now =
    dialect === 'postgres'
      ? sql`(floor(extract(epoch from now()) * 1000))::bigint`
      : sql`(cast(unixepoch('subsec') * 1000 as integer))`;

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('dealers'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('menu_name', 'text', (col) => col.notNull())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('sale_no', 'text', (col) => col.notNull())
        .addColumn('service_no', 'text', (col) => col.notNull())
        .addColumn('open_time', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('url', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('media'))
        .addColumn('hash', 'text', (col) => col.notNull().unique())
        .addColumn('ext', 'text', (col) => col.notNull())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('bytes', t.blob, (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addColumn('created_at', t.bigint, (col) => col.notNull().defaultTo(now))
        .execute();

      await withId(db.schema.createTable('slides'))
        .addColumn('filepath', 'text', (col) => col.notNull())
        .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('vehicles'))
        .addColumn('type', 'text', (col) =>
          col.notNull().check(sql`type in ('bike', 'scooter', 'ev')`),
        )
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('bike_name', 'text', (col) => col.notNull())
        .addColumn('slug', 'text', (col) => col.notNull().unique())
        .addColumn('name_img', 'text', (col) => col.notNull())
        .addColumn('bike_icon', 'text', (col) => col.notNull())
        .addColumn('image', 'text', (col) => col.notNull())
        .addColumn('engine', 'text', (col) => col.notNull())
        .addColumn('power', 'text', (col) => col.notNull())
        .addColumn('transmission', 'text', (col) => col.notNull())
        .addColumn('document', 'text', (col) => col.notNull())
        .addColumn('details', 'text', (col) => col.notNull())
        .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
        .addColumn('status', 'integer', (col) =>
          col
            .notNull()
            .defaultTo(1)
            .check(sql`status in (0, 1)`),
        )
        .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', t.bigint, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', t.bigint, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('vehicles_type_status_idx')
        .on('vehicles')
        .columns(['type', 'status', 'sort_order'])
        .execute();

      const childOfVehicle = (name: string) =>
        withId(db.schema.createTable(name)).addColumn('vehicle_id', 'integer', (col) =>
          col.notNull().references('vehicles.id').onDelete('cascade'),
        );

      await childOfVehicle('vehicle_specs')
        .addColumn('spec_group', 'text', (col) => col.notNull())
        .addColumn('label', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await childOfVehicle('variants')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('price', 'integer', (col) => col.notNull())
        .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await childOfVehicle('features')
        .addColumn('heading', 'text', (col) => col.notNull())
        .addColumn('image', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await childOfVehicle('accessories')
        .addColumn('heading', 'text')
        .addColumn('image', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('part_no', 'text')
        .addColumn('price', 'integer')
        .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await childOfVehicle('colours')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('hex', 'text', (col) => col.notNull())
        .addColumn('image', 'text', (col) => col.notNull())
        .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await childOfVehicle('frames_360')
        .addColumn('frame_no', 'integer', (col) => col.notNull())
        .addColumn('image', 'text', (col) => col.notNull())
        .execute();

      for (const table of [
        'vehicle_specs',
        'variants',
        'features',
        'accessories',
        'colours',
        'frames_360',
      ]) {
        await db.schema
          .createIndex(`${table}_vehicle_idx`)
          .on(table)
          .column('vehicle_id')
          .execute();
      }

      await withId(db.schema.createTable('offers'))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('image', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('created_at', t.bigint, (col) => col.notNull().defaultTo(now))
        .execute();

      await withId(db.schema.createTable('gallery'))
        .addColumn('image_path', 'text', (col) => col.notNull())
        .addColumn('created_at', t.bigint, (col) => col.notNull().defaultTo(now))
        .execute();

      await withId(db.schema.createTable('admins'))
        .addColumn('user_id', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('user_name', 'text', (col) => col.notNull())
        .addColumn('mobile_no', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('city', 'text', (col) => col.notNull().defaultTo('N/A'))
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', t.bigint, (col) => col.notNull().defaultTo(now))
        .addColumn('expire_at', t.bigint)
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id_hash', 'text', (col) => col.primaryKey())
        .addColumn('admin_id', 'integer', (col) =>
          col.notNull().references('admins.id').onDelete('cascade'),
        )
        .addColumn('created_at', t.bigint, (col) => col.notNull().defaultTo(now))
        .addColumn('last_seen_at', t.bigint, (col) => col.notNull())
        .addColumn('ip', 'text', (col) => col.notNull())
        .addColumn('user_agent', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sessions_admin_idx').on('sessions').column('admin_id').execute();

      await withId(db.schema.createTable('login_attempts'))
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('ip', 'text', (col) => col.notNull())
        .addColumn('succeeded', 'integer', (col) => col.notNull())
        .addColumn('created_at', t.bigint, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('login_attempts_user_idx')
        .on('login_attempts')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('login_attempts_ip_idx')
        .on('login_attempts')
        .columns(['ip', 'created_at'])
        .execute();

      // DESIGN §3: one table for all nine forms; kind-specific columns are nullable.
      await withId(db.schema.createTable('enquiries'))
        .addColumn('kind', 'text', (col) =>
          col
            .notNull()
            .check(
              sql`kind in ('finance', 'contact', 'service', 'amc', 'warranty', 'optin', 'offer', 'product', 'joyclub')`,
            ),
        )
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text')
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('model', 'text')
        .addColumn('message', 'text')
        .addColumn('registration_no', 'text')
        .addColumn('year_of_purchase', 'integer')
        .addColumn('service_type', 'text')
        .addColumn('booking_date', 'text')
        .addColumn('entered_model', 'text')
        .addColumn('loan_amount', 'integer')
        .addColumn('colour', 'text')
        .addColumn('variant', 'text')
        .addColumn('reason', 'text')
        .addColumn('agreed', 'integer')
        .addColumn('channels', 'text')
        .addColumn('ip', 'text')
        .addColumn('created_at', t.bigint, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('enquiries_kind_created_idx')
        .on('enquiries')
        .columns(['kind', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('enquiries_kind_phone_idx')
        .on('enquiries')
        .columns(['kind', 'phone', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'enquiries',
        'login_attempts',
        'sessions',
        'admins',
        'gallery',
        'offers',
        'frames_360',
        'colours',
        'accessories',
        'features',
        'variants',
        'vehicle_specs',
        'vehicles',
        'slides',
        'media',
        'settings',
        'dealers',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
