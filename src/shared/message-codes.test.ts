import { describe, expect, it } from 'vitest';
import { ENQUIRY_FORMS, ENQUIRY_KINDS, ENQUIRY_SCHEMAS } from './enquiries.js';
import { currentDealerYear } from './enquiry-rules.js';
import { MESSAGE_CODES, messageCode, readMessage } from './message-codes.js';

/** Values that each field type refuses, one issue each. */
const REFUSED: unknown[] = [
  '',
  null,
  'x',
  '12',
  'a'.repeat(3000),
  1.5,
  0,
  99_999_999_999,
  false,
  {},
  [],
  '2000-02-31',
  '1999-01-01',
  'not-an-address',
];

describe('message codes', () => {
  it('are camelCase keys, one per text, and no two texts share one', () => {
    const codes = [...MESSAGE_CODES.values()];
    for (const code of codes) expect(code).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('cover every message the enquiry schemas give', () => {
    const uncoded = new Set<string>();
    for (const kind of ENQUIRY_KINDS) {
      const schema = ENQUIRY_SCHEMAS[kind];
      const issues = [schema.safeParse('not an object'), schema.safeParse({})];
      for (const field of ENQUIRY_FORMS[kind].fields) {
        for (const value of REFUSED) issues.push(schema.safeParse({ [field.name]: value }));
      }
      issues.push(schema.safeParse({ notifications: { sms: 'yes' } }));
      for (const result of issues) {
        for (const issue of result.error?.issues ?? []) {
          // zod's own "Invalid input: expected object" (a payload no form sends) is left as it is.
          if (issue.message.startsWith('Invalid input:')) continue;
          if (!messageCode(issue.message)) uncoded.add(issue.message);
        }
      }
    }
    expect([...uncoded]).toEqual([]);
  });

  it('read the varying part of a message', () => {
    expect(
      readMessage(`Year of Purchase must be a year from 1980 to ${currentDealerYear()}`),
    ).toEqual({
      code: 'yearRangeYearOfPurchase',
      values: { earliest: '1980', latest: String(currentDealerYear()) },
    });
    expect(readMessage('Please choose one of the colours of the SP 125')).toEqual({
      code: 'chooseBikeColour',
      values: { bike: 'SP 125', earliest: '1980' },
    });
    expect(messageCode('Something nobody coded')).toBeUndefined();
  });
});
