import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VEHICLES } from './catalogue-data.js';

/**
 * A specification row's label is drawn in the page's language from the specLabels namespace
 * (src/web/lib/catalogue-text.tsx); one it does not hold is drawn in English, marked lang="en",
 * which no other check notices. Every label of the demo catalogue is said in Marathi and Hindi.
 */
const labelsOf = (code: string) =>
  JSON.parse(
    fs.readFileSync(
      new URL(`../../web/i18n/locales/${code}/specLabels.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;

const catalogueLabels = [
  ...new Set(
    VEHICLES.flatMap((vehicle) =>
      Object.values(vehicle.specs).flatMap((rows) => rows.map(([label]) => label)),
    ),
  ),
].sort();

describe('the demo catalogue’s specification labels', () => {
  it('are many (the catalogue has its rows)', () => {
    expect(catalogueLabels.length).toBeGreaterThan(20);
  });

  it.each(['mr', 'hi'])('are each translated in %s', (code) => {
    const labels = labelsOf(code);
    expect(catalogueLabels.filter((label) => !labels[label]?.trim())).toEqual([]);
  });
});
