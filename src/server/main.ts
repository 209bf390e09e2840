import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { ConfigError, parseConfig, type Config } from './config.js';
import { createDatabase } from './db/database.js';

/** How long a SIGTERM may take to finish in-flight requests before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

function loadConfig(): Config {
  try {
    return parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = loadConfig();
const database = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({ config, database });

try {
  const prepared = await prepareDatabase(database, config, (message) => app.log.info(message));
  if (prepared.migrations.length > 0) app.log.info({ applied: prepared.migrations }, 'migrated');
  if (prepared.seeded) app.log.info({ demo: config.SEED_DEMO }, 'seeded an empty database');
  if (prepared.firstAdmin) {
    app.log.info({ userId: prepared.firstAdmin.userId }, 'created the first admin');
    if (prepared.firstAdmin.generatedPassword) {
      // Printed once, to the console only (never to the structured log): the operator copies it now.
      console.log(
        `\nFirst admin created. User ID: ${prepared.firstAdmin.userId}  Password: ${prepared.firstAdmin.generatedPassword}\n` +
          'It will not be shown again; change it after signing in, or run `npm run create-admin`.\n',
      );
    }
  }
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.fatal({ err: error }, 'start-up failed');
  await database.close().catch(() => {});
  process.exit(1);
}

let shuttingDown = false;
async function shutDown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  try {
    // close() stops accepting connections and waits for in-flight requests to complete.
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));
