import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ModelSummary } from '../../../../shared/catalogue';
import { CAROUSEL_BREAKPOINTS } from '../../../../shared/constants';
import { formatRupees } from '../../../../shared/format';
import { buttonClasses } from '../../../components/ui/button';
import { useCarouselControls } from '../../../components/ui/carousel';
import { CarouselNav, useScrollSnapCount } from '../../../components/ui/carousel-nav';
import { compareWithNext } from '../../../lib/compare-link';
import { cn } from '../../../lib/cn';

// SPEC §4/§9: 1 card below 640 px, 2 from 640, 6 from 1024; a press of next moves a whole page.
// The slide widths below (basis-full / sm:basis-1/2 / lg:basis-1/6) are Tailwind's sm (40rem) and
// lg (64rem) breakpoints, which are the same 640 and 1024 px.
const CAROUSEL_OPTIONS = {
  align: 'start',
  containScroll: 'trimSnaps',
  slidesToScroll: 1,
  breakpoints: {
    [`(min-width: ${CAROUSEL_BREAKPOINTS.twoCards}px)`]: { slidesToScroll: 2 },
    [`(min-width: ${CAROUSEL_BREAKPOINTS.sixCards}px)`]: { slidesToScroll: 6 },
  },
} as const;

// bikeIcon is a square, round badge of the model (160 × 160 from the seed).
const ICON_SIZE = 160;

interface ModelCarouselProps {
  models: readonly ModelSummary[];
  selectedId: number;
  onSelect: (model: ModelSummary) => void;
  /** Accessible name of the carousel, e.g. 'Motorcycles'. */
  label: string;
}

/** A row of selectable model cards; the chosen one is aria-pressed and outlined in brand red. */
export function ModelCarousel({ models, selectedId, onSelect, label }: ModelCarouselProps) {
  const { t } = useTranslation('catalogue');
  const [emblaRef, emblaApi] = useEmblaCarousel(CAROUSEL_OPTIONS);
  const controls = useCarouselControls(emblaApi);
  const pageCount = useScrollSnapCount(emblaApi);

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <p className="mb-4 text-sm text-neutral-600">{t('modelCount', { count: models.length })}</p>
      <div ref={emblaRef} className="overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y py-2">
          {models.map((model, index) => {
            const selected = model.id === selectedId;
            const compare = compareWithNext(model.bikeName, models);
            return (
              <li
                key={model.id}
                className="flex min-w-0 shrink-0 grow-0 basis-full flex-col gap-1 pl-4 sm:basis-1/2 lg:basis-1/6"
              >
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(model)}
                  data-model-card={model.bikeName}
                  className={cn(
                    // The viewport clips overflow, so the focus ring is drawn inside the card.
                    'flex w-full flex-1 flex-col items-center gap-3 rounded-2xl border-2 px-3 py-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-offset-[-5px]',
                    selected
                      ? 'border-brand bg-brand-soft shadow-md'
                      : 'border-neutral-200 bg-white hover:border-neutral-300',
                  )}
                >
                  {/* Decorative: the button's name is the model name written beside it. */}
                  <img
                    src={model.bikeIcon}
                    alt=""
                    width={ICON_SIZE}
                    height={ICON_SIZE}
                    loading={index < 2 ? 'eager' : 'lazy'}
                    fetchPriority="low"
                    decoding="async"
                    draggable={false}
                    className="size-24 rounded-full object-contain"
                  />
                  <span className="text-sm leading-snug font-bold text-ink">{model.name}</span>
                  <span className="mt-auto text-sm font-semibold text-brand">
                    {formatRupees(model.price)}
                  </span>
                </button>
                {/* Beside the card, not in it: the card is a button, and a link cannot sit inside one. */}
                <Link
                  to={compare.href}
                  className={buttonClasses(
                    'link',
                    'md',
                    'self-center px-2 py-1 text-sm focus-visible:outline-offset-[-3px]',
                  )}
                >
                  {t('compare')}
                  <span className="sr-only">
                    {' '}
                    {compare.partner
                      ? t('compareWith', { bike: model.bikeName, partner: compare.partner })
                      : model.bikeName}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <CarouselNav
        controls={controls}
        pageCount={pageCount}
        noun={t('carouselNoun')}
        className="mt-4"
      />
    </section>
  );
}
