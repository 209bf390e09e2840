/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_EDITOR_MESSAGES as M } from '../src/shared/catalogue-editor.js';
import { openScreen, unexpectedProblems } from './support/admin.js';
import { launchBrowser, openPage, sidewaysOverflow } from './support/browser.js';
import { makeBrochure, makePicture } from './support/catalogue-files.js';
import { startServer, type RunningServer } from './support/server.js';

const OWNER = { userId: 'owner', password: 'catalogue-owner-1' } as const;
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 800 };
const SHOTS = '/tmp/shots';

let browser: Browser;
let server: RunningServer;
let files: string;

/** The catalogue starts empty, so the demo's own "Activa e:" does not stand in the way. */
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({
      SEED_DEMO: 'false',
      ADMIN_USER_ID: OWNER.userId,
      ADMIN_PASSWORD: OWNER.password,
    }),
  ]);
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-files-'));
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  if (files) fs.rmSync(files, { recursive: true, force: true });
});

const picture = (name: string, hex: string, bar = 0, width = 480, height = 300) =>
  makePicture(files, name, hex, bar, width, height);
const brochure = (name: string) => makeBrochure(files, name, 'Activa e: brochure');

async function shoot(page: Page, name: string) {
  const before = page.viewportSize() ?? WIDE;
  for (const viewport of [WIDE, PHONE]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((each) => each.finished.catch(() => undefined))),
    );
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
    expect(await sidewaysOverflow(page), `${name} at ${viewport.width} px`).toBe(0);
  }
  await page.setViewportSize(before);
}

async function signInAs(page: Page, userId: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard', { timeout: 10_000 });
}

const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true }).first().waitFor();

/** Opens a tab of the editor and waits for its panel. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tabpanel', { name }).waitFor();
}

/** Models on a public list page, by the names the cards carry. */
async function listedOn(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  return page
    .locator('[data-model-card]')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.modelCard ?? ''));
}

