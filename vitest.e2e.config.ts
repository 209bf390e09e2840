import { defineConfig } from 'vitest/config';

// Browser journeys against the built app (`npm run test:e2e` builds first), one real server per run.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two cores: one browser at a time keeps the journeys from starving the server.
    fileParallelism: false,
  },
});
