// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../../../shared/site-languages';
import { createI18n } from '../../i18n/i18n';
import { resources as en } from '../../i18n/locales/en';
import { resources as hi } from '../../i18n/locales/hi';
import { resources as mr } from '../../i18n/locales/mr';
import { LanguageSwitch, switchLanguages } from './language-switch';
import type { Language } from './site-language';

const strings = { en, mr, hi };
const instances = new Map<LanguageCode, I18n>();
/** The strings a page in `code` is drawn with (made once; each sets itself as the default). */
function i18nFor(code: LanguageCode): I18n {
  let instance = instances.get(code);
  if (!instance) {
    instance = createI18n(code, strings[code]);
    instances.set(code, instance);
  }
  return instance;
}

/** LANGUAGES with only these codes announced (besides English). */
const announcing = (...codes: LanguageCode[]): Language[] =>
  LANGUAGES.map((language) => ({
    ...language,
    announced: language.code === 'en' || codes.includes(language.code),
  }));

/** Draws the switch on the page at `address`, as the app does: the prefix is the basename. */
function drawAt(address: string, code: LanguageCode, languages?: readonly Language[]) {
  const prefix = LANGUAGES.find((language) => language.code === code)?.prefix ?? '';
  const router = createMemoryRouter(
    [{ path: '*', element: <LanguageSwitch tone="dark" languages={languages} /> }],
    { initialEntries: [address], basename: prefix || undefined },
  );
  render(
    <I18nextProvider i18n={i18nFor(code)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  document.cookie = 'lang=; path=/; max-age=0';
  // Leave the English strings as the default for whatever runs next.
  createI18n('en', en);
});

describe('the languages the switch lists', () => {
  it('lists nothing on an English page while no other language is announced', () => {
    expect(switchLanguages('en', announcing())).toEqual([]);
  });

  it('lists English and the page’s own language on a page in a language not announced', () => {
    expect(switchLanguages('mr', announcing()).map((language) => language.code)).toEqual([
      'en',
      'mr',
    ]);
  });

  it('lists every announced language, and the page’s own', () => {
    expect(switchLanguages('en', announcing('hi')).map((language) => language.code)).toEqual([
      'en',
      'hi',
    ]);
    expect(switchLanguages('mr', announcing('hi')).map((language) => language.code)).toEqual([
      'en',
      'mr',
      'hi',
    ]);
  });
});

describe('the language switch', () => {
  it('on an English page today offers Marathi and Hindi, each at the same page', () => {
    drawAt('/view-details?bike=Shine', 'en');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['English', 'मराठी', 'हिंदी']);
    expect(screen.getByRole('link', { name: 'मराठी' }).getAttribute('href')).toBe(
      '/mr/view-details?bike=Shine',
    );
    expect(screen.getByRole('link', { name: 'हिंदी' }).getAttribute('lang')).toBe('hi');
  });

  it('on a Marathi page links to the same page in English, query kept, and marks Marathi', () => {
    drawAt('/mr/view-details?bike=Shine', 'mr', announcing());
    const nav = screen.getByRole('navigation', { name: 'भाषा' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['English', 'मराठी']);

    const english = within(nav).getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/view-details?bike=Shine');
    expect(english.getAttribute('lang')).toBe('en');
    expect(english.getAttribute('aria-current')).toBeNull();

    const marathi = within(nav).getByRole('link', { name: 'मराठी' });
    expect(marathi.getAttribute('href')).toBe('/mr/view-details?bike=Shine');
    expect(marathi.getAttribute('aria-current')).toBe('true');
  });

  it('with today’s announcements, on a Marathi page still offers English', () => {
    drawAt('/mr/about', 'mr');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/about');
  });

  it('sends Home to Home, and remembers the choice in the cookie', () => {
    drawAt('/hi', 'hi', announcing('mr'));
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
    const marathi = screen.getByRole('link', { name: 'मराठी' });
    expect(marathi.getAttribute('href')).toBe('/mr');
    // jsdom does not follow links; the click still runs the handler that sets the cookie.
    fireEvent.click(marathi);
    expect(document.cookie).toContain('lang=mr');
  });

  it('on an English page, once a language is announced, links to it', () => {
    drawAt('/offers?x=1#top', 'en', announcing('mr'));
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['English', '/offers?x=1#top'],
      ['मराठी', '/mr/offers?x=1#top'],
    ]);
  });
});
