import fs from 'node:fs';
import { afterAll } from 'vitest';
import { JOURNEY_SERVER_ENV } from './global-setup.js';
import { startServer } from './server.js';

/**
 * A server of the calling file's own, started as the shared one is (global-setup.ts), for a
 * journey that changes what others read: prices, slides, accounts and sessions, leads it counts,
 * or the failed-login throttle of 127.0.0.1. On the shared server such journeys had to run one
 * at a time after all the others (a panel screen or a read that never came while another file
 * used the same account); with data of their own they run beside the others. Call it at the
 * file's top level: the server stops, and its data is removed, after the file.
 */
export async function ownServer(): Promise<string> {
  const server = await startServer(JOURNEY_SERVER_ENV);
  afterAll(async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
  return server.baseUrl;
}
