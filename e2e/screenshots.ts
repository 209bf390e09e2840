/// <reference lib="dom" />
// Saves a full-page screenshot of every public route at 375, 768 and 1280 px to e2e/screenshots/.
// Usage: npm run screenshots            (builds, starts its own server on a fresh data folder)
//        BASE_URL=http://localhost:3000 npx tsx e2e/screenshots.ts   (against a running server)
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { NOT_FOUND_URL, PUBLIC_URLS } from './support/public-routes.js';

const ROUTES = [...PUBLIC_URLS, '/admin/login', NOT_FOUND_URL];

/** Scrolls to the bottom and back so lazily loaded images are in the full-page picture. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

const outDir = path.resolve('e2e/screenshots');
fs.mkdirSync(outDir, { recursive: true });

let server: RunningServer | undefined;
const baseUrl = process.env.BASE_URL ?? (server = await startServer()).baseUrl;
const browser = await launchBrowser();
const only = process.argv.slice(2);
try {
  for (const route of only.length ? only : ROUTES) {
    for (const viewport of Object.values(VIEWPORTS)) {
      const { page, context, problems } = await openPage(browser, baseUrl, viewport);
      await page.goto(route, { waitUntil: 'networkidle' });
      await scrollThrough(page);
      const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${viewport.width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      if (problems.length) console.warn(`${route} @${viewport.width}: ${problems.join(' | ')}`);
      await context.close();
    }
    console.log(`saved ${route}`);
  }
} finally {
  await browser.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
