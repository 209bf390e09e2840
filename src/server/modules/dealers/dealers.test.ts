import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENING_HOURS } from '../../../shared/constants.js';
import { siteSchema, type Dealer } from '../../../shared/catalogue.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/dealers/:id', () => {
  it('answers a list holding dealer 1 with its contact details and a map address', async () => {
    const response = await t.app.inject({ url: '/api/dealers/1' });
    expect(response.statusCode).toBe(200);
    const [dealer] = response.json() as Dealer[];
    expect(dealer).toMatchObject({ id: 1, menu_name: 'PANDHARPUR', open_time: OPENING_HOURS });
    expect(dealer?.address).toMatch(/Pandharpur/);
    // The place and the address as Marathi and Hindi pages show them.
    expect(dealer).toMatchObject({ menu_name_mr: 'पंढरपूर', menu_name_hi: 'पंढरपुर' });
    expect(dealer?.address_mr).toMatch(/पंढरपूर/);
    expect(dealer?.address_hi).toMatch(/पंढरपुर/);
    expect(dealer?.sale_no).toMatch(/^[6-9]\d{9}$/);
    expect(dealer?.service_no).toMatch(/^[6-9]\d{9}$/);
    expect(dealer?.email).toMatch(/@/);
    const url = JSON.parse(dealer?.url ?? '{}') as { geolocation?: string };
    expect(url.geolocation).toMatch(/^https:\/\//);
  });

  it('answers an empty list for an unknown dealer and 400 for a malformed id', async () => {
    expect((await t.app.inject({ url: '/api/dealers/99' })).json()).toEqual([]);
    const bad = await t.app.inject({ url: '/api/dealers/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: expect.any(String),
      errors: { id: expect.any(String) },
    });
  });
});

describe('GET /api/site', () => {
  it('answers the dealer with social links, the developer credit and the videos', async () => {
    const response = await t.app.inject({ url: '/api/site' });
    expect(response.statusCode).toBe(200);
    const site = siteSchema.parse(response.json());
    expect(site.dealer.id).toBe(1);
    expect(site.social.whatsapp).toContain(site.dealer.sale_no);
    expect(site.developerCredit.url).toMatch(/^https:\/\//);
  });
});
