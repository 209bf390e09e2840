import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactForReact } from './scripts/preact-for-react.js';

// DESIGN §8: the API suite runs on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;
// Files share a worker's loaded modules (isolate: false): every server test file imports the whole
// app, and loading it again per file was most of the suite's time (253 s isolated, 131 s shared,
// measured here). Each file builds its own app and database, so nothing else is shared.
/** The packages that import react or react-dom, given Preact in their place. */
const REACT_LIBRARIES = [
  /@testing-library\/react/,
  /@tanstack\/react-query/,
  /react-router/,
  /react-hook-form/,
  /@hookform\/resolvers/,
  /react-i18next/,
  /lucide-react/,
  /recharts/,
  /embla-carousel-react/,
  /react-toastify/,
  /react-redux/,
];

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
        // The components are tested on Preact, which draws them in the browser (vite.config.ts):
        // the libraries that import React are bundled with the tests so that they get it too.
        resolve: {
          alias: [
            ...preactForReact,
            // Its ES module: its CommonJS build requires react-dom, and no alias reaches a require.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
            // Node's condition picks their CommonJS builds, for the same reason.
            { find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' },
            {
              find: /^recharts$/,
              replacement: fileURLToPath(
                new URL('node_modules/recharts/es6/index.js', import.meta.url),
              ),
            },
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('node_modules/react-router/dist/development/index.mjs', import.meta.url),
              ),
            },
          ],
        },
        test: {
          ...shared,
          name: 'sqlite',
          server: { deps: { inline: REACT_LIBRARIES } },
          // scripts/: the build's own steps (the fonts it cuts).
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          // A *.postgres.test.ts file tests what only PostgreSQL has (its batches of leads).
          exclude: ['src/**/*.postgres.test.ts'],
          globalSetup: ['src/server/test/global-setup-sqlite.ts'],
          setupFiles: [
            'src/web/test/i18n-setup.ts',
            'src/web/test/preact-setup.ts',
            'src/web/test/testing-library-setup.ts',
          ],
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
                // A *.sqlite.test.ts file tests what only SQLite has (its group commit, its export workers).
                exclude: ['src/server/demo-catalogue/**', 'src/**/*.sqlite.test.ts'],
                globalSetup: ['src/server/test/global-setup-postgres.ts'],
                env: { TEST_DIALECT: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
