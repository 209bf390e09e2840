// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadTags } from '../../lib/head';
import { PICTURE_SIZES, ResponsivePicture } from './responsive-picture';

afterEach(cleanup);

const HASH = '0123456789abcdef0123456789abcdef';
const SLIDE = `/media/${HASH}.webp`;

describe('ResponsivePicture', () => {
  it('offers a stored picture at 400, 800 and 1200 px with the sizes of its place', () => {
    render(
      <ResponsivePicture
        src={SLIDE}
        alt="Slide"
        width={960}
        height={640}
        sizes={PICTURE_SIZES.cardOfThree}
      />,
    );
    const img = screen.getByRole('img', { name: 'Slide' });
    expect(img.getAttribute('src')).toBe(SLIDE);
    expect(img.getAttribute('srcset')).toBe(
      `/media/${HASH}.w400.webp 400w, /media/${HASH}.w800.webp 800w, /media/${HASH}.w1200.webp 1200w`,
    );
    expect(img.getAttribute('sizes')).toBe(PICTURE_SIZES.cardOfThree);
    expect(img.getAttribute('width')).toBe('960');
    expect(img.getAttribute('height')).toBe('640');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('offers the same widths in AVIF first, to the browsers that take it', () => {
    const { container } = render(
      <ResponsivePicture src={SLIDE} alt="Slide" width={960} height={640} sizes="100vw" />,
    );
    const picture = container.querySelector('picture');
    expect(picture?.className).toBe('contents');
    const [source, img] = Array.from(picture?.children ?? []);
    expect(source?.tagName).toBe('SOURCE');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(
      `/media/${HASH}.w400.avif 400w, /media/${HASH}.w800.avif 800w, /media/${HASH}.w1200.avif 1200w`,
    );
    expect(source?.getAttribute('sizes')).toBe('100vw');
    expect(img).toBe(screen.getByRole('img', { name: 'Slide' }));
  });

  it('adds the picture itself for wide screens when it is wider than 1200 px', () => {
    render(
      <ResponsivePicture
        src={SLIDE}
        alt="Slide"
        width={1600}
        height={560}
        originalWidth={1600}
        sizes="100vw"
      />,
    );
    expect(screen.getByRole('img').getAttribute('srcset')).toMatch(
      new RegExp(`w1200\\.webp 1200w, ${SLIDE} 1600w$`),
    );
    // No AVIF for it: its full width exists only as stored, and AVIF would stop at 1200 px.
    expect(document.querySelector('source')).toBeNull();
  });

  it('loads the main picture at once and first, and leaves the others to the caller', () => {
    // What the server's drawing puts in <head>: the AVIF widths of the main picture.
    const head: string[] = [];
    const main = renderToString(
      <HeadTags value={head}>
        <ResponsivePicture src={SLIDE} alt="" width={1} height={1} sizes="100vw" priority />
      </HeadTags>,
    );
    expect(main).toContain('fetchPriority="high"');
    expect(main).toContain('loading="eager"');
    expect(head).toHaveLength(1);
    expect(head[0]).toMatch(
      /^<link rel="preload" as="image"[^>]* type="image\/avif"[^>]* imagesrcset="[^"]*\.w400\.avif 400w[^>]* fetchpriority="high">$/,
    );
    const laterHead: string[] = [];
    const later = renderToString(
      <HeadTags value={laterHead}>
        <ResponsivePicture src={SLIDE} alt="" width={1} height={1} sizes="100vw" loading="lazy" />
      </HeadTags>,
    );
    expect(later).toContain('loading="lazy"');
    expect(later).not.toContain('fetchPriority');
    expect(laterHead).toEqual([]);
  });

  it('draws any other address as given, without srcset or sizes', () => {
    for (const src of [
      '/icons/bike.svg',
      'https://example.com/a.webp',
      `/media/${HASH}.pdf`,
      `/media/${HASH}.w400.webp`,
    ]) {
      const html = renderToString(
        <ResponsivePicture src={src} alt="x" width={10} height={10} sizes="100vw" />,
      );
      expect(html, src).toContain(`src="${src}"`);
      expect(html, src).not.toMatch(/srcSet|sizes|<picture/i);
    }
  });
});
