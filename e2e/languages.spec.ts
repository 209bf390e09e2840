/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ModelSummary } from '../src/shared/catalogue.js';
import { CATALOGUE_TRANSLATIONS } from '../src/server/demo-catalogue/catalogue-translations.js';
import { VEHICLES } from '../src/server/demo-catalogue/catalogue-data.js';
import { FINANCE_MODELS, SERVICE_MODELS } from '../src/shared/enquiry-forms.js';
import { LANGUAGES, pathInLanguage } from '../src/shared/site-languages.js';
import { launchBrowser, openPage } from './support/browser.js';
import { NOT_FOUND_URL, PUBLIC_URLS } from './support/public-routes.js';

// Marathi and Hindi pages as the server draws them: everything a visitor reads or hears (text,
// alt, aria-label, placeholder, title) is in Devanagari, but for names that stay as written.
const baseUrl = inject('baseUrl');

/**
 * Every public page, in the words of the site and of the catalogue (taglines, overviews,
 * specification labels, features and offers, written in Marathi and Hindi in the editor). What
 * stays in Latin letters is either on the list below (brand, model names, units) or marked
 * lang="en" where it is drawn: specification values, and Honda's variant, colour and accessory
 * names (docs/glossary.md).
 */
const TRANSLATED = [
  ...PUBLIC_URLS,
  NOT_FOUND_URL,
  // A variant chosen on the bike page, named above the test-ride form.
  '/text-ride-booking?bike=Shine&variant=Drum',
  // A model the catalogue does not have: the page says so in its own words.
  '/text-ride-booking?bike=X9',
  '/view-details?bike=X9',
] as const;

/** Words that stay in Latin letters in every language. */
const ALWAYS_LATIN = new Set([
  'Honda',
  'Chandrabhaga',
  // The developer credit the specification asks for.
  'Bhimatheer',
  'Web',
  'Studio',
  // Units.
  'cc',
  'km',
  'kmpl',
  'kW',
  'PS',
  'Nm',
  'rpm',
  'mm',
  'kg',
  'L',
  'EV',
  // The toasts' keyboard shortcut.
  'Alt',
  'T',
]);

const models = async () =>
  (
    await Promise.all(
      ['/api/bikes', '/api/scooters', '/api/ev'].map(
        async (api) => (await (await fetch(`${baseUrl}${api}`)).json()) as ModelSummary[],
      ),
    )
  ).flat();

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  // The page as the server sent it: what a crawler, a link preview and a slow phone see first.
  page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
});
afterAll(() => browser.close());

/**
 * Every text of the page a visitor reads or hears: its text nodes, title, description and the
 * alt, aria-label, placeholder and title attributes. A part marked lang="en" is English on
 * purpose (a specification value or an accessory's text as Honda writes it, or a text the dealer
 * has not written in this language) and is left out, as is a part hidden from every visitor
 * (aria-hidden).
 */
function visitorTexts(): Promise<string[]> {
  return page.evaluate(() => {
    // English on purpose, or never read nor heard (a trap for bots, hidden from everyone).
    const skipped = (node: Node | null) =>
      (node instanceof Element ? node : node?.parentElement)?.closest(
        '[lang="en"], [aria-hidden="true"]',
      ) != null;
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, noscript') || skipped(node)) continue;
      texts.push(node.textContent ?? '');
    }
    const labelled = document.querySelectorAll('[alt], [aria-label], [placeholder], [title]');
    for (const element of Array.from(labelled)) {
      if (skipped(element)) continue;
      for (const name of ['alt', 'aria-label', 'placeholder', 'title']) {
        texts.push(element.getAttribute(name) ?? '');
      }
    }
    texts.push(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
    return texts;
  });
}

