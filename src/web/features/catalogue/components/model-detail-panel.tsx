import { Calculator, Eye, FileText, Info, Rotate3d } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelSummary } from '../../../../shared/catalogue';
import { normaliseBikeName } from '../../../../shared/models';
import { BIKES_WITHOUT_DETAILS } from '../../../../shared/constants';
import { formatRupees } from '../../../../shared/format';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button';
import {
  MODEL_PICTURE,
  PICTURE_SIZES,
  ResponsivePicture,
} from '../../../components/ui/responsive-picture';
import { SectionHeading } from '../../../components/ui/section-heading';
import { hrefWithBike } from '../../../lib/bike-param';
import { paths } from '../../../lib/paths';
import { AsWritten } from '../../../lib/catalogue-text';
import { cn } from '../../../lib/cn';
import { SPEC_ROWS } from './model-card';

/** SPEC §2: on the bike page, View Details and Angle View do nothing for these two models. */
export function hasDetails(model: ModelSummary, isBikePage: boolean): boolean {
  if (!isBikePage) return true;
  const name = normaliseBikeName(model.bikeName);
  return !(BIKES_WITHOUT_DETAILS as readonly string[]).includes(name);
}

function DetailsAction({
  enabled,
  to,
  state,
  icon,
  children,
}: {
  enabled: boolean;
  to: string;
  state: unknown;
  icon: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  // A disabled button rather than a dead link: it is announced as unavailable and cannot be followed.
  if (!enabled) {
    return (
      <Button
        variant="secondary"
        className="whitespace-nowrap"
        disabled
        title={t('detailsComingSoon')}
        aria-describedby="model-details-unavailable"
      >
        {icon}
        {children}
      </Button>
    );
  }
  return (
    <ButtonLink to={to} state={state} variant="secondary" className="whitespace-nowrap">
      {icon}
      {children}
    </ButtonLink>
  );
}

interface ModelDetailPanelProps {
  model: ModelSummary;
  /** /motorcycle: XBLADE and CD110DELUXE have no details page (SPEC §2). */
  isBikePage: boolean;
}

/** The chosen model: big picture, specs, ex-showroom price and the four actions of SPEC §2. */
export function ModelDetailPanel({ model, isBikePage }: ModelDetailPanelProps) {
  const { t } = useTranslation('catalogue');
  const detailsEnabled = hasDetails(model, isBikePage);
  const bikeState = { bikeName: model.bikeName };
  // Below 400 px the four buttons drop their icons so every label fits on one line.
  const iconClass = 'hidden size-4 min-[400px]:block';

  return (
    <section
      aria-labelledby="model-detail-heading"
      className="grid grid-cols-1 overflow-hidden rounded-3xl border border-neutral-200 bg-white shadow-sm lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      {/* The picture spans its column in a box of its own shape, on the card's white: a grey
          column around it framed the picture's own backdrop a second time. */}
      <div className="flex items-center">
        <ResponsivePicture
          key={model.id}
          src={model.image}
          alt={model.name}
          width={MODEL_PICTURE.width}
          height={MODEL_PICTURE.height}
          sizes={PICTURE_SIZES.mainColumn}
          // The list page's largest picture on a phone: asked for before the model icons.
          priority
          className={cn(MODEL_PICTURE.box, 'w-full object-contain')}
        />
      </div>
      <div className="flex flex-col gap-6 p-5 sm:p-8">
        <SectionHeading id="model-detail-heading" eyebrow={t('yourChoice')} title={model.name} />
        <dl className="divide-y divide-neutral-100 rounded-xl border border-neutral-200 text-sm">
          {SPEC_ROWS.map((row) => (
            <div key={row.key} className="flex items-baseline justify-between gap-4 px-4 py-3">
              <dt className="text-neutral-500">{t(row.label)}</dt>
              <dd className="text-right font-semibold text-ink">
                <AsWritten text={model.specs[row.key]} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="text-xs font-semibold tracking-wider text-neutral-500 uppercase">
            {t('exShowroomPrice')}
          </span>
          <span className="text-3xl font-extrabold tracking-tight text-brand">
            {formatRupees(model.price)}
          </span>
        </p>
        <div className="grid grid-cols-2 gap-3">
          <ButtonLink
            to={hrefWithBike(paths.finance.getHref(), model.bikeName)}
            state={{ bikeName: model.bikeName, bikePrice: model.price }}
            className="whitespace-nowrap"
          >
            <Calculator aria-hidden="true" className={iconClass} />
            {t('emi')}
          </ButtonLink>
          <a
            href={model.document}
            target="_blank"
            rel="noopener"
            className={buttonClasses('secondary', 'md', 'whitespace-nowrap')}
          >
            <FileText aria-hidden="true" className={iconClass} />
            {t('brochure')}
            <span className="sr-only"> {t('brochureOpensInNewTab')}</span>
          </a>
          <DetailsAction
            enabled={detailsEnabled}
            to={hrefWithBike(paths.viewDetails.getHref(), model.bikeName)}
            state={bikeState}
            icon={<Eye aria-hidden="true" className={iconClass} />}
          >
            {t('viewDetails')}
          </DetailsAction>
          <DetailsAction
            enabled={detailsEnabled}
            to={hrefWithBike(paths.angleView.getHref(), model.bikeName)}
            state={bikeState}
            icon={<Rotate3d aria-hidden="true" className={iconClass} />}
          >
            {t('angleView')}
          </DetailsAction>
        </div>
        {!detailsEnabled && (
          <p
            id="model-details-unavailable"
            className="-mt-2 flex items-center gap-2 text-sm text-neutral-600"
          >
            <Info aria-hidden="true" className="size-4 shrink-0 text-brand" />
            {t('detailsComingSoonHelp')}
          </p>
        )}
        <p className="mt-auto text-xs text-neutral-500">{t('allPricesExShowroom')}</p>
      </div>
    </section>
  );
}
