import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slide } from '../../../../shared/catalogue';
import { MOBILE_BREAKPOINT_PX, SLIDESHOW_INTERVAL_MS } from '../../../../shared/constants';
import { pictureSrcset } from '../../../../shared/pictures';
import { ButtonLink } from '../../../components/ui/button';
import { useCarouselControls, useLazyEmblaCarousel } from '../../../components/ui/carousel';
import { ErrorMessage } from '../../../components/ui/error-message';
import { PICTURE_SIZES } from '../../../components/ui/responsive-picture';
import { cn } from '../../../lib/cn';
import { PreloadImage } from '../../../lib/head';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSlides } from '../api/get-slides';

// Slides are wide banners; the box keeps its ratio whatever the uploaded size, so nothing jumps.
const SLIDE_WIDTH = 1600;
const SLIDE_HEIGHT = 560;
/** A little taller on a tablet, so a slide's text and the controls beneath it both fit. */
const BOX = 'aspect-[16/7] lg:aspect-[1600/560]';

/** SPEC: the slideshow shows from 768 px; below, the page hides it and its pictures stay unfetched. */
const WIDE = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
const NARROW = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
/** A transparent pixel: what a phone takes for a slide's picture instead of the picture. */
const NO_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const CAROUSEL_OPTIONS = { loop: true } as const;

const arrowClass =
  'pointer-events-auto flex size-11 shrink-0 items-center justify-center rounded-full bg-white/85 text-ink shadow-md backdrop-blur transition hover:bg-white';

/**
 * A slide's picture, drawn by the server with the page. A phone matches the first source and
 * takes a transparent pixel, so it downloads no slide; from 768 px the browser picks the width it
 * needs. The first slide is the wide page's largest paint: preloaded at once, for wide screens
 * only (React preloads no <img> inside a <picture> by itself).
 */
function SlidePicture({ src, alt, first }: { src: string; alt: string; first: boolean }) {
  const srcSet = pictureSrcset(src, SLIDE_WIDTH);
  const sizes = srcSet ? PICTURE_SIZES.fullWidth : undefined;
  return (
    <picture className="contents">
      {first && (
        <PreloadImage
          href={src}
          media={WIDE}
          {...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {})}
        />
      )}
      {/* Described (1w at 1px) so that no checker reads the data URL's comma as a second
          candidate and asks for sizes. */}
      <source media={NARROW} srcSet={`${NO_PICTURE} 1w`} sizes="1px" />
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={SLIDE_WIDTH}
        height={SLIDE_HEIGHT}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        draggable={false}
        className={cn(BOX, 'w-full object-cover')}
      />
    </picture>
  );
}

/**
 * The slide's title, subtitle and button, as text over the picture: a real heading and a real
 * link, in the page's language. A scrim on the text side keeps white text legible on any
 * picture; the text starts at the header's content edge (page-container) and leaves the bottom
 * band to the controls.
 */
function SlideText({ slide }: { slide: Slide }) {
  const button = slide.ctaLabel && slide.ctaHref ? slide : null;
  if (!slide.title && !slide.subtitle && !button) return null;
  return (
    <>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-r from-black/80 via-black/60 via-55% to-transparent"
      />
      <div className="absolute inset-0 flex items-center pb-16">
        <div className="page-container">
          <div className="max-w-[55%] text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.45)] lg:max-w-xl">
            {slide.title && (
              <h2 className="line-clamp-3 text-2xl leading-tight font-extrabold tracking-tight text-balance lg:text-4xl xl:text-5xl">
                {slide.title}
              </h2>
            )}
            {slide.subtitle && (
              <p className="mt-2 line-clamp-3 text-base leading-snug text-white/90 lg:mt-4 lg:text-lg xl:text-xl">
                {slide.subtitle}
              </p>
            )}
            {button && (
              <ButtonLink to={button.ctaHref as string} className="mt-4 [text-shadow:none] lg:mt-7">
                {button.ctaLabel}
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * SPEC §2 Home / §4: slides from /api/images, auto-advancing every 5 s, wrapping, with arrows and
 * dots. Drawn by the server with the page; the page hides it below 768 px.
 */
export function HomeSlideshow() {
  const { t } = useTranslation('slideshow');
  const { data: slides, isPending, isError, refetch } = useSlides();
  // Hidden on phones: nothing to advance there, and the carousel's script is never fetched.
  const shown = useMediaQuery(WIDE);
  const [emblaRef, emblaApi] = useLazyEmblaCarousel(CAROUSEL_OPTIONS, shown);
  const { selectedIndex, scrollPrev, scrollNext, scrollTo } = useCarouselControls(emblaApi);
  // WCAG 2.2.2: moving content that starts by itself needs a way to pause it.
  const [paused, setPaused] = useState(false);
  // A slide must not move away while the visitor is on its link (APG carousel pattern); focus on
  // the controls leaves the timer running, as a click on a dot does.
  const [focusedWithin, setFocusedWithin] = useState(false);

  useEffect(() => {
    if (!emblaApi || paused || focusedWithin || !shown) return;
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
  }, [emblaApi, paused, focusedWithin, shown]);

  if (isPending) {
    return (
      <div
        role="status"
        aria-label={t('loading')}
        className={cn(BOX, 'w-full animate-pulse bg-neutral-200')}
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
      className="relative bg-neutral-900"
    >
      <div
        ref={emblaRef}
        className="overflow-hidden"
        onFocus={() => setFocusedWithin(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusedWithin(false);
        }}
      >
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slidePosition', { number: index + 1, total: slides.length })}
              // Only the slide in view can be reached: the others' links are out of sight.
              inert={index !== selectedIndex}
              className="relative min-w-0 shrink-0 grow-0 basis-full"
            >
              <SlidePicture
                src={slide.filepath}
                alt={t('slideAlt', { number: index + 1 })}
                first={index === 0}
              />
              <SlideText slide={slide} />
            </div>
          ))}
        </div>
      </div>

      {slides.length > 1 && (
        // Beneath the text, from the same edge: the arrows never cover a slide's words, and stay
        // clear of the social tab at the screen's right edge.
        <div className="pointer-events-none absolute inset-x-0 bottom-0 pb-4">
          <div className="page-container flex items-center gap-2">
            <button
              type="button"
              aria-label={t('previousSlide')}
              onClick={scrollPrev}
              className={arrowClass}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <div className="pointer-events-auto flex items-center rounded-full bg-black/45 px-1.5">
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
            <button
              type="button"
              aria-label={t('nextSlide')}
              onClick={scrollNext}
              className={arrowClass}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              aria-label={paused ? t('play') : t('pause')}
              onClick={() => setPaused((value) => !value)}
              className="pointer-events-auto ml-1 flex size-9 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70"
            >
              {paused ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
