import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import {
  BOOKING_WINDOW_DAYS,
  currentDealerYear,
  EARLIEST_PURCHASE_YEAR,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  MESSAGE_ROWS,
  NAME_MAX_LENGTH,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  TEXT_MAX_LENGTH,
  type ChoiceOption,
  type EnquiryField as EnquiryFieldDescription,
} from '../../../../shared/enquiries';
import { dealerDate } from '../../../../shared/format';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { toggleChannel, type ChannelBox, type ChannelState } from '../lib/channels';
import { isRequired, phoneAsTyped, type FormValues } from '../lib/form-values';

export interface EnquiryFieldProps {
  field: EnquiryFieldDescription;
  /** The input's id; its error and hint hang off it. */
  id: string;
  /** The choices a select or radio offers (the description's, or the page's own). */
  options: readonly ChoiceOption[];
  /** Shown read-only: the page chose the value (the finance model of the bike the visitor came with). */
  locked: boolean;
  error: string | undefined;
}

/** Fields that take a whole row of the two-column grid. */
export const FULL_WIDTH_TYPES: ReadonlySet<string> = new Set(['message', 'checkbox', 'channels']);

const TERMS_TEXT = 'Terms & Conditions';
const checkboxClasses =
  'size-5 shrink-0 rounded border-neutral-400 accent-brand focus-visible:outline-offset-2';
const labelClasses = 'block text-sm font-semibold text-neutral-800';
// CSS counts a <select> as :read-only, which would grey it out like a locked field.
const selectClasses = inputClasses
  .split(' ')
  .filter((name) => !name.startsWith('read-only:'))
  .join(' ');

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-brand">
      *
    </span>
  );
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-sm text-red-700">
      {error}
    </p>
  );
}

