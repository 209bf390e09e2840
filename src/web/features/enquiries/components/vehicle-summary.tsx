import { BadgeIndianRupee } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatRupees } from '../../../../shared/format';
import { ButtonLink } from '../../../components/ui/button';
import { PICTURE_SIZES, ResponsivePicture } from '../../../components/ui/responsive-picture';
import { hrefWithBike, hrefWithVariant } from '../../../lib/bike-param';
import { useAsWrittenLang } from '../../../lib/catalogue-text';
import { paths } from '../../../lib/paths';
import defaultBikeImage from '../assets/default-bike.svg';

/** The dealer's mark, shown when the model has no name picture of its own. */
const DEALER_LOGO = '/favicon.svg';
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

interface VehicleSummaryProps {
  bikeName: string;
  variant?: string | undefined;
  /** Rupees; undefined while it loads. */
  price?: number | undefined;
  image?: string | undefined;
  /** The model's name picture (SPEC §3 nameImg), when known. */
  nameImg?: string | undefined;
  /** The picture is still being looked up: a placeholder rather than the default bike. */
  imageLoading?: boolean;
  /** What the page adds under the ex-showroom price (the on-road price of this variant). */
  priceNote?: ReactNode;
}

/** A picture that falls back to the default bike when it is missing or fails to load (SPEC §2). */
function BikeImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const shown = src && failed !== src ? src : defaultBikeImage;
  return (
    <ResponsivePicture
      src={shown}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      sizes={PICTURE_SIZES.sideColumn}
      onError={() => setFailed(src)}
      className="aspect-[4/3] w-full object-contain"
    />
  );
}

/**
 * SPEC §2 PRODUCT ENQUIRY: the model's name and logo, its picture, 'All prices are Ex-Showroom
 * Price', the price in rupees and INTERESTED FOR FINANCE ?, which opens finance for this bike.
 */
export function VehicleSummary({
  bikeName,
  variant,
  price,
  image,
  nameImg,
  imageLoading = false,
  priceNote,
}: VehicleSummaryProps) {
  const { t } = useTranslation('forms');
  const asWritten = useAsWrittenLang();
  return (
    <section
      aria-labelledby="vehicle-name"
      className="overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between gap-4 border-b border-neutral-100 p-5 sm:p-6">
        <div className="min-w-0">
          <h2 id="vehicle-name" className="text-2xl font-bold tracking-tight text-ink">
            {bikeName}
          </h2>
          {variant && (
            <p className="text-sm font-medium text-neutral-600">
              {/* Honda's name for the variant, as written: English on a Marathi or Hindi page. */}
              <Trans
                t={t}
                i18nKey="variantLine"
                values={{ variant }}
                components={{ name: <span lang={asWritten} /> }}
              />
            </p>
          )}
        </div>
        <img
          src={nameImg || DEALER_LOGO}
          alt={nameImg ? t('bikeLogo', { bike: bikeName }) : t('dealerLogo')}
          width={nameImg ? 160 : 48}
          height={48}
          className="h-10 w-auto max-w-36 shrink-0 object-contain sm:h-12"
        />
      </div>
      <div className="bg-gradient-to-b from-neutral-50 to-neutral-100 p-4">
        {imageLoading ? (
          <div className="aspect-[4/3] w-full animate-pulse rounded-lg bg-neutral-200" />
        ) : (
          <BikeImage src={image} alt={bikeName} />
        )}
      </div>
      <div className="space-y-4 p-5 sm:p-6">
        <p className="text-sm text-neutral-600">{t('pricesExShowroom')}</p>
        <div className="flex items-center justify-between gap-4 rounded-xl border border-brand/20 bg-brand-soft px-5 py-4">
          <span className="flex items-center gap-2 text-sm font-semibold text-neutral-700">
            <BadgeIndianRupee aria-hidden="true" className="size-5 text-brand" />
            {t('exShowroomPrice')}
          </span>
          {price === undefined ? (
            <span className="h-7 w-28 animate-pulse rounded bg-neutral-200">
              <span className="sr-only">{t('loadingPrice')}</span>
            </span>
          ) : (
            <span className="text-2xl font-bold text-brand-dark">{formatRupees(price)}</span>
          )}
        </div>
        {priceNote}
        <ButtonLink
          to={hrefWithVariant(hrefWithBike(paths.finance.getHref(), bikeName), variant)}
          state={{ bikeName, bikePrice: price, variant }}
          variant="secondary"
          className="w-full"
        >
          {t('interestedInFinance')}
        </ButtonLink>
      </div>
    </section>
  );
}
