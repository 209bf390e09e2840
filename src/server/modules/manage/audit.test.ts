import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIndianNumber } from '../../../shared/format.js';
import type { AccessoryRow, PriceRow } from '../../../shared/manage.js';
import type { AuditEvent } from '../../db/tables.js';
import { TEST_ADMIN } from '../../test/databases.js';
import { buildTestApp, signIn, testDialect, type TestApp } from '../../test/helper.js';

let t: TestApp;
let cookie: string;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signIn(t);
  const admin = await t.database.db
    .selectFrom('admins')
    .select('id')
    .where('user_id', '=', TEST_ADMIN.userId)
    .executeTakeFirstOrThrow();
  adminId = admin.id;
});
afterAll(() => t.close());

/** Every catalogue write in these tests comes from this address, so each row can be checked for it. */
const STAFF_ADDRESS = '203.0.113.7';

const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    remoteAddress: STAFF_ADDRESS,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#0066cc' } })
    .png()
    .toBuffer();

function form(fields: Record<string, string>, files: [string, Buffer, string][]) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [field, bytes, filename] of files) {
    data.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename);
  }
  return data;
}

const lastEventId = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.max('id').as('last'))
        .executeTakeFirstOrThrow()
    ).last ?? 0,
  );

/** The audit rows a step appended: everything after the last row before it, oldest first. */
async function eventsOf(step: () => Promise<unknown>): Promise<AuditEvent[]> {
  const before = await lastEventId();
  await step();
  return t.database.db
    .selectFrom('audit_events')
    .selectAll()
    .where('id', '>', before)
    .orderBy('id')
    .execute();
}

/** One row, by the signed-in owner, from the staff address, at the injected clock's time. */
const oneRow = (action: string, target: string, summary: string) => [
  {
    id: expect.any(Number),
    created_at: t.clock.now,
    actor_id: adminId,
    actor_user_id: TEST_ADMIN.userId,
    action,
    target,
    summary,
    ip: STAFF_ADDRESS,
  },
];

const priceRows = async () => (await call('GET', '/api/managePrice')).json<PriceRow[]>();

