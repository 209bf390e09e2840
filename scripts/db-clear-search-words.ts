// PostgreSQL: clears from the search vocabulary the words no lead holds any longer, after leads
// were erased by hand (README, "Erasing a lead by hand"), and exits.
import { parseConfig } from '../src/server/config.js';
import { createDatabase } from '../src/server/db/database.js';
import { clearUnusedSearchWords } from '../src/server/db/search-vocabulary.js';

const config = parseConfig();
if (!config.DATABASE_URL) {
  console.log('SQLite keeps no search vocabulary: nothing to clear.');
  process.exit(0);
}
const database = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const cleared = await clearUnusedSearchWords(database.db);
  console.log(`Cleared ${cleared} word${cleared === 1 ? '' : 's'} no lead holds.`);
} finally {
  await database.close();
}
