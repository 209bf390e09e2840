import { describe, expect, it } from 'vitest';
import { normaliseBikeName } from './catalogue.js';
import { dealerDate, formatDealerDay, formatRupees } from './format.js';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(4614.5)).toBe('₹4,614.50');
    expect(formatRupees(4614.49)).toBe('₹4,614.49');
  });
});

describe('dealerDate', () => {
  it('gives the calendar day in Asia/Kolkata, not UTC', () => {
    // 18:31 UTC is 00:01 the next day in India.
    expect(dealerDate(Date.UTC(2026, 0, 31, 18, 31))).toBe('2026-02-01');
    expect(dealerDate(Date.UTC(2026, 0, 31, 18, 29))).toBe('2026-01-31');
  });
});

describe('formatDealerDay', () => {
  it('writes the dealer’s day as dd/mm/yyyy in Western digits in every language', () => {
    // 18:31 UTC on 31 January is 1 February in India.
    const instant = Date.UTC(2026, 0, 31, 18, 31);
    for (const locale of ['en-IN', 'mr-IN', 'hi-IN']) {
      expect(formatDealerDay(instant, locale), locale).toBe('01/02/2026');
    }
  });
});

describe('normaliseBikeName', () => {
  it('ignores case and spaces', () => {
    expect(normaliseBikeName('CD 110 Deluxe')).toBe('CD110DELUXE');
    expect(normaliseBikeName(' cbr  150r ')).toBe('CBR150R');
  });
});