describe('the catalogue editor', () => {
  it('the owner puts a new EV on the site with its parts, a visitor sees it, and it leaves the site once retired', async () => {
    const [frames, colourPictures, card, hero, pdf] = await Promise.all([
      Promise.all(
        Array.from({ length: 36 }, (_, i) =>
          picture(`activa-360-${String(i + 1).padStart(2, '0')}.png`, '#dfe6ee', i),
        ),
      ),
      Promise.all([
        picture('pearl-blue.png', '#2a5db0'),
        picture('matte-black.png', '#333333'),
        picture('pearl-white.png', '#f4f4f4'),
      ]),
      picture('card.png', '#e8e8e8', 5),
      picture('hero.png', '#cfd8e3', 20, 1200, 700),
      brochure('activa-e-brochure.pdf'),
    ]);

    const owner = await openPage(browser, server.baseUrl, WIDE);
    const page = owner.page;
    // The editor's tab on show (the others are in the page, hidden).
    const panel = page.getByRole('tabpanel');
    await signInAs(page, OWNER.userId, OWNER.password);
    await openScreen(page, 'Manage', 'Catalogue');
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    await page.getByText('No models yet.').waitFor();
    await shoot(page, 'catalogue-empty-list');

    // Details: an EV has no engine capacity.
    await page.getByRole('link', { name: 'New model' }).click();
    await page.getByRole('heading', { name: 'New model' }).waitFor();
    await panel.getByLabel('Type').selectOption('ev');
    const cc = panel.getByLabel('Engine capacity (cc)');
    expect(await cc.isDisabled()).toBe(true);
    expect(await cc.inputValue()).toBe('0');
    await panel.getByLabel('Model name').fill('Activa e:');
    await panel.getByLabel('URL name').fill('Activa e:');
    await panel.getByLabel('Tagline', { exact: true }).fill('Swap and go');
    await panel
      .getByLabel('Overview', { exact: true })
      .fill('Two swappable batteries and up to 102 km a charge.');
    await panel.getByRole('textbox', { name: 'Engine', exact: true }).fill('6 kW PMSM motor');
    await panel.getByLabel('Power').fill('6 kW');
    await panel.getByLabel('Transmission').fill('Automatic');
    await shoot(page, 'catalogue-details');

    // Variants: two, with their prices.
    await openTab(page, 'Variants');
    await page.getByRole('button', { name: 'Add variant' }).click();
    const names = panel.getByLabel('Variant name');
    const prices = panel.getByLabel('Ex-showroom price (₹)');
    await names.nth(0).fill('Standard');
    await prices.nth(0).fill('117000');
    await names.nth(1).fill('RoadSync Duo');
    await prices.nth(1).fill('151600');
    await shoot(page, 'catalogue-variants');

    // Colours: three, each with its picture uploaded.
    await openTab(page, 'Colours');
    const colours = [
      ['Pearl Shallow Blue', '#2a5db0'],
      ['Matte Fade Black', '#333333'],
      ['Pearl Misty White', '#f4f4f4'],
    ] as const;
    for (const [index, [name, hex]] of colours.entries()) {
      await page.getByRole('button', { name: 'Add colour' }).click();
      await panel.getByLabel('Colour name').nth(index).fill(name);
      await panel.getByLabel('Swatch colour (hex)').nth(index).fill(hex);
      await page
        .getByLabel('Picture in this colour')
        .nth(index)
        .setInputFiles(colourPictures[index]!);
    }
    await expect
      .poll(() => page.getByRole('img', { name: 'Picture in this colour: preview' }).count(), {
        timeout: 20_000,
      })
      .toBe(3);
    await shoot(page, 'catalogue-colours');

    // Specifications: rows in two groups.
    await openTab(page, 'Specifications');
    await page.getByRole('button', { name: 'Add row to Engine' }).click();
    await panel.getByLabel('Engine row 1: label').fill('Motor');
    await panel.getByLabel('Engine row 1: value').fill('Permanent magnet synchronous');
    await page.getByRole('button', { name: 'Add row to Body Dimensions' }).click();
    await panel.getByLabel('Body Dimensions row 1: label').fill('Kerb weight');
    await panel.getByLabel('Body Dimensions row 1: value').fill('118 kg');
    await page.getByRole('button', { name: 'Add row to Body Dimensions' }).click();
    await panel.getByLabel('Body Dimensions row 2: label').fill('Seat height');
    await panel.getByLabel('Body Dimensions row 2: value').fill('765 mm');
    await page.getByRole('button', { name: 'Move Body Dimensions row 2 up' }).click();
    expect(await panel.getByLabel('Body Dimensions row 1: label').inputValue()).toBe('Seat height');

    // 360°: 36 frames, put in file-name order, previewed, then uploaded.
    await openTab(page, '360° view');
    await panel.getByLabel('Choose the frames').setInputFiles([...frames].reverse());
    await page.getByText('36 new frames, not uploaded yet').waitFor();
    const order = page.getByRole('list', { name: 'Frame order' }).locator('span[title]');
    expect(await order.first().textContent()).toBe('activa-360-01.png');
    expect(await order.last().textContent()).toBe('activa-360-36.png');
    const preview = page.getByRole('slider', { name: 'Preview of the new 360° view' });
    // It plays on its own before anything is saved; the arrow keys turn it by hand.
    const first = await preview.getAttribute('aria-valuenow');
    await expect.poll(() => preview.getAttribute('aria-valuenow')).not.toBe(first);
    await page.getByRole('button', { name: 'Pause' }).click();
    await preview.focus();
    const paused = Number(await preview.getAttribute('aria-valuenow'));
    await page.keyboard.press('ArrowRight');
    expect(Number(await preview.getAttribute('aria-valuenow'))).toBe((paused % 36) + 1);
    await shoot(page, 'catalogue-360-staged');
    await page.getByRole('button', { name: 'Upload frames' }).click();
    await page.getByText('Current 360° view: 36 frames').waitFor({ timeout: 30_000 });

    // Brochure and pictures.
    await openTab(page, 'Brochure');
    await panel.getByLabel('Upload a brochure').setInputFiles(pdf);
    await page.getByRole('link', { name: 'Open the brochure (PDF)' }).waitFor();
    await shoot(page, 'catalogue-brochure');
    await openTab(page, 'Pictures');
    await panel.getByLabel('Card picture').setInputFiles(card);
    await panel.getByLabel('Main picture').setInputFiles(hero);
    await page.getByRole('img', { name: 'Card picture: preview' }).waitFor();
    await page.getByRole('img', { name: 'Main picture: preview' }).waitFor();
    await shoot(page, 'catalogue-pictures');

    // Save the draft: the site does not change yet.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, M.created);
    await page.waitForURL(/model=\d+/);
    await page.getByText('Draft: the site changes when you publish.').waitFor();
    await page.getByText('All edits saved').waitFor();
    expect(await listedOn((await openPage(browser, server.baseUrl, WIDE)).page, '/ev')).toEqual([]);

    // A reload keeps the model and its tab.
    await page.reload();
    await page.getByRole('tab', { name: 'Pictures', selected: true }).waitFor();
    await page.getByRole('heading', { name: /Activa e:/ }).waitFor();

    // Publish, after a confirmation.
    await page.getByRole('button', { name: 'Publish' }).click();
    const confirmPublish = page.getByRole('alertdialog', { name: 'Publish Activa e:?' });
    await confirmPublish.getByRole('button', { name: 'Publish' }).click();
    await toast(page, M.published);
    await page.getByText('Live: the site shows this model as it is here.').waitFor();
    await shoot(page, 'catalogue-live');

    // A visitor sees it on the EV list and on its own page, with its variants and brochure.
    const visitor = await openPage(browser, server.baseUrl, WIDE);
    await expect
      .poll(() => listedOn(visitor.page, '/ev'), { timeout: 5_000 })
      .toEqual(['Activa e:']);
    await visitor.page.goto('/view-details?bike=Activa%20e%3A');
    await visitor.page
      .getByRole('heading', { name: /Activa e:/ })
      .first()
      .waitFor();
    // Its lowest variant's price, and its colours as swatches.
    await visitor.page.getByText('Start from ₹ 1,17,000/-').waitFor();
    await visitor.page.getByRole('tab', { name: 'COLOURS' }).click();
    const swatches = visitor.page.getByRole('group', { name: 'Colours of the Activa e:' });
    await swatches.getByRole('button', { name: 'Pearl Shallow Blue' }).waitFor();
    expect(await swatches.getByRole('button').count()).toBe(3);
    await visitor.page.screenshot({ path: `${SHOTS}/catalogue-public-page-1440.png` });

    // The list shows it live, with its leads.
    await page.getByRole('link', { name: 'All models' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Activa e:' });
    await row.getByText('Live', { exact: true }).waitFor();
    await shoot(page, 'catalogue-list');

    // Retire, after a confirmation that says where its leads stay: it leaves /ev.
    await row.getByRole('link', { name: 'Activa e:' }).click();
    await page.getByRole('button', { name: 'Retire' }).click();
    const confirmRetire = page.getByRole('alertdialog', { name: 'Retire Activa e:?' });
    await confirmRetire
      .getByText('Its leads stay in the lead desk and the reports', { exact: false })
      .waitFor();
    await confirmRetire.getByRole('button', { name: 'Retire' }).click();
    await toast(page, M.retired);
    await expect.poll(() => listedOn(visitor.page, '/ev'), { timeout: 5_000 }).toEqual([]);
    await page.getByRole('link', { name: 'All models' }).click();
    await row.getByText('Retired', { exact: true }).waitFor();

    expect(unexpectedProblems(owner.problems)).toEqual([]);
    expect(unexpectedProblems(visitor.problems)).toEqual([]);
    await owner.context.close();
    await visitor.context.close();
  }, 180_000);

  it('a salesperson has no Catalogue screen, and its address says "Not allowed"', async () => {
    const owner = await openPage(browser, server.baseUrl, WIDE);
    await signInAs(owner.page, OWNER.userId, OWNER.password);
    const created = await owner.page.request.post('/api/staff', {
      headers: { Origin: server.baseUrl },
      data: {
        userId: 'asha.sales',
        userName: 'Asha Sales',
        mobileNo: '9876543210',
        email: '',
        role: 'sales',
        password: 'asha-temp-pass-1',
      },
    });
    expect(created.status()).toBe(201);

    const sales = await openPage(browser, server.baseUrl, WIDE);
    await signInAs(sales.page, 'asha.sales', 'asha-temp-pass-1');
    await sales.page.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
    await sales.page.getByLabel('Temporary password').fill('asha-temp-pass-1');
    await sales.page.getByLabel('New password').fill('asha-own-password-1');
    await sales.page.getByLabel('Confirm password').fill('asha-own-password-1');
    await sales.page.getByRole('button', { name: 'Save my password' }).click();
    await sales.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const nav = sales.page.getByRole('navigation', { name: 'Admin' });
    await nav
      .getByRole('link', { name: 'Price', exact: true, includeHidden: true })
      .waitFor({ state: 'attached' });
    expect(await nav.getByRole('link', { name: 'Catalogue', includeHidden: true }).count()).toBe(0);

    await sales.page.goto('/admin/dashboard/catalogue?model=1&tab=variants');
    await sales.page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    await sales.page.getByText('cannot open the Catalogue screen', { exact: false }).waitFor();
    // The server refuses the editor's API to the role as well.
    const refused = await sales.page.request.get('/api/catalogue-editor/models');
    expect(refused.status()).toBe(403);

    expect(unexpectedProblems(sales.problems)).toEqual([]);
    await owner.context.close();
    await sales.context.close();
  });
});
