import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { paths } from '../../../../lib/paths';
import { isRequired, type FormValues } from '../../lib/form-values';
import type { EnquiryInputProps } from './enquiry-input-props';

const TERMS_TEXT = 'Terms & Conditions';

/** 'I agree to the Terms & Conditions', the last words a link to the terms in a new tab. */
function AgreeLabel({ label }: { label: string }) {
  const at = label.indexOf(TERMS_TEXT);
  if (at < 0) return <>{label}</>;
  return (
    <>
      {label.slice(0, at)}
      <a
        href={paths.terms.getHref()}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
      >
        {TERMS_TEXT}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {label.slice(at + TERMS_TEXT.length)}
    </>
  );
}

/** The terms box: ticked or not, and on some forms it must be ticked before sending. */
export function CheckboxInput({ field, id, error }: EnquiryInputProps) {
  const { register } = useFormContext<FormValues>();
  return (
    <CheckboxField
      id={id}
      label={<AgreeLabel label={field.label} />}
      error={error}
      required={isRequired(field)}
      {...register(field.name)}
    />
  );
}
