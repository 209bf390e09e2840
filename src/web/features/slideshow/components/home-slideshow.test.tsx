// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slide } from '../../../../shared/catalogue';
import { createI18n } from '../../../i18n/i18n';
import { resources as en } from '../../../i18n/locales/en';
import { resources as mr } from '../../../i18n/locales/mr';
import { stubResizeObserver } from '../../../test/no-layout';
import { slidesQueryOptions } from '../api/get-slides';
import { HomeSlideshow } from './home-slideshow';

const SLIDES: Slide[] = [
  {
    id: 11,
    filepath: '/media/0123456789abcdef0123456789abcdef.webp',
    title: 'Festive offers on Shine',
    subtitle: 'Benefits up to ₹7,000',
    ctaLabel: 'View offers',
    ctaHref: '/offers',
  },
  {
    id: 12,
    filepath: '/media/fedcba9876543210fedcba9876543210.webp',
    title: null,
    subtitle: null,
    ctaLabel: null,
    ctaHref: null,
  },
];

const MARATHI: Slide[] = [
  {
    ...SLIDES[0]!,
    title: 'Shine वर सणासुदीच्या ऑफर',
    subtitle: '₹7,000 पर्यंत फायदे',
    ctaLabel: 'ऑफर पाहा',
  },
  SLIDES[1]!,
];

let asked: string[];

beforeEach(() => {
  asked = [];
  stubResizeObserver();
  // jsdom has neither: a wide screen that matches md, and observers that never fire.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    const body = path === '/api/images?lang=mr' ? MARATHI : SLIDES;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Leave the English strings as the default for whatever runs next.
  createI18n('en', en);
});

/** Home as the app draws it under `basename` (/mr for Marathi), with a page behind /offers. */
function drawHome(language: 'en' | 'mr') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeSlideshow /> },
      { path: '/offers', element: <h1>The offers page</h1> },
    ],
    language === 'mr' ? { initialEntries: ['/mr/'], basename: '/mr' } : { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={createI18n(language, language === 'mr' ? mr : en)}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('a slide on Home', () => {
  it('is drawn by the server as text over the picture: a heading, its subtitle and a real link', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(slidesQueryOptions('en').queryKey, SLIDES);
    const router = createMemoryRouter([{ path: '/', element: <HomeSlideshow /> }]);
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const first = page.querySelector('[aria-label="1 of 2"]');
    expect(first?.querySelector('h2')?.textContent).toBe('Festive offers on Shine');
    expect(first?.querySelector('p')?.textContent).toBe('Benefits up to ₹7,000');
    const link = first?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/offers');
    expect(link?.textContent).toBe('View offers');
    // The picture carries no words and says what it is; a phone takes a transparent pixel.
    const picture = first?.querySelector('img');
    expect(picture?.getAttribute('alt')).toBe('Showroom highlight 1');
    expect(picture?.getAttribute('fetchpriority')).toBe('high');
    expect(picture?.getAttribute('srcset')).toMatch(/\.w800\.webp 800w/);
    expect(first?.querySelector('source')?.getAttribute('media')).toBe('(max-width: 767.98px)');
    expect(first?.querySelector('source')?.getAttribute('srcset')).toMatch(/^data:image\/gif/);
    // A slide without texts is its picture alone; only the slide in view can take the focus.
    const second = page.querySelector('[aria-label="2 of 2"]');
    expect(second?.querySelector('h2, p, a')).toBeNull();
    expect(second?.hasAttribute('inert')).toBe(true);
    expect(first?.hasAttribute('inert')).toBe(false);
  });

  it('follows its link to the page it names', async () => {
    const router = drawHome('en');
    const show = await screen.findByRole('region', { name: 'Highlights' });
    const link = within(show).getByRole('link', { name: 'View offers' });
    expect(within(show).getByRole('heading', { level: 2, name: 'Festive offers on Shine' }));
    fireEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'The offers page' });
    expect(router.state.location.pathname).toBe('/offers');
    expect(asked).toEqual(['/api/images']);
  });

  it('speaks the page’s language on /mr, its link staying on the Marathi site', async () => {
    const router = drawHome('mr');
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Shine वर सणासुदीच्या ऑफर',
    });
    expect(asked).toEqual(['/api/images?lang=mr']);
    expect(screen.getByText('₹7,000 पर्यंत फायदे')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'ऑफर पाहा' });
    expect(link.getAttribute('href')).toBe('/mr/offers');
    expect(heading.closest('[aria-roledescription="slide"]')?.contains(link)).toBe(true);
    fireEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'The offers page' });
    expect(router.state.location.pathname).toBe('/mr/offers');
  });
});
