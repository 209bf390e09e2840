import { describe, expect, it } from 'vitest';
import { pageWindow, REPORTS, searchTermSchema, showingText } from './reports.js';

describe('showingText', () => {
  it('reads "Showing X to Y of Z entries" for full, last and empty pages', () => {
    expect(showingText(1, 10, 23)).toBe('Showing 1 to 10 of 23 entries');
    expect(showingText(3, 10, 23)).toBe('Showing 21 to 23 of 23 entries');
    expect(showingText(1, 10, 0)).toBe('Showing 0 to 0 of 0 entries');
  });

  it('reads "of more than Z" where the count stopped at Z', () => {
    expect(showingText(1, 20, 1000, true)).toBe('Showing 1 to 20 of more than 1000 entries');
    expect(showingText(50, 20, 1000, true)).toBe('Showing 981 to 1000 of more than 1000 entries');
  });
});

describe('pageWindow', () => {
  it('shows at most five buttons around the current page, so pages past 5 are reachable', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 50)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(50, 50)).toEqual([46, 47, 48, 49, 50]);
    expect(pageWindow(2, 50)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('the report descriptions', () => {
  it('use the spec file names and a unique slug and path each', () => {
    expect(REPORTS.map((r) => r.fileName)).toEqual(
      expect.arrayContaining([
        'booking-report',
        'AMC_Report',
        'EWReport',
        'finance_report',
        'Product_Enquiry_Report',
        'Offer_Report',
        'Joy_Club_Report',
      ]),
    );
    expect(new Set(REPORTS.map((r) => r.slug)).size).toBe(REPORTS.length);
    expect(new Set(REPORTS.map((r) => r.path)).size).toBe(REPORTS.length);
    const landscape = REPORTS.filter((r) => r.landscape).map((r) => r.fileName);
    expect(landscape.sort()).toEqual(['AMC_Report', 'booking-report', 'finance_report']);
  });
});

describe('searchTermSchema', () => {
  it.each([
    ['a\u0000b', 'ab'],
    ['\u001b[31mKharade\u007f', '[31mKharade'],
    ['Patil\u0085', 'Patil'],
    ['\ud800Asha\udfff', 'Asha'],
    ['Asha\tPatil\r\n', 'Asha Patil'],
    ['  Zoë 😀 ', 'Zoë 😀'],
    ['"NEAR(a b)" AND -x:*', '"NEAR(a b)" AND -x:*'],
  ])('cleans %j to %j', (term, cleaned) => {
    expect(searchTermSchema.parse(term)).toBe(cleaned);
  });

  it('measures the term after cleaning: 100 characters at most', () => {
    expect(searchTermSchema.parse(`${'\u0000'.repeat(500)}${'a'.repeat(100)}`)).toHaveLength(100);
    const tooLong = searchTermSchema.safeParse('a'.repeat(101));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Please search for at most 100 characters');
  });
});
