import PDFDocument from 'pdfkit';
import { toEnGbDate } from '../../../shared/dates.js';
import type { ReportDescription, ReportRow } from '../../../shared/reports.js';

const MARGIN = 30;
const ROW_HEIGHT = 14;
const FONT_SIZE = 7.5;
/** Messages get more room than codes and dates. */
const WIDE_SOURCES = new Set(['message', 'email', 'name']);
/** Stop producing once the client lags this far behind, so memory stays flat. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Helvetica has no ₹ and few non-Latin glyphs; keep the PDF readable rather than garbled. */
const printable = (value: string) => value.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/**
 * A report PDF written as the rows arrive: a title, the filters, a header row repeated on every
 * page. Uncompressed content so the text can be checked by tests and search tools.
 */
export function createReportPdf(report: ReportDescription, subtitle: string, signal: AbortSignal) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: report.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    compress: false,
    info: { Title: report.title },
  });
  const usable = doc.page.width - MARGIN * 2;
  const weights = report.columns.map((c) => (WIDE_SOURCES.has(c.source) ? 2 : 1));
  const unit = usable / weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => w * unit);
  let y = MARGIN;

  const cells = (values: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    let x = MARGIN;
    values.forEach((value, i) => {
      const width = (widths[i] ?? unit) - 4;
      doc.text(printable(value), x + 2, y + 3, {
        width,
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
      });
      x += widths[i] ?? unit;
    });
    y += ROW_HEIGHT;
  };
  const header = () => {
    doc.rect(MARGIN, y, usable, ROW_HEIGHT).fill('#eeeeee').fillColor('#000000');
    cells(
      report.columns.map((c) => c.label),
      true,
    );
  };

  doc.font('Helvetica-Bold').fontSize(14).text(report.title, MARGIN, y);
  y += 20;
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text(printable(subtitle), MARGIN, y);
  doc.fillColor('#000000');
  y += 16;
  header();

  return {
    doc,
    async addRow(row: ReportRow) {
      if (y + ROW_HEIGHT > doc.page.height - MARGIN) {
        doc.addPage();
        y = MARGIN;
        header();
      }
      cells(
        report.columns.map((column) => {
          const value = row[column.key];
          if (value === null || value === undefined) return '';
          const text = String(value);
          return column.source === 'created_date' && report.exportDateFormat === 'en-GB'
            ? toEnGbDate(text)
            : text;
        }),
        false,
      );
      while (doc.readableLength > MAX_BUFFERED_BYTES) {
        signal.throwIfAborted();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    finish() {
      doc.end();
    },
  };
}
