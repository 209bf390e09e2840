import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import {
  isDatabaseEmpty,
  redrawOutdatedSlides,
  seedDemoCatalogue,
  seedEssentials,
} from './demo-catalogue/index.js';
import { ensureFirstAdmin, type CreatedAdmin } from './modules/auth/admins.js';

export interface PreparedDatabase {
  migrations: string[];
  seeded: boolean;
  firstAdmin: CreatedAdmin | null;
}

/**
 * Everything a start does before listening: migrate, seed an empty database (dealer essentials
 * always, the demo catalogue unless SEED_DEMO=false) and create the first admin. Safe to repeat:
 * a database that already holds a dealer is never seeded again.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<Config, 'SEED_DEMO' | 'ADMIN_USER_ID' | 'ADMIN_PASSWORD'>,
  log: (message: string) => void = () => {},
): Promise<PreparedDatabase> {
  const migrations = await migrateToLatest(database);
  const seeded = await isDatabaseEmpty(database.db);
  if (seeded) {
    await seedEssentials(database.db);
    if (config.SEED_DEMO) await seedDemoCatalogue(database.db, { log });
  } else if (config.SEED_DEMO) {
    // A demo database from before slides had texts gets today's demo slides, once.
    await redrawOutdatedSlides(database.db, { log });
  }
  const firstAdmin = await ensureFirstAdmin(database.db, config);
  return { migrations, seeded, firstAdmin };
}
