import { CalendarDays } from 'lucide-react';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { toEnGbDate } from '../../../shared/dates';
import { cn } from '../../lib/cn';
import { Field, inputClasses } from './text-field';

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_TEXT = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** Digits allowed in the day, the month and the year, in that order. */
const SEGMENT_WIDTHS = [2, 2, 4] as const;

/**
 * What the field shows for what was typed or pasted: digits get their slashes as they come, a
 * separator after one digit pads it ("1/" is "01/"), and an ISO day is turned round.
 */
function dayTextFrom(raw: string): string {
  const iso = ISO_DAY.exec(raw.trim());
  if (iso) return `${iso[3]!.padStart(2, '0')}/${iso[2]!.padStart(2, '0')}/${iso[1]}`;
  let text = '';
  let segment = 0;
  let length = 0;
  for (const character of raw) {
    if (/\d/.test(character)) {
      if (length === SEGMENT_WIDTHS[segment]) {
        if (segment === 2) break;
        text += '/';
        segment += 1;
        length = 0;
      }
      text += character;
      length += 1;
    } else if (segment < 2 && length > 0) {
      // A slash (or dot, dash, space) closes the day or the month; a stray one is dropped.
      if (length === 1) text = `${text.slice(0, -1)}0${text.slice(-1)}`;
      text += '/';
      segment += 1;
      length = 0;
    }
  }
  return text;
}

/** The field's text for an ISO day from outside; anything else shows as empty. */
const dayTextOf = (value: string) => (ISO_DAY.test(value) ? dayTextFrom(value) : '');

/** A dd/mm/yyyy text as YYYY-MM-DD, or null when it is not a day on the calendar. */
function isoDayOf(text: string): string | null {
  const match = DAY_TEXT.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const date = new Date(Date.UTC(2000, Number(month) - 1, Number(day)));
  date.setUTCFullYear(Number(year));
  const iso = `${year}-${month}-${day}`;
  // Date rolls 31/02 over into March: a day that comes back changed does not exist.
  return date.toISOString().startsWith(iso) ? iso : null;
}

/** What is wrong with a typed day: its message's key in `adminCommon`, and the limit it breaks. */
interface DayProblem {
  key: 'dateInvalid' | 'dateTooEarly' | 'dateTooLate';
  /** The limit (YYYY-MM-DD) an out-of-range day breaks. */
  limit?: string;
}

/** The value the text stands for, '' while it is empty, unfinished, wrong or out of range. */
function resolveDay(
  text: string,
  min?: string,
  max?: string,
): { value: string; problem?: DayProblem } {
  if (!text) return { value: '' };
  const iso = isoDayOf(text);
  if (!iso) return { value: '', problem: { key: 'dateInvalid' } };
  if (min && iso < min) return { value: '', problem: { key: 'dateTooEarly', limit: min } };
  if (max && iso > max) return { value: '', problem: { key: 'dateTooLate', limit: max } };
  return { value: iso };
}

interface DateInputProps {
  label: string;
  /** The day as YYYY-MM-DD, or '' for none. */
  value: string;
  /** Called with YYYY-MM-DD, or '' while the text is empty, unfinished, wrong or out of range. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The earliest and latest day allowed (YYYY-MM-DD); '' or missing for no limit. */
  min?: string | undefined;
  max?: string | undefined;
  /** The caller's own message (a form's validation); the field's own complaint comes first. */
  error?: string | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  disabled?: boolean | undefined;
  className?: string | undefined;
  /** The visible text input, for a form library to focus. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A day typed as dd/mm/yyyy, with a calendar button. A native date input writes the day in the
 * browser's locale (mm/dd/yyyy in an American browser), so staff type into a text field instead
 * and a hidden native input only lends its picker. Callers still see YYYY-MM-DD. A field of the
 * admin panel only: its words are the panel's (`adminCommon`, English).
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  error,
  hint,
  id,
  disabled,
  className,
  ref,
}: DateInputProps) {
  const { t } = useTranslation('adminCommon');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  const [text, setText] = useState(() => dayTextOf(value));
  const [left, setLeft] = useState(false);
  const [seen, setSeen] = useState(value);
  const outcome = resolveDay(text, min, max);
  const problem =
    outcome.problem &&
    t(outcome.problem.key, { date: outcome.problem.limit && toEnGbDate(outcome.problem.limit) });
  // A value set from outside (a reset, a cleared range) replaces the text, unless it is the
  // value this text already stands for: an unfinished date reports '' and must stay on screen.
  if (value !== seen) {
    setSeen(value);
    if (value !== outcome.value) setText(dayTextOf(value));
  }

  // A limit that moves (the other end of a range) can make the text valid or invalid without a
  // keystroke: the caller hears the value the text now stands for.
  useEffect(() => {
    if (outcome.value !== value) onChange(outcome.value);
  }, [outcome.value, value, onChange]);

  // A form that validates (the range's SEARCH) refuses to submit a wrong date, as it refused a
  // native date input's.
  useEffect(() => {
    inputRef.current?.setCustomValidity(problem ?? '');
  }, [problem]);

  const update = (nextText: string) => {
    setText(nextText);
    setLeft(false);
    const next = resolveDay(nextText, min, max).value;
    if (next !== value) onChange(next);
  };

  const pasteWholeDay = (event: ClipboardEvent<HTMLInputElement>) => {
    // A pasted date replaces the field rather than joining what was there.
    const pasted = dayTextFrom(event.clipboardData.getData('text'));
    if (pasted.length < 10) return;
    event.preventDefault();
    update(pasted);
  };

  const openPicker = () => {
    const picker = pickerRef.current;
    if (!picker) return;
    try {
      picker.showPicker();
    } catch {
      // Browsers without showPicker open a date input's picker on a click.
      picker.click();
    }
  };

  // Half a date is not wrong while it is being typed: the complaint waits for the whole date or
  // for the field to be left.
  const complaint = text.length === 10 || left ? problem : undefined;

  return (
    <Field label={label} id={inputId} error={complaint ?? error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            ref={inputRef}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('dateFormat')}
            maxLength={10}
            className={cn(inputClasses, 'pr-11')}
            value={text}
            disabled={disabled}
            onChange={(event) => update(dayTextFrom(event.target.value))}
            onPaste={pasteWholeDay}
            onBlur={() => {
              setLeft(true);
              onBlur?.();
            }}
            onInvalid={() => setLeft(true)}
          />
          <input
            ref={pickerRef}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 opacity-0"
            value={outcome.value}
            min={min || undefined}
            max={max || undefined}
            disabled={disabled}
            onChange={(event) => update(dayTextOf(event.target.value))}
          />
          <button
            type="button"
            aria-label={t('chooseDate')}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-neutral-500 hover:text-brand focus-visible:outline-offset-[-3px] disabled:cursor-not-allowed disabled:opacity-50"
            disabled={disabled}
            onClick={openPicker}
          >
            <CalendarDays aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </Field>
  );
}