/** Latin-letter words of `text`, as written: a word with a digit in it (MH13AB1234) is a number. */
const wordsOf = (text: string) =>
  (
    text
      .split(/\s+/)
      .filter((token) => !/\d/.test(token))
      .join(' ')
      .match(/[A-Za-z][A-Za-z'’-]*/g) ?? []
  ).map((word) => word.replace(/[-'’]+$/, ''));

/** The Latin-letter words of the texts that are not names kept as written. */
function latinWords(texts: string[], allowed: Set<string>): string[] {
  const words = texts
    .join('\n')
    // E-mail addresses and web addresses stay as they are (an address may come in two text
    // nodes, split where it may break, after its @: components/ui/email-address.tsx).
    .replace(/\S+@\s*\S+\.\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  return [...new Set(wordsOf(words))].filter((word) => word && !allowed.has(word));
}

describe.each(LANGUAGES.filter((language) => language.code !== 'en'))(
  'the site in $name',
  ({ code, prefix }) => {
    it.each(TRANSLATED)(`%s under ${prefix} is drawn in Devanagari`, async (url) => {
      const allowed = new Set(ALWAYS_LATIN);
      // Model names, of the catalogue and of the older models the service forms list.
      const names = [
        ...(await models()).flatMap((model) => [model.name, model.bikeName]),
        ...[...FINANCE_MODELS, ...SERVICE_MODELS].map((option) => option.label),
      ];
      for (const word of wordsOf(names.join(' '))) allowed.add(word);
      const [path = '/', query] = url.split('?');
      const address = pathInLanguage(path, code) + (query ? `?${query}` : '');
      await page.goto(`${baseUrl}${address}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(code);
      expect(latinWords(await visitorTexts(), allowed)).toEqual([]);
    });

    it('carries the strings it is drawn with, and fetches only its own language’s for the next page', async () => {
      const manifest = JSON.parse(
        fs.readFileSync(path.resolve('dist/web/.vite/manifest.json'), 'utf8'),
      ) as Record<string, { file: string }>;
      /** The chunk of each namespace of each language: `mr:finance` → /assets/finance-….js. */
      const namespaceOf = new Map<string, string>(
        Object.entries(manifest).flatMap(([source, chunk]) => {
          const match = /^src\/web\/i18n\/locales\/(\w+)\/(\w+)\.json$/.exec(source);
          return match ? [[`/${chunk.file}`, `${match[1]}:${match[2]}`] as [string, string]] : [];
        }),
      );
      const html = await (await fetch(`${baseUrl}${pathInLanguage('/about', code)}`)).text();
      const carried = JSON.parse(
        /<script type="application\/json" id="page-strings">([\s\S]*?)<\/script>/.exec(html)?.[1] ??
          '{}',
      ) as Record<string, Record<string, string>>;
      expect(Object.keys(carried)).toEqual(expect.arrayContaining(['layout', 'about']));
      // Only what the page uses: not the finance page's strings, nor every namespace.
      expect(Object.keys(carried)).not.toContain('finance');

      const { page: tab, context } = await openPage(browser, baseUrl);
      const fetched: string[] = [];
      tab.on('request', (request) => {
        const namespace = namespaceOf.get(new URL(request.url()).pathname);
        if (namespace) fetched.push(namespace);
      });
      // openPage's goto waits until the app has hydrated, so the link below is the app's.
      await tab.goto(pathInLanguage('/about', code), { waitUntil: 'networkidle' });
      expect(fetched, 'the page hydrates with the strings it carries').toEqual([]);
      // On to the finance page inside the app (the window stays): its strings come then, in this
      // language only.
      await tab.evaluate(() => Object.assign(window, { stayed: true }));
      await tab.locator('footer a[href$="/finance"]').first().dispatchEvent('click');
      await tab.waitForURL(/\/finance$/);
      await tab.getByRole('form').first().waitFor();
      expect(await tab.evaluate(() => 'stayed' in window)).toBe(true);
      await expect.poll(() => fetched).toContain(`${code}:finance`);
      expect(
        fetched.every((namespace) => namespace.startsWith(`${code}:`)),
        fetched.join(),
      ).toBe(true);
      await context.close();
    });

    it('is reached at every public address, drawn by the server', async () => {
      for (const url of PUBLIC_URLS) {
        const [path = '/', query] = url.split('?');
        const address = pathInLanguage(path, code) + (query ? `?${query}` : '');
        const response = await fetch(`${baseUrl}${address}`);
        expect(response.status, address).toBe(200);
        expect(await response.text(), address).toContain(`<html lang="${code}"`);
      }
    });
  },
);

describe('the catalogue’s own texts', () => {
  it.each(LANGUAGES.filter((language) => language.code !== 'en'))(
    'are drawn in $name on its bike page where the owner wrote them',
    async ({ code }) => {
      const shine = VEHICLES.find((vehicle) => vehicle.bikeName === 'Shine');
      const translated = CATALOGUE_TRANSLATIONS.Shine;
      if (!shine || !translated) throw new Error('the demo catalogue has no Shine');
      const page = await (
        await fetch(`${baseUrl}${pathInLanguage('/view-details', code)}?bike=Shine`)
      ).text();
      // As the server's renderer writes text into HTML.
      const text = (value: string) =>
        value
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;');
      expect(page).toContain(text(translated.details[code as 'mr' | 'hi']));
      expect(page).not.toContain(text(shine.details));
      const english = await (await fetch(`${baseUrl}/view-details?bike=Shine`)).text();
      expect(english).toContain(text(shine.details));
    },
  );
});
