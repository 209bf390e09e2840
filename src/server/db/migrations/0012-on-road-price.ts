import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The rules as first seeded (SEED_ON_ROAD_RULES when this migration was written), copied here so
 * that a later change to the live constant cannot change what this migration did.
 */
const RULES_AT_THIS_MIGRATION = {
  effectiveFrom: '2026-04-01',
  rules: {
    roadTaxSlabs: [
      { maxCc: 99, percent: 10 },
      { maxCc: 299, percent: 11 },
      { maxCc: null, percent: 12 },
    ],
    roadTaxMinimum: 1500,
    evRoadTaxExempt: true,
    registrationFee: 300,
    numberPlateFee: 600,
    optional: [
      { key: 'extended-warranty', label: 'Extended warranty (3 years)', amount: 1200 },
      { key: 'amc', label: 'Annual maintenance contract', amount: 1500 },
      { key: 'accessories-kit', label: 'Accessories kit', amount: 2500 },
    ],
  },
};

/** '123.94 cc' → 124; an EV, or text naming no cc, → 0 (the road tax then reads the first slab). */
function engineCcAtThisMigration(type: string, engine: string): number {
  if (type === 'ev') return 0;
  const match = /(\d+(?:\.\d+)?)\s*cc\b/i.exec(engine);
  return match ? Math.round(Number(match[1])) : 0;
}

/**
 * The on-road price: each vehicle's engine capacity as a number (filled from its engine text),
 * each variant's insurance (null until entered: no on-road price shown), the dated rules with the
 * first version seeded as demo figures, and the total quoted with a test-ride lead.
 * The rules are seeded here, as 0008 seeds its setting, because they are not demo catalogue: a
 * database seeded without the catalogue needs them too.
 */
export function onRoadPriceMigration(dialect: Dialect): Migration {
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('vehicles')
        .addColumn('engine_cc', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      const vehicles = await sql<{ id: number; type: string; engine: string }>`
        select id, type, engine from vehicles`.execute(db);
      // A catalogue is tens of models: one update each is simpler than parsing text in two SQLs.
      for (const vehicle of vehicles.rows) {
        const cc = engineCcAtThisMigration(vehicle.type, vehicle.engine);
        if (cc !== 0) {
          await sql`update vehicles set engine_cc = ${cc} where id = ${vehicle.id}`.execute(db);
        }
      }

      await db.schema.alterTable('variants').addColumn('insurance', 'integer').execute();
      await db.schema.alterTable('enquiries').addColumn('on_road_price', 'integer').execute();

      const rules = db.schema.createTable('on_road_rules');
      await (
        dialect === 'postgres'
          ? rules.addColumn('id', 'serial', (col) => col.primaryKey())
          : rules.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('effective_from', 'text', (col) => col.notNull())
        .addColumn('rules', 'text', (col) => col.notNull())
        .addColumn('demo', 'integer', (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`demo in (0, 1)`),
        )
        .addColumn('created_at', bigint, (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .execute();
      // The version in force: the latest effective day not after today, ties by the latest saved.
      await db.schema
        .createIndex('on_road_rules_effective_idx')
        .on('on_road_rules')
        .columns(['effective_from', 'id'])
        .execute();

      await sql`insert into on_road_rules (effective_from, rules, demo, created_at, created_by)
        values (${RULES_AT_THIS_MIGRATION.effectiveFrom},
          ${JSON.stringify(RULES_AT_THIS_MIGRATION.rules)}, 1, ${Date.now()}, 'seed')`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('on_road_rules').ifExists().execute();
      await db.schema.alterTable('enquiries').dropColumn('on_road_price').execute();
      await db.schema.alterTable('variants').dropColumn('insurance').execute();
      await db.schema.alterTable('vehicles').dropColumn('engine_cc').execute();
    },
  };
}
