import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
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
 * - devanagari-regular.css, in the typeface's stylesheet (web/fonts.css) beside the Latin faces,
 *   which a page asks for once it is painted. Its range leaves out the rupee sign, so a page without
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

/** A system font the typeface's stand-in is drawn from, with its local names per weight. */
interface Fallback {
  name: string;
  /** Its key in @capsizecss/metrics. */
  metrics: string;
  /** Local names of the face drawn for each of the site's weights, and that face's variant. */
  faces: Record<SiteWeight, { local: string[]; variant: string }>;
  /** How much wider its capitals are than its small letters, each weight's face (CAPITALS). */
  capitals?: Record<SiteWeight, number>;
}
const SITE_WEIGHTS = [400, 600, 700] as const;
/** Semibold text is drawn from a bold face where the font has no semibold one. */
const ARIAL_BOLD = {
  local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  variant: '700',
};
type SiteWeight = (typeof SITE_WEIGHTS)[number];

/**
 * The system fonts text is drawn in until the typeface comes, most likely first: Android's,
 * Windows', then Arial (macOS, iOS) and its metric twin Liberation Sans (Linux). A face missing
 * from the device fails, and the browser tries the next.
 */
const FALLBACKS: Fallback[] = [
  {
    name: 'Roboto',
    metrics: 'roboto',
    faces: {
      400: { local: ['Roboto', 'Roboto-Regular'], variant: 'regular' },
      600: { local: ['Roboto Bold', 'Roboto-Bold'], variant: '700' },
      700: { local: ['Roboto Bold', 'Roboto-Bold'], variant: '700' },
    },
    capitals: { 400: 1.2706, 600: 1.2673, 700: 1.2673 },
  },
  {
    name: 'Segoe UI',
    metrics: 'segoeUI',
    faces: {
      400: { local: ['Segoe UI', 'SegoeUI'], variant: 'regular' },
      600: { local: ['Segoe UI Semibold', 'SegoeUI-Semibold'], variant: '600' },
      700: { local: ['Segoe UI Bold', 'SegoeUI-Bold'], variant: '700' },
    },
  },
  {
    name: 'Arial',
    metrics: 'arial',
    faces: {
      400: { local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'], variant: 'regular' },
      600: ARIAL_BOLD,
      700: ARIAL_BOLD,
    },
    capitals: { 400: 1.3944, 600: 1.2929, 700: 1.2929 },
  },
];

/**
 * Capitals against small letters: the average advance of A-Z over that of a-z, each letter
 * weighted by its frequency in English text, measured with fontkit from the typeface's Latin
 * faces (@fontsource) and the stand-ins' (Roboto: @fontsource/roboto 5.3; Arial: Liberation Sans
 * 2, its metric twin). @capsizecss/metrics has small letters only. Scaled for small letters,
 * Arial's capitals were 9 to 13% wider than the typeface's, and an eyebrow line in capitals that
 * fitted on one line in the typeface took two in the stand-in (Home's, on a 412 px phone).
 */
const TYPEFACE_CAPITALS: Record<SiteWeight, number> = { 400: 1.2143, 600: 1.1932, 700: 1.1816 };

/** The font-family name of the stand-in drawn from `fallback` (for text in capitals: `caps`). */
export const fallbackFamily = (fallback: string, caps = false) =>
  `Site type ${caps ? 'caps ' : ''}fallback ${fallback}`;

/** What @capsizecss/metrics says of a face: its vertical metrics and average letter width. */
interface FaceMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}
const metricsOf = (font: string, variant: string): FaceMetrics => {
  const family = (
    entireMetricsCollection as unknown as Record<
      string,
      FaceMetrics & { variants?: Record<string, FaceMetrics> }
    >
  )[font];
  if (!family) throw new Error(`@capsizecss/metrics has no ${font}`);
  return family.variants?.[variant] ?? family;
};
/** The average width of a letter of English text, in ems. */
const averageWidth = (font: FaceMetrics) => font.xWidthAvg / font.unitsPerEm;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * Stand-ins for the typeface while it comes: each system font above, scaled (size-adjust) so its
 * letters are on average as wide as the typeface's at the same weight, with the typeface's ascent
 * and descent. The typeface is fetched after the first paint (web/fonts.css), and text is drawn in
 * these meanwhile: scaled so, a paragraph breaks its lines in the same places in both, and the
 * typeface's arrival moves nothing on the page (Lighthouse counted 0.07 of layout shift on Home
 * when it arrived unscaled). The figures are @capsizecss/metrics', measured from the fonts.
 */
export function fallbackFacesCss(): string {
  const faces = (fallback: Fallback, caps: boolean) =>
    SITE_WEIGHTS.map((weight) => {
      const { local, variant } = fallback.faces[weight];
      const ours = metricsOf('notoSansDevanagari', weight === 400 ? 'regular' : String(weight));
      const small = averageWidth(ours) / averageWidth(metricsOf(fallback.metrics, variant));
      const scale =
        caps && fallback.capitals
          ? (small * TYPEFACE_CAPITALS[weight]) / fallback.capitals[weight]
          : small;
      return `@font-face {
  font-family: '${fallbackFamily(fallback.name, caps)}';
  font-style: normal;
  font-weight: ${weight};
  src: ${local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(scale)};
  ascent-override: ${percent(ours.ascent / ours.unitsPerEm / scale)};
  descent-override: ${percent(-ours.descent / ours.unitsPerEm / scale)};
  line-gap-override: ${percent(ours.lineGap / ours.unitsPerEm / scale)};
}
`;
    });
  return [
    ...FALLBACKS.flatMap((fallback) => faces(fallback, false)),
    ...FALLBACKS.filter((fallback) => fallback.capitals).flatMap((fallback) =>
      faces(fallback, true),
    ),
  ].join('\n');
}

/** The stand-ins' family names, most likely first. */
export const FALLBACK_FAMILIES = {
  text: FALLBACKS.map((fallback) => fallbackFamily(fallback.name)),
  capitals: FALLBACKS.filter((fallback) => fallback.capitals).map((fallback) =>
    fallbackFamily(fallback.name, true),
  ),
};

/** The custom properties styles.css's font stacks take the stand-ins' names from. */
export const FALLBACK_PROPERTIES = {
  text: '--site-type-fallbacks',
  capitals: '--site-type-caps-fallbacks',
} as const;

const familyList = (families: readonly string[]) =>
  families.map((family) => `'${family}'`).join(', ');

/** The stand-ins' rules, and their family names in the properties the font stacks read. */
export const fallbackStylesheet = () =>
  `/* Written by scripts/site-fonts.ts at build time. */
:root {
  ${FALLBACK_PROPERTIES.text}: ${familyList(FALLBACK_FAMILIES.text)};
  ${FALLBACK_PROPERTIES.capitals}: ${familyList(FALLBACK_FAMILIES.capitals)};
}

${fallbackFacesCss()}`;

const writeFallbackFaces = (dir = GENERATED) => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'fallback-faces.css'), fallbackStylesheet());
};

/** Writes the fonts before Vite reads the stylesheets, in `vite build` and `vite` (dev) alike. */
export function siteFonts(): Plugin {
  return {
    name: 'site-fonts',
    buildStart: async () => {
      writeFallbackFaces();
      await Promise.all([writeLanguageNamesFont(), writeDevanagariFaces()]);
    },
  };
}
