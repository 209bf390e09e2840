import useEmblaCarousel from 'embla-carousel-react';
import type { ReactNode } from 'react';
import { useCarouselControls } from '../../../components/ui/carousel';
import { CarouselNav, useScrollSnapCount } from '../../../components/ui/carousel-nav';

interface CardCarouselProps<T> {
  title: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Plural noun for the control labels: 'Previous features', 'Go to features page 2 of 3'. */
  noun: string;
}

/** SPEC §2 FEATURES / ACCESSORIES: cards 1 / 2 / 3 across, previous / next and dots. */
export function CardCarousel<T>({ title, items, getKey, renderItem, noun }: CardCarouselProps<T>) {
  // 'auto' moves by as many cards as are in view, so every dot is one page.
  const [emblaRef, emblaApi] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 'auto',
  });
  const controls = useCarouselControls(emblaApi);
  const pageCount = useScrollSnapCount(emblaApi);

  return (
    <section aria-roledescription="carousel" aria-label={title}>
      <h2 className="mb-5 text-2xl font-bold tracking-tight text-ink">{title}</h2>
      <div ref={emblaRef} className="overflow-hidden">
        <ul className="-ml-5 flex touch-pan-y py-2">
          {items.map((item, index) => (
            <li
              key={getKey(item)}
              className="min-w-0 shrink-0 grow-0 basis-full pl-5 sm:basis-1/2 lg:basis-1/3"
            >
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      </div>
      <CarouselNav controls={controls} pageCount={pageCount} noun={noun} className="mt-4" />
    </section>
  );
}
