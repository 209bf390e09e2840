import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from './button';
import { DateInput } from './date-input';

export interface DateRange {
  fromDate: string;
  toDate: string;
}

/**
 * From Date and To Date with a SEARCH button: the range applies only when SEARCH is pressed. Each
 * end bounds the other, so the range cannot run backwards. A form of the admin panel's screens
 * only: its words are the panel's (`adminCommon`, English).
 */
export function DateRangeForm({
  value,
  onChange,
  onApply,
}: {
  value: DateRange;
  onChange: (next: DateRange) => void;
  onApply: (range: DateRange) => void;
}) {
  const { t } = useTranslation('adminCommon');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(value);
  };
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label={t('dateRange')}>
      <DateInput
        label={t('fromDate')}
        className="w-44"
        value={value.fromDate}
        max={value.toDate}
        onChange={(fromDate) => onChange({ ...value, fromDate })}
      />
      <DateInput
        label={t('toDate')}
        className="w-44"
        value={value.toDate}
        min={value.fromDate}
        onChange={(toDate) => onChange({ ...value, toDate })}
      />
      <button type="submit" className={buttonClasses('primary', 'md')}>
        {t('search')}
      </button>
    </form>
  );
}
