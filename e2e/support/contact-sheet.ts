import fs from 'node:fs';
import path from 'node:path';

/** One picture of a screen at one width, as saved in the sheet's folder. */
export interface SheetPicture {
  file: string;
  width: number;
  /** Console errors and page errors seen while the picture was taken. */
  problems: string[];
}

/** One row of the sheet: a screen (in one language, for a public page) at every width. */
export interface SheetRow {
  section: 'Public' | 'Admin';
  /** What the row shows, such as "Home" or "Leads: an open lead". */
  title: string;
  address: string;
  language?: string;
  pictures: SheetPicture[];
}

/** How much the pictures are shrunk, so the three widths of a screen (375 + 768 + 1440) fit a row. */
const SCALE = 0.35;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/**
 * A PNG's size from its header (the IHDR chunk). The sheet gives each picture its height as well
 * as its width, so lazily loaded pictures hold their place and the browser loads only those near
 * the view rather than every one of a page that would otherwise start out zero pixels tall.
 */
function pngSize(file: string): { width: number; height: number } | undefined {
  try {
    const header = Buffer.alloc(24);
    const handle = fs.openSync(file, 'r');
    try {
      fs.readSync(handle, header, 0, 24, 0);
    } finally {
      fs.closeSync(handle);
    }
    return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
  } catch {
    return undefined;
  }
}

const rowId = (row: SheetRow, index: number) =>
  `${row.section.toLowerCase()}-${index}-${row.address.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`;

const rowHeading = (row: SheetRow) => `${row.title}${row.language ? ` · ${row.language}` : ''}`;

function pictureHtml(directory: string, row: SheetRow, picture: SheetPicture): string {
  const size = pngSize(path.join(directory, picture.file));
  const shownWidth = Math.round(picture.width * SCALE);
  const shownHeight = size ? Math.round((size.height * shownWidth) / size.width) : undefined;
  const caption = `${row.address}${row.language ? ` · ${row.language}` : ''} · ${picture.width} px`;
  const problems = picture.problems.length
    ? `<p class="problems">${picture.problems.map(escapeHtml).join('<br>')}</p>`
    : '';
  return `      <figure style="width:${shownWidth}px">
        <a href="${encodeURI(picture.file)}"><img src="${encodeURI(picture.file)}" width="${shownWidth}"${
          shownHeight ? ` height="${shownHeight}"` : ''
        } loading="lazy" alt="${escapeHtml(caption)}"></a>
        <figcaption>${escapeHtml(caption)}</figcaption>${problems}
      </figure>`;
}

/** The sheet's HTML: a table of contents, then Public and Admin, one row per screen. */
export function contactSheetHtml(directory: string, rows: SheetRow[], takenAt: Date): string {
  const sections = (['Public', 'Admin'] as const)
    .map((section) => ({
      section,
      rows: rows.flatMap((row, index) => (row.section === section ? [{ row, index }] : [])),
    }))
    .filter((group) => group.rows.length > 0);
  const contents = sections
    .map(
      ({
        section,
        rows: sectionRows,
      }) => `    <h2><a href="#${section.toLowerCase()}">${section}</a></h2>
    <ol>
${sectionRows
  .map(
    ({ row, index }) =>
      `      <li><a href="#${rowId(row, index)}">${escapeHtml(rowHeading(row))}</a></li>`,
  )
  .join('\n')}
    </ol>`,
    )
    .join('\n');
  const body = sections
    .map(
      ({ section, rows: sectionRows }) => `  <section id="${section.toLowerCase()}">
    <h2>${section}</h2>
${sectionRows
  .map(
    ({ row, index }) => `    <div class="row" id="${rowId(row, index)}">
      <h3>${escapeHtml(rowHeading(row))} <code>${escapeHtml(row.address)}</code></h3>
      <div class="pictures">
${row.pictures.map((picture) => pictureHtml(directory, row, picture)).join('\n')}
      </div>
    </div>`,
  )
  .join('\n')}
  </section>`,
    )
    .join('\n');
  const count = rows.reduce((sum, row) => sum + row.pictures.length, 0);
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Every screen: contact sheet</title>
  <style>
    body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #222; background: #f4f4f4; }
    nav { columns: 3 16rem; background: #fff; padding: 0.5rem 1rem; border: 1px solid #ddd; }
    nav h2 { font-size: 1rem; margin: 0.5rem 0; }
    nav ol { margin: 0 0 0.5rem; padding-left: 1.5rem; }
    section > h2 { margin-top: 2rem; border-bottom: 2px solid #c00; }
    .row { margin: 1.5rem 0; }
    .row h3 { font-size: 1rem; margin: 0 0 0.5rem; }
    .row h3 code { font-weight: normal; color: #555; }
    .pictures { display: flex; gap: 1rem; align-items: flex-start; }
    figure { margin: 0; flex: none; }
    img { display: block; height: auto; border: 1px solid #ccc; background: #fff; }
    figcaption { font-size: 12px; color: #555; margin-top: 0.25rem; word-break: break-all; }
    .problems { font-size: 12px; color: #b00; margin: 0.25rem 0 0; word-break: break-all; }
  </style>
</head>
<body>
  <h1>Every screen at ${[...new Set(rows.flatMap((row) => row.pictures.map((picture) => picture.width)))].join(', ')} px</h1>
  <p>${count} pictures, taken ${escapeHtml(takenAt.toISOString())}. Each picture opens at full size.</p>
  <nav aria-label="Contents">
${contents}
  </nav>
${body}
</body>
</html>
`;
}

/** Writes index.html into the folder of the pictures. */
export function writeContactSheet(directory: string, rows: SheetRow[], takenAt = new Date()): void {
  fs.writeFileSync(path.join(directory, 'index.html'), contactSheetHtml(directory, rows, takenAt));
}
