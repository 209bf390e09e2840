// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import home from '../i18n/locales/en/home.json';
import { HeadTags, PageHead, PreloadImage } from './head';
import { DEFAULT_TITLE } from './single-title';

afterEach(cleanup);

const titles = () => Array.from(document.head.querySelectorAll('title'), (title) => title.text);
const meta = (name: string) =>
  Array.from(
    document.head.querySelectorAll<HTMLMetaElement>(`meta[name="${name}"]`),
    (tag) => tag.content,
  );
// Effects run after the browser paints.
const painted = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the title a page starts with', () => {
  it('is the one index.html gives the page before its scripts run', () => {
    expect(/<title>([^<]*)<\/title>/.exec(indexHtml)?.[1]).toBe(DEFAULT_TITLE);
  });

  it('is the one English Home declares, so the page does not change its title as it starts', () => {
    expect(home.title).toBe(DEFAULT_TITLE);
  });
});

describe("a page's head", () => {
  it('is written into the server’s list, escaped, once however often it is declared', () => {
    const head: string[] = [];
    const markup = renderToString(
      <HeadTags value={head}>
        <PageHead title={'Shine & "SP" <125>'} description="Rides well" robots="noindex" />
        <PreloadImage
          href="/media/a.w800.avif"
          type="image/avif"
          imageSrcSet="/media/a.w400.avif 400w"
        />
        <PreloadImage
          href="/media/a.w800.avif"
          type="image/avif"
          imageSrcSet="/media/a.w400.avif 400w"
        />
      </HeadTags>,
    );
    // Nothing in the page itself: the tags belong in <head>.
    expect(markup).toBe('');
    expect(head).toEqual([
      '<title>Shine &amp; &quot;SP&quot; &lt;125&gt;</title>',
      '<meta name="description" content="Rides well">',
      '<meta name="robots" content="noindex">',
      '<link rel="preload" as="image" href="/media/a.w800.avif" type="image/avif" imagesrcset="/media/a.w400.avif 400w" fetchpriority="high">',
    ]);
  });

  it('is kept in step in the browser as pages come and go, with one title and one description', async () => {
    document.head.innerHTML = `<title>${DEFAULT_TITLE}</title><meta name="description" content="Server's">`;
    const { rerender, unmount } = render(
      <PageHead title="Motorcycles" description="All of them" />,
    );
    await painted();
    expect(titles()).toEqual(['Motorcycles']);
    expect(meta('description')).toEqual(['All of them']);
    expect(meta('robots')).toEqual([]);

    rerender(<PageHead title="Not found" description="Gone" robots="noindex" />);
    await painted();
    expect(titles()).toEqual(['Not found']);
    expect(meta('description')).toEqual(['Gone']);
    expect(meta('robots')).toEqual(['noindex']);

    // A page without a head of its own shows index.html's title, and says nothing more.
    unmount();
    await painted();
    expect(titles()).toEqual([DEFAULT_TITLE]);
    expect(meta('description')).toEqual([]);
    expect(meta('robots')).toEqual([]);
  });
});
