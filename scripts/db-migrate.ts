// Applies pending migrations to the configured database (DATA_DIR or DATABASE_URL) and exits.
import { parseConfig } from '../src/server/config.js';
import { createDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';

const config = parseConfig();
const database = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const applied = await migrateToLatest(database);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await database.close();
}
