import { describe, expect, it } from 'vitest';
import { ENQUIRY_FORMS, type EnquiryField } from '../../../../shared/enquiries';
import { FULL_WIDTH_TYPES } from '../components/enquiry-field';
import { fullRowFields } from './field-rows';

const visible = (kind: keyof typeof ENQUIRY_FORMS) =>
  (ENQUIRY_FORMS[kind].fields as readonly EnquiryField[]).filter((field) => !field.hidden);

describe('the rows of an enquiry form', () => {
  it('gives a short field that would stand alone the whole row', () => {
    // Finance: name | email, contact | loan amount, then the model before the message.
    const full = fullRowFields(visible('finance'), FULL_WIDTH_TYPES);
    expect(full.has('model')).toBe(true);
    expect(full.has('name')).toBe(false);
    expect(full.has('loanAmount')).toBe(false);
    expect(full.has('message')).toBe(true);
  });

  it('leaves every other short field in a pair', () => {
    for (const kind of Object.keys(ENQUIRY_FORMS) as (keyof typeof ENQUIRY_FORMS)[]) {
      const fields = visible(kind);
      const full = fullRowFields(fields, FULL_WIDTH_TYPES);
      // Walk the grid: no half row is ever left empty before a full one or the end.
      let column = 0;
      fields.forEach((field, index) => {
        if (full.has(field.name)) {
          expect(column, `${kind}.${fields[index - 1]?.name} is alone`).toBe(0);
          column = 0;
        } else column = (column + 1) % 2;
      });
      expect(column, `${kind} ends on a half row`).toBe(0);
    }
  });
});
