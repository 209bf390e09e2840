import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devanagariFile,
  devanagariSource,
  FALLBACK_FAMILIES,
  FALLBACK_PROPERTIES,
  fallbackFacesCss,
  fallbackStylesheet,
  writeDevanagariFaces,
} from './site-fonts.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devanagari-faces-'));
beforeAll(() => writeDevanagariFaces(dir), 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * Every Marathi and Hindi word of the site (its strings, and the demo catalogue's translations and
 * slides), and conjuncts a catalogue text or a name may use: the
 * runs of letters the faces are for (their unicode-range), each drawn on its own. The spaces,
 * digits and punctuation between them come from the Latin faces, with or without the cut.
 */
const localesDir = path.resolve('src/web/i18n/locales');
const SITE_TEXT = ['mr', 'hi']
  .flatMap((language) =>
    fs
      .readdirSync(path.join(localesDir, language))
      .map((file) => fs.readFileSync(path.join(localesDir, language, file), 'utf8')),
  )
  .concat(
    ['catalogue-translations.ts', 'essentials-data.ts'].map((file) =>
      fs.readFileSync(path.resolve('src/server/demo-catalogue', file), 'utf8'),
    ),
  )
  .join('\n');
const CONJUNCTS =
  'क्ष ज्ञ त्र श्र द्ध द्व द्य ह्म ह्य ह्न ट्ट ड्ड ष्ट्र न्ह म्ह ल्ह र्य ऱ्य र्‍य क्‍ष ङ्क ञ्च स्त्र ॲ ऑ ॐ ळ ऋ कृ हृ श्री';
const WORDS = [...new Set((SITE_TEXT + ' ' + CONJUNCTS).match(/[\u0900-\u097f\u200c\u200d]+/g))];

async function fontOf(woff2: Buffer) {
  return new hb.Font(new hb.Face(new hb.Blob(await convert(woff2, 'sfnt'))));
}

/**
 * How a word is drawn: the outline of each glyph that has ink, where it lands. Glyph numbers
 * differ between the two files, and a joiner is an empty glyph in one and no glyph in the other.
 */
function drawn(font: hb.Font, text: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  let pen = 0;
  const ink: string[] = [];
  let missing = 0;
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    if (glyph.codepoint === 0) missing += 1;
    const outline = font.glyphToPath(glyph.codepoint);
    if (outline) ink.push(`${outline} at ${pen + (glyph.xOffset ?? 0)},${glyph.yOffset ?? 0}`);
    pen += glyph.xAdvance ?? 0;
  }
  return { missing, ink, width: pen };
}

/** The code points of a unicode-range descriptor. */
function pointsOf(range: string): number[] {
  return range.split(/,\s*/).flatMap((span) => {
    const [from = '', to = from] = span.replace('U+', '').split('-');
    const [start, end] = [parseInt(from, 16), parseInt(to, 16)];
    return Array.from({ length: end - start + 1 }, (_, index) => start + index);
  });
}

/** Each @font-face of a written stylesheet: its weight, its file and its range. */
function facesIn(file: string) {
  const css = fs.readFileSync(path.join(dir, file), 'utf8');
  return [
    ...css.matchAll(/font-weight: (\d+);[^}]*url\('\.\/([^']+)'\)[^}]*unicode-range: ([^;]+);/g),
  ].map(([, weight, font, range]) => ({
    weight: Number(weight),
    font: font!,
    range: pointsOf(range!),
  }));
}

const RUPEE = 0x20b9;

