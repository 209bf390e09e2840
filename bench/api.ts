/**
 * Read API throughput: GET /api/bikes, GET /api/bikeView/Shine, an on-road quote, a comparison of
 * three models, a server-drawn page (/view-details?bike=Shine) and a static asset, each
 * under 50 connections (no pipelining), against the real app and against a bare node:http server
 * answering the very same bytes: the app's status, headers (security headers, ETag, caching) and
 * body, captured from the app at start. Only Date and Connection, which node:http writes itself,
 * are left out. The ratio therefore measures what the app spends deciding the answer, not the
 * cost of sending its headers. Prints requests/s, p99 and the app/bare ratio per route.
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
import { median } from './lib/median.js';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** One captured answer; `body` is base64. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
interface Run {
  requestsPerSec: number;
  p99: number;
  cpuPerRequest: number;
  failed: number;
}
/** Written by node:http itself on every answer. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * What every request asks for, as a visitor's browser does (Chromium's own value by default);
 * empty for none. The answers are captured with it, so bare sends the same compressed bytes.
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const REQUEST_HEADERS: Record<string, string> = ACCEPT_ENCODING
  ? { 'accept-encoding': ACCEPT_ENCODING }
  : {};
/** Bare and app take turns this many times per route; the medians are printed. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const here = fileURLToPath(import.meta.url);
const role = process.argv[2];

function print(metric: string, value: number, unit: string, target: string, route: string) {
  const rounded = Math.round(value * 1000) / 1000;
  process.stdout.write(
    `${JSON.stringify({ bench: 'api', metric, value: rounded, unit, target, route, acceptEncoding: ACCEPT_ENCODING })}\n`,
  );
}

/** Child side: answers the parent's 'cpu' message with the CPU time this process has used. */
function reportCpuOnRequest() {
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
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
  reportCpuOnRequest();
} else if (role === 'bare' || role === 'fastify') {
  // Child: fixed bytes captured from the app (same status, headers and body), answered by bare
  // node:http, or by a Fastify route with no plugins: the framework's own floor.
  const answers = JSON.parse(fs.readFileSync(process.argv[3] as string, 'utf8')) as Record<
    string,
    Answer
  >;
  const bodies = new Map(
    Object.entries(answers).map(([url, a]) => [url, { ...a, body: Buffer.from(a.body, 'base64') }]),
  );
  let port: number;
  if (role === 'bare') {
    const server = http.createServer((request, response) => {
      const answer = bodies.get(request.url ?? '');
      if (!answer) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  } else {
    const { default: Fastify } = await import('fastify');
    const floor = Fastify({ logger: false });
    for (const [url, answer] of bodies) {
      // Routes match the path; the query string (a page's ?bike=) is not part of it.
      floor.get(url.split('?')[0] as string, (_request, reply) => {
        void reply.code(answer.status).headers(answer.headers).send(answer.body);
      });
    }
    await floor.listen({ host: '127.0.0.1', port: 0 });
    port = (floor.server.address() as AddressInfo).port;
  }
  process.send?.({ port });
  reportCpuOnRequest();
} else {
  const asset = fs.readdirSync('dist/web/assets').find((file) => file.endsWith('.css'));
  if (!asset) throw new Error('Run `npm run build` first: the static asset comes from dist/web.');
  // A server-drawn page too: after its first request it comes from the rendered-page cache.
  const allRoutes = [
    '/api/bikes',
    '/api/bikeView/Shine',
    '/api/onRoadPrice?bike=Shine',
    '/api/compare?bikes=Shine,SP125,Unicorn',
    '/view-details?bike=Shine',
    `/assets/${asset}`,
  ];
  // BENCH_ROUTES narrows the run to the routes that start with one of its words ('/view /api/bikes').
  const only = process.env.BENCH_ROUTES?.split(/\s+/).filter(Boolean);
  const routes = only
    ? allRoutes.filter((route) => only.some((word) => route.startsWith(word)))
    : allRoutes;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-api-'));
  const children: ChildProcess[] = [];
  const start = (args: string[]) =>
    new Promise<ChildProcess & { port: number }>((resolve, reject) => {
      const child = fork(here, args, { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
      children.push(child);
      child.once('message', (message) =>
        resolve(Object.assign(child, { port: (message as { port: number }).port })),
      );
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
  /** The server's own CPU time in microseconds, user and system. */
  const cpuOf = (child: ChildProcess) =>
    new Promise<number>((resolve) => {
      const listener = (message: unknown) => {
        const cpu = (message as { cpu?: NodeJS.CpuUsage }).cpu;
        if (!cpu) return;
        child.off('message', listener);
        resolve(cpu.user + cpu.system);
      };
      child.on('message', listener);
      child.send('cpu');
    });
  try {
    const app = await start(['app', dataDir]);
    const answers: Record<string, Answer> = {};
    for (const route of routes) {
      // node:http as the client: fetch would decode what it is sent.
      answers[route] = await new Promise<Answer>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${app.port}${route}`, { headers: REQUEST_HEADERS }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 500,
                headers: Object.fromEntries(
                  Object.entries(response.headers)
                    .filter(([name]) => !OWN_HEADERS.has(name))
                    .map(([name, value]) => [name, String(value)]),
                ),
                body: Buffer.concat(chunks).toString('base64'),
              }),
            );
          })
          .on('error', reject);
      });
    }
    const answersFile = path.join(dataDir, 'answers.json');
    fs.writeFileSync(answersFile, JSON.stringify(answers));
    const bare = await start(['bare', answersFile]);
    const fastify = await start(['fastify', answersFile]);

    for (const route of routes) {
      const runs = { bare: [] as Run[], fastify: [] as Run[], app: [] as Run[] };
      for (let round = 0; round < ROUNDS; round += 1) {
        const servers = [
          ['bare', bare],
          ['fastify', fastify],
          ['app', app],
        ] as const;
        // Each round starts with the next server: whichever goes last no longer always meets
        // the load generator's heap and the sockets the other two left behind.
        const turn = round % servers.length;
        for (const [target, server] of [...servers.slice(turn), ...servers.slice(0, turn)]) {
          const cpuBefore = await cpuOf(server);
          const result = await autocannon({
            url: `http://127.0.0.1:${server.port}${route}`,
            connections: 50,
            pipelining: 1,
            duration: SECONDS,
            headers: REQUEST_HEADERS,
          });
          const cpu = (await cpuOf(server)) - cpuBefore;
          runs[target].push({
            requestsPerSec: result.requests.average,
            p99: result.latency.p99,
            cpuPerRequest: cpu / Math.max(1, result.requests.total),
            failed: result.non2xx + result.errors,
          });
        }
      }
      for (const target of ['bare', 'fastify', 'app'] as const) {
        const of = (pick: (run: Run) => number) => median(runs[target].map(pick));
        print(
          'requests_per_sec',
          of((run) => run.requestsPerSec),
          'req/s',
          target,
          route,
        );
        print(
          'latency_p99',
          of((run) => run.p99),
          'ms',
          target,
          route,
        );
        print(
          'server_cpu_per_request',
          of((run) => run.cpuPerRequest),
          'us',
          target,
          route,
        );
        const failed = runs[target].reduce((sum, run) => sum + run.failed, 0);
        if (failed) print('failed_requests', failed, 'count', target, route);
      }
      // Each round's runs are paired with the bare run of the same round, on the same machine state.
      const ratioOverBare = (target: 'fastify' | 'app') =>
        median(
          runs[target].map(
            (run, i) => run.requestsPerSec / (runs.bare[i]?.requestsPerSec ?? Number.NaN),
          ),
        );
      print('ratio_app_over_bare', ratioOverBare('app'), 'ratio', 'app', route);
      print('ratio_fastify_floor_over_bare', ratioOverBare('fastify'), 'ratio', 'fastify', route);
    }
  } finally {
    for (const child of children) child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
