import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { dayText } from '../../../shared/dates.js';
import type { ReportDescription, ReportPage } from '../../../shared/reports.js';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import { findDealerName } from '../auth/repository.js';
import { csvHeader, csvLine } from './csv.js';
import type { ExportWorkers } from './export-worker-pool.js';
import { createReportPdf } from './pdf.js';
import * as repo from './repository.js';
import { toReportRow } from './rows.js';

export interface ReportQuery extends repo.ReportFilters {
  page: number;
  limit: number;
}

/** One page of a report in the spec's envelope {data, totalPages, totalRecords}. */
export async function listReportPage(
  db: Kysely<Database>,
  dialect: Dialect,
  report: ReportDescription,
  query: ReportQuery,
): Promise<ReportPage> {
  const [totalRecords, rows] = await Promise.all([
    repo.countReportRows(db, dialect, report.kind, query),
    repo.listReportRows(db, dialect, report.kind, query, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
  ]);
  return {
    data: rows.map((row) => toReportRow(report, row)),
    totalPages: Math.ceil(totalRecords / query.limit),
    totalRecords,
  };
}

/**
 * Where an export reads from: on SQLite the export workers, each with its own connection; on
 * PostgreSQL the pool, batch by batch on the event loop (its reads wait on the network, not the
 * CPU).
 */
export interface ExportSource {
  /** Opens the SQLite reader on first use: a CSV written by a worker never needs it. */
  reader: () => Kysely<Database>;
  dialect: Dialect;
  workers?: ExportWorkers | undefined;
}

/** Every matching row as CSV (BOM, quoted text), streamed as it is read. */
export function exportCsv(
  { reader, dialect, workers }: ExportSource,
  report: ReportDescription,
  filters: repo.ReportFilters,
): Readable {
  if (workers) return workers.stream({ report, format: 'csv', filters });
  async function* lines() {
    yield csvHeader(report);
    for await (const batch of repo.streamReportRows(reader(), dialect, report.kind, filters)) {
      yield batch.map((row) => csvLine(report, toReportRow(report, row))).join('');
    }
  }
  return Readable.from(lines());
}

/** The filters in words, with days as the panel shows them (dd/mm/yyyy). */
export function describeFilters(filters: repo.ReportFilters): string {
  const parts = [
    filters.fromDate ? `from ${dayText(filters.fromDate)}` : '',
    filters.toDate ? `to ${dayText(filters.toDate)}` : '',
    filters.search ? `matching "${filters.search}"` : '',
  ].filter(Boolean);
  return parts.length ? `Leads ${parts.join(' ')}` : 'All leads';
}

export interface PdfExportOptions {
  /** When the export was asked for (the app's clock), printed on the first page. */
  printedAt: number;
  /** Aborted when the client goes away; the layout then stops. */
  signal: AbortSignal;
  onError: (error: unknown) => void;
}

/**
 * Every matching row as a PDF headed with the dealer's name. Rows are laid out as the batches
 * arrive, but the file is only written once the last row is in, since every page carries the
 * page count; it stops when the client leaves (on SQLite, when the stream is destroyed).
 */
export async function exportPdf(
  { reader, dialect, workers }: ExportSource,
  report: ReportDescription,
  filters: repo.ReportFilters,
  { printedAt, signal, onError }: PdfExportOptions,
): Promise<Readable> {
  const dealerName = (await findDealerName(reader())) ?? '';
  const heading = { dealerName, subtitle: describeFilters(filters), printedAt };
  if (workers) {
    const output = workers.stream({ report, format: 'pdf', filters, heading });
    output.once('error', onError);
    return output;
  }
  const pdf = createReportPdf(report, heading, signal);
  void (async () => {
    try {
      for await (const batch of repo.streamReportRows(reader(), dialect, report.kind, filters)) {
        for (const row of batch) await pdf.addRow(toReportRow(report, row));
      }
      await pdf.finish();
    } catch (error) {
      if (!signal.aborted) onError(error);
      pdf.doc.destroy(error instanceof Error ? error : undefined);
    }
  })();
  return pdf.doc;
}
