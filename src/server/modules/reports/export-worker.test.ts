import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInTestApp, testDialect, type TestApp } from '../../test/helper.js';
import { insertBookings } from '../../test/leads.js';
import { CSV_BOM } from './csv.js';
import { SQLITE_EXPORT_BATCH } from './repository.js';

// On SQLite these exports are written by the export workers; on PostgreSQL by the event loop.
let t: TestApp;
let cookie: string;
beforeAll(async () => ({ t, cookie } = await signedInTestApp()));
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom('enquiries').execute();
});

const HEADER =
  '"Booking Date","Name","Contact","Email","Model","Entered Model","Registration","Service Type","Year","Message","Date","Time"';

const csvUrl = '/api/reports/booking-report/export?format=csv';

describe('a CSV export larger than a batch', () => {
  it('holds every lead once, newest first, across batches, escaped as in a small one', async () => {
    const count = Math.round(SQLITE_EXPORT_BATCH * 2.5);
    const middle = Math.floor(count / 2);
    await insertBookings(t, count, { name: '=cmd|"/c calc"', message: 'Line one,\nline two' });
    // Three at once: more than there are workers, so one waits for another to finish.
    const responses = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ url: csvUrl, headers: { cookie } })),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(responses[0]?.body);
    }
    const [header, ...lines] = (responses[0]?.body ?? '').split('\r\n');
    expect(header).toBe(CSV_BOM + HEADER);
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(count);
    const names = lines.map((line) => line.split(',')[1]);
    const expected = Array.from({ length: count }, (_, i) => `"Customer ${count - 1 - i}"`);
    expected[count - 1 - middle] = `"'=cmd|""/c calc"""`;
    expect(names).toEqual(expected);
    expect(lines[count - 1 - middle]).toContain('"Line one line two"');
    expect(lines.at(-1)).toBe(`,"Customer 0","9822000000",,,,,,,,"2026-11-21","00:00:00"`);
  });

  it('stores an enquiry sent while an export runs before the export has finished', async () => {
    await insertBookings(t, SQLITE_EXPORT_BATCH * 3);
    const finished: string[] = [];
    const exporting = t.app
      .inject({ url: csvUrl, headers: { cookie } })
      .then((response) => (finished.push('export'), response));
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/book-service',
      payload: {
        name: 'Sent During Export',
        contactNumber: '9822099999',
        model: 'honda-activa-6g',
        message: 'While the CSV is written',
      },
    });
    finished.push('enquiry');
    expect(enquiry.statusCode).toBe(201);
    const response = await exporting;
    // On SQLite a worker writes the export and the enquiry need not wait for it; on PostgreSQL the
    // two take turns on the event loop, and which ends first is a matter of timing.
    if (testDialect === 'sqlite') expect(finished).toEqual(['enquiry', 'export']);
    // The export read what was there when it started, or the new lead too; never a lead twice.
    const lines = response.body.trim().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThanOrEqual(SQLITE_EXPORT_BATCH * 3);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('stops when the client leaves, and the next export is whole', async () => {
    await insertBookings(t, SQLITE_EXPORT_BATCH * 10);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // node:http, whose destroy() closes the connection at once (fetch's abort left it open).
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${base}${csvUrl}`, { headers: { cookie } }, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', reject);
    });
    const next = await fetch(`${base}${csvUrl}`, { headers: { cookie } });
    expect(next.status).toBe(200);
    expect((await next.text()).trim().split('\r\n')).toHaveLength(SQLITE_EXPORT_BATCH * 10 + 1);
  });
});