describe('the Devanagari faces cut at build time', () => {
  it.each([400, 600, 700])(
    'draw every Marathi and Hindi string of the site and every conjunct as the whole %s face does',
    async (weight) => {
      const whole = await fontOf(devanagariSource(weight));
      const cut = await fontOf(fs.readFileSync(path.join(dir, devanagariFile(weight))));
      expect(WORDS.length).toBeGreaterThan(1000);
      for (const word of WORDS) {
        const [before, after] = [drawn(whole, word), drawn(cut, word)];
        expect(before.missing, word).toBe(0);
        expect(after, word).toEqual(before);
      }
      expect(fs.statSync(path.join(dir, devanagariFile(weight))).size).toBeLessThan(
        devanagariSource(weight).length * 0.9,
      );
    },
  );

  it('claim in their rules no letter their files do not have, and leave the rupee sign to the bold ones', async () => {
    const regular = facesIn('devanagari-regular.css');
    const bold = facesIn('devanagari-bold.css');
    expect(regular.map((face) => [face.weight, face.font])).toEqual([
      [400, devanagariFile(400)],
      [600, devanagariFile(400)],
      [700, devanagariFile(400)],
    ]);
    expect(bold.map((face) => [face.weight, face.font])).toEqual([
      [600, devanagariFile(600)],
      [700, devanagariFile(700)],
    ]);
    for (const face of [...regular, ...bold]) {
      const cut = fs.readFileSync(path.join(dir, face.font));
      const letters = new Set(
        new hb.Face(new hb.Blob(await convert(cut, 'sfnt'))).collectUnicodes(),
      );
      expect(face.range.filter((point) => !letters.has(point))).toEqual([]);
      expect(face.range).toContain('क'.codePointAt(0));
    }
    // An English price must not fetch the regular face; a bold Marathi price is in the site's type.
    for (const face of regular) expect(face.range).not.toContain(RUPEE);
    for (const face of bold) expect(face.range).toContain(RUPEE);
  });
});

describe('the stand-ins drawn until the typeface comes', () => {
  /** A custom property's value in a stylesheet, family by family. */
  const familiesIn = (css: string, property: string) =>
    (new RegExp(`${property}:([^;]+);`).exec(css)?.[1] ?? '')
      .split(',')
      .map((family) => family.trim().replace(/^'|'$/g, ''));
  const styles = fs.readFileSync('src/web/styles.css', 'utf8');

  it('are named right after the typeface in the font stacks, most likely first', () => {
    const generated = fallbackStylesheet();
    expect(familiesIn(generated, FALLBACK_PROPERTIES.text)).toEqual(FALLBACK_FAMILIES.text);
    expect(familiesIn(generated, FALLBACK_PROPERTIES.capitals)).toEqual(FALLBACK_FAMILIES.capitals);
    expect(familiesIn(styles, '--font-sans').slice(0, 2)).toEqual([
      'Noto Sans Devanagari',
      `var(${FALLBACK_PROPERTIES.text})`,
    ]);
    expect(familiesIn(styles, '--font-sans-caps').slice(0, 2)).toEqual([
      'Noto Sans Devanagari',
      `var(${FALLBACK_PROPERTIES.capitals})`,
    ]);
    expect(styles).toContain("@import './generated/fallback-faces.css';");
  });

  it('each draw the three weights from a local font, scaled, with the typeface ascent and descent', () => {
    const css = fallbackFacesCss();
    for (const family of [...FALLBACK_FAMILIES.text, ...FALLBACK_FAMILIES.capitals]) {
      const faces = css.split('@font-face').filter((face) => face.includes(`'${family}'`));
      expect(
        faces.map((face) => /font-weight: (\d+)/.exec(face)?.[1]),
        family,
      ).toEqual(['400', '600', '700']);
      for (const face of faces) {
        expect(face).toMatch(/src: local\('[^']+'\)/);
        expect(face).not.toContain('url(');
        const scale = Number(/size-adjust: ([\d.]+)%/.exec(face)?.[1]) / 100;
        // Noto Sans Devanagari: ascent 896 and descent 408 of 1000 units, before the scaling.
        expect(Number(/ascent-override: ([\d.]+)%/.exec(face)?.[1]) * scale).toBeCloseTo(89.6, 0);
        expect(Number(/descent-override: ([\d.]+)%/.exec(face)?.[1]) * scale).toBeCloseTo(40.8, 0);
      }
    }
  });
});
