import { describe, expect, it } from 'vitest';
import {
  amcForm,
  contactForm,
  financeForm,
  optInForm,
  productForm,
  warrantyForm,
} from '../../../../shared/enquiries';
import { ApiError } from '../../../lib/api-client';
import { NO_CHANNELS } from './channels';
import { describeFailure, initialValues, phoneAsTyped, specMessage } from './form-values';

describe('initial values', () => {
  it('leave every field blank, boxes unticked and the honeypot empty', () => {
    expect(initialValues(optInForm)).toEqual({
      website: '',
      registration: '',
      name: '',
      mobile: '',
      notifications: NO_CHANNELS,
    });
    expect(initialValues(financeForm).agreed).toBe(false);
  });

  it('take what the page supplies, such as the model the visitor arrived with', () => {
    const values = initialValues(productForm, { model: 'Shine', variant: 'Disc' });
    expect(values).toMatchObject({ model: 'Shine', variant: 'Disc', color: '', agree: false });
  });
});

describe('a contact number as typed', () => {
  it.each([
    ['+91 98220 11122', '9822011122'],
    ['098220-11122', '9822011122'],
    ['98220 11122', '9822011122'],
    ['98x22-000111', '9822000111'],
  ])('%j becomes %j once it is a mobile number', (typed, shown) => {
    expect(phoneAsTyped(typed)).toBe(shown);
  });

  it('keeps +, spaces and dashes while the number is still being typed', () => {
    expect(phoneAsTyped('+')).toBe('+');
    expect(phoneAsTyped('+91 98220')).toBe('+91 98220');
    expect(phoneAsTyped('098220-1112')).toBe('098220-1112');
  });

  it('gets to the same 10 digits whether typed one key at a time or pasted', () => {
    for (const number of ['+91 98220 11122', '098220-11122', '98220 11122']) {
      let field = '';
      for (const key of number) field = phoneAsTyped(field + key);
      expect(field, number).toBe('9822011122');
      expect(phoneAsTyped(number), number).toBe('9822011122');
    }
  });

  it('never cuts a number that is too long into a wrong one that passes', () => {
    expect(phoneAsTyped('982201112299')).toBe('982201112299');
    expect(phoneAsTyped('+91 98220 111222')).toBe('+91 98220 111222');
  });
});

describe('the SPEC §5 toast of a rejected form', () => {
  it('is "Please select a model" for a finance enquiry without a model', () => {
    expect(specMessage(financeForm, { model: { message: 'Please select a model' } })).toBe(
      'Please select a model',
    );
  });

  it('is the form-wide required text of the AMC and warranty forms', () => {
    const amcError = { message: 'All fields are required except message' };
    expect(specMessage(amcForm, { yearOfPurchase: amcError })).toBe(amcError.message);
    const warrantyError = { message: 'Please fill in all required fields' };
    expect(specMessage(warrantyForm, { email: warrantyError })).toBe(warrantyError.message);
  });

  it('is nothing for an error the spec does not name, like a malformed number', () => {
    expect(
      specMessage(contactForm, {
        contact: { message: 'Please enter a valid 10-digit mobile number' },
      }),
    ).toBeUndefined();
  });
});

describe('a failed submission', () => {
  it('shows the contact form failure with the server message', () => {
    const failure = describeFailure(contactForm, new ApiError(500, 'Internal Server Error'));
    expect(failure.toast).toBe('Error: Internal Server Error');
  });

  it('shows the form failure text and puts server field errors on visible fields', () => {
    const error = new ApiError(400, 'Please check the highlighted fields.', {
      color: 'Please choose one of the colours of the Shine',
      variant: 'Please choose one of the variants of the Shine',
    });
    expect(describeFailure(productForm, error)).toEqual({
      toast: 'Something went wrong. Please try again.',
      fieldErrors: [['color', 'Please choose one of the colours of the Shine']],
    });
  });

  it('maps a nested error such as notifications.sms to its field', () => {
    const error = new ApiError(400, 'Bad', { 'notifications.sms': 'Must be ticked or not' });
    expect(describeFailure(optInForm, error).fieldErrors).toEqual([
      ['notifications', 'Must be ticked or not'],
    ]);
  });

  it('shows the network-error text when nothing answered', () => {
    expect(describeFailure(contactForm, new TypeError('Failed to fetch')).toast).toBe(
      'Network error. Please try again later.',
    );
    expect(describeFailure(amcForm, new TypeError('Failed to fetch')).toast).toBe(
      'Internal Server Error',
    );
  });
});
