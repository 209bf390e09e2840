import { ReceiptIndianRupee } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../../shared/format';
import { Button, buttonClasses } from '../../../components/ui/button';
import { AsWritten } from '../../../lib/catalogue-text';
import { cn } from '../../../lib/cn';
import { isNotAvailable, useOnRoadPrice } from '../api/get-on-road-price';
import { OnRoadBreakdownDialog } from './on-road-breakdown';

interface OnRoadPriceLineProps {
  bikeName: string;
  /** The chosen variant's name; absent, the server prices the model's first variant. */
  variant?: string | undefined;
  /** Adds ", indicative" to the line, where the breakdown's small print is out of sight. */
  indicative?: boolean;
  /** The variant is still being worked out: hold the space, ask nothing yet. */
  waiting?: boolean;
  className?: string;
}

// Loading, loaded and failed share one box of one height, so nothing below it moves when the
// figure arrives (the server draws the page before the price is asked for).
const BOX = 'flex min-h-20 items-center gap-x-4 gap-y-2 rounded-2xl px-5 py-3';

/**
 * "On-road price in Pandharpur: ₹…" for one variant, with a See breakdown button that opens every
 * line of it. A model without an on-road price yet (404) shows nothing at all.
 */
export function OnRoadPriceLine({
  bikeName,
  variant,
  indicative,
  waiting = false,
  className,
}: OnRoadPriceLineProps) {
  const { t } = useTranslation('onRoad');
  const quote = useOnRoadPrice(bikeName, variant, !waiting);
  const [open, setOpen] = useState(false);

  if (quote.error && isNotAvailable(quote.error)) return null;

  if (quote.error) {
    return (
      <div
        className={cn(
          BOX,
          'flex-wrap justify-between border border-neutral-200 text-sm',
          className,
        )}
      >
        <span className="text-neutral-600">{t('loadFailed')}</span>
        <Button variant="secondary" size="sm" onClick={() => void quote.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }

  if (!quote.data) {
    return (
      <div role="status" className={cn(BOX, 'border border-neutral-200', className)}>
        <span aria-hidden="true" className="flex flex-col gap-2">
          <span className="h-4 w-44 animate-pulse rounded bg-neutral-200" />
          <span className="h-6 w-28 animate-pulse rounded bg-neutral-200" />
        </span>
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }

  const data = quote.data;
  return (
    <div className={cn(BOX, 'border border-brand/20 bg-white', className)}>
      <ReceiptIndianRupee aria-hidden="true" className="size-5 shrink-0 self-start text-brand" />
      <div className="flex min-w-0 flex-1 flex-wrap items-end justify-between gap-x-4">
        <p className="text-sm text-neutral-700">
          <span className="block">{t('priceInLine', { town: t('town') })}</span>{' '}
          <strong className="text-lg font-extrabold whitespace-nowrap text-ink">
            {formatRupees(data.total)}
          </strong>
          {indicative && t('indicativeSuffix')}
        </p>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className={buttonClasses('link', 'md', 'py-1 text-sm whitespace-nowrap')}
        >
          {t('seeBreakdown')}
        </button>
      </div>
      <OnRoadBreakdownDialog
        open={open}
        onClose={() => setOpen(false)}
        quote={data}
        // Honda's names for the model and the variant, as written: English on a Marathi page.
        subject={<AsWritten text={variant ? `${bikeName}, ${variant}` : bikeName} />}
      />
    </div>
  );
}
