/// <reference lib="dom" />
// A contact sheet of every screen: full-page pictures of every public page (in English, Marathi and
// Hindi) and every admin screen at 375, 768 and 1440 px, with e2e/screenshots/index.html showing
// each screen's widths side by side.
// Usage: npm run screenshots            (builds, starts its own server on a fresh data folder)
//        npx tsx e2e/screenshots.ts      (the same on the dist/ already built)
//        npx tsx e2e/screenshots.ts /motorcycle /admin/dashboard/leads   (only these routes; a
//                                         public route brings its three languages)
//        BASE_URL=http://localhost:3000 npx tsx e2e/screenshots.ts   (against a running server,
//                                         whose admin must be the e2e one to picture the panel)
// A full run empties the folder first; a run limited to some routes adds its pictures and writes
// an index.html of those alone.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGES, pathInLanguage } from '../src/shared/site-languages.js';
import { signIn } from './support/admin.js';
import { launchBrowser, openPage } from './support/browser.js';
import { writeContactSheet, type SheetRow } from './support/contact-sheet.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { NOT_FOUND_URL, PUBLIC_URLS } from './support/public-routes.js';
import { startServer, type RunningServer } from './support/server.js';

/** The sheet's own widths (the journeys' VIEWPORTS stop at 1280 px). */
const SHEET_VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

/** The machine has two cores: a third page only makes every page slower. */
const PARALLEL_PAGES = 2;

/**
 * The server answers 503 while its event loop lags (@fastify/under-pressure), which a machine busy
 * with other work brings about: such a picture shows a page without its styles or data, so it is
 * taken again after a pause rather than kept.
 */
const BUSY_STATUS = 'status of 503';
const BUSY_ATTEMPTS = 3;

/** The visitor whose enquiry opens on the lead desk. */
const SAMPLE_ENQUIRY = {
  name: 'Contact Sheet Visitor',
  email: 'contact.sheet@example.com',
  contact: '9822000111',
  loanAmount: 150000,
  model: 'Shine',
  message: 'Three years, please.',
  agreed: true,
};

/** One screen to picture at every width. */
interface Shot {
  section: SheetRow['section'];
  title: string;
  /** The address opened. */
  address: string;
  /** The route it is a version of, as the command line names it (the English path). */
  route: string;
  language?: string;
  /** Opened by the e2e admin, signed in. */
  signedIn: boolean;
  /** The pictures' file names start with this. */
  name: string;
}

const fileStem = (address: string) =>
  address.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';

function publicShots(): Shot[] {
  return [...PUBLIC_URLS, NOT_FOUND_URL].flatMap((route) =>
    LANGUAGES.map((language) => ({
      section: 'Public' as const,
      title: route === NOT_FOUND_URL ? 'Not found (404)' : route,
      address: pathInLanguage(route, language.code),
      route,
      language: language.englishName,
      signedIn: false,
      name: `${fileStem(route)}-${language.code}`,
    })),
  );
}

function adminShot(title: string, address: string, route = address.split('?')[0]!): Shot {
  const name = fileStem(address.replace(/^\/admin/, ''));
  return { section: 'Admin', title, address, route, signedIn: true, name };
}

const LOGIN_SHOT: Shot = { ...adminShot('Login', '/admin/login'), signedIn: false };

/**
 * The panel's screens as the e2e admin's sidebar lists them. The sidebar is drawn from the one list
 * of screens (src/web/pages/admin/admin-screens.tsx), which is React code that Node cannot load, so
 * the list is read from the signed-in page; the hidden items of closed groups are in it too. Then
 * one open lead (an enquiry posted now through the public form's address, so the desk is not
 * empty) and the catalogue editor of one model.
 */
async function panelShots(browser: Browser, baseUrl: string): Promise<Shot[]> {
  const { page, context } = await openPage(browser, baseUrl, SHEET_VIEWPORTS[2]);
  try {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.locator('a[href^="/admin/dashboard/"]').first().waitFor({ state: 'attached' });
    const links = await nav.locator('a[href^="/admin/dashboard"]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        text: anchor.textContent?.trim() ?? '',
      })),
    );
    const screens = [{ href: '/admin/dashboard', text: 'Dashboard' }, ...links].filter(
      (link, index, all) => all.findIndex((other) => other.href === link.href) === index,
    );
    const shots = screens.map((screen) => adminShot(screen.text, screen.href));

    const posted = await page.request.post('/finance', { data: SAMPLE_ENQUIRY });
    if (!posted.ok()) console.warn(`the sample enquiry was refused: ${posted.status()}`);
    const leads = (await (
      await page.request.get(`/api/leads?search=${encodeURIComponent(SAMPLE_ENQUIRY.name)}`)
    ).json()) as { data?: { id: number }[] };
    const lead = leads.data?.[0];
    if (lead)
      shots.push(adminShot('Leads: an open lead', `/admin/dashboard/leads?lead=${lead.id}`));
    else console.warn('no lead to open on the desk');

    const models = (await (await page.request.get('/api/catalogue-editor/models')).json()) as {
      data?: { id: number; name: string; status: string }[];
    };
    const model = models.data?.find((candidate) => candidate.status === 'live') ?? models.data?.[0];
    if (model)
      shots.push(
        adminShot(
          `Catalogue: editing ${model.name}`,
          `/admin/dashboard/catalogue?model=${model.id}`,
        ),
      );
    else console.warn('no model to open in the catalogue editor');
    return shots;
  } finally {
    await context.close();
  }
}

/**
 * Waits until the page has asked for nothing for half a second. Not Playwright's networkidle: the
 * panel keeps a stream of new leads open (/api/events), and that never goes quiet.
 */
