// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input';
import { changeValue } from '../../test/change-value';

/** The field's complaint about a day not on the calendar, as the panel shows it. */
const INVALID = 'Please enter a real date as dd/mm/yyyy';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A caller holding the ISO value, as the panel's forms do; it shows what it was told. */
function Caller({
  initial = '',
  min,
  max,
  error,
}: {
  initial?: string;
  min?: string;
  max?: string;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput label="Date" value={value} onChange={setValue} min={min} max={max} error={error} />
      <output aria-label="Value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('Date') as HTMLInputElement;
const reported = () => screen.getByLabelText('Value').textContent;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

/** Keys pressed one at a time, each seen by the field as a browser would send it. */
function type(input: HTMLInputElement, keys: string) {
  for (const key of keys) changeValue(input, { target: { value: input.value + key } });
}

describe('a date typed as dd/mm/yyyy', () => {
  it('is a labelled numeric text field that adds the slashes and reports the ISO day', () => {
    render(<Caller />);
    const input = field();
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('numeric');
    expect(input.placeholder).toBe('dd/mm/yyyy');

    type(input, '2511');
    expect(input.value).toBe('25/11');
    expect(reported()).toBe('');
    type(input, '2026');
    expect(input.value).toBe('25/11/2026');
    expect(reported()).toBe('2026-11-25');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('pads a one-digit day or month closed by a slash, and lets a slash be deleted', () => {
    render(<Caller />);
    const input = field();
    type(input, '1/2/2026');
    expect(input.value).toBe('01/02/2026');
    expect(reported()).toBe('2026-02-01');

    changeValue(input, { target: { value: '01/0' } });
    changeValue(input, { target: { value: '01/' } });
    changeValue(input, { target: { value: '01' } });
    expect(input.value).toBe('01');
    expect(reported()).toBe('');
  });

  it('takes a pasted ISO or dd/mm/yyyy date in place of what was there', () => {
    render(<Caller initial="2026-01-05" />);
    const input = field();
    expect(input.value).toBe('05/01/2026');

    fireEvent.paste(input, { clipboardData: { getData: () => '2026-11-25' } });
    expect(input.value).toBe('25/11/2026');
    expect(reported()).toBe('2026-11-25');

    fireEvent.paste(input, { clipboardData: { getData: () => ' 01/12/2026 ' } });
    expect(input.value).toBe('01/12/2026');
    expect(reported()).toBe('2026-12-01');

    // A browser filling the field (autofill, a test robot) hands over the ISO text whole.
    changeValue(input, { target: { value: '2027-03-09' } });
    expect(input.value).toBe('09/03/2027');
    expect(reported()).toBe('2027-03-09');
  });

  it('refuses a day that is not on the calendar, with a message tied to the field', () => {
    render(<Caller initial="2026-02-01" />);
    const input = field();
    changeValue(input, { target: { value: '' } });
    type(input, '31022026');
    expect(input.value).toBe('31/02/2026');
    expect(reported()).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(input)).toBe(INVALID);

    // 29 February exists only in a leap year.
    changeValue(input, { target: { value: '29/02/2028' } });
    expect(reported()).toBe('2028-02-29');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('waits for the whole date, or for the field to be left, before calling half a date wrong', () => {
    render(<Caller />);
    const input = field();
    type(input, '2511');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(input);
    expect(messageOf(input)).toBe(INVALID);
    expect(reported()).toBe('');
  });

  it('keeps to its earliest and latest day, in the picker too', () => {
    render(<Caller min="2026-11-20" max="2026-12-31" />);
    const input = field();
    type(input, '19112026');
    expect(reported()).toBe('');
    expect(messageOf(input)).toBe('Please enter a date on or after 20/11/2026');

    changeValue(input, { target: { value: '01/01/2027' } });
    expect(reported()).toBe('');
    expect(messageOf(input)).toBe('Please enter a date on or before 31/12/2026');

    changeValue(input, { target: { value: '20/11/2026' } });
    expect(reported()).toBe('2026-11-20');
    expect(input.getAttribute('aria-invalid')).toBeNull();

    const picker = document.querySelector<HTMLInputElement>('input[type="date"]')!;
    expect([picker.min, picker.max]).toEqual(['2026-11-20', '2026-12-31']);
  });

  it('shows the caller’s own message while its text has nothing to complain about', () => {
    render(<Caller error="Please choose a day" />);
    expect(messageOf(field())).toBe('Please choose a day');
    type(field(), '31022026');
    expect(messageOf(field())).toBe(INVALID);
  });

  it('opens the calendar from its button, and the day picked fills the field', () => {
    render(<Caller />);
    // The only date input is the hidden one lending its picker; the visible field is text.
    const picker = document.querySelector<HTMLInputElement>('input[type="date"]')!;
    const showPicker = vi.fn();
    picker.showPicker = showPicker;
    const button = screen.getByRole('button', { name: 'Choose date' });
    expect(button.tabIndex).toBe(0);
    fireEvent.click(button);
    expect(showPicker).toHaveBeenCalledOnce();
    expect(picker.tabIndex).toBe(-1);
    expect(picker.getAttribute('aria-hidden')).toBe('true');

    changeValue(picker, { target: { value: '2026-11-25' } });
    expect(field().value).toBe('25/11/2026');
    expect(reported()).toBe('2026-11-25');
  });

  it('follows a value set from outside, such as a cleared form', () => {
    render(<Caller initial="2026-11-25" />);
    expect(field().value).toBe('25/11/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field().value).toBe('');
  });
});
