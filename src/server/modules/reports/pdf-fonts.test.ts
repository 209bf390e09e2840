import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { quickLayout, sfntFromWoff } from './pdf-fonts.js';

const require = createRequire(import.meta.url);

/** fontkit's own shaping of the Latin subset of one weight. */
function shaper(weight: number): fontkit.Font {
  const file = require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-${weight}-normal.woff`,
  );
  return fontkit.create(sfntFromWoff(fs.readFileSync(file))) as fontkit.Font;
}

/** What a layout puts on the page: each glyph and where the next one starts. */
const placed = (run: fontkit.GlyphRun) =>
  run.glyphs.map((glyph, i) => {
    const { xAdvance, yAdvance, xOffset, yOffset } = run.positions[i] ?? {};
    return [glyph.id, xAdvance, yAdvance, xOffset, yOffset];
  });

/** Repeatable strings of printable ASCII, 1 to 24 characters long. */
function asciiStrings(count: number): string[] {
  let seed = 19;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 24) }, () => String.fromCharCode(32 + (next() % 95))).join(
      '',
    ),
  );
}

describe('report PDF fonts', () => {
  it.each([400, 700])(
    'set plain ASCII in the Latin subset (weight %i) exactly as fontkit shapes it, kerning included',
    (weight) => {
      const fontkitFont = shaper(weight);
      const fast = quickLayout(shaper(weight), true);
      const texts = [
        'AVATAR Today, "quoted" T. V. W. L\'Y',
        'Please call me back about this model',
        'sakharam.gokhale@mail.example 9822010000 21/11/2026 10:05:00',
        ...asciiStrings(3000),
      ];
      const kerned = texts.filter((text) => {
        const run = fontkitFont.layout(text);
        return run.positions.some((p, i) => p.xAdvance !== run.glyphs[i]?.advanceWidth);
      });
      // The comparison means something only if kerning happens in it.
      expect(kerned.length).toBeGreaterThan(100);
      for (const text of texts) {
        const expected = fontkitFont.layout(text);
        const actual = fast.layout(text);
        expect(placed(actual), text).toEqual(placed(expected));
        expect(actual.advanceWidth, text).toBe(expected.advanceWidth);
      }
    },
  );
});
