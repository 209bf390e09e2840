import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { pathInLanguage, type LanguageCode } from '../../../../../shared/site-languages';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { paths } from '../../../../lib/paths';
import { useEnquiryTexts } from '../../lib/enquiry-texts';
import { isRequired, type FormValues } from '../../lib/form-values';
import type { EnquiryInputProps } from './enquiry-input-props';

const TERMS_TEXT = 'Terms & Conditions';

/** The terms, in the page's language, in a new tab; `children` are the link's words. */
function TermsLink({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation('forms');
  return (
    <a
      href={pathInLanguage(paths.terms.getHref(), i18n.language as LanguageCode)}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
    >
      {children}
      <span className="sr-only">{t('opensInNewTab')}</span>
    </a>
  );
}

/**
 * 'I agree to the Terms & Conditions', the last words a link to the terms in a new tab. `label` is
 * the described (English) label, `text` the same in the page's language.
 */
function AgreeLabel({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation('forms');
  if (!label.includes(TERMS_TEXT)) return <>{text}</>;
  return <Trans t={t} i18nKey="agreeLinked" components={{ terms: <TermsLink /> }} />;
}

/** The terms box: ticked or not, and on some forms it must be ticked before sending. */
export function CheckboxInput({ field, id, error }: EnquiryInputProps) {
  const { register } = useFormContext<FormValues>();
  const texts = useEnquiryTexts();
  return (
    <CheckboxField
      id={id}
      label={<AgreeLabel label={field.label} text={texts.label(field)} />}
      error={error}
      required={isRequired(field)}
      {...register(field.name)}
    />
  );
}