describe('every catalogue write appends one audit row', () => {
  it("records a model's price change as before → after in Indian grouping", async () => {
    t.clock.now = Date.UTC(2026, 10, 20, 6, 30);
    const events = await eventsOf(async () => {
      const response = await call('PATCH', '/api/managePrice/Shine', { price: 1_00_500 });
      expect(response.statusCode).toBe(200);
    });
    expect(events).toEqual(oneRow('price-update', 'Shine', '84,490 → 1,00,500'));
  });

  it('records a variant price change with the model and the variant as its target', async () => {
    const disc = (await priceRows()).find(
      (r) => r.bike_name === 'SP 125' && r.variant_name === 'Disc',
    );
    const events = await eventsOf(async () => {
      const response = await call('PATCH', `/api/managePrice/SP125/variants/${disc?.variant_id}`, {
        price: 97_000,
      });
      expect(response.statusCode).toBe(200);
    });
    expect(events).toEqual(oneRow('price-update', 'SP 125 (Disc)', '96,300 → 97,000'));
  });

  it("records the model's own price when it has no variants", async () => {
    const livo = await t.database.db
      .selectFrom('vehicles')
      .select(['id', 'price'])
      .where('bike_name', '=', 'Livo')
      .executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('variants').where('vehicle_id', '=', livo.id).execute();
    const events = await eventsOf(() => call('PATCH', '/api/managePrice/Livo', { price: 80_000 }));
    expect(events).toEqual(
      oneRow('price-update', 'Livo', `${formatIndianNumber(livo.price)} → 80,000`),
    );
  });

  it('records an accessory price change with the part and its model', async () => {
    const [first] = (await call('GET', '/api/manageAccessories')).json<AccessoryRow[]>();
    if (!first) throw new Error('the demo catalogue has accessories');
    const events = await eventsOf(async () => {
      const response = await call('PATCH', `/api/manageAccessories/${first.id}`, { price: 1499 });
      expect(response.statusCode).toBe(200);
    });
    expect(events).toEqual(
      oneRow(
        'accessory-update',
        `${first.heading} (${first.bike_name})`,
        `${formatIndianNumber(first.price)} → 1,499`,
      ),
    );
  });

  it('records a vehicle switched off and on as Active → Inactive and back', async () => {
    const scooters = (await call('GET', '/api/scooters_admin')).json<
      { id: number; scooterName: string }[]
    >();
    const activa = scooters.find((s) => s.scooterName === 'Activa');
    const off = await eventsOf(() =>
      call('PATCH', `/api/scooters/${activa?.id}/status`, { status: 0 }),
    );
    expect(off).toEqual(oneRow('vehicle-status', 'Activa', 'Active → Inactive'));
    const on = await eventsOf(() =>
      call('PATCH', `/api/scooters/${activa?.id}/status`, { status: 1 }),
    );
    expect(on).toEqual(oneRow('vehicle-status', 'Activa', 'Inactive → Active'));
  });

  it('records an offer added and deleted by its title', async () => {
    let offerId = 0;
    const added = await eventsOf(async () => {
      const response = await call(
        'POST',
        '/api/createOffers',
        form({ title: 'Festive exchange bonus', description: 'Up to ₹5,000 off.' }, [
          ['image', await png(), 'offer.png'],
        ]),
      );
      expect(response.statusCode).toBe(201);
      offerId = response.json<{ id: number }>().id;
    });
    expect(added).toEqual(oneRow('offer-create', 'Festive exchange bonus', `offer ${offerId}`));
    const deleted = await eventsOf(async () => {
      expect((await call('DELETE', `/api/deleteOffers/${offerId}`)).statusCode).toBe(200);
    });
    expect(deleted).toEqual(oneRow('offer-delete', 'Festive exchange bonus', `offer ${offerId}`));
  });

  it('records a gallery upload by its count of images, and each deleted image', async () => {
    let ids: number[] = [];
    const uploaded = await eventsOf(async () => {
      const response = await call(
        'POST',
        '/api/galleryupload',
        form({}, [
          ['images', await png(), 'one.png'],
          ['images', await png(), 'two.png'],
        ]),
      );
      expect(response.statusCode).toBe(201);
      ids = response.json<{ images: { id: number }[] }>().images.map((image) => image.id);
    });
    expect(uploaded).toEqual(oneRow('gallery-upload', 'Gallery', '2 images'));
    const deleted = await eventsOf(async () => {
      expect((await call('DELETE', `/api/deleteGalleryImg/${ids[0]}`)).statusCode).toBe(200);
    });
    expect(deleted).toEqual(oneRow('gallery-delete', 'Gallery', `image ${ids[0]}`));
  });
});

describe('a refused write', () => {
  it.each([
    ['a price that is no price', 'PATCH', '/api/managePrice/Shine', { price: -5 }, 400],
    ['an unknown model', 'PATCH', '/api/managePrice/NoSuchBike', { price: 1000 }, 404],
    ['an unknown variant', 'PATCH', '/api/managePrice/Shine/variants/999999', { price: 1000 }, 404],
    ['an unknown accessory', 'PATCH', '/api/manageAccessories/999999', { price: 10 }, 404],
    ['a bad status', 'PATCH', '/api/bikes/1/status', { status: 2 }, 400],
    ['an unknown vehicle', 'PATCH', '/api/scooters/999999/status', { status: 0 }, 404],
    ['an unknown offer', 'DELETE', '/api/deleteOffers/999999', undefined, 404],
    ['an unknown gallery image', 'DELETE', '/api/deleteGalleryImg/999999', undefined, 404],
  ] as const)('appends nothing: %s', async (_name, method, url, payload, status) => {
    const events = await eventsOf(async () => {
      expect((await call(method, url, payload)).statusCode).toBe(status);
    });
    expect(events).toEqual([]);
  });

  it("appends nothing for another model's variant, an offer without an image or an empty upload", async () => {
    const shineDrum = (await priceRows()).find((r) => r.bike_name === 'Shine' && r.variant_id);
    const events = await eventsOf(async () => {
      const variant = await call(
        'PATCH',
        `/api/managePrice/Unicorn/variants/${shineDrum?.variant_id}`,
        { price: 1000 },
      );
      expect(variant.statusCode).toBe(404);
      const offer = await call('POST', '/api/createOffers', form({ title: 'No picture' }, []));
      expect(offer.statusCode).toBe(400);
      const upload = await call('POST', '/api/galleryupload', form({ note: 'x' }, []));
      expect(upload.statusCode).toBe(400);
    });
    expect(events).toEqual([]);
  });
});

