import { useTranslation } from 'react-i18next';
import {
  CONTACT_REASONS,
  ENQUIRY_COLOURS,
  SERVICE_TYPES,
  type ChoiceOption,
  type EnquiryField,
  type EnquiryForm,
  type NotificationChannel,
} from '../../../../shared/enquiries';
import { labelCode, readMessage } from '../../../../shared/message-codes';

/**
 * The enquiry forms are described in English (src/shared/enquiry-forms.ts, shared with the
 * server); the page shows each text in its language by a key made from the description:
 * `label…` from a field's label, `<kind><Field>Placeholder`, `option…` from a choice, `<kind>Title`,
 * `<kind>Success` / `Failure` / `NetworkError` (namespace `forms`), and a message by its code
 * (namespace `messages`, src/shared/message-codes.ts). enquiry-texts.test.ts checks that English
 * reads exactly as described.
 */

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Choices whose labels are words to translate; model names are not. */
const TRANSLATED_CHOICES: ReadonlySet<string> = new Set(
  [...CONTACT_REASONS, ...SERVICE_TYPES, ...ENQUIRY_COLOURS].map((option) => option.label),
);

export const fieldLabelKey = (field: Pick<EnquiryField, 'label'>) =>
  `label${labelCode(field.label)}`;
export const placeholderKey = (
  form: Pick<EnquiryForm, 'kind'>,
  field: Pick<EnquiryField, 'name'>,
) => `${form.kind}${capitalised(field.name)}Placeholder`;
export const optionKey = (label: string) => `option${labelCode(label)}`;
export const channelKey = (channel: NotificationChannel) => `channel${capitalised(channel)}`;
export const isTranslatedChoice = (label: string) => TRANSLATED_CHOICES.has(label);

type Toast = 'Success' | 'Failure' | 'NetworkError';

export function useEnquiryTexts() {
  const { t } = useTranslation(['forms', 'messages']);
  return {
    t,
    label: (field: EnquiryField) =>
      t(fieldLabelKey(field), { ns: 'forms', defaultValue: field.label }),
    placeholder: (form: EnquiryForm, field: EnquiryField) =>
      field.placeholder === undefined
        ? undefined
        : t(placeholderKey(form, field), { ns: 'forms', defaultValue: field.placeholder }),
    option: (option: ChoiceOption) =>
      isTranslatedChoice(option.label)
        ? t(optionKey(option.label), { ns: 'forms', defaultValue: option.label })
        : option.label,
    title: (form: EnquiryForm) => t(`${form.kind}Title`, { ns: 'forms', defaultValue: form.title }),
    /** A form's toast; the contact form's failure shows the server's message (translated). */
    toast: (form: EnquiryForm, which: Toast, serverMessage = '') =>
      t(`${form.kind}${which}`, { ns: 'forms', message: translateMessage(t, serverMessage) }),
    /** A message from the schema or the server in the page's language; unknown text as it is. */
    message: (text: string | undefined) =>
      text === undefined ? undefined : translateMessage(t, text),
  };
}

type Translate = ReturnType<typeof useTranslation<['forms', 'messages']>>['t'];

function translateMessage(t: Translate, text: string): string {
  const reading = readMessage(text);
  if (!reading) return text;
  return t(reading.code, { ns: 'messages', ...reading.values, defaultValue: text });
}
