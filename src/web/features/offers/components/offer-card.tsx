import { BadgePercent } from 'lucide-react';
import type { Offer } from '../../../../shared/catalogue';

// Offer banners are 3:2 (960 × 640 from the seed).
const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 640;

/** The newest offer: banner, title and the full description (its terms included). */
export function OfferCard({ offer }: { offer: Offer }) {
  return (
    <article
      aria-labelledby="offer-title"
      className="overflow-hidden rounded-3xl border border-neutral-200 bg-white shadow-sm"
    >
      <img
        src={offer.image}
        alt={offer.title}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        fetchPriority="high"
        className="aspect-[3/2] w-full bg-neutral-100 object-cover"
      />
      <div className="p-6 sm:p-8">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1 text-xs font-bold tracking-wider text-brand uppercase">
          <BadgePercent aria-hidden="true" className="size-4" />
          Latest offer
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
