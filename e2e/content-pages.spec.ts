/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Site } from '../src/shared/catalogue.js';
import { launchBrowser, sidewaysOverflow, visitsInOnePage, VIEWPORTS } from './support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let visit: ReturnType<typeof visitsInOnePage>;
let site: Site;

beforeAll(async () => {
  browser = await launchBrowser();
  visit = visitsInOnePage(browser, baseUrl);
  site = (await (await fetch(`${baseUrl}/api/site`)).json()) as Site;
});
afterAll(() => browser.close());

async function open(
  path: string,
  heading: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
) {
  const opened = await visit(viewport);
  await opened.page.goto(path);
  await opened.page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  return opened;
}

const mainText = (page: Page) => page.locator('main').innerText();

/** Every content page: its path, h1, and the words its tab title must carry. */
const CONTENT_PAGES = [
  ['/about', 'About us', 'About us'],
  ['/service-booking', 'Book for service', 'Book for service'],
  ['/amc', 'Annual maintenance contract', 'AMC'],
  ['/extendedWarranty', 'Extended warranty', 'Extended warranty'],
  ['/finance', 'Finance', 'Finance'],
  ['/contact', 'Contact us', 'Contact us'],
  ['/optain', 'OPTAIN FORM', 'Opt-in form'],
  ['/terms-conditions', 'Terms & conditions', 'Terms & conditions'],
  ['/privacy-policy', 'Privacy policy', 'Privacy policy'],
  ['/joy-club', 'Joy Club', 'Joy Club'],
] as const;