function quietTracker(page: Page): () => Promise<void> {
  const pending = new Set<unknown>();
  let lastChange = Date.now();
  const streams = (url: string) => new URL(url).pathname === '/api/events';
  page.on('request', (request) => {
    if (streams(request.url())) return;
    pending.add(request);
    lastChange = Date.now();
  });
  const done = (request: unknown) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (pending.size > 0 || Date.now() - lastChange < 500))
      await page.waitForTimeout(100);
  };
}

/** Scrolls to the bottom and back so lazily loaded images are in the full-page picture. */
async function scrollThrough(page: Page, quiet: () => Promise<void>) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await quiet();
  await page.waitForTimeout(300);
}

/** Loading placeholders announce themselves busy; a picture waits until none is. */
async function untilNotBusy(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 10_000 })
    .catch(() => console.warn(`${page.url()} still shows something loading`));
}

async function pictureScreen(
  browser: Browser,
  baseUrl: string,
  shot: Shot,
  outDir: string,
  report: (picture: string, problems: string[]) => void,
): Promise<SheetRow> {
  const { page, context, problems } = await openPage(browser, baseUrl, SHEET_VIEWPORTS[0]);
  const quiet = quietTracker(page);
  const row: SheetRow = {
    section: shot.section,
    title: shot.title,
    address: shot.address,
    ...(shot.language ? { language: shot.language } : {}),
    pictures: [],
  };
  try {
    if (shot.signedIn) await signIn(page);
    for (const viewport of SHEET_VIEWPORTS) {
      const file = `${shot.section.toLowerCase()}-${shot.name}-${viewport.width}.png`;
      const picture = `${shot.address}${shot.language ? ` (${shot.language})` : ''} @${viewport.width}`;
      let found: string[] = [];
      for (let attempt = 1; attempt <= BUSY_ATTEMPTS; attempt += 1) {
        const seen = problems.length;
        await page.setViewportSize(viewport);
        await page.goto(shot.address);
        await quiet();
        await untilNotBusy(page);
        await scrollThrough(page, quiet);
        await page.screenshot({ path: path.join(outDir, file), fullPage: true });
        found = problems.slice(seen);
        if (!found.some((problem) => problem.includes(BUSY_STATUS))) break;
        if (attempt < BUSY_ATTEMPTS) {
          console.warn(`  ${picture}: the server was too busy (503), taking it again`);
          await page.waitForTimeout(3000);
        }
      }
      row.pictures.push({ file, width: viewport.width, problems: found });
      report(picture, found);
    }
  } finally {
    await context.close();
  }
  return row;
}

/** Runs the work on the items, at most `size` at a time, and keeps the results in their order. */
async function inPool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

/** The shots the command line asks for: a route or an address it names, or anything it names. */
function chosen(shots: Shot[], only: string[]): Shot[] {
  if (!only.length) return shots;
  const named = shots.filter((shot) => only.includes(shot.route) || only.includes(shot.address));
  // Any other address is pictured as it stands, signed in under the panel's address.
  const unknown = only
    .filter((address) => !shots.some((shot) => shot.route === address || shot.address === address))
    .map((address): Shot => ({
      section: address.startsWith('/admin') ? 'Admin' : 'Public',
      title: address,
      address,
      route: address,
      signedIn: address.startsWith('/admin/dashboard'),
      name: fileStem(address.replace(/^\/admin/, '')),
    }));
  return [...named, ...unknown];
}

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
const outDir = path.resolve('e2e/screenshots');
const only = process.argv.slice(2);
if (!only.length) fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

let server: RunningServer | undefined;
const baseUrl =
  process.env.BASE_URL ??
  (server = await startServer({
    ADMIN_USER_ID: E2E_ADMIN.userId,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  })).baseUrl;
// Say so at once if the server goes: every picture after it would only fail to connect.
let finished = false;
server?.process.once('exit', (code, signal) => {
  if (!finished)
    console.error(`the server stopped (code ${code}, signal ${signal}):\n${server?.output()}`);
});
const browser = await launchBrowser();
const problemsSeen: string[] = [];
try {
  const wantsPanel = !only.length || only.some((route) => route.startsWith('/admin/dashboard'));
  const shots = chosen(
    [
      ...publicShots(),
      LOGIN_SHOT,
      ...(wantsPanel
        ? await panelShots(browser, baseUrl).catch((error: unknown) => {
            // A running server of someone else's has its own admin: its public pages still count.
            if (!process.env.BASE_URL) throw error;
            console.warn(`the panel is left out: ${String(error)}`);
            return [];
          })
        : []),
    ],
    only,
  );
  const total = shots.length * SHEET_VIEWPORTS.length;
  console.log(`${shots.length} screens, ${total} pictures, ${PARALLEL_PAGES} pages at a time`);
  let taken = 0;
  const rows = await inPool(shots, PARALLEL_PAGES, (shot) =>
    pictureScreen(browser, baseUrl, shot, outDir, (picture, problems) => {
      taken += 1;
      console.log(`[${taken}/${total}] ${seconds()} s  ${picture}`);
      for (const problem of problems) {
        console.warn(`  problem: ${problem}`);
        problemsSeen.push(`${picture}: ${problem}`);
      }
    }),
  );
  writeContactSheet(outDir, rows);
  console.log(`${taken} pictures in ${seconds()} s: ${path.join(outDir, 'index.html')}`);
  if (problemsSeen.length) console.warn(`${problemsSeen.length} console problems (above)`);
} finally {
  finished = true;
  await browser.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
