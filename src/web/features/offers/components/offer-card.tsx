import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../../shared/catalogue';
import { PICTURE_SIZES, ResponsivePicture } from '../../../components/ui/responsive-picture';

// Offer banners are 3:2 (960 × 640 from the seed).
const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 640;

/** The newest offer: banner, title and the full description (its terms included). */
export function OfferCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offers');
  return (
    <article
      aria-labelledby="offer-title"
      className="overflow-hidden rounded-3xl border border-neutral-200 bg-white shadow-sm"
    >
      <ResponsivePicture
        src={offer.image}
        alt={offer.title}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        sizes={PICTURE_SIZES.mainColumn}
        priority
        className="aspect-[3/2] w-full bg-neutral-100 object-cover"
      />
      <div className="p-6 sm:p-8">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1 text-xs font-bold tracking-wider text-brand uppercase">
          <BadgePercent aria-hidden="true" className="size-4" />
          {t('latestOffer')}
        </p>
        <h2
          id="offer-title"
          className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl"
        >
          {offer.title}
        </h2>
        <p className="mt-4 leading-relaxed whitespace-pre-line text-neutral-700">
          {offer.description}
        </p>
      </div>
    </article>
  );
}
