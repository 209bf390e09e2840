import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.js';
import { parseConfig } from '../src/server/config.js';
import { createDatabase } from '../src/server/db/database.js';
const url = process.env.URL as string;
const database = createDatabase({ databaseUrl: url, dataDir: '' });
const config = parseConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST_DIR: path.join(os.tmpdir(), 'x') });
const app = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: 'bench-sales-1', password: 'bench-password-1' }) });
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
for (const q of process.argv.slice(2)) {
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const r = await fetch(`${base}${q}`, { headers: { cookie } });
    const b = await r.json();
    console.log(q, r.status, (performance.now() - t0).toFixed(1), b.totalRecords, b.moreThanTotal);
  }
}
await app.close(); await database.close();