describe('a change and its audit row', () => {
  /**
   * The audit table refusing inserts, as a full disk or a broken constraint would: set up in the
   * database itself, so the code under test runs unchanged.
   */
  async function withAuditRefused(step: () => Promise<void>) {
    const { db } = t.database;
    if (testDialect === 'postgres') {
      await sql`create function refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit store unavailable'; end $$`.execute(db);
      await sql`create trigger refuse_audit before insert on audit_events
        for each row execute function refuse_audit()`.execute(db);
    } else {
      await sql`create trigger refuse_audit before insert on audit_events
        begin select raise(abort, 'audit store unavailable'); end`.execute(db);
    }
    try {
      await step();
    } finally {
      await sql`drop trigger refuse_audit${sql.raw(testDialect === 'postgres' ? ' on audit_events' : '')}`.execute(
        db,
      );
      if (testDialect === 'postgres') await sql`drop function refuse_audit()`.execute(db);
    }
  }

  it('commit together: when the row cannot be stored the price, status and offer stay as they were', async () => {
    const before = await priceRows();
    const offers = await t.database.db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const bikes = (await call('GET', '/api/bikes_admin')).json<{ id: number; status: number }[]>();
    await withAuditRefused(async () => {
      expect(
        (await call('PATCH', '/api/managePrice/Unicorn', { price: 1_50_000 })).statusCode,
      ).toBe(500);
      const status = await call('PATCH', `/api/bikes/${bikes[0]?.id}/status`, { status: 0 });
      expect(status.statusCode).toBe(500);
      const offer = await call(
        'POST',
        '/api/createOffers',
        form({ title: 'Never stored', description: 'Its record failed.' }, [
          ['image', await png(), 'x.png'],
        ]),
      );
      expect(offer.statusCode).toBe(500);
    });
    expect(await priceRows()).toEqual(before);
    expect((await call('GET', '/api/bikes_admin')).json()).toEqual(bikes);
    const offersAfter = await t.database.db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(offersAfter.n)).toBe(Number(offers.n));
    // And with the table back, the same write goes through and is recorded.
    const events = await eventsOf(() =>
      call('PATCH', '/api/managePrice/Unicorn', { price: 1_50_000 }),
    );
    expect(events).toEqual(oneRow('price-update', 'Unicorn', '1,19,500 → 1,50,000'));
  });

  it('records a true before → after for each of several price changes arriving together', async () => {
    const prices = [1_30_001, 1_30_002, 1_30_003, 1_30_004, 1_30_005, 1_30_006];
    const events = await eventsOf(async () => {
      const responses = await Promise.all(
        prices.map((price) => call('PATCH', '/api/managePrice/CBR150R', { price })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(prices.map(() => 200));
    });
    expect(events).toHaveLength(prices.length);
    // In the order they committed, each change starts from the price the one before it left.
    const steps = events.map((event) => event.summary.split(' → '));
    expect(steps[0]?.[0]).toBe('1,29,900');
    for (let i = 1; i < steps.length; i += 1) expect(steps[i]?.[0]).toBe(steps[i - 1]?.[1]);
    const cbr = (await priceRows()).find((r) => r.bike_name === 'CBR 150R' && !r.variant_id);
    expect(formatIndianNumber(cbr?.bike_price ?? 0)).toBe(steps.at(-1)?.[1]);
  });
});
