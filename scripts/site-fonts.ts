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
const devanagariSource = (weight: number) =>
  fs.readFileSync(
    require.resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
    ),
  );

async function writeSubset(file: string, source: Buffer, text: string): Promise<void> {
  const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
  fs.mkdirSync(GENERATED, { recursive: true });
  fs.writeFileSync(path.join(GENERATED, file), subset);
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
 * conjunct's form, and the dotted circle shaping draws under a mark that has no letter; and the
 * rupee sign, which the bold faces draw in a Marathi or Hindi price. Keep in step with the faces'
 * unicode-range (styles.css, i18n/devanagari.css).
 */
const DEVANAGARI_TEXT = range(0x0900, 0x097f) + '\u200c\u200d\u25cc\u20b9';

/**
 * The Devanagari faces without what @fontsource's subset adds to the block: Vedic signs, North
 * Indic number forms and Devanagari Extended, which Marathi and Hindi prose does not use. 40 to 44 KB
 * a weight instead of 50 to 55: 30 KB less for a Marathi or Hindi visit on a phone connection,
 * and the regular face fits two round trips of a new connection (14.6 KB, then 29.2 KB) instead
 * of three. (Lighthouse's simulated Marathi Home does not move: 1733 ms either way.) Every
 * conjunct of the block stays, as the subset keeps every glyph the shaping rules reach from the
 * letters kept: Marathi and Hindi pages draw pixel for pixel as with the whole files.
 */
const writeDevanagariFaces = () =>
  Promise.all(
    [400, 600, 700].map((weight) =>
      writeSubset(
        `noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
        devanagariSource(weight),
        DEVANAGARI_TEXT,
      ),
    ),
  );

/** Writes the fonts before Vite reads the stylesheets, in `vite build` and `vite` (dev) alike. */
export function siteFonts(): Plugin {
  return {
    name: 'site-fonts',
    buildStart: async () => {
      await Promise.all([writeLanguageNamesFont(), writeDevanagariFaces()]);
    },
  };
}
