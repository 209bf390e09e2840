import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  currentDealerYear,
  EARLIEST_PURCHASE_YEAR,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  type EnquiryFieldType,
} from '../../../../../shared/enquiries';
import type { EnquiryInputProps } from './enquiry-input-props';
import { SingleLineInput } from './single-line-input';

type TextType = Extract<
  EnquiryFieldType,
  'name' | 'email' | 'amount' | 'year' | 'registration' | 'text'
>;

/** The input attributes of each single-line field type, within the bounds the schema checks. */
function attributesOf(
  type: TextType,
  t: TFunction<'forms'>,
): InputHTMLAttributes<HTMLInputElement> {
  switch (type) {
    case 'name':
      return { type: 'text', autoComplete: 'name', maxLength: NAME_MAX_LENGTH };
    case 'email':
      return {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        maxLength: EMAIL_MAX_LENGTH,
      };
    case 'amount':
      return {
        type: 'text',
        inputMode: 'numeric',
        autoComplete: 'off',
        placeholder: t('amountPlaceholder'),
      };
    case 'year':
      return {
        type: 'number',
        inputMode: 'numeric',
        min: EARLIEST_PURCHASE_YEAR,
        max: currentDealerYear(),
        step: 1,
        placeholder: t('yearPlaceholder'),
      };
    case 'registration':
      return {
        type: 'text',
        autoComplete: 'off',
        autoCapitalize: 'characters',
        spellCheck: false,
        maxLength: 20,
        placeholder: t('registrationPlaceholder'),
      };
    case 'text':
      return { type: 'text', maxLength: TEXT_MAX_LENGTH };
  }
}

/** Name, e-mail, amount, year, registration number and free text: typed on one line. */
export function TextInput(props: EnquiryInputProps) {
  const { t } = useTranslation('forms');
  return <SingleLineInput {...props} attributes={attributesOf(props.field.type as TextType, t)} />;
}
