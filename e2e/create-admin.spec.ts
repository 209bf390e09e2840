import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-create-admin-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function createAdmin(args: string[], input = '') {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false' },
    input,
    encoding: 'utf8',
  });
}

describe('npm run create-admin', () => {
  it('refuses a password under 8 characters and creates nothing', () => {
    const result = createAdmin(['--user-id', 'staff1', '--password', 'short']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The password must be 8 to 128 characters long.');
  });

  it('creates admins from flags and from answers to its prompts, who can then sign in', async () => {
    expect(createAdmin(['--user-id', 'staff1', '--password', 'staff-one-password']).status).toBe(0);
    const prompted = createAdmin([], 'staff2\nstaff-two-password\n');
    expect(prompted.stdout).toContain('Admin "staff2" is ready.');
    expect(prompted.stdout).not.toContain('staff-two-password');

    const server = await startServer({ SEED_DEMO: 'false' }, dataDir);
    try {
      for (const [userId, password] of [
        ['staff1', 'staff-one-password'],
        ['staff2', 'staff-two-password'],
      ]) {
        const response = await fetch(`${server.baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userId, password }),
        });
        expect(response.status, userId).toBe(200);
      }
    } finally {
      await server.stop();
    }
  });
});
