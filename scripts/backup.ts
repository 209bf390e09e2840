// Writes a consistent copy of the database while the server keeps running.
// Usage: npm run backup [-- --out <file>]     (default: ./backups/dealer-<date-time>.db)
// SQLite's online backup copies a consistent snapshot even while leads are being written.
// For PostgreSQL use pg_dump instead (see the README).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseConfig } from '../src/server/config.js';
import { openSqlite, SQLITE_FILE_NAME } from '../src/server/db/database.js';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = parseConfig();
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL points at PostgreSQL: back it up with pg_dump, for example\n' +
      '  pg_dump --format=custom --file=dealer.dump "$DATABASE_URL"',
  );
  process.exit(1);
}
const source = path.resolve(config.DATA_DIR, SQLITE_FILE_NAME);
if (!fs.existsSync(source)) {
  console.error(`There is no database at ${source} (DATA_DIR=${config.DATA_DIR}).`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(values.out ?? path.join('backups', `dealer-${stamp}.db`));
fs.mkdirSync(path.dirname(target), { recursive: true });

const database = openSqlite(source, { readonly: true });
try {
  await database.backup(target);
} finally {
  database.close();
}
const check = openSqlite(target, { readonly: true });
const leads = (check.prepare('select count(*) as n from enquiries').get() as { n: number }).n;
const integrity = check.pragma('integrity_check', { simple: true });
check.close();
if (integrity !== 'ok') {
  console.error(`The backup at ${target} failed its integrity check: ${String(integrity)}`);
  process.exit(1);
}
console.log(`Backed up ${leads} leads to ${target}`);
