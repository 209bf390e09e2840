// Creates an admin, or sets a new password for an existing one (which also re-enables it and
// clears a forced password change, so a locked-out owner can recover).
// Usage: npm run create-admin -- --user-id <id> [--password <password>] [--role owner|sales|service]
// (asks for what is missing; a new account is an owner unless --role says otherwise)
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { PASSWORD_LENGTH } from '../src/shared/admin.js';
import { ROLES, type Role } from '../src/shared/roles.js';
import { parseConfig } from '../src/server/config.js';
import { createDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { upsertAdmin } from '../src/server/modules/auth/admins.js';

const { values } = parseArgs({
  options: {
    'user-id': { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
  },
});

const role = values.role as Role | undefined;
if (role !== undefined && !ROLES.includes(role)) {
  console.error(`--role must be one of: ${ROLES.join(', ')}.`);
  process.exit(1);
}

/** Asks for what the flags left out, through one readline (a second one would lose piped input). */
async function askMissing(): Promise<{ userId: string; password: string }> {
  if (values['user-id'] && values.password)
    return { userId: values['user-id'], password: values.password };
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) process.stdout.write(chunk, encoding);
      callback();
    },
  });
  const rl = createInterface({
    input: process.stdin,
    output,
    terminal: Boolean(process.stdin.isTTY),
  });
  // The line iterator buffers, so answers piped in before they are asked for are not lost.
  const lines = rl[Symbol.asyncIterator]();
  const nextLine = async () => ((await lines.next()).value as string | undefined) ?? '';
  try {
    let userId = values['user-id'];
    if (!userId) {
      process.stdout.write('User ID: ');
      userId = (await nextLine()).trim();
    }
    if (values.password) return { userId, password: values.password };
    process.stdout.write('Password (not shown): ');
    muted = true; // the password is not echoed to the terminal
    const password = await nextLine();
    muted = false;
    process.stdout.write('\n');
    return { userId, password };
  } finally {
    rl.close();
  }
}

const { userId, password } = await askMissing();
if (!userId) {
  console.error('A user ID is required.');
  process.exit(1);
}
if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
  console.error(
    `The password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters long.`,
  );
  process.exit(1);
}

const config = parseConfig();
const database = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(database);
  await upsertAdmin(database.db, userId, password, { role });
  console.log(`Admin "${userId}" is ready.`);
} finally {
  await database.close();
}
