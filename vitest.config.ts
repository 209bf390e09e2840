import os from 'node:os';
import { defineConfig } from 'vitest/config';

// DESIGN §8: the API suite runs on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;
// Files share a worker's loaded modules (isolate: false): every server test file imports the whole
// app, and loading it again per file was most of the suite's time (253 s isolated, 131 s shared,
// measured here). Each file builds its own app and database, so nothing else is shared.
const shared = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 180_000,
  isolate: false,
} as const;

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on CI's two): most of a file's time is
    // spent waiting on SQLite, PostgreSQL or argon2's threads, and two workers took the suite
    // from 249 s to 185 s there.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          ...shared,
          name: 'sqlite',
          // scripts/: the build's own steps (the fonts it cuts).
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup-sqlite.ts'],
          setupFiles: ['src/web/test/i18n-setup.ts'],
          env: { TEST_DIALECT: 'sqlite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                include: ['src/server/**/*.test.ts'],
                // The seed's own checks open SQLite files directly; the PostgreSQL seed is exercised by the template.
                exclude: ['src/server/demo-catalogue/**'],
                globalSetup: ['src/server/test/global-setup-postgres.ts'],
                env: { TEST_DIALECT: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
