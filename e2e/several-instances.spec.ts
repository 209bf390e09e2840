import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { ENQUIRY_RATE_LIMIT_MESSAGE } from '../src/shared/enquiries.js';
import { messageCode } from '../src/shared/message-codes.js';
import {
  runAdminStatement,
  uniqueDatabaseName,
  withDatabaseName,
} from '../src/server/test/databases.js';
import { startServer, type RunningServer } from './support/server.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn(
    'several-instances.spec.ts is skipped: set TEST_DATABASE_URL to a PostgreSQL server to run two instances on one database.',
  );
}

const LIMIT = 20;

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL database behind a balancer', () => {
  const url = postgresUrl as string;
  const name = uniqueDatabaseName('dealer_instances');
  let databaseUrl: string;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    databaseUrl = withDatabaseName(url, name);
    await runAdminStatement(url, `create database ${name}`);
    // This test process stands in for the balancer: it connects from 127.0.0.1 and appends the
    // visitor's address to X-Forwarded-For.
    const env = {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: '127.0.0.1',
      ENQUIRY_RATE_LIMIT: String(LIMIT),
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'instances-password-123',
    };
    // One after the other: the first migrates and seeds the empty database.
    a = await startServer(env);
    b = await startServer(env);
  });

  afterAll(async () => {
    for (const server of [a, b]) {
      if (!server) continue;
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    await runAdminStatement(url, `drop database if exists ${name} with (force)`);
  });

  let phone = 9822100000;
  /** An enquiry from `visitor` through the balancer, whose left-most entry the visitor forged. */
  function enquire(server: RunningServer, visitor: string, forged = '203.0.113.7, 10.5.0.1') {
    return fetch(`${server.baseUrl}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, ${visitor}` },
      body: JSON.stringify({
        name: 'Asha Patil',
        email: 'asha@example.com',
        contact: String(phone++),
        reason: 'Inquiry',
        message: 'Call me',
      }),
    });
  }

  async function storedFrom(visitor: string): Promise<number> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const result = await client.query('select count(*) as n from enquiries where ip = $1', [
        visitor,
      ]);
      return Number(result.rows[0].n);
    } finally {
      await client.end();
    }
  }

  it('refuses on the second instance the enquiry past the limit that the first one counted', async () => {
    const visitor = '198.51.100.21';
    for (let i = 0; i < LIMIT; i++) {
      // Each with a different forged entry: only the address the balancer appended counts.
      expect((await enquire(a, visitor, `192.0.2.${i}`)).status).toBe(201);
    }
    const refused = await enquire(b, visitor, '192.0.2.200');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: ENQUIRY_RATE_LIMIT_MESSAGE,
      code: messageCode(ENQUIRY_RATE_LIMIT_MESSAGE),
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await enquire(a, visitor)).status).toBe(429);
    expect(await storedFrom(visitor)).toBe(LIMIT);
  });

  it('lets exactly the limit through of many simultaneous enquiries spread over both instances', async () => {
    const visitor = '198.51.100.22';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => enquire(i % 2 === 0 ? a : b, visitor, `192.0.2.${i}`)),
    );
    const codes = answers.map((answer) => answer.status);
    expect(codes.filter((code) => code === 201)).toHaveLength(LIMIT);
    expect(codes.filter((code) => code === 429)).toHaveLength(50 - LIMIT);
    expect(await storedFrom(visitor)).toBe(LIMIT);
  });
});
