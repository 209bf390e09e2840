import { MoveHorizontal } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useScrollEdges, type ScrollEdges } from '../../lib/use-scroll-edges';

/**
 * How every table's column headings read, public and panel alike: small spaced capitals on a
 * light band (Devanagari has no capitals and takes no extra spacing).
 */
export const TABLE_HEADING_TEXT =
  'text-xs font-semibold tracking-wide text-neutral-600 uppercase [&:lang(hi)]:tracking-normal [&:lang(mr)]:tracking-normal';

/** Header and body cell classes of a ScrollTable. */
export const scrollTableClasses = {
  th: `border-b border-neutral-200 bg-neutral-50 px-3 py-2.5 text-left align-bottom whitespace-nowrap ${TABLE_HEADING_TEXT}`,
  td: 'border-b border-neutral-100 px-3 py-2.5 align-top',
} as const;

/**
 * A table that scrolls sideways inside its box where the screen is too narrow: a line says so,
 * and a shadow marks the edge with more behind it. The region is focusable so that the keyboard
 * can scroll it too. `children` may be a function of the scroll edges (a sticky first column
 * draws its own shadow once scrolled); `after` is drawn below the table inside the box, in its
 * visible part rather than across the table's full width.
 */
export function ScrollTable({
  label,
  caption = label,
  busy = false,
  className = 'text-sm',
  after,
  children,
}: {
  /** The scrolling region's accessible name. */
  label: string;
  caption?: string;
  busy?: boolean;
  /** The table's text size. */
  className?: string;
  after?: ReactNode;
  children: ReactNode | ((edges: ScrollEdges) => ReactNode);
}) {
  const { t } = useTranslation('ui');
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);
  return (
    <div className="space-y-1.5">
      {edges.overflows && (
        <p className="flex items-center justify-end gap-1.5 text-xs text-neutral-600">
          <MoveHorizontal aria-hidden="true" className="size-4" />
          {t('scrollSideways')}
        </p>
      )}
      <div className="overflow-hidden rounded-lg border border-neutral-200 bg-white">
        <div className="relative">
          <div
            ref={scroller}
            role="region"
            aria-label={label}
            tabIndex={0}
            className="overflow-x-auto"
          >
            <table
              className={cn('w-full border-separate border-spacing-0 text-neutral-800', className)}
              aria-busy={busy}
            >
              <caption className="sr-only">{caption}</caption>
              {typeof children === 'function' ? children(edges) : children}
            </table>
          </div>
          <div
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-neutral-900/15 to-transparent transition-opacity',
              edges.moreRight ? 'opacity-100' : 'opacity-0',
            )}
          />
        </div>
        {after}
      </div>
    </div>
  );
}
