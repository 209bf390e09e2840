import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import * as fontkit from 'fontkit';

/**
 * The typeface of the web pages (Noto Sans Devanagari, whose Latin is Noto Sans) for report PDFs,
 * so a lead's name or message typed in Marathi or Hindi prints whole, and ₹ prints as ₹.
 *
 * The package ships it in subsets, each one file per weight: Latin (ASCII, Latin-1, the quotes,
 * dashes and ellipsis phones type), Latin Extended (ā, ś, ₹ and other currency signs) and
 * Devanagari (with the danda, ZWJ/ZWNJ and ₹). Text is drawn as runs, each in the first subset
 * that has its characters; fontkit shapes every run (conjuncts, matras, reph).
 *
 * The WOFF files, not the WOFF2 ones: fontkit's subsetter, which pdfkit uses to embed only the
 * glyphs drawn, fails on the composite glyphs of a WOFF2 Devanagari font. They are unpacked to
 * plain TrueType once (`sfntFromWoff`): fontkit reads a WOFF font's glyphs by inflating the whole
 * glyph table again for every glyph, a quarter of a second per export.
 */
const SUBSETS = ['latin', 'latin-ext', 'devanagari'] as const;

export type Weight = 'regular' | 'bold';

/** The subsets of one weight in the order they are tried, and each one's name in a document. */
export interface FontSet {
  fonts: readonly fontkit.Font[];
  names: readonly string[];
}

/**
 * The TrueType font inside a WOFF 1.0 file (W3C WOFF File Format 1.0, sections 3 to 5): the same
 * table directory and tables, each inflated where it was compressed, on 4-byte boundaries.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? zlib.inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => Math.ceil(length / 4) * 4;
  const headerLength = 12 + numTables * 16;
  const sfnt = Buffer.alloc(
    tables.reduce((sum, table) => sum + padded(table.data.length), headerLength),
  );
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavor: TrueType or CFF
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(sfnt, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

const require = createRequire(import.meta.url);

function load(subset: string, weight: number): fontkit.Font {
  const file = require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
  );
  const font = fontkit.create(sfntFromWoff(fs.readFileSync(file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection`);
  // fontkit gives a glyph the letters of the first text it is drawn for, for the life of the
  // font, and pdfkit maps each glyph back to them (ToUnicode) for searching and copying. Noto
  // draws ई as इ with the reph on top, so the glyphs of इ and of the reph would read "ई" or ""
  // depending on what the process printed first. They are fixed here: every glyph a character
  // maps to as that character, and the reph as र्.
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  if (subset === 'devanagari') font.layout('र्क');
  return font;
}

let loaded: Record<Weight, FontSet> | undefined;

/**
 * Both weights, parsed on the first export and kept for the life of the process, with what
 * fontkit reads of them as it first shapes text (their layout tables: a few tenths of a second);
 * pdfkit would parse them again for every document.
 */
export function reportFonts(): Record<Weight, FontSet> {
  const set = (weight: number): FontSet => ({
    fonts: SUBSETS.map((subset) => quickLayout(load(subset, weight), subset === 'latin')),
    names: SUBSETS.map((subset) => `NotoSans-${subset}-${weight}`),
  });
  loaded ??= { regular: set(400), bold: set(700) };
  return loaded;
}

/** Printable ASCII: drawn in the Latin subset as it is, and most of a report. */
const PLAIN = /^[\x20-\x7E]*$/;
export const isPlain = (text: string) => PLAIN.test(text);

/** A glyph's place, as fontkit answers it and pdfkit reads it. */
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A layout as pdfkit reads it (it scales the positions in place). */
interface Layout {
  glyphs: fontkit.Glyph[];
  positions: Position[];
  advanceWidth: number;
}

/** How many shaped texts a font keeps (a few megabytes) before it starts again. */
const SHAPED_KEPT = 20_000;

/**
 * The font with a quicker `layout`, for pdfkit to lay out with (instead of pdfkit's own cache of
 * layouts, which keeps every word of an export and cost more in garbage collection than it saved).
 *
 * fontkit takes about 30 µs to shape any word, most of it setting up the OpenType features, and
 * a 10,000-row report holds some 60,000 words of its own (phone numbers, addresses, times). In
 * the Latin subset (`plainKerning`) plain ASCII is neither substituted nor has marks to place: it
 * is the character map's glyphs, kerned pair by pair. So it is set that way here, with each
 * pair's kerning shaped by fontkit once per process; a pair that does more than kern sends its
 * text to fontkit (pdf-fonts.test.ts holds the two to the same answers). Any other text is shaped
 * by fontkit and remembered, since names and everyday words recur.
 */
