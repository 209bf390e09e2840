import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/shared/site-languages.js';

const require = createRequire(import.meta.url);

/** Where the fonts are written: generated, gitignored, imported by the stylesheets like any asset. */
const GENERATED = path.resolve('src/web/generated');

/** One weight of Noto Sans Devanagari's Devanagari subset, as @fontsource ships it. */
export const devanagariSource = (weight: number) =>
  fs.readFileSync(
    require.resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
    ),
  );

async function writeSubset(
  file: string,
  source: Buffer,
  text: string,
  dir = GENERATED,
): Promise<void> {
  const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, file), subset);
}

/**
 * The header's language switch names Marathi and Hindi in their own script on every page. An
 * English page does not load the Devanagari type (40 KB a weight), and a device without a
 * Devanagari system font (seen in Debian's Chromium) draws the names as boxes. This writes the
 * few glyphs those names need, from the same Noto Sans Devanagari at the switch's weight, into a
 * font of about 2 KB that every page can afford.
 */
const writeLanguageNamesFont = () =>
  writeSubset(
    'language-names.woff2',
    devanagariSource(600),
    LANGUAGES.map((language) => language.name).join(''),
  );

const range = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index));

/**
 * What Marathi and Hindi are written with: the Devanagari block, the joiners that choose a
 * conjunct's form, and the dotted circle shaping draws under a mark that has no letter.
 */
const DEVANAGARI = [range(0x0900, 0x097f), '\u200c\u200d', '\u25cc'];
/** The rupee sign, which the bold faces draw in a Marathi or Hindi price. */
const RUPEE = '\u20b9';

/** A unicode-range descriptor for the characters given: consecutive code points as one span. */
function unicodeRangeOf(text: string): string {
  const points = [...new Set([...text].map((char) => char.codePointAt(0) as number))].sort(
    (a, b) => a - b,
  );
  const spans: [number, number][] = [];
  for (const point of points) {
    const last = spans.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else spans.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return spans
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

export const devanagariFile = (weight: number) =>
  `noto-sans-devanagari-devanagari-${weight}-normal.woff2`;

const fontFace = (weight: number, file: string, text: string) => `@font-face {
  font-family: 'Noto Sans Devanagari';
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url('./${file}') format('woff2');
  unicode-range: ${unicodeRangeOf(text)};
}
`;

/**
 * The Devanagari faces without what @fontsource's subset adds to the block: Vedic signs, North
 * Indic number forms and Devanagari Extended, which Marathi and Hindi prose does not use. 40 to 44
 * KB a weight instead of 50 to 55: 30 KB less for a Marathi or Hindi visit on a phone connection,
 * and the regular face fits two round trips of a new connection (14.6 KB, then 29.2 KB) instead
 * of three. (Lighthouse's simulated Marathi Home does not move: 1733 ms either way.) Every
 * conjunct of the block stays, as the subset keeps every glyph the shaping rules reach from the
 * letters kept: Marathi and Hindi pages draw pixel for pixel as with the whole files.
 *
 * Their @font-face rules are written beside them, each unicode-range from the very characters its
 * file was cut to, in two stylesheets:
 *
 * - devanagari-regular.css, in every page's stylesheet (styles.css): a Marathi or Hindi page's
 *   first paint then waits for no stylesheet of its own, only for the regular face (preloaded
 *   there by server/plugins/page-hints.ts). Its range leaves out the rupee sign, so a page without
 *   Devanagari letters in this weight never fetches it: an English price would fetch 40 KB.
 *   Until the other weights come, semibold and bold Devanagari are drawn from the regular face:
 *   the browser picks a weight's faces first and then looks for the letters in them, so with the
 *   Latin half's 600 and 700 alone it found none and drew boxes where the system has no
 *   Devanagari font. Declared at those very weights, these are the Latin faces' partners for
 *   Devanagari.
 * - devanagari-bold.css, which comes with the app on Marathi and Hindi pages (i18n/devanagari.ts):
 *   the real semibold and bold faces, declared after the stand-ins and so tried first once they
 *   come. Their range takes in the rupee sign, as @fontsource's did: a bold Marathi or Hindi
 *   price is drawn in the site's type.
 */
export async function writeDevanagariFaces(dir = GENERATED): Promise<void> {
  const text = DEVANAGARI.join('') + RUPEE;
  await Promise.all(
    [400, 600, 700].map((weight) =>
      writeSubset(devanagariFile(weight), devanagariSource(weight), text, dir),
    ),
  );
  const regular = DEVANAGARI.join('');
  const note = '/* Written by scripts/site-fonts.ts at build time. */\n';
  fs.writeFileSync(
    path.join(dir, 'devanagari-regular.css'),
    note +
      [400, 600, 700].map((weight) => fontFace(weight, devanagariFile(400), regular)).join('\n'),
  );
  fs.writeFileSync(
    path.join(dir, 'devanagari-bold.css'),
    note + [600, 700].map((weight) => fontFace(weight, devanagariFile(weight), text)).join('\n'),
  );
}

/** Writes the fonts before Vite reads the stylesheets, in `vite build` and `vite` (dev) alike. */
export function siteFonts(): Plugin {
  return {
    name: 'site-fonts',
    buildStart: async () => {
      await Promise.all([writeLanguageNamesFont(), writeDevanagariFaces()]);
    },
  };
}
