import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelSummary } from '../../../shared/catalogue.js';
import { istDayBounds } from '../../../shared/dates.js';
import { MANAGE_MESSAGES } from '../../../shared/manage.js';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../../../shared/uploads.js';
import { signedInTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => ({ t, cookie } = await signedInTestApp()));
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#cc0000' } })
    .png()
    .toBuffer();

function form(fields: Record<string, string>, files: [string, Buffer, string, string][]) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [field, bytes, filename, type] of files) {
    data.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  }
  return data;
}

const count = async (table: 'offers' | 'gallery' | 'media') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('dashboard', () => {
  it("counts today's bookings, AMC, EW and product enquiries in Asia/Kolkata days", async () => {
    const today = istDayBounds('2026-11-21');
    t.clock.now = today.start + 10 * 3600_000;
    const lead = (kind: 'service' | 'amc' | 'warranty' | 'product' | 'contact', at: number) =>
      t.database.db
        .insertInto('enquiries')
        .values({ kind, name: 'Test Lead', phone: '9822000999', created_at: at })
        .execute();
    await lead('service', today.start); // 00:00 IST: today
    await lead('service', today.start - 60_000); // 23:59 IST yesterday: not today
    await lead('amc', today.end - 60_000);
    await lead('warranty', today.start + 1);
    await lead('warranty', today.start + 2);
    await lead('product', today.end); // 00:00 tomorrow
    await lead('contact', today.start + 5);
    const response = await call('GET', '/api/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ bookings: 1, amc: 1, warranty: 2, enquiry_report: 0 }]);
  });
});

describe('prices', () => {
  it('lists bike_name and bike_price for every model', async () => {
    const rows = (await call('GET', '/api/managePrice')).json() as {
      bike_name: string;
      bike_price: number;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows[0]).toEqual({ bike_name: expect.any(String), bike_price: expect.any(Number) });
  });

  it("updates a model's price (its base variant's), and the public pages show it at once", async () => {
    // Below every variant of the model, so it becomes the model's "from" price too.
    const response = await call('PATCH', '/api/managePrice/CD%20110%20DELUXE', { price: 67777 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MANAGE_MESSAGES.priceUpdated });
    const bikes = (await t.app.inject({ url: '/api/bikes' })).json() as ModelSummary[];
    expect(bikes.find((b) => b.bikeName === 'CD 110 DELUXE')?.price).toBe(67777);
    const view = (await t.app.inject({ url: '/api/bikeView/CD110DELUXE' })).json() as {
      bikePrice: number;
    };
    expect(view.bikePrice).toBe(67777);
    const variants = (await t.app.inject({ url: '/api/variants/CD110DELUXE' })).json() as {
      price: number;
    }[];
    expect(variants[0]?.price).toBe(67777);
  });

  it.each([[''], [null], ['abc'], [0], [-5], [12.5], [10_000_001], [{}]])(
    'refuses %o with "Please enter a valid price" and changes nothing',
    async (price) => {
      const before = (await t.app.inject({ url: '/api/bikeView/Shine' })).json().bikePrice;
      const response = await call('PATCH', '/api/managePrice/Shine', { price });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ price: MANAGE_MESSAGES.invalidPrice });
      expect((await t.app.inject({ url: '/api/bikeView/Shine' })).json().bikePrice).toBe(before);
    },
  );

  it('accepts the top price of ₹1,00,00,000 and answers 404 for an unknown model', async () => {
    expect((await call('PATCH', '/api/managePrice/Shine', { price: '10000000' })).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', '/api/managePrice/NoSuchBike', { price: 1000 })).statusCode).toBe(
      404,
    );
  });
});

describe('accessories', () => {
  it('lists accessories with defaults and updates a price', async () => {
    const rows = (await call('GET', '/api/manageAccessories')).json() as {
      id: number;
      price: number;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(39);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      heading: expect.any(String),
      part_no: expect.any(String),
      price: expect.any(Number),
      bike_name: expect.any(String),
    });
    const id = rows[0]?.id as number;
    const response = await call('PATCH', `/api/manageAccessories/${id}`, { price: 1499 });
    expect(response.json()).toEqual({ message: MANAGE_MESSAGES.accessoryPriceUpdated });
    const after = (await call('GET', '/api/manageAccessories')).json() as {
      id: number;
      price: number;
    }[];
    expect(after.find((r) => r.id === id)?.price).toBe(1499);
    expect((await call('PATCH', `/api/manageAccessories/${id}`, { price: 0 })).statusCode).toBe(
      400,
    );
    expect((await call('PATCH', '/api/manageAccessories/999999', { price: 10 })).statusCode).toBe(
      404,
    );
  });
});

