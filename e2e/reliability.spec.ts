import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-drills-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const SERVER_ENV = { SEED_DEMO: 'false', ENQUIRY_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' };
let phoneSequence = 0;

/** Posts contact enquiries from `clients` concurrent clients until stopped; answers the phones acknowledged with 201. */
function load(server: RunningServer, clients: number) {
  let running = true;
  const acknowledged: string[] = [];
  let failures = 0;
  const workers = Array.from({ length: clients }, async () => {
    while (running) {
      const phone = `7${String(100000000 + ++phoneSequence).slice(-9)}`;
      try {
        const response = await fetch(`${server.baseUrl}/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Drill Customer',
            email: 'drill@example.com',
            contact: phone,
            reason: 'Inquiry',
            message: 'Reliability drill',
          }),
        });
        if (response.status === 201) acknowledged.push(phone);
        await response.arrayBuffer();
      } catch {
        failures += 1; // the server went away mid-request: never acknowledged, so never promised
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  return {
    acknowledged,
    failures: () => failures,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

function storedPhones(dataDir: string): Set<string> {
  const db = new SQLite(path.join(dataDir, 'dealer.db'), { readonly: true });
  try {
    const rows = db.prepare("select phone from enquiries where kind = 'contact'").all() as {
      phone: string;
    }[];
    return new Set(rows.map((r) => r.phone));
  } finally {
    db.close();
  }
}

describe('no lead is lost', () => {
  it('keeps every acknowledged enquiry when the server is killed with SIGKILL mid-load', async () => {
    const dataDir = path.join(root, 'kill');
    const server = await startServer(SERVER_ENV, dataDir);
    const traffic = load(server, 20);
    await new Promise((r) => setTimeout(r, 1500));
    server.process.kill('SIGKILL');
    await new Promise((resolve) => server.process.once('exit', resolve));
    await traffic.stop();
    expect(traffic.acknowledged.length).toBeGreaterThan(50);

    const restarted = await startServer(SERVER_ENV, dataDir);
    try {
      const stored = storedPhones(dataDir);
      const lost = traffic.acknowledged.filter((phone) => !stored.has(phone));
      expect(lost).toEqual([]);
    } finally {
      await restarted.stop();
    }
  });

  it('on SIGTERM under load finishes in-flight requests, refuses new ones and exits 0 within 10 s', async () => {
    const dataDir = path.join(root, 'term');
    const server = await startServer(SERVER_ENV, dataDir);
    const traffic = load(server, 20);
    await new Promise((r) => setTimeout(r, 1000));
    const started = Date.now();
    const exitCode = await server.stop();
    const tookMs = Date.now() - started;
    await traffic.stop();

    expect(exitCode).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
    const stored = storedPhones(dataDir);
    expect(traffic.acknowledged.filter((phone) => !stored.has(phone))).toEqual([]);
  });
});

describe('npm run backup', () => {
  it('copies the database while the server runs, and the copy restores with its leads', async () => {
    const dataDir = path.join(root, 'backup');
    const server = await startServer(SERVER_ENV, dataDir);
    const traffic = load(server, 5);
    await new Promise((r) => setTimeout(r, 500));
    const out = path.join(root, 'backups', 'copy.db');
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/backup.ts', '--out', out],
      {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    await traffic.stop();
    await server.stop();
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Backed up \d+ leads to /);

    // The documented restore: put the copy in place of dealer.db in an empty DATA_DIR and start.
    const restoredDir = path.join(root, 'restored');
    fs.mkdirSync(restoredDir, { recursive: true });
    fs.copyFileSync(out, path.join(restoredDir, 'dealer.db'));
    const restored = await startServer(SERVER_ENV, restoredDir);
    try {
      const phones = storedPhones(restoredDir);
      expect(phones.size).toBeGreaterThan(0);
      expect(phones.has(traffic.acknowledged[0] as string)).toBe(true);
    } finally {
      await restored.stop();
    }
  });
});
