import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { istDateTime, toEnGbDate } from '../../../shared/dates.js';
import type { ReportDescription, ReportRow, ReportSource } from '../../../shared/reports.js';
import { type FontSet, fontRuns, isPlain, printable, reportFonts } from './pdf-fonts.js';

const MARGIN = 30;
const FONT_SIZE = 7.5;
/** Room around a cell's text, across and down. */
const PAD_X = 2;
const PAD_Y = 2.5;
/** Shares of the spare width: the message is what staff read most, then names and addresses. */
const SHARES: Partial<Record<ReportSource, number>> = { message: 3, email: 2, name: 2 };
/** Rows laid out between two turns of the event loop, so other requests are served meanwhile. */
const ROWS_PER_TURN = 250;
/** Stop drawing once the client lags this far behind, so memory stays flat. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Where a word wider than its column may be broken: between letters as a reader sees them. */
const letters = new Intl.Segmenter('en', { granularity: 'grapheme' });

type Measure = (text: string) => number;

export interface ReportPdfHeading {
  /** Dealer 1's name, printed above the title ('' leaves the line out). */
  dealerName: string;
  /** The filters in words. */
  subtitle: string;
  /** When the export was asked for, in epoch ms; printed in India time. */
  printedAt: number;
}

/** "21/11/2026, 10:05": how a person in India reads the moment a report was printed. */
function printedText(instant: number): string {
  const { date, time } = istDateTime(instant);
  return `${toEnGbDate(date)}, ${time.slice(0, 5)}`;
}

/**
 * Breaks text into lines no wider than `width`: at spaces, at newlines the lead typed, and inside
 * a word only when the word alone is wider than the column (an e-mail address, a link), between
 * letters (a Devanagari consonant keeps its vowel signs). Widths are added up word by word (and
 * letter by letter inside a broken word) rather than measured per line, which keeps 10,000 rows
 * fast; kerning at a space or at a break may move a line's end by a fraction of a point, which
 * the cell's padding absorbs.
 */