describe('the content pages', () => {
  it('each have their own tab title and meta description', async () => {
    const { page, problems } = await visit();
    const descriptions = new Set<string>();
    for (const [path, heading, title] of CONTENT_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await page.waitForFunction(
        (expected) => document.title === expected,
        `${title} | Honda Two-Wheelers, Pandharpur`,
      );
      // React hoists the page's own description after index.html's site-wide one.
      const description = await page
        .locator('meta[name="description"]')
        .last()
        .getAttribute('content');
      expect(description, path).toBeTruthy();
      descriptions.add(description as string);
    }
    expect(descriptions.size).toBe(CONTENT_PAGES.length);
    expect(problems).toEqual([]);
  });

  it('give each enquiry form its marked place', async () => {
    const SLOTS = [
      ['/service-booking', 'Book for service', 'Service booking form'],
      ['/amc', 'Annual maintenance contract', 'AMC enquiry form'],
      ['/extendedWarranty', 'Extended warranty', 'Extended warranty enquiry form'],
      ['/finance', 'Finance', 'Finance enquiry form'],
      ['/contact', 'Contact us', 'Contact form'],
      ['/optain', 'OPTAIN FORM', 'Opt-in form'],
      ['/joy-club', 'Joy Club', 'Joy Club enquiry form'],
    ] as const;
    const { page, problems } = await visit(VIEWPORTS.phone);
    for (const [path, heading, label] of SLOTS) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      const slot = page.getByRole('region', { name: label, exact: true });
      expect(await slot.getAttribute('id'), path).toBe('enquiry-form');
      expect(await slot.getByRole('heading', { level: 2 }).count(), path).toBe(1);
    }
    await page.goto('/joy-club');
    await page
      .getByRole('region', { name: 'Joy Club enquiry form' })
      .getByRole('heading', { name: 'Enquire now' })
      .waitFor();
    expect(problems).toEqual([]);
  });

  it('About greets the visitor from the dealer principal', async () => {
    const { page, problems } = await open('/about', 'About us');
    await page.getByText(`Greetings from ${site.dealer.name}!`).waitFor();
    const text = await mainText(page);
    expect(text).toContain('Namaskar');
    expect(text).toContain(`Thank you for visiting ${site.dealer.name}`);
    expect(text).toContain('Dealer Principal');
    expect(problems).toEqual([]);
  });

  it('Terms carry the website terms, the product disclaimer and the TRAI NCPR / DND consent', async () => {
    const { page, problems } = await open('/terms-conditions', 'Terms & conditions');
    for (const heading of [
      'Use of the website',
      'Product disclaimer',
      'Consent to be contacted (TRAI NCPR / DND)',
      'Governing law',
    ]) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    const text = await mainText(page);
    for (const phrase of [
      'may change without prior notice',
      'pictures are for illustration only and are indicative',
      'all prices shown are ex-showroom prices',
      'by phone call, SMS, WhatsApp',
      'National Customer Preference Register (NCPR)',
      'Do Not Disturb (DND)',
      'Telecom Regulatory Authority of India (TRAI)',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(problems).toEqual([]);
  });

  it('Privacy covers every topic of the spec and ends with the business contact details', async () => {
    const { page, problems } = await open('/privacy-policy', 'Privacy policy');
    const headings = await page
      .locator('main h2')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent?.replace(/^\d+\.\s*/, '')));
    expect(headings).toEqual([
      'On this page',
      'What we collect',
      'What we do with the information we gather',
      'Security',
      'How we use cookies',
      'Accepting or declining cookies',
      'Links to other websites',
      'Controlling your personal information',
      'Our store app',
      'Business contact details',
    ]);
    const contactSection = page.locator('#contact-details');
    await contactSection.getByText(site.dealer.address).waitFor();
    const text = await mainText(page);
    for (const phrase of [
      // information collected
      'your name and job title',
      'contact information, including your e-mail address',
      'demographic information',
      'customer surveys',
      // its uses
      'internal record keeping',
      'to improve our products and services',
      'to send you promotional e-mails',
      'to contact you for market research',
      // cookies
      'traffic log cookies',
      'for statistical analysis',
      'You can choose to accept or decline cookies',
      // control of personal information
      'do not want the information to be used by anybody for direct marketing',
      'you may change your mind at any time by writing to or e-mailing us',
      'We will not sell, distribute or lease your personal information to third parties unless we have your permission or are required by law',
      'You may request details of personal information which we hold about you',
      'We will promptly correct any information found to be incorrect',
    ]) {
      expect(text).toContain(phrase);
    }
    const contactText = await contactSection.innerText();
    for (const detail of [
      site.dealer.name,
      site.dealer.sale_no,
      site.dealer.service_no,
      site.dealer.email,
    ]) {
      expect(contactText).toContain(detail);
    }
    // The table of contents reaches every section.
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Our store app' })
      .click();
    await page.waitForURL('**/privacy-policy#store-app');
    expect(problems).toEqual([]);
  });

  it('AMC lists every benefit of SPEC §9', async () => {
    const { page, problems } = await open('/amc', 'Annual maintenance contract');
    const benefits = await page
      .getByRole('region', { name: 'Benefits of AMC' })
      .locator('h3')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent));
    expect(benefits).toEqual([
      'Free maintenance with 1 year coverage',
      'Savings up to 30%',
      '3 maintenance services',
      '2 additional free washes',
      '10% labour discount (except accidental)',
      '5% discount on parts and accessories',
      '5% on genuine engine oil',
    ]);
    expect(problems).toEqual([]);
  });

  it('Extended warranty shows the exact SPEC §9 tables, scrollable on a phone', async () => {
    const { page, problems } = await open(
      '/extendedWarranty',
      'Extended warranty',
      VIEWPORTS.phone,
    );
    const readTable = (vehicle: string) =>
      page
        .locator('table', { has: page.locator('caption', { hasText: vehicle }) })
        .evaluate((table: HTMLTableElement) => ({
          caption: table.caption?.innerText.replace(/\s+/g, ' ').trim(),
          columns: Array.from(table.querySelectorAll('thead th')).map((th) => [
            th.textContent?.trim(),
            th.getAttribute('scope'),
          ]),
          rows: Array.from(table.querySelectorAll('tbody tr')).map((tr) =>
            Array.from(tr.children).map((cell) => cell.textContent?.trim()),
          ),
          rowHeaderScopes: Array.from(table.querySelectorAll('tbody th')).map((th) =>
            th.getAttribute('scope'),
          ),
          scroller: getComputedStyle(table.parentElement as HTMLElement).overflowX,
        }));

    const columns = [
      ['Extended warranty', 'col'],
      ['Extended distance', 'col'],
      ['Total warranty', 'col'],
    ];
    expect(await readTable('Scooters')).toEqual({
      caption: 'Scooters Standard warranty: 3 years / 36,000 km',
      columns,
      rows: [
        ['1 year', '12,000 km', '4 years'],
        ['2 years', '24,000 km', '5 years'],
        ['3 years', '36,000 km', '6 years'],
        ['7 years', '84,000 km', '10 years'],
      ],
      rowHeaderScopes: ['row', 'row', 'row', 'row'],
      scroller: 'auto',
    });
    expect(await readTable('Motorcycles')).toEqual({
      caption: 'Motorcycles Standard warranty: 3 years / 42,000 km',
      columns,
      rows: [
        ['1 year', '16,000 km', '4 years'],
        ['2 years', '28,000 km', '5 years'],
        ['3 years', '40,000 km', '6 years'],
        ['7 years', '88,000 km', '10 years'],
      ],
      rowHeaderScopes: ['row', 'row', 'row', 'row'],
      scroller: 'auto',
    });
    expect(await sidewaysOverflow(page), 'the page itself never scrolls sideways').toBe(0);
    expect(problems).toEqual([]);
  });

  it('Finance lists the documents and expands and collapses the proof pickers', async () => {
    const { page, problems } = await open('/finance', 'Finance');
    const text = await mainText(page);
    for (const phrase of [
      'Documents required',
      'passport-size photographs',
      'PAN card, or Form 60',
      'Proof of income',
      'Bank statement or passbook for the last 6 months',
      'Disclaimer',
      'Finance is at the sole discretion of the bank or finance company',
      'EMI figures from the calculator are indicative only',
    ]) {
      expect(text).toContain(phrase);
    }

    const PICKERS = [
      [
        'Proof of address',
        [
          'Aadhaar card',
          'Passport',
          'Voter ID card',
          'Driving licence',
          'Registered rent agreement',
        ],
      ],
      ['Proof of identity', ['Aadhaar card', 'PAN card', 'Passport', 'Voter ID card']],
    ] as const;
    for (const [label, documents] of PICKERS) {
      const button = page.getByRole('button', { name: label, exact: true });
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.isVisible()).toBe(false);

      await button.click();
      await panel.waitFor({ state: 'visible' });
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      const listed = await panel.locator('li').allInnerTexts();
      for (const document of documents) expect(listed).toContain(document);
      if (label === 'Proof of address') expect(listed.join(' ')).toContain('Utility bill');

      await button.click();
      await panel.waitFor({ state: 'hidden' });
      expect(await button.getAttribute('aria-expanded')).toBe('false');

      // The keyboard works the same way.
      await button.focus();
      await page.keyboard.press('Enter');
      await panel.waitFor({ state: 'visible' });
      await page.keyboard.press('Space');
      await panel.waitFor({ state: 'hidden' });
    }
    expect(problems).toEqual([]);
  });

  it('Contact shows the address, phones, e-mail and opening hours from the dealer data', async () => {
    const { page, problems } = await open('/contact', 'Contact us', VIEWPORTS.phone);
    const main = page.locator('main');
    await main.locator('address', { hasText: site.dealer.address }).waitFor();
    await main.getByText(site.dealer.open_time).waitFor();
    expect(await main.locator(`a[href="tel:${site.dealer.sale_no}"]`).count()).toBe(1);
    expect(await main.locator(`a[href="tel:${site.dealer.service_no}"]`).count()).toBe(1);
    expect(await main.locator(`a[href="mailto:${site.dealer.email}"]`).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('Service booking, Opt-in and Joy Club introduce themselves', async () => {
    const PAGES = [
      [
        '/service-booking',
        'Book for service',
        ['Paid or free service', 'Free service', 'Paid service'],
      ],
      ['/optain', 'OPTAIN FORM', ['RCS', 'SMS', 'Voice call (OBD)', 'E-mail', 'WhatsApp']],
      [
        '/joy-club',
        'Joy Club',
        [
          `Joy Club is the engagement programme of ${site.dealer.name} for the Honda customer family`,
          'Member benefits',
        ],
      ],
    ] as const;
    for (const [path, heading, phrases] of PAGES) {
      const { page, problems } = await open(path, heading);
      await page.getByText(phrases[0]).first().waitFor();
      const text = await mainText(page);
      for (const phrase of phrases) expect(text, path).toContain(phrase);
      expect(problems).toEqual([]);
    }
  });

  it('an unknown address shows a helpful not-found page', async () => {
    const { page, problems } = await open('/no-such-page', 'Page not found', VIEWPORTS.phone);
    await page.getByRole('link', { name: 'Go to home' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Popular pages' })
      .getByRole('link', { name: 'Contact us' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('the videos', () => {
  const VIDEO_PAGES = [
    ['/amc', 'Annual maintenance contract', 'amc'],
    ['/optain', 'OPTAIN FORM', 'optin'],
    ['/joy-club', 'Joy Club', 'joyClub'],
  ] as const;

  it.each(VIDEO_PAGES)(
    'on %s contact no third party before the visitor presses play, then load the player',
    async (path, heading, key) => {
      const { page, problems } = await visit();
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== baseUrl) thirdParty.push(request.url());
      });
      // No network in the test run: the player is a stand-in page, so the click can be observed.
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
      );

      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      const play = page.getByRole('button', { name: /^Play video: / });
      await play.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(thirdParty).toEqual([]);
      expect(await page.locator('main iframe').count()).toBe(0);

      const title = ((await play.getAttribute('aria-label')) ?? '').replace('Play video: ', '');
      const playerRequested = page.waitForRequest((request) =>
        request.url().startsWith(site.videos[key]),
      );
      await play.click();
      const iframe = page.locator('main iframe');
      await iframe.waitFor();
      const src = (await iframe.getAttribute('src')) ?? '';
      expect(src).toBe(`${site.videos[key]}?autoplay=1`);
      expect(await iframe.getAttribute('title')).toBe(title);
      expect(await iframe.getAttribute('allow')).toBe(
        'autoplay; encrypted-media; picture-in-picture',
      );
      expect(await iframe.getAttribute('allowfullscreen')).not.toBeNull();
      await playerRequested;
      expect(thirdParty.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(
        true,
      );
      expect(await page.getByRole('button', { name: /^Play video: / }).count()).toBe(0);
      expect(problems).toEqual([]);
    },
  );

  it('can be started from the keyboard', async () => {
    const { page, problems } = await open('/joy-club', 'Joy Club', VIEWPORTS.phone);
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    // The page arrives drawn by the server: a key pressed before its scripts have run (they load
    // after the pictures, at low priority) reaches a button nothing listens to yet.
    await page.waitForLoadState('networkidle');
    const play = page.getByRole('button', { name: /^Play video: / });
    await play.focus();
    await page.keyboard.press('Enter');
    await page.locator('main iframe').waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(problems).toEqual([]);
  });
});
