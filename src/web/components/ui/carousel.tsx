import type { EmblaOptionsType } from 'embla-carousel';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

export type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

/**
 * An embla carousel whose script is fetched only when it is `wanted`: Home's slideshow is shown
 * from 768 px alone, and embla-carousel-react put 7 KB of script on every page's first load
 * (Home is in the main chunk) for a phone that never shows it. The markup is drawn as before;
 * the carousel takes it over once its script has come. `options` must keep its identity.
 */
export function useLazyEmblaCarousel(
  options: EmblaOptionsType,
  wanted: boolean,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!wanted || !viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let left = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (left) return;
      carousel = EmblaCarousel(viewport, options);
      setApi(carousel);
    });
    return () => {
      left = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [options, wanted, viewport]);
  return [setViewport, api];
}

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
