// Creates an admin, or sets a new password for an existing one.
// Usage: npm run create-admin -- --user-id <id> [--password <password>]   (asks for what is missing)
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { parseConfig } from '../src/server/config.js';
import { createDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { upsertAdmin } from '../src/server/modules/auth/admins.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/server/modules/auth/password.js';

const { values } = parseArgs({
  options: { 'user-id': { type: 'string' }, password: { type: 'string' } },
});

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

const userId = values['user-id'] ?? (await ask('User ID: '));
const password = values.password ?? (await ask('Password: '));
if (!userId) {
  console.error('A user ID is required.');
  process.exit(1);
}
if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
  console.error(
    `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`,
  );
  process.exit(1);
}

const config = parseConfig();
const database = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(database);
  await upsertAdmin(database.db, userId, password);
  console.log(`Admin "${userId}" is ready.`);
} finally {
  await database.close();
}
