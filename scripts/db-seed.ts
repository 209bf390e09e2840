/**
 * npm run db:seed: migrates the configured database (DATA_DIR or DATABASE_URL) and seeds the
 * dealer essentials and the demo catalogue. Safe to repeat: whatever already exists is left alone.
 */
import { parseConfig } from '../src/server/config.js';
import { createDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import {
  isDatabaseEmpty,
  seedDemoCatalogue,
  seedEssentials,
} from '../src/server/demo-catalogue/index.js';

const log = (message: string) => console.log(`[db:seed] ${message}`);

const config = parseConfig();
const database = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  log(
    database.dialect === 'sqlite'
      ? `SQLite database ${database.file}`
      : 'PostgreSQL database from DATABASE_URL',
  );
  const applied = await migrateToLatest(database);
  log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'schema already up to date');

  const wasEmpty = await isDatabaseEmpty(database.db);
  await seedEssentials(database.db);
  log(wasEmpty ? 'dealer essentials seeded' : 'dealer essentials already present, left unchanged');

  if (config.SEED_DEMO) await seedDemoCatalogue(database.db, { log });
  else log('SEED_DEMO=false: demo catalogue skipped');
} catch (error) {
  console.error('[db:seed] failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
