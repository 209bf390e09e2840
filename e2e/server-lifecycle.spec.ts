import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY, startServer } from './support/server.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-lifecycle-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('starting the server as a newcomer does', () => {
  it('creates the data directory, seeds the catalogue and prints a generated admin password once', async () => {
    const target = path.join(dataDir, 'fresh');
    const first = await startServer({ LOG_LEVEL: 'info' }, target);
    const bikes = (await (await fetch(`${first.baseUrl}/api/bikes`)).json()) as unknown[];
    expect(bikes.length).toBeGreaterThanOrEqual(6);
    expect(fs.existsSync(path.join(target, 'dealer.db'))).toBe(true);
    expect(first.output()).toMatch(/First admin created\. User ID: admin {2}Password: \S{16,}/);
    expect(await first.stop()).toBe(0);

    const second = await startServer({ LOG_LEVEL: 'info' }, target);
    const again = (await (await fetch(`${second.baseUrl}/api/bikes`)).json()) as unknown[];
    expect(again).toHaveLength(bikes.length);
    expect(second.output()).not.toContain('First admin created');
    expect(second.output()).not.toContain('seeded an empty database');
    expect(await second.stop()).toBe(0);
  });

  it('finishes a request in flight on SIGTERM and exits 0', async () => {
    const server = await startServer({}, path.join(dataDir, 'term'));
    const { port } = new URL(server.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // Headers and half the body: the request is in flight when the signal arrives.
    const body = '{"partial":"body"}';
    socket.write(
      `POST /api/not-a-route HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 8)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    const exit = server.stop();
    await new Promise((r) => setTimeout(r, 300));
    expect(server.process.exitCode).toBeNull();
    socket.end(body.slice(8));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(answer).toContain('"message"');
    expect(await exit).toBe(0);
  });

  it('refuses to start with a clear message when the configuration is invalid', () => {
    const result = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope', DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('DATABASE_URL');
  });
});
