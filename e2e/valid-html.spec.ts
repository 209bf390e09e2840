/// <reference lib="dom" />
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/admin.js';
import { launchBrowser, openPage } from './support/browser.js';
import { NOT_FOUND_URL, PUBLIC_URLS } from './support/public-routes.js';

const baseUrl = inject('baseUrl');
// The Nu HTML Checker (the W3C validator) as the vnu-jar package ships it; it needs a Java runtime.
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar')),
  'build/dist/vnu.jar',
);
const HAS_JAVA = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
const NO_JAVA =
  'java is not installed, so the Nu HTML Checker cannot run: install a Java runtime (11 or later) to check the HTML';

/** Addresses the server draws beyond the route list: the unknown page and an unknown bike. */
const SERVER_URLS = [...PUBLIC_URLS, NOT_FOUND_URL, '/view-details?bike=Nope'];

let browser: Browser;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-html-'));
/** What the checker found, per checked document (its URL on the site). */
const findings = new Map<string, string[]>();

/** The document as the browser holds it once the page has drawn itself. */
async function drawnDocument(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  const html = await page.evaluate(() => {
    // The dashboard's charts are recharts' markup, not ours: it puts width and height on its
    // wrapper <div> and on SVG <line>s, which the checker rejects and we cannot change.
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.recharts-wrapper').forEach((chart) => chart.remove());
    return copy.outerHTML;
  });
  return `<!DOCTYPE html>\n${html}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  if (!HAS_JAVA) return;
  const documents = new Map<string, string>();
  for (const url of SERVER_URLS) {
    documents.set(url, await (await fetch(`${baseUrl}${url}`)).text());
  }
  // Pages the browser draws alone (the panel), and a public page after moving to it in the app.
  const { page, context } = await openPage(browser, baseUrl);
  await page.goto('/admin/login');
  await page.getByRole('heading', { name: 'Admin login' }).waitFor();
  documents.set('browser:/admin/login', await drawnDocument(page));
  await signIn(page);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  documents.set('browser:/admin/dashboard', await drawnDocument(page));
  await page.goto('/');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'OFFERS', exact: true })
    .first()
    .click();
  await page.waitForURL('**/offers');
  documents.set('browser:/ then /offers', await drawnDocument(page));
  await context.close();

  const files = [...documents].map(([url, html], index) => {
    const file = path.join(dir, `page-${index}.html`);
    fs.writeFileSync(file, html);
    findings.set(url, []);
    return { url, file };
  });
  // One run for every page: the checker takes seconds to start.
  const run = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files.map(({ file }) => file)],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as {
    messages: { type: string; url?: string; message: string; extract?: string }[];
  };
  for (const message of messages) {
    const checked = files.find(({ file }) => message.url?.endsWith(path.basename(file)));
    const line = `${message.type}: ${message.message} ${message.extract ?? ''}`.trim();
    const url = checked?.url ?? 'unknown';
    findings.set(url, [...(findings.get(url) ?? []), line]);
  }
}, 180_000);
afterAll(async () => {
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the HTML of the site', () => {
  it('is valid as the server sends every public page', (context) => {
    context.skip(!HAS_JAVA, NO_JAVA);
    for (const url of SERVER_URLS) expect(findings.get(url), url).toEqual([]);
    expect(findings.get('unknown')).toBeUndefined();
  });

  it('is valid as the browser draws the panel and a page reached inside the app', (context) => {
    context.skip(!HAS_JAVA, NO_JAVA);
    for (const [url, found] of findings) {
      if (url.startsWith('browser:')) expect(found, url).toEqual([]);
    }
  });

  it('has one title at a time, whichever way a page is reached', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    const titles = () =>
      page.evaluate(() => Array.from(document.querySelectorAll('title'), (title) => title.text));
    await page.goto('/', { waitUntil: 'networkidle' });
    const home = await titles();
    expect(home).toHaveLength(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL('**/about');
    await expect.poll(titles).toEqual([expect.stringMatching(/^About.* \| Honda Two-Wheelers/)]);
    // Back to a page without a title of its own: the default comes back.
    await page.goBack();
    await expect.poll(titles).toEqual(home);
    await page.goto('/admin/login');
    await expect.poll(titles).toEqual(['Admin login | Honda Two-Wheelers, Pandharpur']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
