import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { CarouselControls, EmblaCarouselType } from './carousel';

/** How many scroll positions (pages) the carousel has now; changes with the breakpoint. */
export function useScrollSnapCount(emblaApi: EmblaCarouselType | undefined): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!emblaApi) return;
    const sync = (api: EmblaCarouselType) => setCount(api.scrollSnapList().length);
    queueMicrotask(() => sync(emblaApi));
    emblaApi.on('reInit', sync);
    return () => {
      emblaApi.off('reInit', sync);
    };
  }, [emblaApi]);
  return count;
}

const arrowClass =
  'flex size-10 shrink-0 items-center justify-center rounded-full border border-neutral-300 bg-white text-ink shadow-sm transition hover:border-brand hover:text-brand disabled:cursor-not-allowed disabled:border-neutral-200 disabled:text-neutral-300 disabled:shadow-none disabled:hover:text-neutral-300';

/** The previous or next button of a carousel, disabled at its end (SPEC §4). */
export function CarouselArrowButton({
  direction,
  controls,
  noun,
}: {
  direction: 'previous' | 'next';
  controls: CarouselControls;
  /** Plural noun for the label: 'Previous models', 'Next models'. */
  noun: string;
}) {
  const { t } = useTranslation('ui');
  const previous = direction === 'previous';
  const Icon = previous ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={t(previous ? 'previousItems' : 'nextItems', { noun })}
      disabled={previous ? !controls.canScrollPrev : !controls.canScrollNext}
      onClick={previous ? controls.scrollPrev : controls.scrollNext}
      className={arrowClass}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/** One dot per scroll position; the current one is wider and marked aria-current. */
export function CarouselDots({
  count,
  controls,
  noun,
  className,
}: {
  count: number;
  controls: CarouselControls;
  /** Noun for the labels: 'Go to features page 2 of 3'. */
  noun: string;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  if (count < 2) return null;
  return (
    <div className={cn('flex flex-wrap items-center justify-center', className)}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={t('goToPage', { noun, page: index + 1, total: count })}
          aria-current={index === controls.selectedIndex ? 'true' : undefined}
          onClick={() => controls.scrollTo(index)}
          className="group flex h-8 items-center px-1.5"
        >
          <span
            aria-hidden="true"
            className={cn(
              'block h-2.5 rounded-full transition-all',
              index === controls.selectedIndex
                ? 'w-7 bg-brand'
                : 'w-2.5 bg-neutral-300 group-hover:bg-neutral-400',
            )}
          />
        </button>
      ))}
    </div>
  );
}

/** The row under a carousel: previous, one dot per page, next. */
export function CarouselNav({
  controls,
  pageCount,
  noun,
  className,
}: {
  controls: CarouselControls;
  pageCount: number;
  /** Plural noun for the labels: 'Previous models', 'Go to models page 2 of 3'. */
  noun: string;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center justify-center gap-3', className)}>
      <CarouselArrowButton direction="previous" controls={controls} noun={noun} />
      <CarouselDots count={pageCount} controls={controls} noun={noun} />
      <CarouselArrowButton direction="next" controls={controls} noun={noun} />
    </div>
  );
}
