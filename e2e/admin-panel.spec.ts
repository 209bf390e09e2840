/// <reference lib="dom" />
import type { Browser, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryImage, ModelSummary, Offer, Variant } from '../src/shared/catalogue.js';
import { formatIndianNumber, formatRupees } from '../src/shared/format.js';
import type { DashboardCounts } from '../src/shared/manage.js';
import { openScreen, signIn, unexpectedProblems } from './support/admin.js';
import {
  launchBrowser,
  openPage,
  sidewaysOverflow,
  type OpenedPage,
  VIEWPORTS,
} from './support/browser.js';
import { ownServer } from './support/own-server.js';

const baseUrl = await ownServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function publicJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function signedIn(
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<OpenedPage> {
  const opened = await openPage(browser, baseUrl, viewport);
  await signIn(opened.page);
  return opened;
}

/** Requests the page sends to paths containing `fragment` with `method`, as they happen. */
function recordRequests(page: Page, method: string, fragment: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && request.url().includes(fragment)) seen.push(request.url());
  });
  return seen;
}

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/** A small PNG of one colour, made on the spot (nothing binary is committed). */
function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function setModelPrice(page: Page, bikeName: string, price: number) {
  await page.getByRole('searchbox', { name: 'Search models' }).fill(bikeName);
  await page.getByRole('button', { name: `Edit price of ${bikeName}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit price' });
  await dialog.getByLabel('Price (₹)').fill(String(price));
  await dialog.getByRole('button', { name: 'Update' }).click();
  await toast(page, 'Price updated successfully');
  await dialog.waitFor({ state: 'hidden' });
}

describe('the admin panel', () => {
  it('shows the four counts of today on the dashboard', async () => {
    const { page, context, problems } = await signedIn();
    const response = await page.request.get('/api/dashboard');
    const [counts] = (await response.json()) as DashboardCounts[];
    const cards = [
      ['Today Booking', counts?.bookings],
      ['Today AMC', counts?.amc],
      ['Today EW', counts?.warranty],
      ['Today Enquiry', counts?.enquiry_report],
    ] as const;
    for (const [label, count] of cards) {
      const card = page.getByRole('listitem').filter({ hasText: label });
      await card.getByText(formatIndianNumber(count ?? -1), { exact: true }).waitFor();
    }
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('lists the admin account without any password column', async () => {
    const { page, context, problems } = await signedIn();
    await openScreen(page, 'Manage', 'Account');
    const table = page.getByRole('region', { name: 'Admin account' });
    await table.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    await table.getByText('Active', { exact: true }).waitFor();
    expect(await table.getByRole('columnheader', { name: /password/i }).count()).toBe(0);
    await page.getByText('Passwords are never stored or shown').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('changes a model price, and the public motorcycle page shows the new price', async () => {
    const [bike] = await publicJson<ModelSummary[]>('/api/bikes');
    if (!bike) throw new Error('the demo catalogue has no bikes');
    // Staff price a model's variants; the first (base) one is the cheapest in the demo catalogue.
    const variantsPath = `/api/variants/${encodeURIComponent(bike.bikeName)}`;
    const [base] = await publicJson<Variant[]>(variantsPath);
    if (!base) throw new Error(`${bike.bikeName} has no variants`);
    const rowName = `${bike.bikeName} ${base.name}`;
    const newPrice = base.price - 1111;
    const { page, context, problems } = await signedIn();
    await openScreen(page, 'Manage', 'Price');
    await page.getByRole('heading', { name: 'Manage price' }).waitFor();

    await setModelPrice(page, rowName, newPrice);
    await page
      .getByRole('row', { name: new RegExp(bike.bikeName) })
      .getByText(formatRupees(newPrice))
      .waitFor();

    await page.goto('/motorcycle');
    await page.getByText(formatRupees(newPrice)).first().waitFor();
    const bikes = await publicJson<ModelSummary[]>('/api/bikes');
    expect(bikes.find((item) => item.id === bike.id)?.price).toBe(newPrice);

    // Put the demo price back for the other journeys.
    await page.goBack();
    await page.getByRole('heading', { name: 'Manage price' }).waitFor();
    await setModelPrice(page, rowName, base.price);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('refuses a zero or empty price in the dialog and sends nothing; Esc closes it', async () => {
    const { page, context, problems } = await signedIn();
    const patches = recordRequests(page, 'PATCH', '/api/managePrice');
    await openScreen(page, 'Manage', 'Price');
    const pencil = page.getByRole('button', { name: /^Edit price of / }).first();
    await pencil.click();
    const dialog = page.getByRole('dialog', { name: 'Edit price' });
    const price = dialog.getByLabel('Price (₹)');

    for (const value of ['0', '', '-5', '100000001']) {
      await price.fill(value);
      await dialog.getByRole('button', { name: 'Update' }).click();
      await dialog.getByText('Please enter a valid price').waitFor();
      expect(await price.getAttribute('aria-invalid')).toBe('true');
    }
    expect(patches).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to the pencil that opened the dialog.
    expect(await pencil.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(patches).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('updates an accessory price and asks for a price when the box is empty', async () => {
    const { page, context, problems } = await signedIn();
    const patches = recordRequests(page, 'PATCH', '/api/manageAccessories');
    await openScreen(page, 'Manage', 'Accessories Price');
    const pencil = page.getByRole('button', { name: /^Edit price of / }).first();
    await pencil.click();
    const dialog = page.getByRole('dialog', { name: 'Edit price' });
    const price = dialog.getByLabel('Price (₹)');
    const original = await price.inputValue();

    await price.fill('');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('Please select an accessory and enter a price!').waitFor();
    expect(patches).toEqual([]);

    await price.fill(String(Number(original) + 1));
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Price updated successfully!');
    await dialog.waitFor({ state: 'hidden' });
    expect(patches).toHaveLength(1);

    await pencil.click();
    await price.fill(original);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(patches).toHaveLength(2);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('deactivates a model, which leaves the public page, and reactivates it', async () => {
    const bikes = await publicJson<ModelSummary[]>('/api/bikes');
    const bike = bikes.at(-1);
    if (!bike) throw new Error('the demo catalogue has no bikes');
    const { page, context, problems } = await signedIn();
    await openScreen(page, 'Manage', 'Bikes');
    const active = page.getByRole('checkbox', { name: `Active: ${bike.bikeName}`, exact: true });
    await expect.poll(() => active.isChecked()).toBe(true);

    await active.uncheck();
    await toast(page, 'Vehicle deactivated successfully');
    await expect.poll(() => active.isChecked()).toBe(false);
    expect((await publicJson<ModelSummary[]>('/api/bikes')).map((item) => item.id)).not.toContain(
      bike.id,
    );
    await page.goto('/motorcycle');
    await page
      .getByText(bikes[0]?.name as string, { exact: true })
      .first()
      .waitFor();
    expect(await page.getByText(bike.name, { exact: true }).count()).toBe(0);

    await page.goBack();
    await active.check();
    await toast(page, 'Vehicle activated successfully');
    await page.goto('/motorcycle');
    await page.getByText(bike.name, { exact: true }).first().waitFor();

    // The type selector is a radio group: the arrow key moves from Bikes to Scooters.
    await page.goBack();
    await page.getByRole('radio', { name: 'Bikes' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: 'Scooters' }).isChecked()).toBe(true);
    const [scooter] = await publicJson<ModelSummary[]>('/api/scooters');
    await page
      .getByRole('checkbox', { name: `Active: ${scooter?.bikeName}`, exact: true })
      .waitFor();
    expect(await active.count()).toBe(0);
    expect(page.url()).toMatch(/type=scooters/);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('puts the Active box back and says why when the status change fails', async () => {
    const [bike] = await publicJson<ModelSummary[]>('/api/bikes');
    const { page, context, problems } = await signedIn();
    await openScreen(page, 'Manage', 'Bikes');
    const active = page.getByRole('checkbox', { name: `Active: ${bike?.bikeName}`, exact: true });
    await active.waitFor();

    const failures = [
      // The server's own message, a proxy's page without one, and no answer at all (SPEC §8).
      {
        answer: (route: Route) =>
          route.fulfill({ status: 500, json: { message: 'The database is busy' } }),
        toast: 'The database is busy',
      },
      {
        answer: (route: Route) =>
          route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
        toast: 'Failed to update active status',
      },
      { answer: (route: Route) => route.abort(), toast: 'Something went wrong' },
    ];
    for (const failure of failures) {
      await page.route('**/api/bikes/*/status', failure.answer);
      await active.click();
      await toast(page, failure.toast);
      await expect.poll(() => active.isChecked()).toBe(true);
      expect(await active.isEnabled()).toBe(true);
      await page.unroute('**/api/bikes/*/status');
    }
    const bikes = await publicJson<ModelSummary[]>('/api/bikes');
    expect(bikes.map((item) => item.id)).toContain(bike?.id);
    expect(
      unexpectedProblems(problems, [500, 502]).filter((problem) => !/ERR_FAILED/.test(problem)),
    ).toEqual([]);
    await context.close();
  });

  it('shows the load failure with a retry button, and the list after a retry', async () => {
    const { page, context, problems } = await signedIn();
    await page.route('**/api/managePrice', (route) => route.fulfill({ status: 500, json: {} }));
    await openScreen(page, 'Manage', 'Price');
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to fetch bikes' });
    await failure.waitFor({ timeout: 15_000 });
    await page.unroute('**/api/managePrice');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('button', { name: /^Edit price of / })
      .first()
      .waitFor();
    expect(unexpectedProblems(problems, [500])).toEqual([]);
    await context.close();
  });

  it('adds an offer with an image, the website shows it as the newest, then deletes it', async () => {
    const title = `Monsoon service camp ${Date.now()}`;
    const { page, context, problems } = await signedIn();
    await openScreen(page, 'Manage', 'Offer');
    await page.getByRole('heading', { name: 'Manage Offers' }).waitFor();

    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New offer' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Free check-up and wash for every Honda.');
    // Its Marathi title beside the English; no Hindi written, so the Hindi page shows the English.
    await dialog.getByLabel('Title in Marathi').fill(`मान्सून सर्व्हिस कॅम्प ${title.slice(-6)}`);
    await dialog.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'monsoon.png',
      mimeType: 'image/png',
      buffer: await png('#0b57d0'),
    });
    await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    await dialog.getByRole('button', { name: 'Add Offer' }).click();
    await toast(page, 'Offer Added Successfully!');
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByText('Shown on the website').waitFor();

    const [newest] = await publicJson<Offer[]>('/api/getOffers');
    expect(newest?.title).toBe(title);
    const [marathi] = await publicJson<Offer[]>('/api/getOffers?lang=mr');
    expect(marathi?.title).toBe(`मान्सून सर्व्हिस कॅम्प ${title.slice(-6)}`);
    const [hindi] = await publicJson<Offer[]>('/api/getOffers?lang=hi');
    expect(hindi?.title).toBe(title);
    const image = await fetch(`${baseUrl}${newest?.image}`);
    expect(image.headers.get('content-type')).toBe('image/webp');

    // Cancel keeps the offer; Delete removes it.
    const confirm = page.getByRole('alertdialog', { name: 'Delete this offer?' });
    await page.getByRole('button', { name: `Delete offer ${title}` }).click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Delete offer ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Offer Deleted Successfully!');
    await card.waitFor({ state: 'detached' });
    const offers = await publicJson<Offer[]>('/api/getOffers');
    expect(offers.map((offer) => offer.title)).not.toContain(title);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('asks for every field of a new offer and sends nothing until then', async () => {
    const { page, context, problems } = await signedIn();
    const posts = recordRequests(page, 'POST', '/api/createOffers');
    await openScreen(page, 'Manage', 'Offer');
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New offer' });
    await dialog.getByRole('button', { name: 'Add Offer' }).click();
    await dialog.getByText('Please fill all fields').waitFor();
    await dialog.getByLabel('Title', { exact: true }).fill('Only a title');
    await dialog.getByLabel('Description', { exact: true }).fill('And a description, but no image');
    await dialog.getByRole('button', { name: 'Add Offer' }).click();
    await dialog.getByText('Please fill all fields').waitFor();
    expect(await dialog.getByLabel('Image', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(posts).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('uploads gallery images, refuses a file that is no image, and deletes; the public gallery follows', async () => {
    const before = await publicJson<GalleryImage[]>('/api/gallery');
    const { page, context, problems } = await signedIn();
    await openScreen(page, 'Manage', 'Gallery');
    await page.getByRole('heading', { name: 'Gallery' }).waitFor();
    const input = page.getByLabel('Add images');

    // A text file dressed up as a PNG: the server sniffs the bytes and says why it refuses.
    await input.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await toast(page, '"notes.png" is not a JPEG, PNG or WebP image.');
    expect(await publicJson<GalleryImage[]>('/api/gallery')).toHaveLength(before.length);

    await input.setInputFiles([
      { name: 'showroom.png', mimeType: 'image/png', buffer: await png('#cc0000') },
      { name: 'delivery.png', mimeType: 'image/png', buffer: await png('#1c1f23') },
    ]);
    await page.getByText('2 images chosen:').waitFor();
    await page.getByText('showroom.png').waitFor();
    await page.getByText('delivery.png').waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Images uploaded successfully');
    await page.getByText(`${before.length + 2} images in the gallery`).waitFor();
    expect(await page.getByText('showroom.png').count()).toBe(0);
    const after = await publicJson<GalleryImage[]>('/api/gallery');
    expect(after).toHaveLength(before.length + 2);

    // Newest first: the two uploads are images 1 and 2. Delete both to leave the demo as it was.
    const confirm = page.getByRole('alertdialog', { name: 'Delete this image?' });
    for (const remaining of [before.length + 1, before.length]) {
      await page.getByRole('button', { name: 'Delete gallery image 1', exact: true }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Image deleted successfully');
      await page.getByText(`${remaining} images in the gallery`).waitFor();
      expect(await publicJson<GalleryImage[]>('/api/gallery')).toHaveLength(remaining);
    }
    const ids = (await publicJson<GalleryImage[]>('/api/gallery')).map((image) => image.id);
    expect(ids).toEqual(before.map((image) => image.id));
    expect(unexpectedProblems(problems, [400])).toEqual([]);
    await context.close();
  });

  it('works on a phone: a screen opens through the drawer and tables scroll inside their card', async () => {
    const { page, context, problems } = await signedIn(VIEWPORTS.phone);
    await openScreen(page, 'Manage', 'Price');
    await page.getByRole('heading', { name: 'Manage price' }).waitFor();
    await page
      .getByRole('button', { name: /^Edit price of / })
      .first()
      .waitFor();
    // The drawer slid away after the pick.
    const drawer = page.getByRole('complementary', { name: 'Admin menu' });
    await expect
      .poll(() => drawer.evaluate((aside) => aside.getBoundingClientRect().right))
      .toBe(0);

    await openScreen(page, 'Manage', 'Account');
    const table = page.getByRole('region', { name: 'Admin account' });
    await table.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const scrolls = await table.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrolls).toBe(true);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
