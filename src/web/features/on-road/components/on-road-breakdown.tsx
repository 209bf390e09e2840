import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { istDayBounds } from '../../../../shared/dates';
import { formatDealerDay, formatRupees } from '../../../../shared/format';
import type { OnRoadQuote } from '../../../../shared/on-road';
import { LANGUAGES } from '../../../../shared/site-languages';
import { Dialog } from '../../../components/ui/dialog';
import { usePageLanguageCode } from '../../../lib/page-language';

/**
 * The day the rates apply from (YYYY-MM-DD, a day in the dealer's calendar) as the page's
 * language writes a date: through Intl in en-IN, mr-IN or hi-IN, dd/mm/yyyy in Western digits.
 * Any other text is shown as it came.
 */
function ratesDay(day: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return formatDealerDay(istDayBounds(day).start, locale);
}

/**
 * The quote carries no vehicle type: a road tax of nothing at no percent can only be the EV
 * exemption, since a priced petrol vehicle always pays at least the minimum.
 */
function roadTaxLabel(t: TFunction<'onRoad'>, quote: OnRoadQuote): string {
  if (quote.roadTax === 0 && quote.roadTaxPercent === 0) {
    return t('roadTaxExempt');
  }
  return t('roadTax', { percent: quote.roadTaxPercent });
}

function Line({ label, amount, strong }: { label: ReactNode; amount: number; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex items-baseline justify-between gap-4 bg-brand-soft px-4 py-3 text-base font-bold text-ink'
          : 'flex items-baseline justify-between gap-4 px-4 py-2.5'
      }
    >
      <dt className={strong ? undefined : 'text-neutral-600'}>{label}</dt>
      <dd className="shrink-0 font-semibold whitespace-nowrap text-ink tabular-nums">
        {formatRupees(amount)}
      </dd>
    </div>
  );
}

/** Every line of an on-road price, the optional extras apart from the total, and its small print. */
export function OnRoadBreakdown({ quote }: { quote: OnRoadQuote }) {
  const { t } = useTranslation('onRoad');
  const code = usePageLanguageCode();
  const locale = LANGUAGES.find((language) => language.code === code)?.intlLocale ?? 'en-IN';
  return (
    <div className="space-y-4 text-sm">
      <dl className="divide-y divide-neutral-200 overflow-hidden rounded-xl border border-neutral-200">
        <Line label={t('exShowroomPrice')} amount={quote.exShowroom} />
        <Line label={roadTaxLabel(t, quote)} amount={quote.roadTax} />
        <Line label={t('registration')} amount={quote.registration} />
        <Line label={t('insurance')} amount={quote.insurance} />
        <Line label={t('total')} amount={quote.total} strong />
      </dl>
      {quote.optional.length > 0 && (
        <section aria-labelledby="on-road-optional-heading">
          <h3 id="on-road-optional-heading" className="font-semibold text-ink">
            {t('optional')} <span className="font-normal text-neutral-500">{t('notInTotal')}</span>
          </h3>
          <dl className="mt-2 divide-y divide-neutral-100 rounded-xl border border-dashed border-neutral-300">
            {quote.optional.map((line) => (
              <Line key={line.key} label={line.label} amount={line.amount} />
            ))}
          </dl>
        </section>
      )}
      <div className="space-y-1 text-xs text-neutral-600">
        <p className="flex flex-wrap items-center gap-2">
          <span>{t('ratesAsOf', { date: ratesDay(quote.ratesEffectiveFrom, locale) })}</span>
          {quote.demo && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-800">
              {t('demoFigures')}
            </span>
          )}
        </p>
        <p>{t('indicativeNote')}</p>
      </div>
    </div>
  );
}

interface OnRoadBreakdownDialogProps {
  open: boolean;
  onClose: () => void;
  quote: OnRoadQuote;
  /** Names what is priced under the title ("Shine, Disc"). */
  subject: ReactNode;
}

/** The breakdown in the shared modal: a dialog at every width, so there is one thing to test. */
export function OnRoadBreakdownDialog({
  open,
  onClose,
  quote,
  subject,
}: OnRoadBreakdownDialogProps) {
  const { t } = useTranslation('onRoad');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('priceIn', { town: t('town') })}
      description={subject}
      size="lg"
    >
      <OnRoadBreakdown quote={quote} />
    </Dialog>
  );
}
