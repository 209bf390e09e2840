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
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(-125000)).toBe('₹-1,25,000');
    // Half a paisa rounds up, as written in decimal: 1.005 is a hair below in binary.
    expect(formatRupees(1.005)).toBe('₹1.01');
    expect(formatRupees(99999.999)).toBe('₹1,00,000.00');
  });

  it('writes every amount as Intl.NumberFormat en-IN does, which it replaces', () => {
    const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const paise = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    // Whole rupees and rupees with paise (the EMI), from one rupee to a hundred crore, and
    // amounts with a third decimal, which round; a fixed seed, so a failure can be replayed.
    let seed = 20261125;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let index = 0; index < 5000; index += 1) {
      const size = 10 ** Math.floor(random() * 10);
      const amounts = [
        Math.round(random() * size),
        Math.round(random() * size * 100) / 100,
        Math.round(random() * size * 1000) / 1000,
      ];
      for (const amount of amounts) {
        const intl = (Number.isInteger(amount) ? whole : paise).format(amount);
        expect(formatRupees(amount), String(amount)).toBe(`₹${intl}`);
      }
    }
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