export function quickLayout(font: fontkit.Font, plainKerning: boolean): fontkit.Font {
  /** Each ASCII character's glyph, by character code. */
  const glyphOf: fontkit.Glyph[] = [];
  for (let code = 0x20; code <= 0x7e; code++) glyphOf[code] = font.glyphForCodePoint(code);
  /**
   * Each pair's change to its first glyph's advance, by the pair's codes (NaN: not shaped yet;
   * Infinity: the pair does more than kern).
   */
  const kerning = new Float64Array(128 * 128).fill(NaN);
  const kern = (first: number, second: number) => {
    const key = first * 128 + second;
    let value = kerning[key] ?? NaN;
    if (Number.isNaN(value)) {
      const { glyphs, positions } = font.layout(String.fromCharCode(first, second));
      const [a, b] = positions as Position[];
      const simple =
        glyphs.length === 2 &&
        a !== undefined &&
        b !== undefined &&
        a.yAdvance === 0 &&
        a.xOffset === 0 &&
        a.yOffset === 0 &&
        b.xAdvance === glyphs[1]?.advanceWidth &&
        b.yAdvance === 0 &&
        b.xOffset === 0 &&
        b.yOffset === 0;
      value = simple ? a.xAdvance - (glyphs[0]?.advanceWidth ?? 0) : Infinity;
      kerning[key] = value;
    }
    return value;
  };
  const kerned = (text: string): Layout | undefined => {
    const glyphs: fontkit.Glyph[] = [];
    const positions: Position[] = [];
    let advanceWidth = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const glyph = glyphOf[code] as fontkit.Glyph;
      let xAdvance = glyph.advanceWidth;
      if (i + 1 < text.length) {
        const value = kern(code, text.charCodeAt(i + 1));
        if (value === Infinity) return undefined;
        xAdvance += value;
      }
      glyphs.push(glyph);
      positions.push({ xAdvance, yAdvance: 0, xOffset: 0, yOffset: 0 });
      advanceWidth += xAdvance;
    }
    return { glyphs, positions, advanceWidth };
  };
  const shaped = new Map<string, Layout>();
  // Fresh positions of one shape (as `kerned` makes them), since pdfkit scales them in place.
  const copy = (positions: Position[]) =>
    positions.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
      xAdvance,
      yAdvance,
      xOffset,
      yOffset,
    }));
  const layout = (text: string, features?: never): Layout => {
    if (features) return font.layout(text, features);
    const quick = plainKerning && isPlain(text) ? kerned(text) : undefined;
    if (quick) return quick;
    let known = shaped.get(text);
    if (!known) {
      const { glyphs, positions, advanceWidth } = font.layout(text);
      known = { glyphs, positions: copy(positions), advanceWidth };
      if (shaped.size >= SHAPED_KEPT) shaped.clear();
      shaped.set(text, known);
    }
    return {
      glyphs: known.glyphs,
      positions: copy(known.positions),
      advanceWidth: known.advanceWidth,
    };
  };
  return Object.create(font, { layout: { value: layout } }) as fontkit.Font;
}

/** Whether some subset of the set draws this character. */
const drawable = (fonts: readonly fontkit.Font[], codePoint: number) =>
  fonts.some((font) => font.hasGlyphForCodePoint(codePoint));

/** The text with each character no subset draws (an emoji, Tamil) as '?'. */
export function printable(fonts: readonly fontkit.Font[], text: string): string {
  if (isPlain(text)) return text;
  let result = '';
  for (const character of text) {
    result += drawable(fonts, character.codePointAt(0) ?? 0) ? character : '?';
  }
  return result;
}

/** A stretch of text drawn in one subset (an index into the set's fonts). */
export interface Run {
  font: number;
  text: string;
}

/**
 * Printable text cut into runs, each in one subset. A character stays in the run before it when
 * that run's subset has it, so a space or a ZWJ between Devanagari letters does not break the
 * word's shaping; otherwise it starts a run in the first subset that has it.
 */
export function fontRuns(fonts: readonly fontkit.Font[], text: string): Run[] {
  if (isPlain(text)) return [{ font: 0, text }];
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (current && fonts[current.font]?.hasGlyphForCodePoint(codePoint)) {
      current.text += character;
      continue;
    }
    const found = fonts.findIndex((font) => font.hasGlyphForCodePoint(codePoint));
    current = { font: Math.max(0, found), text: character };
    runs.push(current);
  }
  return runs;
}