function wrapLines(measure: Measure, text: string, width: number): string[] {
  const space = measure(' ');
  const lines: string[] = [];
  for (const paragraph of text.trim().split(/\r?\n/)) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/)) {
      if (!word) continue;
      const wordWidth = measure(word);
      if (line && lineWidth + space + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      lineWidth = wordWidth;
      if (wordWidth <= width) continue;
      line = '';
      lineWidth = 0;
      // Each character of plain ASCII is a letter of its own; only other text needs segmenting.
      const characters = isPlain(word) ? word : Array.from(letters.segment(word), (s) => s.segment);
      for (const character of characters) {
        const characterWidth = measure(character);
        if (line && lineWidth + characterWidth > width) {
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        line += character;
        lineWidth += characterWidth;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Text of one weight at one size: its width, and drawing it on a line. */
interface Setter {
  measure: Measure;
  draw: (text: string, x: number, y: number) => void;
  lineHeight: number;
}

/**
 * Sets printable text in one weight and size as runs of the subsets that have its letters. Widths
 * are remembered: names, models and everyday words recur from row to row, and shaping a word is
 * much of the cost of laying out a row. pdfkit lays a line out word by word, each with the space
 * after it, and the fonts remember those layouts (`quickLayout`), so a word is measured with its
 * space too, and then without it: the line is drawn from the layouts its measuring made.
 */
function textSetter(doc: PDFKit.PDFDocument, set: FontSet, size: number): Setter {
  const use = (font: number) => doc.font(set.names[font] ?? '').fontSize(size);
  const widthOf = (text: string) => {
    let width = 0;
    for (const run of fontRuns(set.fonts, text)) width += use(run.font).widthOfString(run.text);
    return width;
  };
  const space = widthOf(' ');
  const known = new Map<string, number>();
  const measure: Measure = (text) => {
    let width = known.get(text);
    if (width === undefined) {
      width = widthOf(`${text} `) - space;
      if (known.size < 100_000) known.set(text, width);
    }
    return width;
  };
  const draw = (text: string, x: number, y: number) => {
    const runs = fontRuns(set.fonts, text);
    let left = x;
    runs.forEach((run, i) => {
      use(run.font).text(run.text, left, y, { lineBreak: false });
      if (i < runs.length - 1) left += doc.widthOfString(run.text);
    });
  };
  return { measure, draw, lineHeight: use(0).currentLineHeight(true) };
}

/** Lines [from, to) of one row's cells, placed at y on their page. */
interface Slice {
  cells: string[][];
  from: number;
  to: number;
  y: number;
}

/**
 * A report PDF a person can work from: the dealer's name, the title, the filters and the time of
 * printing on the first page; column headings on every page; rows that grow to their tallest cell,
 * so nothing is cut; "Page x of y" at every foot.
 *
 * The page count is known only after the last row, so the work is done in two passes: `addRow`
 * wraps each row into lines and places it on a page (keeping only those lines), and `finish`
 * draws the pages and streams them out, waiting for a slow client. Holding the lines rather than
 * drawn pages (pdfkit's bufferPages) keeps a 10,000-row export to tens of megabytes instead of
 * hundreds, and lets the output stream with backpressure again.
 */
export function createReportPdf(
  report: ReportDescription,
  heading: ReportPdfHeading,
  signal: AbortSignal,
) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: report.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    // The fonts remember their layouts themselves (`quickLayout`), within bounds.
    fontLayoutCache: false,
    info: { Title: report.title, ...(heading.dealerName ? { Author: heading.dealerName } : {}) },
  });
  const fonts = reportFonts();
  for (const set of [fonts.regular, fonts.bold]) {
    // pdfkit takes a font fontkit has already parsed (it checks for `layout`), though its types
    // name only files and buffers; a font is embedded only once something is drawn in it.
    set.fonts.forEach((font, i) => doc.registerFont(set.names[i] ?? '', font as never));
  }
  const usable = doc.page.width - MARGIN * 2;
  const bottom = doc.page.height - MARGIN;
  const body = textSetter(doc, fonts.regular, FONT_SIZE);
  const bold = textSetter(doc, fonts.bold, FONT_SIZE);
  const printed = (text: string) => printable(fonts.regular.fonts, text);
  const headingWidth = bold.measure;
  // Every column is at least as wide as the longest word of its heading, so "Registration" is
  // never broken; what is left is shared out, wider columns taking more shares.
  const least = report.columns.map(
    (c) => Math.max(...c.label.split(/\s+/).map(headingWidth)) + PAD_X * 2,
  );
  const spare = Math.max(0, usable - least.reduce((a, b) => a + b, 0));
  const weights = report.columns.map((c) => SHARES[c.source] ?? 1);
  const share = spare / weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w, i) => (least[i] ?? 0) + w * share);
  const textWidths = widths.map((w) => w - PAD_X * 2);
  const { lineHeight } = body;
  const rowHeight = (lines: number) => lines * lineHeight + PAD_Y * 2;
  const layOut = (values: string[], measure: Measure) =>
    values.map((value, i) => wrapLines(measure, printed(value), textWidths[i] ?? 0));

  // The first page's heading: dealer, title, filters, time of printing.
  const headingLines: { text: string; setter: Setter; color: string; y: number }[] = [];
  let y = MARGIN;
  const paragraph = (text: string, setter: Setter, color: string) => {
    for (const line of wrapLines(setter.measure, printed(text), usable)) {
      headingLines.push({ text: line, setter, color, y });
      y += setter.lineHeight;
    }
  };
  const small = textSetter(doc, fonts.regular, 8);
  if (heading.dealerName) paragraph(heading.dealerName, textSetter(doc, fonts.bold, 11), '#000000');
  paragraph(report.title, textSetter(doc, fonts.bold, 14), '#000000');
  y += 2;
  paragraph(heading.subtitle, small, '#555555');
  paragraph(`Printed ${printedText(heading.printedAt)} IST`, small, '#555555');
  y += 8;
  const firstHeaderY = y;

  const columnHeadings = layOut(
    report.columns.map((c) => c.label),
    headingWidth,
  );
  const headerLines = Math.max(1, ...columnHeadings.map((lines) => lines.length));
  const headerHeight = rowHeight(headerLines);
  /** The most a continuation page holds below its heading row. */
  const pageCapacity = bottom - MARGIN - headerHeight;

  // First pass: where every row goes.
  const pages: Slice[][] = [[]];
  y = firstHeaderY + headerHeight;
  const nextPage = () => {
    pages.push([]);
    y = MARGIN + headerHeight;
  };
  const place = (cells: string[][]) => {
    const lineCount = Math.max(1, ...cells.map((lines) => lines.length));
    // A row that fits on a page is never split: it moves to the next page whole. Only a row
    // taller than a whole page (a very long message) is split, at the foot of each page, with
    // the headings repeated above its continuation.
    const height = rowHeight(lineCount);
    if (y + height > bottom && height <= pageCapacity) nextPage();
    let from = 0;
    while (from < lineCount) {
      // The small allowance keeps rounding from splitting a row that fits exactly.
      const fit = Math.floor((bottom - y - PAD_Y * 2) / lineHeight + 1e-6);
      if (fit < 1) {
        nextPage();
        continue;
      }
      const to = Math.min(lineCount, from + fit);
      pages[pages.length - 1]?.push({ cells, from, to, y });
      y += rowHeight(to - from);
      from = to;
      if (from < lineCount) nextPage();
    }
  };

  // Second pass: drawing.
  const drawSlice = ({ cells, from, to, y: top }: Slice, setter: Setter) => {
    let x = MARGIN;
    cells.forEach((lines, i) => {
      for (let n = from; n < Math.min(to, lines.length); n++) {
        const line = lines[n];
        if (line) setter.draw(line, x + PAD_X, top + PAD_Y + (n - from) * lineHeight);
      }
      x += widths[i] ?? 0;
    });
  };
  const drawHeader = (top: number) => {
    doc.rect(MARGIN, top, usable, headerHeight).fill('#eeeeee').fillColor('#000000');
    drawSlice({ cells: columnHeadings, from: 0, to: headerLines, y: top }, bold);
  };
  const drawPage = (slices: Slice[], number: number) => {
    if (number === 1) {
      for (const line of headingLines) {
        doc.fillColor(line.color);
        line.setter.draw(line.text, MARGIN, line.y);
      }
      doc.fillColor('#000000');
    } else {
      doc.addPage();
    }
    drawHeader(number === 1 ? firstHeaderY : MARGIN);
    doc.lineWidth(0.3).strokeColor('#cccccc');
    for (const slice of slices) {
      drawSlice(slice, body);
      const below = slice.y + rowHeight(slice.to - slice.from);
      doc
        .moveTo(MARGIN, below)
        .lineTo(MARGIN + usable, below)
        .stroke();
    }
    const label = `Page ${number} of ${pages.length}`;
    doc.fillColor('#555555');
    // Inside the bottom margin, below the last row; lineBreak: false never adds a page.
    body.draw(label, (doc.page.width - body.measure(label)) / 2, bottom + 10);
    doc.fillColor('#000000');
  };

  let rowsPlaced = 0;
  return {
    doc,
    /** Wraps and places one row; nothing is written until `finish`. */
    async addRow(row: ReportRow) {
      place(
        layOut(
          report.columns.map((column) => {
            const value = row[column.key];
            if (value === null || value === undefined) return '';
            const text = String(value);
            return column.source === 'created_date' && report.exportDateFormat === 'en-GB'
              ? toEnGbDate(text)
              : text;
          }),
          body.measure,
        ),
      );
      rowsPlaced += 1;
      if (rowsPlaced % ROWS_PER_TURN === 0) {
        await nextTurn();
        signal.throwIfAborted();
      }
    },
    /** Draws every page and ends the document, pausing while the client catches up. */
    async finish() {
      for (const [index, slices] of pages.entries()) {
        drawPage(slices, index + 1);
        // A finished page reaches the stream when the next one starts; wait while the client
        // lags, and step aside between pages either way so other requests are served.
        await nextTurn();
        while (doc.readableLength > MAX_BUFFERED_BYTES) {
          signal.throwIfAborted();
          await sleep(5);
        }
        signal.throwIfAborted();
      }
      doc.end();
    },
  };
}
