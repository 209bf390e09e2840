import { describe, expect, it } from 'vitest';
import {
  ENQUIRY_FORMS,
  ENQUIRY_KINDS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  type EnquiryForm,
} from '../../../../shared/enquiries';
import { MESSAGE_CODES } from '../../../../shared/message-codes';
import { allStringsOf } from '../../../i18n/all-strings';
import {
  channelKey,
  fieldLabelKey,
  isTranslatedChoice,
  optionKey,
  placeholderKey,
} from './enquiry-texts';

const english = allStringsOf('en');
const forms = english.forms ?? {};
const messages = english.messages ?? {};

// The English strings are the shared descriptions' texts, byte for byte (the API answers them too).
describe("the enquiry forms' English strings", () => {
  it('read as each form describes its labels, choices and placeholders', () => {
    for (const kind of ENQUIRY_KINDS) {
      const form: EnquiryForm = ENQUIRY_FORMS[kind];
      expect(forms[`${kind}Title`], kind).toBe(form.title);
      for (const field of form.fields) {
        expect(forms[fieldLabelKey(field)], `${kind}.${field.name}`).toBe(field.label);
        if (field.placeholder !== undefined) {
          expect(forms[placeholderKey(form, field)], `${kind}.${field.name}`).toBe(
            field.placeholder,
          );
        }
        for (const option of field.options ?? []) {
          if (isTranslatedChoice(option.label))
            expect(forms[optionKey(option.label)]).toBe(option.label);
        }
      }
    }
    for (const channel of NOTIFICATION_CHANNELS) {
      expect(forms[channelKey(channel)]).toBe(NOTIFICATION_CHANNEL_LABELS[channel]);
    }
  });

  it('read as each form describes its toasts', () => {
    for (const kind of ENQUIRY_KINDS) {
      const { toasts } = ENQUIRY_FORMS[kind];
      expect(forms[`${kind}Success`], kind).toBe(toasts.success);
      expect(forms[`${kind}Failure`]?.replace('{{message}}', '{message}'), kind).toBe(
        toasts.failure,
      );
      expect(forms[`${kind}NetworkError`], kind).toBe(toasts.networkError);
    }
  });

  it('have every message code, in the English the API answers', () => {
    for (const [text, code] of MESSAGE_CODES) expect(messages[code], code).toBe(text);
    for (const code of ['yearRangeYearOfPurchase', 'chooseBikeColour', 'chooseBikeVariant']) {
      expect(messages[code], code).toBeDefined();
    }
  });
});
