import { toEnGbDate } from '../../../shared/dates.js';
import type { ReportDescription, ReportRow } from '../../../shared/reports.js';

export const CSV_BOM = '\uFEFF';

/** A cell that has a quote, a line break or a comma in it, or starts like a formula. */
const NEEDS_CHANGE = /["\r\n,]|^[=+\-@\t]/;

/**
 * One CSV cell. Text is always quoted with inner quotes doubled; a text that a spreadsheet would run
 * as a formula (= + - @, tab, carriage return first) gets a leading apostrophe so it stays text.
 */
export function csvCell(value: string | number | null, flatten: boolean): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  // Most cells hold nothing to change: a million-row export spends its time here.
  if (!NEEDS_CHANGE.test(value)) return `"${value}"`;
  let text = flatten ? value.replace(/[\r\n,]+/g, ' ') : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One CSV line (CRLF-terminated) of cells; every CSV the server writes is made of these. */
export function csvRecord(values: readonly (string | number | null)[], flatten: boolean): string {
  return values.map((value) => csvCell(value, flatten)).join(',') + '\r\n';
}

export function csvHeader(report: ReportDescription): string {
  return (
    CSV_BOM +
    csvRecord(
      report.columns.map((c) => c.label),
      false,
    )
  );
}

export function csvLine(report: ReportDescription, row: ReportRow): string {
  return csvRecord(
    report.columns.map((column) => {
      const value = row[column.key] ?? null;
      return column.source === 'created_date' &&
        report.exportDateFormat === 'en-GB' &&
        typeof value === 'string'
        ? toEnGbDate(value)
        : value;
    }),
    report.flattenText,
  );
}
