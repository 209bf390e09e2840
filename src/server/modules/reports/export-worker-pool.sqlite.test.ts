import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPORTS, type ReportDescription } from '../../../shared/reports.js';
import { signedInTestApp, type TestApp } from '../../test/helper.js';
import { insertBookings } from '../../test/leads.js';
import { createExportWorkers } from './export-worker-pool.js';
import { SQLITE_EXPORT_BATCH } from './repository.js';

// SQLite's export workers on their own (PostgreSQL's exports are written by the event loop): a
// *.sqlite.test.ts file runs in the SQLite project only (vitest.config.ts).
let t: TestApp;
beforeAll(async () => ({ t } = await signedInTestApp()));
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom('enquiries').execute();
});

// A worker writes one format (a CSV worker's memory is held down; a PDF's is not): the pool of
// two makes way for the other format, from an idle worker or from one that has just finished.
// The pool on its own, keeping idle workers an hour: it never waits for one to time out.
describe('export workers of both formats', () => {
  it('write every export, whatever format the workers already running write', async () => {
    await insertBookings(t, SQLITE_EXPORT_BATCH * 2);
    const report = REPORTS.find((each) => each.kind === 'service') as ReportDescription;
    const workers = createExportWorkers(t.database.file as string, { idleMs: 60 * 60_000 });
    const exportOf = async (format: 'csv' | 'pdf') => {
      const chunks: Buffer[] = [];
      for await (const chunk of workers.stream({ report, format, filters: {} })) {
        chunks.push(Buffer.from(chunk as string | Buffer));
      }
      const bytes = Buffer.concat(chunks);
      if (format === 'csv') {
        const lines = bytes.toString('utf8').trim().split('\r\n');
        expect(lines).toHaveLength(SQLITE_EXPORT_BATCH * 2 + 1);
      } else {
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    };
    try {
      // Two CSV workers; a PDF with both idle; then more exports than workers, mixed.
      await Promise.all((['csv', 'csv'] as const).map(exportOf));
      await exportOf('pdf');
      await Promise.all((['csv', 'csv', 'pdf'] as const).map(exportOf));
      await Promise.all((['pdf', 'pdf', 'csv', 'pdf'] as const).map(exportOf));
    } finally {
      await workers.close();
    }
  });
});

describe('closing the export workers', () => {
  it('ends every export, the running ones and the one waiting for a worker', async () => {
    await insertBookings(t, SQLITE_EXPORT_BATCH * 2);
    const report = REPORTS.find((each) => each.kind === 'service') as ReportDescription;
    const workers = createExportWorkers(t.database.file as string, { idleMs: 60 * 60_000 });
    // Three exports for two workers; none is read, so the first two hold their workers.
    const streams = [1, 2, 3].map(() => workers.stream({ report, format: 'csv', filters: {} }));
    const ended = streams.map(
      (stream) =>
        new Promise<string>((resolve) => {
          stream.on('error', (error) => resolve(error.message));
          stream.on('end', () => resolve('end'));
        }),
    );
    // Each has asked for a worker by now: two have one, the third waits.
    await new Promise((resolve) => setImmediate(resolve));
    await workers.close();
    for (const outcome of await Promise.all(ended)) expect(outcome).not.toBe('end');
  });
});
