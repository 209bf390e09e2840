/**
 * Read API throughput (issue 8): GET /api/bikes, GET /api/bikeView/Shine and a static asset, each
 * under 50 connections (no pipelining), against the real app and against a bare node:http server
 * answering the very same bytes. Prints requests/s, p99 and the app/bare ratio per route.
 * Each server runs in its own process so the load generator does not share its event loop.
 * Needs a build (`npm run build`) for the static asset. Localhost only; BENCH_SECONDS per run.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const here = fileURLToPath(import.meta.url);
const role = process.argv[2];

function print(metric: string, value: number, unit: string, target: string, route: string) {
  const rounded = Math.round(value * 1000) / 1000;
  process.stdout.write(
    `${JSON.stringify({ bench: 'api', metric, value: rounded, unit, target, route })}\n`,
  );
}

if (role === 'app') {
  // Child: the real application on a seeded SQLite database.
  const { buildApp } = await import('../src/server/app.js');
  const { prepareDatabase } = await import('../src/server/bootstrap.js');
  const { parseConfig } = await import('../src/server/config.js');
  const { createDatabase } = await import('../src/server/db/database.js');
  const dataDir = process.argv[3] as string;
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: 'dist/web' });
  const database = createDatabase({ dataDir });
  await prepareDatabase(database, { SEED_DEMO: true, ADMIN_PASSWORD: 'bench-password-1' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
} else if (role === 'bare') {
  // Child: node:http answering fixed bytes captured from the app, with the same content types.
  const answers = JSON.parse(fs.readFileSync(process.argv[3] as string, 'utf8')) as Record<
    string,
    { type: string; body: string }
  >;
  const bodies = new Map(
    Object.entries(answers).map(([url, a]) => [
      url,
      { type: a.type, body: Buffer.from(a.body, 'base64') },
    ]),
  );
  const server = http.createServer((request, response) => {
    const answer = bodies.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
    response.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () =>
    process.send?.({ port: (server.address() as AddressInfo).port }),
  );
} else {
  const asset = fs.readdirSync('dist/web/assets').find((file) => file.endsWith('.css'));
  if (!asset) throw new Error('Run `npm run build` first: the static asset comes from dist/web.');
  const routes = ['/api/bikes', '/api/bikeView/Shine', `/assets/${asset}`];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-api-'));
  const children: ChildProcess[] = [];
  const start = (args: string[]) =>
    new Promise<number>((resolve, reject) => {
      const child = fork(here, args, { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
      children.push(child);
      child.once('message', (message) => resolve((message as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
  try {
    const appPort = await start(['app', dataDir]);
    const answers: Record<string, { type: string; body: string }> = {};
    for (const route of routes) {
      const response = await fetch(`http://127.0.0.1:${appPort}${route}`);
      answers[route] = {
        type: response.headers.get('content-type') ?? 'application/octet-stream',
        body: Buffer.from(await response.arrayBuffer()).toString('base64'),
      };
    }
    const answersFile = path.join(dataDir, 'answers.json');
    fs.writeFileSync(answersFile, JSON.stringify(answers));
    const barePort = await start(['bare', answersFile]);

    for (const route of routes) {
      const results: Record<string, AutocannonResult> = {};
      for (const [target, port] of [
        ['bare', barePort],
        ['app', appPort],
      ] as const) {
        results[target] = await autocannon({
          url: `http://127.0.0.1:${port}${route}`,
          connections: 50,
          pipelining: 1,
          duration: SECONDS,
        });
        const result = results[target];
        print('requests_per_sec', result.requests.average, 'req/s', target, route);
        print('latency_p99', result.latency.p99, 'ms', target, route);
        if (result.non2xx || result.errors)
          print('failed_requests', result.non2xx + result.errors, 'count', target, route);
      }
      print(
        'ratio_app_over_bare',
        (results.app?.requests.average ?? 0) / (results.bare?.requests.average ?? 1),
        'ratio',
        'app',
        route,
      );
    }
  } finally {
    for (const child of children) child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
