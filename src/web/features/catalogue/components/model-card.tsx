import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ModelSummary } from '../../../../shared/catalogue';
import { formatRupees } from '../../../../shared/format';
import {
  MODEL_PICTURE,
  PICTURE_SIZES,
  ResponsivePicture,
} from '../../../components/ui/responsive-picture';
import { AsWritten } from '../../../lib/catalogue-text';
import { cn } from '../../../lib/cn';

interface ModelCardProps {
  model: ModelSummary;
  /** When given, the whole card links there (the name is the link's text). */
  to?: string;
  /** Above-the-fold cards load eagerly; the rest wait until they are near the viewport. */
  eager?: boolean;
}

/** The summary's specs and their `catalogue` labels. */
export const SPEC_ROWS = [
  { key: 'engine', label: 'specEngine' },
  { key: 'power', label: 'specPower' },
  { key: 'transmission', label: 'specTransmission' },
] as const;

export function ModelCard({ model, to, eager = false }: ModelCardProps) {
  const { t } = useTranslation('catalogue');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:shadow-lg">
      {/* The picture fills the card's top edge to edge, in a box of its own shape: no second
          frame inside the card's own, no bands above and below (a picture of another shape is
          shown whole, centred). The grey holds the place while the picture loads. */}
      <div className="overflow-hidden bg-neutral-50">
        <ResponsivePicture
          src={model.image}
          alt={model.name}
          width={MODEL_PICTURE.width}
          height={MODEL_PICTURE.height}
          sizes={PICTURE_SIZES.cardOfThree}
          loading={eager ? 'eager' : 'lazy'}
          className={cn(
            MODEL_PICTURE.box,
            'w-full object-contain transition duration-300 group-hover:scale-[1.03]',
          )}
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-bold tracking-tight text-ink">
          {to ? (
            // The stretched link makes the whole card clickable while keeping one link per card.
            <Link to={to} className="after:absolute after:inset-0 hover:text-brand">
              {model.name}
            </Link>
          ) : (
            model.name
          )}
        </h3>
        <dl className="divide-y divide-neutral-100 text-sm">
          {SPEC_ROWS.map((row) => (
            <div key={row.key} className="flex items-baseline justify-between gap-4 py-2">
              <dt className="text-neutral-500">{t(row.label)}</dt>
              <dd className="text-right font-semibold text-ink">
                <AsWritten text={model.specs[row.key]} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-auto flex items-baseline justify-between gap-2 border-t border-neutral-100 pt-4">
          <span className="text-xs font-semibold uppercase tracking-wider text-neutral-500">
            {t('exShowroom')}
          </span>
          <span className="text-xl font-bold text-brand">{formatRupees(model.price)}</span>
        </p>
      </div>
    </article>
  );
}
