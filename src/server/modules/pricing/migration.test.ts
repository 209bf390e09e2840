import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ON_ROAD_RULES } from '../../../shared/on-road.js';
import type { DatabaseHandle } from '../../db/database.js';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { emptyTestDatabase } from '../../test/empty-database.js';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

/** An empty database of the dialect under test, migrated by the test itself, with no seed at all. */
beforeAll(async () => {
  ({ database, dispose } = await emptyTestDatabase('dealer-on-road-migration'));
});
afterAll(() => dispose());

const vehicle = (type: 'bike' | 'ev', bikeName: string, engine: string) => ({
  type,
  name: bikeName,
  bike_name: bikeName,
  slug: bikeName.toUpperCase().replaceAll(' ', ''),
  name_img: '',
  bike_icon: '',
  image: '',
  engine,
  power: '',
  transmission: '',
  document: '',
  details: '',
  price: 80_000,
  created_at: 1,
  updated_at: 1,
});

describe('the on-road price migration', () => {
  it('reads each existing engine’s cc, leaves insurance unset and seeds the first rules as demo', async () => {
    await migrateTo(database, '0011-lead-totals');
    await database.db
      .insertInto('vehicles')
      .values([
        vehicle('bike', 'Shine', '123.94 cc'),
        vehicle('bike', 'Odd', 'no figure'),
        vehicle('ev', 'Activa e:', '1.5 kWh swappable x2'),
      ])
      .execute();
    const [shine] = await database.db.selectFrom('vehicles').select('id').execute();
    await database.db
      .insertInto('variants')
      .values({ vehicle_id: shine!.id, name: 'Drum', price: 84_490, sort_order: 0 })
      .execute();
    await migrateToLatest(database);

    const engines = await database.db
      .selectFrom('vehicles')
      .select(['bike_name', 'engine_cc'])
      .orderBy('id')
      .execute();
    expect(engines).toEqual([
      { bike_name: 'Shine', engine_cc: 124 },
      { bike_name: 'Odd', engine_cc: 0 },
      { bike_name: 'Activa e:', engine_cc: 0 },
    ]);
    const variant = await database.db
      .selectFrom('variants')
      .select('insurance')
      .executeTakeFirstOrThrow();
    expect(variant.insurance).toBeNull();

    // Seeded by the migration, not the demo catalogue: a database without the catalogue has them.
    const rules = await database.db.selectFrom('on_road_rules').selectAll().execute();
    expect(rules).toHaveLength(1);
    const { effectiveFrom, demo: _demo, ...stored } = SEED_ON_ROAD_RULES;
    expect(rules[0]).toMatchObject({ effective_from: effectiveFrom, demo: 1, created_by: 'seed' });
    expect(JSON.parse(rules[0]!.rules)).toEqual(stored);
  });
});
