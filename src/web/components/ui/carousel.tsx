import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

export type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselControls {
  selectedIndex: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
}

/** Previous / next / dot state of an embla carousel, kept in React state via embla's events. */
export function useCarouselControls(emblaApi: EmblaCarouselType | undefined): CarouselControls {
  const [state, setState] = useState({
    selectedIndex: 0,
    canScrollPrev: false,
    canScrollNext: false,
  });

  useEffect(() => {
    if (!emblaApi) return;
    const sync = (api: EmblaCarouselType) =>
      setState({
        selectedIndex: api.selectedScrollSnap(),
        canScrollPrev: api.canScrollPrev(),
        canScrollNext: api.canScrollNext(),
      });
    // 'init' has already fired by the time the api reaches us; 'reInit' and 'select' keep us current.
    queueMicrotask(() => sync(emblaApi));
    emblaApi.on('select', sync).on('reInit', sync);
    return () => {
      emblaApi.off('select', sync).off('reInit', sync);
    };
  }, [emblaApi]);

  const scrollPrev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const scrollNext = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);
  const scrollTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi]);

  return { ...state, scrollPrev, scrollNext, scrollTo };
}
