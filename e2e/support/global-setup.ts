import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

export const E2E_ADMIN = { userId: 'admin', password: 'e2e-password-123' } as const;

/** How a journeys' server starts: the demo catalogue, E2E_ADMIN as its first account. */
export const JOURNEY_SERVER_ENV = {
  ADMIN_USER_ID: E2E_ADMIN.userId,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // Every journey posts from 127.0.0.1; the per-address limit has API tests of its own.
  ENQUIRY_RATE_LIMIT: '10000',
};

/**
 * One server with the demo catalogue for the journeys that only read what they find there; each
 * journey opens its own browser. A journey that changes it has a server of its own (own-server.ts).
 */
export default async function setup(project: TestProject) {
  const server = await startServer(JOURNEY_SERVER_ENV);
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