describe('vehicles', () => {
  it.each([
    ['bikes', 'bikeName'],
    ['scooters', 'scooterName'],
    ['ev', 'bikeName'],
  ])('lists /api/%s_admin with id, %s and status', async (path, nameField) => {
    const rows = (await call('GET', `/api/${path}_admin`)).json() as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['id', nameField, 'status'].sort());
  });

  it('deactivates a scooter: it leaves the public list and its detail calls answer 404; activating brings it back', async () => {
    const scooters = (await call('GET', '/api/scooters_admin')).json() as {
      id: number;
      scooterName: string;
    }[];
    const activa = scooters.find((s) => s.scooterName === 'Activa') as { id: number };
    const off = await call('PATCH', `/api/scooters/${activa.id}/status`, { status: 0 });
    expect(off.json()).toEqual({ message: MANAGE_MESSAGES.vehicleDeactivated });
    const publicList = (await t.app.inject({ url: '/api/scooters' })).json() as ModelSummary[];
    expect(publicList.map((s) => s.bikeName)).not.toContain('Activa');
    expect((await t.app.inject({ url: '/api/bikeView/Activa' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/variants/Activa' })).statusCode).toBe(404);

    const on = await call('PATCH', `/api/scooters/${activa.id}/status`, { status: 1 });
    expect(on.json()).toEqual({ message: MANAGE_MESSAGES.vehicleActivated });
    expect((await t.app.inject({ url: '/api/bikeView/Activa' })).statusCode).toBe(200);
  });

  it('refuses a status other than 1 or 0, and a vehicle of another type', async () => {
    const bikes = (await call('GET', '/api/bikes_admin')).json() as { id: number }[];
    const id = bikes[0]?.id as number;
    expect((await call('PATCH', `/api/bikes/${id}/status`, { status: 2 })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/scooters/${id}/status`, { status: 0 })).statusCode).toBe(404);
    const still = (await call('GET', '/api/bikes_admin')).json() as {
      id: number;
      status: number;
    }[];
    expect(still.find((b) => b.id === id)?.status).toBe(1);
  });
});

describe('offers', () => {
  it('adds an offer with an image, re-encoded to WebP, and it becomes the newest public offer', async () => {
    const response = await call(
      'POST',
      '/api/createOffers',
      form({ title: 'Monsoon service camp', description: 'Free check-up and wash.' }, [
        ['image', await png(), 'camp.png', 'image/png'],
      ]),
    );
    expect(response.statusCode).toBe(201);
    const offer = response.json() as { id: number; image: string };
    const newest = ((await t.app.inject({ url: '/api/getOffers' })).json() as { id: number }[])[0];
    expect(newest).toMatchObject({ id: offer.id, title: 'Monsoon service camp' });
    const image = await t.app.inject({ url: offer.image });
    expect(image.headers['content-type']).toBe('image/webp');

    const deleted = await call('DELETE', `/api/deleteOffers/${offer.id}`);
    expect(deleted.json()).toEqual({ message: MANAGE_MESSAGES.offerDeleted });
    const after = (await t.app.inject({ url: '/api/getOffers' })).json() as { id: number }[];
    expect(after.map((o) => o.id)).not.toContain(offer.id);
    expect((await call('DELETE', `/api/deleteOffers/${offer.id}`)).statusCode).toBe(404);
  });

  it('keeps an offer’s Marathi and Hindi beside its English, each page reading its own', async () => {
    const response = await call(
      'POST',
      '/api/createOffers',
      form(
        {
          title: 'Diwali bonanza',
          description: 'Free helmet with every bike.',
          titleMr: 'दिवाळी धमाका',
          descriptionHi: 'हर बाइक के साथ हेलमेट मुफ़्त।',
        },
        [['image', await png(), 'diwali.png', 'image/png']],
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const newest = async (query: string) =>
      (await t.app.inject({ url: `/api/getOffers${query}` })).json<
        { id: number; title: string; description: string }[]
      >()[0];
    expect(await newest('')).toMatchObject({
      id,
      title: 'Diwali bonanza',
      description: 'Free helmet with every bike.',
    });
    expect(await newest('?lang=mr')).toMatchObject({
      id,
      title: 'दिवाळी धमाका',
      // No Marathi description written: the English one.
      description: 'Free helmet with every bike.',
    });
    expect(await newest('?lang=hi')).toMatchObject({
      id,
      title: 'Diwali bonanza',
      description: 'हर बाइक के साथ हेलमेट मुफ़्त।',
    });
    // A translation longer than the English may be is refused like the English.
    const before = await count('offers');
    const long = await call(
      'POST',
      '/api/createOffers',
      form({ title: 'Short', description: 'Short.', titleHi: 'लंबा'.repeat(100) }, [
        ['image', await png(), 'long.png', 'image/png'],
      ]),
    );
    expect(long.statusCode).toBe(400);
    expect(await count('offers')).toBe(before);
    await call('DELETE', `/api/deleteOffers/${id}`);
  });

  it('refuses an offer without title, description or image with "Please fill all fields"', async () => {
    const before = await count('offers');
    const response = await call('POST', '/api/createOffers', form({ title: 'Only a title' }, []));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: MANAGE_MESSAGES.offerFieldsMissing,
      errors: { description: expect.any(String), image: expect.any(String) },
    });
    expect(await count('offers')).toBe(before);
  });
});

describe('gallery uploads', () => {
  it('uploads several images and deletes one; the public gallery follows', async () => {
    const response = await call(
      'POST',
      '/api/galleryupload',
      form({}, [
        ['images', await png(), 'one.png', 'image/png'],
        [
          'images',
          await sharp(await png())
            .jpeg()
            .toBuffer(),
          'two.jpg',
          'image/jpeg',
        ],
      ]),
    );
    expect(response.statusCode).toBe(201);
    const { images } = response.json() as { images: { id: number; image_path: string }[] };
    expect(images).toHaveLength(2);
    const gallery = (await t.app.inject({ url: '/api/gallery' })).json() as { id: number }[];
    expect(gallery.map((g) => g.id)).toEqual(expect.arrayContaining(images.map((i) => i.id)));

    expect((await call('DELETE', `/api/deleteGalleryImg/${images[0]?.id}`)).statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/gallery' })).json() as { id: number }[];
    expect(after.map((g) => g.id)).not.toContain(images[0]?.id);
  });

  it('drops EXIF metadata and scales huge pictures down', async () => {
    const withExif = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#123456' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    expect(withExif.includes(Buffer.from('secret-location'))).toBe(true);
    const response = await call(
      'POST',
      '/api/galleryupload',
      form({}, [['images', withExif, 'big.jpg', 'image/jpeg']]),
    );
    const path = (response.json() as { images: { image_path: string }[] }).images[0]
      ?.image_path as string;
    const stored = (await t.app.inject({ url: path })).rawPayload;
    expect(stored.includes(Buffer.from('secret-location'))).toBe(false);
    expect((await sharp(stored).metadata()).width).toBe(2000);
  });

  it.each<[string, () => Promise<[string, Buffer, string, string]>, RegExp]>([
    [
      'a PHP script named .jpg',
      async () => [
        'images',
        Buffer.from('<?php system($_GET["c"]); ?>'),
        'shell.jpg',
        'image/jpeg',
      ],
      /not a JPEG, PNG or WebP/,
    ],
    [
      'an SVG with a script',
      async () => [
        'images',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        'image/svg+xml',
      ],
      /not a JPEG, PNG or WebP/,
    ],
    [
      'a PDF renamed .jpg',
      async () => ['images', Buffer.from('%PDF-1.7\n1 0 obj\n'), 'doc.jpg', 'image/jpeg'],
      /not a JPEG, PNG or WebP/,
    ],
    [
      'a truncated PNG',
      async () => ['images', (await png(400, 400)).subarray(0, 200), 'cut.png', 'image/png'],
      /could not be read/,
    ],
    [
      'a 20 MB image',
      async () => [
        'images',
        Buffer.concat([await png(), Buffer.alloc(20 * 1024 * 1024)]),
        'huge.png',
        'image/png',
      ],
      /at most 5 MB/,
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, makeFile, message) => {
    const before = { gallery: await count('gallery'), media: await count('media') };
    const good: [string, Buffer, string, string] = [
      'images',
      await png(10, 10),
      'good.png',
      'image/png',
    ];
    const response = await call('POST', '/api/galleryupload', form({}, [good, await makeFile()]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect({ gallery: await count('gallery'), media: await count('media') }).toEqual(before);
  });

  it('refuses more than 10 files in one request', async () => {
    const file = await png(8, 8);
    const files = Array.from({ length: 11 }, (_, i): [string, Buffer, string, string] => [
      'images',
      file,
      `f${i}.png`,
      'image/png',
    ]);
    const before = await count('gallery');
    const response = await call('POST', '/api/galleryupload', form({}, files));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at most 10 images/);
    expect(await count('gallery')).toBe(before);
  });

  it('refuses with the limits and the words the panel checks before sending', async () => {
    const picture = await png(8, 8);
    const upload = async (files: [string, Buffer, string, string][]) =>
      (await call('POST', '/api/galleryupload', form({}, files))).json().message;
    const tooMany = Array.from(
      { length: UPLOAD_LIMITS.files + 1 },
      (_, i): [string, Buffer, string, string] => ['images', picture, `f${i}.png`, 'image/png'],
    );
    expect(await upload(tooMany)).toBe(UPLOAD_MESSAGES.tooMany(UPLOAD_LIMITS.files));
    const tooLarge = Buffer.concat([picture, Buffer.alloc(UPLOAD_LIMITS.fileSize)]);
    expect(await upload([['images', tooLarge, 'big.png', 'image/png']])).toBe(
      UPLOAD_MESSAGES.eachTooLarge,
    );
    expect(await upload([['images', Buffer.from('GIF89a'), 'anim.gif', 'image/gif']])).toBe(
      UPLOAD_MESSAGES.notAnImage('anim.gif'),
    );
  });

  it('refuses an upload that is not multipart', async () => {
    const response = await call('POST', '/api/galleryupload', { images: 'x' });
    expect(response.statusCode).toBe(400);
  });
});
