import type { ComponentProps } from 'react';
import { pictureAvifSrcset, pictureSrcset, pictureWidthPath } from '../../../shared/pictures';
import { PreloadImage } from '../../lib/head';

/**
 * A model's picture (the catalogue's main one) is 3:2, as the demo catalogue draws it (960 × 640).
 * Every box that shows one has that shape, so the picture fills it with no empty bands around it;
 * `box` is the Tailwind class of the shape.
 */
export const MODEL_PICTURE = { width: 960, height: 640, box: 'aspect-[3/2]' } as const;

/**
 * How wide a picture is drawn, per layout, for the `sizes` attribute: from it the browser picks
 * the narrowest width that still fills the box at the screen's pixel density. The breakpoints are
 * Tailwind's sm (640 px) and lg (1024 px); the page container is at most 80rem with 2rem padding.
 */
export const PICTURE_SIZES = {
  /** Edge to edge (the home slideshow, the gallery's enlarged picture). */
  fullWidth: '100vw',
  /** The wide column of a 3fr / 2fr split from lg (a bike's picture, its colours, an offer). */
  mainColumn: '(min-width: 1024px) 700px, 100vw',
  /** The narrower column of a two-column page from lg (the bike beside an enquiry form). */
  sideColumn: '(min-width: 1024px) 600px, 100vw',
  /** A card in a grid or carousel of 1, 2 from sm and 3 from lg. */
  cardOfThree: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  /** A tile in a grid of 2, 3 from lg. */
  tileOfThree: '(min-width: 1024px) 400px, 50vw',
} as const;

type ResponsivePictureProps = Omit<ComponentProps<'img'>, 'srcSet' | 'sizes'> & {
  src: string;
  alt: string;
  /** The layout box's width and height: they reserve the space, so nothing moves as it loads. */
  width: number;
  height: number;
  sizes: string;
  /** The picture's own width, when it is wider than the widest stored width (a slide). */
  originalWidth?: number;
  /** The page's main picture above the fold (its LCP): fetched at once and before the others. */
  priority?: boolean;
};

/**
 * A picture the phone downloads at the width it needs: a stored picture (`/media/…`) gets a srcset
 * of its stored widths, in AVIF for the browsers that take it and WebP for the rest; any other
 * address (an SVG icon, another site) is drawn as given. The <picture> around it is
 * `display: contents`, so the <img> lays out as if it stood alone. The markup depends on the props
 * alone, so the server's drawing and the first render in the browser are the same.
 */
export function ResponsivePicture({
  src,
  sizes,
  originalWidth,
  priority = false,
  loading,
  decoding = 'async',
  fetchPriority,
  ...rest
}: ResponsivePictureProps) {
  const srcSet = pictureSrcset(src, originalWidth);
  const avifSrcSet = pictureAvifSrcset(src, originalWidth);
  const image = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      loading={priority ? 'eager' : loading}
      decoding={decoding}
      fetchPriority={priority ? 'high' : fetchPriority}
      {...rest}
    />
  );
  if (!avifSrcSet) {
    return priority ? (
      <>
        <PreloadImage href={src} {...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {})} />
        {image}
      </>
    ) : (
      image
    );
  }
  // A main picture's AVIF widths are preloaded in the server-drawn page's <head> (every browser
  // this site supports decodes AVIF; one that does not skips a preload of that type).
  return (
    <picture className="contents">
      {priority && (
        <PreloadImage
          href={pictureWidthPath(src, 800, 'avif') as string}
          type="image/avif"
          imageSrcSet={avifSrcSet}
          imageSizes={sizes}
        />
      )}
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {image}
    </picture>
  );
}
