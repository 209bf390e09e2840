import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isIndianMobile,
  isRegistrationNumber,
  normaliseIndianMobile,
  normaliseRegistrationNumber,
} from './normalise.js';

describe('normaliseIndianMobile', () => {
  it.each([
    ['+91 98220 00111', '9822000111'],
    ['+919822000111', '9822000111'],
    ['91 98220-00111', '9822000111'],
    ['919822000111', '9822000111'],
    ['09822000111', '9822000111'],
    ['98220 00111', '9822000111'],
    ['  7020-123-456 ', '7020123456'],
    ['+91 98220 11122', '9822011122'],
    ['098220-11122', '9822011122'],
    ['98220 11122', '9822011122'],
  ])('turns %j into %s', (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
    expect(isIndianMobile(normaliseIndianMobile(input))).toBe(true);
  });

  it.each(['5822000111', '982200011', '98220001112', '+1 9822000111', '98220OO111', ''])(
    'does not make a mobile number of %j',
    (input) => {
      expect(isIndianMobile(normaliseIndianMobile(input))).toBe(false);
    },
  );

  it('leaves a normalised number as it is', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normaliseIndianMobile(input);
        if (isIndianMobile(once)) expect(normaliseIndianMobile(once)).toBe(once);
      }),
    );
  });
});

describe('normaliseRegistrationNumber', () => {
  it.each([
    ['mh 13 ab 1234', 'MH13AB1234'],
    ['MH-13-AB-1234', 'MH13AB1234'],
    ['dl 3c ab 1234', 'DL3CAB1234'],
    ['MH12 1234', 'MH121234'],
    ['22 BH 1234 AA', '22BH1234AA'],
    ['22bh1234a', '22BH1234A'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normaliseRegistrationNumber(input)).toBe(expected);
    expect(isRegistrationNumber(expected)).toBe(true);
  });

  it.each([
    'HELLO',
    '1234',
    'MH13AB12345',
    'M13AB1234',
    '22BH12AA',
    'MH13ABCD1234',
    'MH13 AB 12.34',
  ])('rejects %j', (input) => {
    expect(isRegistrationNumber(normaliseRegistrationNumber(input))).toBe(false);
  });
});
