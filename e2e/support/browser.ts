/// <reference lib="dom" />
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { HYDRATED_ATTRIBUTE, SSR_STATE_ID } from '../../src/shared/ssr.js';

/** Debian's full Chromium: the benches measure what a visitor's browser does (Lighthouse, INP). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's Chromium headless shell where it is installed (package
 * `chromium-headless-shell`), as Playwright itself runs headless tests. It is the same Blink and
 * V8 as the full browser without its window system, extensions and browser UI, and a journey
 * takes less than half the CPU in it: on CI's two cores the journeys were CPU-bound, and took
 * 17.5 of the run's 25.7 minutes in the full browser (29 November). `CHROMIUM_PATH` still
 * chooses one browser for both.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const JOURNEY_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH === undefined && fs.existsSync(HEADLESS_SHELL_PATH)
    ? HEADLESS_SHELL_PATH
    : CHROMIUM_PATH;

export const VIEWPORTS = {
  phone: { width: 375, height: 800 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Flags for Debian's Chromium as root on a machine with no network beyond localhost. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Chromium for a journey, or with `executablePath` CHROMIUM_PATH, the full browser for a bench. */
export function launchBrowser(executablePath = JOURNEY_CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far (a journey ends by asserting there were none). */
  problems: string[];
}

/** A fresh context and page at the given viewport that records console errors and uncaught errors. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // An unknown address is answered 404 with the not-found page, and the browser logs the
    // document's own status: that is the answer the journey asked for, not a fault of the page.
    // A 404 for anything the page loads still counts.
    const ownStatus =
      message.location().url === page.url() && message.text().includes('status of 404');
    if (!ownStatus) problems.push(message.text());
  });
  // With the first frames of its stack: an error seen once in a loaded run can still be traced
  // in the built bundle (`npx vite build --sourcemap` maps it back).
  page.on('pageerror', (error) =>
    problems.push(error.stack?.split('\n').slice(0, 6).join('\n') ?? error.message),
  );
  waitForHydration(page);
  return { context, page, problems };
}

/**
 * One page for the many visits of a file that only looks at public pages. A new page starts a
 * renderer process, about 1 s of CPU on CI's two cores and a quarter of a visit's cost; the same
 * page's next address reuses it. Its cache is off, so each visit asks for every file as a new
 * visitor does and a journey sees each request. Empty `problems` between visits.
 */
export async function reusablePage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<OpenedPage> {
  const opened = await openPage(browser, baseURL, viewport);
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return opened;
}

/**
 * A file's journeys in one page (`reusablePage`), each visit starting as a new visitor's would:
 * no cookies or stored choices, none of the last visit's routes or request listeners, nothing in
 * `problems`, the width asked for. Each journey then opens its own address.
 */
export function visitsInOnePage(
  browser: Browser,
  baseURL: string,
): (viewport?: { width: number; height: number }) => Promise<OpenedPage> {
  let shared: Promise<OpenedPage> | undefined;
  return async (viewport = VIEWPORTS.desktop) => {
    shared ??= reusablePage(browser, baseURL, viewport);
    const opened = await shared;
    const { page, context, problems } = opened;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    page.removeAllListeners('request');
    page.removeAllListeners('response');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL).origin,
      storageTypes: 'local_storage,session_storage',
    });
    await cdp.detach();
    await context.clearCookies();
    await page.setViewportSize(viewport);
    problems.length = 0;
    return opened;
  };
}

/**
 * A server-drawn page shows its buttons before its scripts have taken it over, and a click there
 * does nothing. A visitor waits until the page responds; so does a journey: `goto` and `reload`
 * (when they wait for the load event, as by default) also wait until the app has hydrated
 * (src/web/lib/hydration-mark.tsx). A document without the app's root (an API answer) has
 * nothing to wait for. The wait gives up after HYDRATION_WAIT_MS without failing: in a loaded CI
 * run some pages took longer (not reproduced one at a time, where it takes 1-3 s), and the
 * journey's own steps then decide, as they did before this wait existed.
 */
const HYDRATION_WAIT_MS = 20_000;

function waitForHydration(page: Page): void {
  const hydrated = async () => {
    await page
      .waitForFunction(
        (attribute) =>
          document.documentElement.hasAttribute(attribute) || !document.getElementById('root'),
        HYDRATED_ATTRIBUTE,
        { timeout: HYDRATION_WAIT_MS },
      )
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
      });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitsForLoad = (options?: { waitUntil?: string }) =>
    !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options)) await hydrated();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options)) await hydrated();
    return response;
  };
}

/** How many pixels the page is wider than the viewport: 0 means no sideways scrolling. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** What `focusAsDialogCloses` leaves on the page's window. */
interface DialogFocusWatch {
  focusAsDialogCloses: Promise<string>;
}

/**
 * Starts watching the page's open dialog. The function it answers gives the focused element (its
 * aria-label, else its text; `BODY` for the body) at the moment the dialog closed or left the
 * page, not later: a focus given back after the next paint sits on the body meanwhile.
 */
export async function focusAsDialogCloses(page: Page): Promise<() => Promise<string>> {
  await page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    if (!dialog) throw new Error('no open dialog to watch');
    (window as unknown as DialogFocusWatch).focusAsDialogCloses = new Promise((resolve) => {
      new MutationObserver((_, observer) => {
        if (dialog.isConnected && dialog.hasAttribute('open')) return;
        observer.disconnect();
        const active = document.activeElement;
        resolve(
          !active || active === document.body
            ? 'BODY'
            : (active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.tagName),
        );
      }).observe(document.body, { childList: true, subtree: true, attributeFilter: ['open'] });
    });
  });
  return () => page.evaluate(() => (window as unknown as DialogFocusWatch).focusAsDialogCloses);
}

/** The server's markup in the root element and the data beside it (src/server/plugins/spa.ts). */
const SERVER_DRAWN = new RegExp(
  `<div id="root">[\\s\\S]*?</div><script type="application/json" id="${SSR_STATE_ID}">[\\s\\S]*?</script>`,
);

/**
 * Public pages arrive drawn by the server with their data, so a mocked API answer would never be
 * asked for. This serves the page as the browser alone draws it, as on arriving from another page
 * of the site: the server's markup and data are taken out of the document, and the page's own
 * reads (and any route mock of them) decide what it shows.
 */
export async function drawnByBrowser(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(api|assets|media)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(SERVER_DRAWN, '<div id="root"></div>');
      return route.fulfill({ response, body: html });
    },
  );
}
