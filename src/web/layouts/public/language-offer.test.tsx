// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../../../shared/site-languages';
import { LanguageOffer, offeredLanguage } from './language-offer';
import type { Language } from './site-language';

/** LANGUAGES with only these codes announced (besides English). */
const announcing = (...codes: LanguageCode[]): Language[] =>
  LANGUAGES.map((language) => ({
    ...language,
    announced: language.code === 'en' || codes.includes(language.code),
  }));

const offered = (
  preferred: string[],
  { current = 'en', chosen = null, languages = announcing('mr', 'hi') } = {} as {
    current?: LanguageCode;
    chosen?: string | null;
    languages?: Language[];
  },
) => offeredLanguage({ preferred, current, chosen, languages })?.code ?? null;

describe('which language is offered', () => {
  it('offers Marathi or Hindi to a browser that puts it before English', () => {
    expect(offered(['mr-IN', 'en-IN', 'en'])).toBe('mr');
    expect(offered(['hi', 'en-US'])).toBe('hi');
    expect(offered(['HI-in'])).toBe('hi');
    expect(offered(['de-DE', 'mr', 'en'])).toBe('mr');
  });

  it('offers nothing when English comes first', () => {
    expect(offered(['en-IN', 'mr-IN'])).toBeNull();
    expect(offered(['en', 'hi'])).toBeNull();
  });

  it('offers nothing when the browser asks for neither', () => {
    expect(offered(['de-DE', 'fr'])).toBeNull();
    expect(offered([])).toBeNull();
  });

  it('offers only an announced language, the next preferred one if it is', () => {
    expect(offered(['mr', 'en'], { languages: announcing() })).toBeNull();
    expect(offered(['mr', 'hi', 'en'], { languages: announcing('hi') })).toBe('hi');
    expect(offered(['mr', 'en', 'hi'], { languages: announcing('hi') })).toBeNull();
  });

  it('offers the language a visitor chose before, whatever the browser prefers', () => {
    expect(offered(['en-IN'], { chosen: 'mr' })).toBe('mr');
    expect(offered([], { chosen: 'hi' })).toBe('hi');
    expect(offered(['mr'], { chosen: 'hi' })).toBe('hi');
  });

  it('offers nothing to a visitor who chose English, or a language not announced', () => {
    expect(offered(['mr'], { chosen: 'en' })).toBeNull();
    expect(offered(['hi', 'mr'], { chosen: 'en' })).toBeNull();
    expect(offered(['mr'], { chosen: 'mr', languages: announcing('hi') })).toBeNull();
    expect(offered(['mr'], { chosen: 'xx' })).toBeNull();
  });

  it('offers nothing on a page that is not in English', () => {
    expect(offered(['mr'], { current: 'mr' })).toBeNull();
    expect(offered(['hi'], { current: 'mr' })).toBeNull();
    expect(offered(['mr'], { current: 'hi', chosen: 'mr' })).toBeNull();
  });
});

function drawAt(address: string, languages?: Language[]) {
  const router = createMemoryRouter(
    [{ path: '*', element: <LanguageOffer languages={languages} /> }],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('the offer to switch', () => {
  const preferring = (...tags: string[]) =>
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);

  it('offers the same page in Marathi, query kept, and remembers a dismissal', () => {
    preferring('mr-IN', 'en-GB');
    drawAt('/view-details?bike=Shine', announcing('mr'));
    const link = screen.getByRole('link', { name: 'हे पान मराठीत वाचा' });
    expect(link.getAttribute('href')).toBe('/mr/view-details?bike=Shine');
    expect(link.closest('[lang]')?.getAttribute('lang')).toBe('mr');

    fireEvent.click(screen.getByRole('button', { name: 'नको, धन्यवाद' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.cookie).toContain('lang=en');
  });

  it('offers Hindi in Hindi', () => {
    preferring('hi');
    drawAt('/', announcing('hi'));
    expect(screen.getByRole('link', { name: 'यह पेज हिंदी में पढ़ें' }).getAttribute('href')).toBe('/hi');
  });

  it('offers the way back to Marathi to a visitor who chose it, on an English page', () => {
    preferring('en-IN');
    document.cookie = 'lang=mr; path=/';
    drawAt('/about', announcing('mr', 'hi'));
    const link = screen.getByRole('link', { name: 'हे पान मराठीत वाचा' });
    expect(link.getAttribute('href')).toBe('/mr/about');
  });

  it('says nothing to a visitor who chose English', () => {
    preferring('mr-IN');
    document.cookie = 'lang=en; path=/';
    drawAt('/about', announcing('mr'));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says nothing to a browser that prefers English, or for a language not announced', () => {
    preferring('en-IN', 'mr');
    drawAt('/about', announcing('mr'));
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    preferring('mr');
    drawAt('/about', announcing());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has the offer’s lines for every language it can offer, in that language', () => {
    for (const language of LANGUAGES.filter(({ code }) => code !== 'en')) {
      cleanup();
      preferring(language.hreflang);
      drawAt('/', announcing(language.code));
      const line = screen.getByRole('link').closest('[lang]');
      expect(line?.getAttribute('lang')).toBe(language.code);
      // Each line in Devanagari, not a key left untranslated.
      expect(line?.textContent).toMatch(/^[\u0900-\u097F ,]+$/);
    }
  });

  it('says nothing in the admin panel’s preview of a public page', () => {
    preferring('mr');
    drawAt('/admin/preview/3', announcing('mr'));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
