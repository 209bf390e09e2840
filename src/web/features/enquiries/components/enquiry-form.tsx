import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import {
  ENQUIRY_SCHEMAS,
  HONEYPOT_FIELD,
  type ChoiceOption,
  type EnquiryForm as EnquiryFormDescription,
  type ToastPosition,
} from '../../../../shared/enquiries';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { preloadToasts, toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSubmitEnquiry } from '../api/submit-enquiry';
import { useEnquiryTexts } from '../lib/enquiry-texts';
import {
  describeFailure,
  initialValues as startingValues,
  isRequired,
  specMessage,
  type FormValue,
  type FormValues,
} from '../lib/form-values';
import { fullRowFields } from '../lib/field-rows';
import { EnquiryField, FULL_WIDTH_TYPES } from './enquiry-field';

export interface EnquiryFormProps {
  /** Which of the nine forms to draw (src/shared/enquiries.ts). */
  form: EnquiryFormDescription;
  /** The heading and the form's accessible name; the description's title (translated) unless given. */
  heading?: string;
  /** False inside a page section that already shows its own heading: the form is only named. */
  showHeading?: boolean;
  /** The card around the form; false inside a page section that is already a card. */
  framed?: boolean;
  intro?: ReactNode;
  /** Values the page supplies; the form returns to them after a successful submission. */
  initialValues?: Readonly<Record<string, FormValue | undefined>>;
  /** Fields the visitor sees but cannot change (SPEC §4: the finance model of a chosen bike). */
  lockedFields?: readonly string[];
  /** Choices the page supplies instead of the description's (the bike's own colours). */
  options?: Readonly<Record<string, readonly ChoiceOption[]>>;
  /** Buttons beside the heading, such as the finance form's EMI CALCULATOR. */
  actions?: ReactNode;
  submitLabel?: string;
  className?: string;
}

type Values = Record<string, unknown>;

function toastOptions(form: EnquiryFormDescription, position: ToastPosition | undefined) {
  return { autoClose: form.toasts.autoCloseMs, position: position ?? 'top-right' } as const;
}

/**
 * Draws any of the nine enquiry forms from its description and sends it (STYLE convention 4).
 * The browser checks it with the very schema the server uses; a success shows the form's toast
 * and empties the form, a failure shows its toast and keeps what the visitor typed (SPEC §4, §8).
 */
export function EnquiryForm({
  form,
  heading,
  showHeading = true,
  framed = true,
  intro,
  initialValues,
  lockedFields = [],
  options = {},
  actions,
  submitLabel,
  className,
}: EnquiryFormProps) {
  const texts = useEnquiryTexts();
  const { t } = texts;
  const title = heading ?? texts.title(form);
  const shownFields = form.fields.filter((field) => !field.hidden);
  const fullRow = fullRowFields(shownFields, FULL_WIDTH_TYPES);
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  // Fixed for the form's life; a page that changes them remounts the form (key).
  const [defaults] = useState(() => startingValues(form, initialValues));
  const methods = useForm<FormValues, unknown, Values>({
    // One contract per endpoint: the same schema object validates the server's request body.
    resolver: zodResolver(ENQUIRY_SCHEMAS[form.kind] as unknown as z.ZodType<Values, FormValues>),
    defaultValues: defaults,
  });
  const {
    handleSubmit,
    reset,
    setError,
    register,
    formState: { errors, isSubmitting },
  } = methods;
  const mutation = useSubmitEnquiry(form);
  const hydrated = useHydrated();
  // The form's answer is a toast: its script is here before the visitor can send.
  useEffect(preloadToasts, []);
  // A second click before React re-renders the disabled button must not send the enquiry twice.
  const inFlight = useRef(false);
  const hasRequired = form.fields.some((field) => !field.hidden && isRequired(field));

  const send = async (values: Values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await mutation.mutateAsync(values);
      toast.success(texts.toast(form, 'Success'), toastOptions(form, form.toasts.successPosition));
      reset(defaults);
    } catch (error) {
      const failure = describeFailure(form, error);
      for (const [name, message] of failure.fieldErrors)
        setError(name, { type: 'server', message });
      toast.error(
        // The same toast as failure.toast, in the page's language.
        error instanceof ApiError
          ? texts.toast(form, 'Failure', error.message)
          : texts.toast(form, 'NetworkError'),
        toastOptions(form, form.toasts.failurePosition),
      );
    } finally {
      inFlight.current = false;
    }
  };

  const rejected = (fieldErrors: FieldErrors<FormValues>) => {
    const message = specMessage(form, fieldErrors);
    if (message)
      toast.error(texts.message(message), toastOptions(form, form.toasts.failurePosition));
  };

  const requiredNote = hasRequired && (
    <p className="text-sm text-neutral-600">
      <Trans
        t={t}
        ns="forms"
        i18nKey="requiredNote"
        components={{ star: <span className="font-semibold text-brand" /> }}
      />
    </p>
  );

  return (
    <div
      className={cn(
        // A container: the fields go two abreast only where the form itself is wide enough.
        '@container relative',
        framed && 'rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-8',
        !framed && 'mt-6',
        className,
      )}
    >
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        {showHeading ? (
          <div className="space-y-2">
            <span aria-hidden="true" className="mb-3 block h-1 w-10 rounded-full bg-brand" />
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
              {title}
            </h2>
            {intro && <div className="text-sm text-neutral-600">{intro}</div>}
            {requiredNote}
          </div>
        ) : (
          <div className="space-y-2 self-center">
            {intro && <div className="text-sm text-neutral-600">{intro}</div>}
            {requiredNote}
          </div>
        )}
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>

      <FormProvider {...methods}>
        <form
          noValidate
          // Without a heading of its own (the page's section shows one) the form is named directly.
          aria-labelledby={showHeading ? headingId : undefined}
          aria-label={showHeading ? undefined : title}
          aria-busy={isSubmitting || undefined}
          onSubmit={(event) => handleSubmit(send, rejected)(event)}
          className="grid gap-5 @lg:grid-cols-2"
        >
          {shownFields.map((field) => (
            <div key={field.name} className={cn(fullRow.has(field.name) && '@lg:col-span-2')}>
              <EnquiryField
                field={field}
                id={`${idPrefix}-${field.name}`}
                options={options[field.name] ?? field.options ?? []}
                locked={lockedFields.includes(field.name)}
                error={texts.message(errors[field.name]?.message)}
                form={form}
              />
            </div>
          ))}

          {/* Bots fill in every box; people never see this one (the server drops such posts). */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden"
          >
            <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Website</label>
            <input
              id={`${idPrefix}-${HONEYPOT_FIELD}`}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              {...register(HONEYPOT_FIELD)}
            />
          </div>

          <div className="@lg:col-span-2">
            <Button
              type="submit"
              // Pressed before the page's script runs, the browser would send the form itself (a
              // GET with the visitor's details in the address) and the enquiry would be lost.
              disabled={isSubmitting || !hydrated}
              className="w-full @lg:w-auto @lg:min-w-40"
            >
              {isSubmitting
                ? t('submitting', { ns: 'forms' })
                : (submitLabel ?? t('submit', { ns: 'forms' }))}
            </Button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
