import { defineConfig } from 'vitest/config';

// DESIGN §8: the API suite runs on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;
const shared = { environment: 'node', testTimeout: 30_000, hookTimeout: 180_000 } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'sqlite',
          include: ['src/**/*.test.{ts,tsx}'],
          globalSetup: ['src/server/test/global-setup-sqlite.ts'],
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
