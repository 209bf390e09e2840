import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageWindow, showingText } from '../../../shared/reports';
import { cn } from '../../lib/cn';

/**
 * "Showing X to Y of Z entries" and the page buttons of a server-paged list: Previous, at most
 * five numbers around the current page, Next. With `more` the server's count stopped at `total`:
 * the text says "of more than Z" and Next stays on past the last page counted. Only the admin
 * panel pages its lists: its words are the panel's (`adminCommon`, English).
 */
export function Pager({
  page,
  pageSize,
  total,
  totalPages,
  more = false,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  more?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('adminCommon');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-neutral-600" aria-live="polite">
        {showingText(page, pageSize, total, more)}
      </p>
      <nav aria-label={t('pages')} className="flex flex-wrap gap-1">
        <PageButton disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('previousPage')}
        </PageButton>
        {pageWindow(page, totalPages).map((number) => (
          <PageButton
            key={number}
            current={number === page}
            onClick={() => onPage(number)}
            label={t('pageNumber', { number })}
          >
            {number}
          </PageButton>
        ))}
        <PageButton disabled={page >= totalPages && !more} onClick={() => onPage(page + 1)}>
          {t('nextPage')}
        </PageButton>
      </nav>
    </div>
  );
}

function PageButton({
  children,
  onClick,
  disabled,
  current,
  label,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      className={cn(
        'min-w-9 rounded-md border px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40',
        current
          ? 'border-brand bg-brand text-white'
          : 'border-neutral-300 bg-white text-ink hover:border-brand hover:text-brand',
      )}
    >
      {children}
    </button>
  );
}