/** A group (radios, channel boxes) only points at its error; aria-invalid belongs on inputs. */
function groupDescribedBy(id: string, error: string | undefined) {
  return { 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

/** aria attributes that tie an input to its error (and hint) for assistive technology. */
function describedBy(id: string, error: string | undefined, hint = false) {
  const ids = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}

function isoDay(offsetDays: number): string {
  const date = new Date(`${dealerDate(Date.now())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

/** The input attributes of each single-line field type (SPEC §5, §9 bounds). */
function inputAttributes(field: EnquiryFieldDescription) {
  switch (field.type) {
    case 'name':
      return { type: 'text', autoComplete: 'name', maxLength: NAME_MAX_LENGTH };
    case 'email':
      return {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        maxLength: EMAIL_MAX_LENGTH,
      } as const;
    case 'phone':
      // No maxLength: it would cut '+91 98220 11122' before it could become its 10 digits.
      return {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        placeholder: '10-digit mobile number',
      } as const;
    case 'amount':
      return {
        type: 'text',
        inputMode: 'numeric',
        autoComplete: 'off',
        placeholder: 'In rupees',
      } as const;
    case 'year':
      return {
        type: 'number',
        inputMode: 'numeric',
        min: EARLIEST_PURCHASE_YEAR,
        max: currentDealerYear(),
        step: 1,
        placeholder: 'YYYY',
      } as const;
    case 'date':
      return { type: 'date', min: isoDay(0), max: isoDay(BOOKING_WINDOW_DAYS) };
    case 'registration':
      return {
        type: 'text',
        autoComplete: 'off',
        autoCapitalize: 'characters',
        spellCheck: false,
        maxLength: 20,
        placeholder: 'e.g. MH13AB1234',
      };
    default:
      return { type: 'text', maxLength: TEXT_MAX_LENGTH };
  }
}

/** A contact number, typed or pasted, becomes its 10 digits as soon as it is a mobile number. */
function phoneHandlers(registration: UseFormRegisterReturn) {
  return {
    onChange: (event: { target: HTMLInputElement; type?: string }) => {
      const value = phoneAsTyped(event.target.value);
      if (value !== event.target.value) event.target.value = value;
      return registration.onChange(event);
    },
  };
}

function LabelText({ field }: { field: EnquiryFieldDescription }) {
  return (
    <>
      {field.label}
      {isRequired(field) && <RequiredMark />}
    </>
  );
}

/** The label names the field exactly; the required star sits beside it, hidden from screen readers. */
function FieldLabel({ field, id }: { field: EnquiryFieldDescription; id: string }) {
  return (
    <div className="flex items-baseline text-sm">
      <label htmlFor={id} className={labelClasses}>
        {field.label}
      </label>
      {isRequired(field) && <RequiredMark />}
    </div>
  );
}

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

function Stack({ children }: { children: ReactNode }) {
  return <div className="space-y-1.5">{children}</div>;
}

function ChannelBoxes({ field, id, error }: Omit<EnquiryFieldProps, 'options' | 'locked'>) {
  const { control } = useFormContext<FormValues>();
  const boxes: { box: ChannelBox; label: string }[] = [
    { box: 'all', label: field.label },
    ...NOTIFICATION_CHANNELS.map((channel) => ({
      box: channel,
      label: NOTIFICATION_CHANNEL_LABELS[channel],
    })),
  ];
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: { value, onChange, onBlur, ref } }) => {
        const state = value as ChannelState;
        return (
          <fieldset {...groupDescribedBy(id, error)} className="space-y-3">
            <legend className={labelClasses}>How would you like to hear from us?</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-3">
              {boxes.map(({ box, label }, index) => (
                <label
                  key={box}
                  className={cn(
                    'inline-flex min-h-6 items-center gap-2 text-sm text-neutral-800',
                    box === 'all' && 'w-full font-semibold sm:w-auto',
                  )}
                >
                  <input
                    ref={index === 0 ? ref : undefined}
                    id={index === 0 ? id : undefined}
                    type="checkbox"
                    className={checkboxClasses}
                    checked={state[box]}
                    onBlur={onBlur}
                    onChange={(event) => onChange(toggleChannel(state, box, event.target.checked))}
                  />
                  {label}
                </label>
              ))}
            </div>
            <ErrorText id={id} error={error} />
          </fieldset>
        );
      }}
    />
  );
}

/** Draws one described field: its label, the right input for its type, and its error. */
export function EnquiryField({ field, id, options, locked, error }: EnquiryFieldProps) {
  const { register, getValues } = useFormContext<FormValues>();
  const required = isRequired(field) ? true : undefined;

  if (field.type === 'channels') return <ChannelBoxes field={field} id={id} error={error} />;

  if (field.type === 'checkbox') {
    return (
      <Stack>
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className={cn(checkboxClasses, 'mt-0.5')}
            aria-required={required}
            {...describedBy(id, error)}
            {...register(field.name)}
          />
          <p className="text-sm text-neutral-800">
            <label htmlFor={id}>
              <AgreeLabel label={field.label} />
            </label>
            {isRequired(field) && <RequiredMark />}
          </p>
        </div>
        <ErrorText id={id} error={error} />
      </Stack>
    );
  }

  if (field.type === 'radio') {
    return (
      <fieldset {...groupDescribedBy(id, error)} className="space-y-2">
        <legend className={cn(labelClasses, 'mb-1.5')}>
          <LabelText field={field} />
        </legend>
        <div className="flex flex-wrap gap-3">
          {options.map((option, index) => (
            <label
              key={option.value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-neutral-300 bg-white px-4 text-sm font-medium text-neutral-800 has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand-dark"
            >
              <input
                id={index === 0 ? id : undefined}
                type="radio"
                value={option.value}
                className="size-4 accent-brand"
                {...register(field.name)}
              />
              {option.label}
            </label>
          ))}
        </div>
        <ErrorText id={id} error={error} />
      </fieldset>
    );
  }

  if (locked) {
    const value = String(getValues(field.name) ?? '');
    const label = options.find((option) => option.value === value)?.label ?? value;
    return (
      <Stack>
        <FieldLabel field={field} id={id} />
        <div className="relative">
          <input
            id={id}
            readOnly
            value={label}
            className={cn(inputClasses, 'pr-10 font-semibold')}
            {...describedBy(id, error, true)}
          />
          <Lock
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500"
          />
        </div>
        <p id={`${id}-hint`} className="text-xs text-neutral-500">
          Chosen for the model you picked.
        </p>
        <ErrorText id={id} error={error} />
      </Stack>
    );
  }

  const registration = register(field.name);
  let control: ReactNode;
  if (field.type === 'select') {
    control = (
      <select
        id={id}
        className={cn(selectClasses, 'pr-8')}
        aria-required={required}
        {...describedBy(id, error)}
        {...registration}
      >
        {field.placeholder !== undefined && <option value="">{field.placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'message') {
    control = (
      <textarea
        id={id}
        rows={MESSAGE_ROWS}
        maxLength={MESSAGE_MAX_LENGTH}
        className={cn(inputClasses, 'resize-y')}
        aria-required={required}
        {...describedBy(id, error)}
        {...registration}
      />
    );
  } else {
    control = (
      <input
        id={id}
        className={inputClasses}
        aria-required={required}
        {...inputAttributes(field)}
        {...describedBy(id, error)}
        {...registration}
        {...(field.type === 'phone' ? phoneHandlers(registration) : {})}
      />
    );
  }

  return (
    <Stack>
      <FieldLabel field={field} id={id} />
      {control}
      <ErrorText id={id} error={error} />
    </Stack>
  );
}
