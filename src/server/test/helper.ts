import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { parseConfig, type Config } from '../config.js';
import { createDatabase, type DatabaseHandle } from '../db/database.js';
import { runAdminStatement, uniqueDatabaseName, withDatabaseName } from './databases.js';

export type TestDialect = 'sqlite' | 'postgres';

export const testDialect: TestDialect =
  process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Moves the injected clock; every time-dependent rule reads app.now(). */
  clock: { now: number };
  /** The PostgreSQL database's connection string (unset on SQLite). */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  logStream?: { write(line: string): void };
  pressure?: { maxEventLoopDelay?: number; sampleInterval?: number };
  requestTimeout?: number;
}

/**
 * A freshly seeded database of its own (a copy of the run's SQLite template, or a PostgreSQL
 * database created from the run's template) behind a complete app, ready for app.inject().
 */

export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, dispose, url } = await openTestDatabase();
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: database.file ? path.dirname(database.file) : '',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'dealer-no-web-build'),
    ...overrides,
  });
  const clock = { now: Date.now() };
  const logger = options.logStream ? { level: 'info', stream: options.logStream } : false;
  const app = await buildApp({
    config,
    database,
    now: () => clock.now,
    logger,
    // Load shedding is tested on purpose (overload.test.ts); elsewhere a loaded test machine's
    // event loop lag answered a test's sign-in 503 "busy".
    pressure: options.pressure ?? NO_LOAD_SHEDDING,
    ...(options.requestTimeout ? { requestTimeout: options.requestTimeout } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    ...(url ? { databaseUrl: url } : {}),
    async close() {
      await app.close();
      await database.close();
      await dispose();
    },
  };
}

const NO_LOAD_SHEDDING = { maxEventLoopDelay: 0 };

/**
 * A second app instance on the database of `t`, as another server process would be: its own
 * connections (pool or SQLite connection), its own clock. Closing it leaves the database to `t`.
 */
export async function buildAppOnSameDatabase(
  t: TestApp,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const database = createDatabase({
    databaseUrl: t.databaseUrl,
    dataDir: t.database.file ? path.dirname(t.database.file) : '',
  });
  const config = { ...t.config, ...overrides };
  const clock = { now: t.clock.now };
  const app = await buildApp({
    config,
    database,
    now: () => clock.now,
    logger: false,
    pressure: NO_LOAD_SHEDDING,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    ...(t.databaseUrl ? { databaseUrl: t.databaseUrl } : {}),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A complete app that serves a built web app in miniature: `files` (path below the build directory
 * to content) are written to a directory of their own, which closing the app removes.
 */
export async function buildTestAppWithWeb(
  files: Record<string, string | Buffer>,
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-web-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(webDir, name)), { recursive: true });
    fs.writeFileSync(path.join(webDir, name), content);
  }
  const t = await buildTestApp({ WEB_DIST_DIR: webDir, ...overrides }, options);
  return {
    ...t,
    async close() {
      await t.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  dispose(): Promise<void>;
  url?: string;
}> {
  if (testDialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = uniqueDatabaseName('dealer_test');
    await runAdminStatement(url, `create database ${name} template ${inject('postgresTemplate')}`);
    const database = createDatabase({ databaseUrl: withDatabaseName(url, name), dataDir: '' });
    return {
      database,
      url: withDatabaseName(url, name),
      dispose: () => runAdminStatement(url, `drop database if exists ${name} with (force)`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-test-'));
  fs.copyFileSync(inject('sqliteTemplate'), path.join(dir, 'dealer.db'));
  const database = createDatabase({ dataDir: dir });
  return {
    database,
    dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A complete app of its own and the test owner's Cookie header: one test file's usual start. */
export async function signedInTestApp(
  overrides: Record<string, string> = {},
): Promise<{ t: TestApp; cookie: string }> {
  const t = await buildTestApp(overrides);
  return { t, cookie: await signIn(t) };
}

/** Signs the test admin in and answers the Cookie header to send with admin calls. */
export async function signIn(t: TestApp): Promise<string> {
  const { TEST_ADMIN } = await import('./databases.js');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { userId: TEST_ADMIN.userId, password: TEST_ADMIN.password },
  });
  const cookie = response.cookies.find((c) => c.name === 'dealer_session');
  if (!cookie) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return `dealer_session=${cookie.value}`;
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came, not decompressed. */
  body: Buffer;
}

/**
 * A GET over real HTTP to an app listening on 127.0.0.1 (app.inject never reaches the server's
 * own request listener). `agent` keeps one connection alive across reads.
 */
export function httpGet(
  port: number,
  path: string,
  headers: http.OutgoingHttpHeaders = {},
  agent?: http.Agent,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
