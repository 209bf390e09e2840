import { useTranslation } from 'react-i18next';
import { phoneAsTyped } from '../../lib/form-values';
import type { EnquiryInputProps } from './enquiry-input-props';
import { SingleLineInput } from './single-line-input';

// No maxLength: it would cut '+91 98220 11122' before it could become its 10 digits.
const PHONE_ATTRIBUTES = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const;

/** A contact number, typed or pasted, becomes its 10 digits as soon as it is a mobile number. */
export function PhoneInput(props: EnquiryInputProps) {
  const { t } = useTranslation('forms');
  return (
    <SingleLineInput
      {...props}
      attributes={{ ...PHONE_ATTRIBUTES, placeholder: t('phonePlaceholder') }}
      asTyped={phoneAsTyped}
    />
  );
}
