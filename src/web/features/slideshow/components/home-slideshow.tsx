import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDESHOW_INTERVAL_MS } from '../../../../shared/constants';
import { useCarouselControls } from '../../../components/ui/carousel';
import { ErrorMessage } from '../../../components/ui/error-message';
import { PICTURE_SIZES, ResponsivePicture } from '../../../components/ui/responsive-picture';
import { cn } from '../../../lib/cn';
import { useSlides } from '../api/get-slides';

// Slides are wide banners; the box keeps this ratio whatever the uploaded size, so nothing jumps.
const SLIDE_WIDTH = 1600;
const SLIDE_HEIGHT = 560;

const controlClass =
  'flex size-11 items-center justify-center rounded-full bg-white/85 text-ink shadow-md backdrop-blur transition hover:bg-white';

/** SPEC §2 Home / §4: slides from /api/images, auto-advancing every 5 s, wrapping, with arrows and dots. */
export function HomeSlideshow() {
  const { t } = useTranslation('slideshow');
  const { data: slides, isPending, isError, refetch } = useSlides();
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true });
  const { selectedIndex, scrollPrev, scrollNext, scrollTo } = useCarouselControls(emblaApi);
  // WCAG 2.2.2: moving content that starts by itself needs a way to pause it.
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!emblaApi || paused) return;
    const advance = () => emblaApi.scrollNext();
    let timer = window.setInterval(advance, SLIDESHOW_INTERVAL_MS);
    // Every slide change (arrow, dot, swipe or the timer itself) restarts the 5 s count,
    // so a slide never flips right after the visitor picked it.
    const restart = () => {
      window.clearInterval(timer);
      timer = window.setInterval(advance, SLIDESHOW_INTERVAL_MS);
    };
    emblaApi.on('select', restart);
    return () => {
      window.clearInterval(timer);
      emblaApi.off('select', restart);
    };
  }, [emblaApi, paused]);

  if (isPending) {
    return (
      <div
        role="status"
        aria-label={t('loading')}
        className="aspect-[1600/560] w-full animate-pulse bg-neutral-200"
      />
    );
  }
  if (isError) {
    return (
      <div className="page-container py-6">
        <ErrorMessage message={t('loadError')} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (slides.length === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('label')}
      className="group relative bg-neutral-900"
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slidePosition', { number: index + 1, total: slides.length })}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              {/* The first slide is Home's largest paint: fetched at once, at the phone's width. */}
              <ResponsivePicture
                src={slide.filepath}
                alt={t('slideAlt', { number: index + 1 })}
                width={SLIDE_WIDTH}
                height={SLIDE_HEIGHT}
                originalWidth={SLIDE_WIDTH}
                sizes={PICTURE_SIZES.fullWidth}
                className="aspect-[1600/560] w-full object-cover"
                priority={index === 0}
                loading={index === 0 ? undefined : 'lazy'}
                draggable={false}
              />
            </div>
          ))}
        </div>
      </div>

      {slides.length > 1 && (
        <>
          <button
            type="button"
            aria-label={t('previousSlide')}
            onClick={scrollPrev}
            className={cn(controlClass, 'absolute top-1/2 left-6 -translate-y-1/2 lg:left-16')}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button
            type="button"
            aria-label={t('nextSlide')}
            onClick={scrollNext}
            className={cn(controlClass, 'absolute top-1/2 right-14 -translate-y-1/2 lg:right-16')}
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-3">
            <button
              type="button"
              aria-label={paused ? t('play') : t('pause')}
              onClick={() => setPaused((value) => !value)}
              className="flex size-8 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70"
            >
              {paused ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
            </button>
            <div className="flex items-center rounded-full bg-black/40 px-1.5">
              {slides.map((slide, index) => (
                <button
                  key={slide.id}
                  type="button"
                  aria-label={t('goToSlide', { number: index + 1 })}
                  aria-current={index === selectedIndex ? 'true' : undefined}
                  onClick={() => scrollTo(index)}
                  className="group/dot flex h-8 items-center px-1.5"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-2.5 rounded-full transition-all',
                      index === selectedIndex
                        ? 'w-7 bg-white'
                        : 'w-2.5 bg-white/55 group-hover/dot:bg-white/85',
                    )}
                  />
                </button>
              ))}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
