import { Bike, Calculator } from 'lucide-react';
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BikeView, Variant } from '../../../../shared/catalogue';
import { formatIndianNumber, formatRupees } from '../../../../shared/format';
import { ButtonLink } from '../../../components/ui/button';
import { ListboxSelect } from '../../../components/ui/listbox-select';
import { PICTURE_SIZES, ResponsivePicture } from '../../../components/ui/responsive-picture';
import { hrefWithBike, hrefWithVariant } from '../../../lib/bike-param';
import { useAsWrittenLang } from '../../../lib/catalogue-text';
import { paths } from '../../../lib/paths';

const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 640;

/** The variant on show, for what the page adds beside its price. */
export interface VariantChoice {
  bikeName: string;
  /** Undefined for a model without variants, or while they load (then `ready` is false). */
  variant: string | undefined;
  ready: boolean;
}

interface OverviewPanelProps {
  bike: BikeView;
  /** Undefined while the variants load; the bike's own price shows meanwhile. */
  variants: readonly Variant[] | undefined;
  variantExtras?: ((choice: VariantChoice) => ReactNode) | undefined;
}

/**
 * SPEC §2 overview: picture, name, details, 'Start from ₹ price/-', variants and BOOK TEST RIDE.
 * Memoised, as the specifications panel: a switch of tab draws the tabs again, not every panel
 * (the slowest tap of bench/inp on a slowed phone).
 */
export const OverviewPanel = memo(function OverviewPanel({
  bike,
  variants,
  variantExtras,
}: OverviewPanelProps) {
  const { t } = useTranslation('bikeDetails');
  const asWritten = useAsWrittenLang();
  const [variantName, setVariantName] = useState<string>();
  // The first variant is chosen until the visitor picks another (SPEC §2).
  const variant = variants?.find((v) => v.name === variantName) ?? variants?.[0];
  const price = variant?.price ?? bike.bikePrice;
  const vehicleState = {
    bikeName: bike.bikeName,
    bikePrice: price,
    image: bike.image,
    variant: variant?.name,
  };

  return (
    <div className="grid grid-cols-1 items-center gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
      <div className="overflow-hidden rounded-3xl bg-neutral-50">
        <ResponsivePicture
          src={bike.image}
          alt={bike.bikeName}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          sizes={PICTURE_SIZES.mainColumn}
          priority
          className="aspect-[3/2] w-full object-contain"
        />
      </div>
      <div className="flex flex-col gap-6">
        <div>
          {/* The page's h1 and this tab already name the bike: the panel's heading is for
              screen readers' heading lists only, so the name is not read four times on a phone. */}
          <h2 className="sr-only">{bike.bikeName}</h2>
          <p className="eyebrow">{t('overview')}</p>
          <p className="mt-3 leading-relaxed text-neutral-600">{bike.bikeDetails}</p>
        </div>
        <p className="rounded-2xl bg-neutral-50 px-5 py-4" aria-live="polite">
          <span className="block text-xs font-semibold tracking-wider text-neutral-500 uppercase">
            {t('exShowroomPrice')}
          </span>
          <span className="mt-1 block text-2xl font-extrabold tracking-tight text-brand sm:text-3xl">
            {t('startFrom', { price: formatIndianNumber(price) })}
          </span>
        </p>
        {variants && variants.length > 0 && variant && (
          <ListboxSelect
            label={t('variant')}
            options={variants.map((v) => ({
              value: v.name,
              label: v.name,
              // Honda's name for the variant, as written: English on a Marathi or Hindi page.
              lang: asWritten,
              detail: formatRupees(v.price),
            }))}
            value={variant.name}
            onChange={setVariantName}
          />
        )}
        {variantExtras?.({
          bikeName: bike.bikeName,
          variant: variant?.name,
          ready: variants !== undefined,
        })}
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink
            to={hrefWithVariant(
              hrefWithBike(paths.testRideBooking.getHref(), bike.bikeName),
              variant?.name,
            )}
            state={vehicleState}
            className="h-12 w-full sm:w-auto"
          >
            <Bike aria-hidden="true" className="size-5" />
            {t('bookTestRide')}
          </ButtonLink>
          {/* The finance page's EMI calculator, offered this variant's ex-showroom or on-road price. */}
          <ButtonLink
            to={hrefWithVariant(
              hrefWithBike(paths.finance.getHref(), bike.bikeName),
              variant?.name,
            )}
            state={vehicleState}
            variant="secondary"
            className="h-12 w-full sm:w-auto"
          >
            <Calculator aria-hidden="true" className="size-5" />
            {t('emi')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
});
