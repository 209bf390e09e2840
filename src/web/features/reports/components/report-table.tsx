import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { ScrollTable, TABLE_HEADING_TEXT } from '../../../components/ui/scroll-table';
import { dayText } from '../../../../shared/dates';
import type { ReportColumn, ReportRow, ReportSource } from '../../../../shared/reports';
import { cn } from '../../../lib/cn';
import type { ScrollEdges } from '../../../lib/use-scroll-edges';

/** Columns holding a calendar day, which the API sends as YYYY-MM-DD. */
const DAY_SOURCES: ReadonlySet<ReportSource> = new Set(['created_date', 'booking_date']);

const cellText = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/**
 * How each kind of column takes its width. Free text wraps between words, e-mail addresses and
 * model names anywhere; dates, phones and codes stay on one line. With that, every report fits a
 * 1280 px screen and only narrower screens scroll sideways.
 */
const CELL_CLASSES: Partial<Record<ReportSource, string>> = {
  email: 'min-w-24 [overflow-wrap:anywhere]',
  model: 'min-w-14 [overflow-wrap:anywhere]',
  entered_model: 'min-w-14 [overflow-wrap:anywhere]',
  message: 'min-w-28',
  channels: 'min-w-24',
  reason: 'min-w-14',
};
const ONE_LINE = 'whitespace-nowrap';

// The serial number and the name stay in view while the rest scrolls sideways, so a row is still
// known by who sent it. The name column sticks where the serial column ends, so that one has a
// fixed width (room for "S No.").
const SERIAL_STICKY = 'sticky left-0 z-10 w-14 min-w-14 max-w-14 whitespace-nowrap';
const NAME_STICKY = 'sticky left-14 z-10 min-w-16 max-w-32 sm:max-w-44';

// Headers wrap between words ("Booking / Date"), so a column is as wide as its values need.
const thBase = `border-b border-neutral-200 bg-neutral-50 px-1.5 py-2 text-left align-bottom first:pl-3 ${TABLE_HEADING_TEXT}`;
const tdBase = 'border-b border-neutral-100 px-1.5 py-2 align-top first:pl-3';

/** A message shows its first three lines; when there is more, the whole text is one tap away. */
function LongText({ text }: { text: string }) {
  const { t } = useTranslation('adminReports');
  const shown = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const [clipped, setClipped] = useState(false);
  useLayoutEffect(() => {
    const element = shown.current;
    if (!element || open) return;
    // Whether three lines hold it depends on the column's width, which follows the window.
    const measure = () => setClipped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, text]);
  return (
    <>
      <span ref={shown} className={cn('whitespace-pre-line', !open && 'line-clamp-3')}>
        {text}
      </span>
      {(clipped || open) && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className={buttonClasses('link', 'sm', 'mt-1 text-xs')}
        >
          {open ? t('showLess') : t('showAll')}
        </button>
      )}
    </>
  );
}

/**
 * The report's rows under its column headers. It fits its box where the screen allows; where it
 * cannot, it scrolls sideways with a shadow at each edge that has more behind it and a line that
 * says so. `message` (loading, or the report's empty text) is drawn below the headers, in the
 * visible part of the box rather than across the full width of the table.
 */
export function ReportTable({
  title,
  columns,
  rows,
  firstNumber,
  busy,
  message,
}: {
  title: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** The serial number of the first row shown. */
  firstNumber: number;
  busy: boolean;
  message: string | undefined;
}) {
  const { t } = useTranslation('adminReports');
  // The name comes first after the serial number, so that it can stay in view.
  const ordered = [
    ...columns.filter((column) => column.source === 'name'),
    ...columns.filter((column) => column.source !== 'name'),
  ];
  const stickyName = (edges: ScrollEdges) =>
    cn(NAME_STICKY, edges.scrolled && 'shadow-[6px_0_6px_-6px_rgb(0_0_0/0.3)]');
  const cellClass = (column: ReportColumn, edges: ScrollEdges) =>
    column.source === 'name' ? stickyName(edges) : (CELL_CLASSES[column.source] ?? ONE_LINE);
  const headerClass = (column: ReportColumn, edges: ScrollEdges) =>
    column.source === 'name' ? stickyName(edges) : undefined;

  return (
    <ScrollTable
      label={t('tableLabel', { title })}
      caption={title}
      busy={busy}
      className="text-xs"
      after={
        message !== undefined && (
          <p className="px-4 py-8 text-center text-sm text-neutral-600">{message}</p>
        )
      }
    >
      {(edges) => (
        <>
          <thead>
            <tr>
              <th scope="col" className={cn(thBase, SERIAL_STICKY)}>
                {t('serialNo')}
              </th>
              {ordered.map((column) => (
                <th key={column.key} scope="col" className={cn(thBase, headerClass(column, edges))}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          {rows.length > 0 && (
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${firstNumber}-${index}`} className="group">
                  <td
                    className={cn(
                      tdBase,
                      SERIAL_STICKY,
                      'bg-white text-neutral-500 tabular-nums group-hover:bg-neutral-50',
                    )}
                  >
                    {firstNumber + index}
                  </td>
                  {ordered.map((column) => (
                    <td
                      key={column.key}
                      className={cn(
                        tdBase,
                        cellClass(column, edges),
                        'bg-white group-hover:bg-neutral-50',
                      )}
                    >
                      {column.source === 'message' && row[column.key] ? (
                        <LongText text={String(row[column.key])} />
                      ) : (
                        // The API's day is ISO; the panel reads every date as dd/mm/yyyy.
                        cellText(
                          DAY_SOURCES.has(column.source) && typeof row[column.key] === 'string'
                            ? dayText(row[column.key] as string)
                            : row[column.key],
                        )
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          )}
        </>
      )}
    </ScrollTable>
  );
}
