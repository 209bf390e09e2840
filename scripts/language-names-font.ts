import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/shared/site-languages.js';

const require = createRequire(import.meta.url);

/** Where the subset is written: generated, gitignored, imported by styles.css like any asset. */
export const LANGUAGE_NAMES_FONT = path.resolve('src/web/generated/language-names.woff2');

/**
 * The header's language switch names Marathi and Hindi in their own script on every page. An
 * English page does not load the Devanagari type (50 KB a weight), and a device without a
 * Devanagari system font (seen in Debian's Chromium) draws the names as boxes. This writes the
 * few glyphs those names need, from the same Noto Sans Devanagari at the switch's weight, into a
 * font of about 2 KB that every page can afford.
 */
export async function writeLanguageNamesFont(): Promise<void> {
  const text = LANGUAGES.map((language) => language.name).join('');
  const source = fs.readFileSync(
    require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2'),
  );
  const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
  fs.mkdirSync(path.dirname(LANGUAGE_NAMES_FONT), { recursive: true });
  fs.writeFileSync(LANGUAGE_NAMES_FONT, subset);
}

/** Writes the font before Vite reads styles.css, in `vite build` and `vite` (dev) alike. */
export function languageNamesFont(): Plugin {
  return { name: 'language-names-font', buildStart: writeLanguageNamesFont };
}
