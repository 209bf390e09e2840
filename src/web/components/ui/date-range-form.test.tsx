// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangeForm, type DateRange } from './date-range-form';
import { changeValue } from '../../test/change-value';

afterEach(cleanup);

/** A screen holding the range as the reports do, applying it only on SEARCH. */
function RangeScreen({ onApply }: { onApply: (range: DateRange) => void }) {
  const [range, setRange] = useState<DateRange>({ fromDate: '', toDate: '' });
  return <DateRangeForm value={range} onChange={setRange} onApply={onApply} />;
}

const typeInto = (label: string, text: string) =>
  changeValue(screen.getByLabelText(label), { target: { value: text } });
const search = () => fireEvent.click(screen.getByRole('button', { name: 'SEARCH' }));

describe('the From Date / To Date form', () => {
  it('applies the range typed as dd/mm/yyyy when SEARCH is pressed, as ISO days', () => {
    const onApply = vi.fn();
    render(<RangeScreen onApply={onApply} />);
    expect((screen.getByLabelText('From Date') as HTMLInputElement).type).toBe('text');
    typeInto('From Date', '01112026');
    typeInto('To Date', '07/11/2026');
    expect(onApply).not.toHaveBeenCalled();
    search();
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      fromDate: '2026-11-01',
      toDate: '2026-11-07',
    });
  });

  it('will not search a range that runs backwards or a date that is not one', () => {
    const onApply = vi.fn();
    render(<RangeScreen onApply={onApply} />);
    typeInto('From Date', '10/11/2026');
    typeInto('To Date', '05/11/2026');
    expect(screen.getByText('Please enter a date on or after 10/11/2026')).toBeTruthy();
    search();
    expect(onApply).not.toHaveBeenCalled();

    typeInto('To Date', '31/11/2026');
    search();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByLabelText('To Date').getAttribute('aria-invalid')).toBe('true');
  });

  it('accepts a From Date that was past the To Date once the To Date moves past it', () => {
    const onApply = vi.fn();
    render(<RangeScreen onApply={onApply} />);
    typeInto('From Date', '01/01/2020');
    typeInto('To Date', '01/01/2020');
    typeInto('From Date', '25/11/2026');
    expect(screen.getByText('Please enter a date on or before 01/01/2020')).toBeTruthy();
    typeInto('To Date', '25/11/2026');
    expect(screen.getByLabelText('From Date').getAttribute('aria-invalid')).toBeNull();
    search();
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
    });
  });
});
