import { toEnGbDate } from '../../../shared/dates.js';
import type { ReportDescription, ReportRow } from '../../../shared/reports.js';

export const CSV_BOM = '\uFEFF';

/**
 * One CSV cell. Text is always quoted with inner quotes doubled; a text that a spreadsheet would run
 * as a formula (= + - @, tab, carriage return first) gets a leading apostrophe so it stays text.
 */
export function csvCell(value: string | number | null, flatten: boolean): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  let text = flatten ? value.replace(/[\r\n,]+/g, ' ') : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvHeader(report: ReportDescription): string {
  return CSV_BOM + report.columns.map((c) => csvCell(c.label, false)).join(',') + '\r\n';
}

export function csvLine(report: ReportDescription, row: ReportRow): string {
  return (
    report.columns
      .map((column) => {
        const value = row[column.key] ?? null;
        const dated =
          column.source === 'created_date' &&
          report.exportDateFormat === 'en-GB' &&
          typeof value === 'string'
            ? toEnGbDate(value)
            : value;
        return csvCell(dated, report.flattenText);
      })
      .join(',') + '\r\n'
  );
}
