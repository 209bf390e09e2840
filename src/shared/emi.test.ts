import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateEmi } from './emi.js';

describe('calculateEmi', () => {
  it('works out ₹1,00,000 at 10% for 2 years as 4614.49 a month', () => {
    expect(calculateEmi({ amount: 100_000, annualRatePercent: 10, years: 2 })).toEqual({
      instalment: 4614.49,
      months: 24,
      totalPayable: 110_747.82,
      totalInterest: 10_747.82,
    });
  });

  it('splits a 0% loan into equal parts: ₹1,00,000 over 1 year is 8333.33 a month', () => {
    expect(calculateEmi({ amount: 100_000, annualRatePercent: 0, years: 1 })).toEqual({
      instalment: 8333.33,
      months: 12,
      totalPayable: 100_000,
      totalInterest: 0,
    });
  });

  it.each([
    [500_000, 8.5, 5, 10_258.27],
    [75_000, 12, 3, 2491.07],
    [80_000, 9.5, 1, 7014.68],
  ])('works out ₹%s at %s%% for %s years as %s a month', (amount, rate, years, instalment) => {
    expect(calculateEmi({ amount, annualRatePercent: rate, years })?.instalment).toBe(instalment);
  });

  it('reads form values given as text', () => {
    expect(
      calculateEmi({ amount: '100000', annualRatePercent: '10', years: '2' })?.instalment,
    ).toBe(4614.49);
  });

  it.each([
    { amount: '', annualRatePercent: 10, years: 2 },
    { amount: 100_000, annualRatePercent: '', years: 2 },
    { amount: 100_000, annualRatePercent: 10, years: undefined },
    { amount: 100_000, annualRatePercent: null, years: 2 },
    { amount: 0, annualRatePercent: 10, years: 2 },
    { amount: -5, annualRatePercent: 10, years: 2 },
    { amount: 100_000, annualRatePercent: -1, years: 2 },
    { amount: 100_000, annualRatePercent: 10, years: 0 },
    { amount: 'lots', annualRatePercent: 10, years: 2 },
  ])('does nothing unless amount, rate and tenure are all given: %j', (input) => {
    expect(calculateEmi(input)).toBeNull();
  });

  it('never charges less than the amount borrowed, and more as the rate rises', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 5_000_000 }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.integer({ min: 1, max: 10 }),
        (amount, rate, years) => {
          const emi = calculateEmi({ amount, annualRatePercent: rate, years });
          const dearer = calculateEmi({ amount, annualRatePercent: rate + 1, years });
          expect(emi).not.toBeNull();
          expect(emi!.totalPayable).toBeGreaterThanOrEqual(amount);
          expect(emi!.totalInterest).toBeGreaterThanOrEqual(0);
          expect(dearer!.instalment).toBeGreaterThanOrEqual(emi!.instalment);
          expect(emi!.instalment).toBe(Number(emi!.instalment.toFixed(2)));
        },
      ),
    );
  });
});
