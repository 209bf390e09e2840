import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseBikeName, SPEC_GROUPS } from '../../shared/catalogue.js';
import { OPENING_HOURS } from '../../shared/constants.js';
import { createDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/tables.js';
import { siteSettingsSchema } from './essentials-data.js';
import { isDatabaseEmpty, seedDemoCatalogue, seedEssentials } from './index.js';

const MEDIA_PATH = /^\/media\/([0-9a-f]{32})\.(webp|pdf)$/;

let dir: string;
let database: DatabaseHandle;
let emptyBeforeSeeding: boolean;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-seed-'));
  database = createDatabase({ dataDir: dir });
  await migrateToLatest(database);
  emptyBeforeSeeding = await isDatabaseEmpty(database.db);
  await seedEssentials(database.db);
  await seedDemoCatalogue(database.db);
}, 120_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function vehiclesOfType(type: 'bike' | 'scooter' | 'ev') {
  return database.db.selectFrom('vehicles').selectAll().where('type', '=', type).execute();
}

async function countRows(): Promise<Record<string, number>> {
  const tables: (keyof Database)[] = [
    'dealers',
    'settings',
    'media',
    'slides',
    'vehicles',
    'vehicle_specs',
    'variants',
    'features',
    'accessories',
    'colours',
    'frames_360',
    'offers',
    'gallery',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

describe('dealer essentials', () => {
  it('turn an empty database into one with dealer 1', async () => {
    expect(emptyBeforeSeeding).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('give dealer 1 the contact details the header, footer and dealer page show', async () => {
    const dealer = await database.db
      .selectFrom('dealers')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(dealer.name).toMatch(/Honda/);
    expect(dealer.menu_name).toBe('PANDHARPUR');
    expect(dealer.address).toMatch(/Pandharpur/);
    expect(dealer.address).toMatch(/Solapur/);
    expect(dealer.address).toMatch(/413304/);
    expect(dealer.sale_no).toMatch(/^9\d{9}$/);
    expect(dealer.service_no).toMatch(/^9\d{9}$/);
    expect(dealer.open_time).toBe(OPENING_HOURS);
    expect(dealer.email).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
    const { geolocation } = JSON.parse(dealer.url) as { geolocation: string };
    expect(geolocation).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  });

  it('store the social links, developer credit and videos the layout needs', async () => {
    const row = await database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'site')
      .executeTakeFirstOrThrow();
    const site = siteSettingsSchema.parse(JSON.parse(row.value));
    expect(site.social.whatsapp).toBe('https://wa.me/919822000111');
    expect(site.developerCredit.url).toMatch(/^https:\/\//);
    for (const video of Object.values(site.videos)) {
      expect(video).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/);
    }
  });
});

describe('demo catalogue', () => {
  it('offers bikes, scooters and EVs including every model the spec names', async () => {
    const slugs = async (type: 'bike' | 'scooter' | 'ev') =>
      (await vehiclesOfType(type)).map((vehicle) => normaliseBikeName(vehicle.bike_name));
    const bikes = await slugs('bike');
    expect(bikes.length).toBeGreaterThanOrEqual(6);
    expect(bikes).toEqual(
      expect.arrayContaining(['SHINE', 'UNICORN', 'CBR150R', 'XBLADE', 'CD110DELUXE']),
    );
    const scooters = await slugs('scooter');
    expect(scooters.length).toBeGreaterThanOrEqual(4);
    expect(scooters).toContain('ACTIVA');
    expect((await slugs('ev')).length).toBeGreaterThanOrEqual(2);
  });

  it('stores each slug as the normalised bike name, active and priced', async () => {
    const vehicles = await database.db.selectFrom('vehicles').selectAll().execute();
    for (const vehicle of vehicles) {
      expect(vehicle.slug).toBe(normaliseBikeName(vehicle.bike_name));
      expect(vehicle.status).toBe(1);
      expect(vehicle.price).toBeGreaterThan(0);
      expect(
        vehicle.engine && vehicle.power && vehicle.transmission && vehicle.details,
      ).toBeTruthy();
    }
  });

  it('gives every vehicle specs, variants, features, accessories, colours and a 360 set', async () => {
    const { db } = database;
    const vehicles = await db.selectFrom('vehicles').select(['id', 'bike_name', 'price']).execute();
    for (const vehicle of vehicles) {
      const specs = await db
        .selectFrom('vehicle_specs')
        .selectAll()
        .where('vehicle_id', '=', vehicle.id)
        .execute();
      for (const group of SPEC_GROUPS) {
        const rows = specs.filter((spec) => spec.spec_group === group.key);
        expect(rows.length, `${vehicle.bike_name} ${group.key}`).toBeGreaterThanOrEqual(3);
      }

      const variants = await db
        .selectFrom('variants')
        .selectAll()
        .where('vehicle_id', '=', vehicle.id)
        .orderBy('sort_order')
        .execute();
      expect(variants.length).toBeGreaterThanOrEqual(2);
      expect(variants[0]!.price).toBe(vehicle.price);

      const features = await db
        .selectFrom('features')
        .selectAll()
        .where('vehicle_id', '=', vehicle.id)
        .execute();
      expect(features).toHaveLength(3);

      const accessories = await db
        .selectFrom('accessories')
        .selectAll()
        .where('vehicle_id', '=', vehicle.id)
        .execute();
      expect(accessories).toHaveLength(3);
      for (const accessory of accessories) {
        expect(accessory.heading).toBeTruthy();
        expect(accessory.part_no).toMatch(/^08[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/);
        expect(accessory.price).toBeGreaterThan(0);
      }

      const colours = await db
        .selectFrom('colours')
        .selectAll()
        .where('vehicle_id', '=', vehicle.id)
        .execute();
      expect(colours).toHaveLength(3);
      for (const colour of colours) expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);

      const frames = await db
        .selectFrom('frames_360')
        .select('frame_no')
        .where('vehicle_id', '=', vehicle.id)
        .orderBy('frame_no')
        .execute();
      expect(frames.map((frame) => frame.frame_no)).toEqual(
        Array.from({ length: 36 }, (_, i) => i),
      );
    }
  });

  it('seeds slides, offers and a gallery', async () => {
    const counts = await countRows();
    expect(counts.slides).toBeGreaterThanOrEqual(3);
    expect(counts.offers).toBeGreaterThanOrEqual(2);
    expect(counts.gallery).toBeGreaterThanOrEqual(6);
    const offers = await database.db.selectFrom('offers').selectAll().execute();
    for (const offer of offers) expect(offer.title && offer.description).toBeTruthy();
  });

  it('stores every picture as WebP and every brochure as a PDF in the media table', async () => {
    const { db } = database;
    const vehicles = await db
      .selectFrom('vehicles')
      .select(['name_img', 'bike_icon', 'image', 'document'])
      .execute();
    const images = [
      ...vehicles.flatMap((vehicle) => [vehicle.name_img, vehicle.bike_icon, vehicle.image]),
      ...(await db.selectFrom('features').select('image').execute()).map((row) => row.image),
      ...(await db.selectFrom('accessories').select('image').execute()).map((row) => row.image),
      ...(await db.selectFrom('colours').select('image').execute()).map((row) => row.image),
      ...(await db.selectFrom('frames_360').select('image').execute()).map((row) => row.image),
      ...(await db.selectFrom('slides').select('filepath').execute()).map((row) => row.filepath),
      ...(await db.selectFrom('offers').select('image').execute()).map((row) => row.image),
      ...(await db.selectFrom('gallery').select('image_path').execute()).map((r) => r.image_path),
    ];
    const documents = vehicles.map((vehicle) => vehicle.document);

    const media = new Map(
      (await db.selectFrom('media').select(['hash', 'ext', 'content_type', 'bytes']).execute()).map(
        (row) => [row.hash, row],
      ),
    );
    const check = (mediaPath: string, ext: 'webp' | 'pdf') => {
      const match = MEDIA_PATH.exec(mediaPath);
      expect(match, mediaPath).not.toBeNull();
      expect(match![2]).toBe(ext);
      const row = media.get(match![1]!);
      expect(row, mediaPath).toBeDefined();
      const bytes = Buffer.from(row!.bytes);
      if (ext === 'webp') {
        expect(row!.content_type).toBe('image/webp');
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      } else {
        expect(row!.content_type).toBe('application/pdf');
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    };
    expect(images.length).toBeGreaterThan(500);
    for (const image of images) check(image, 'webp');
    for (const document of documents) check(document, 'pdf');
  });

  it('draws each 360 frame from a different angle', async () => {
    const { db } = database;
    const shine = await db
      .selectFrom('vehicles')
      .select('id')
      .where('slug', '=', 'SHINE')
      .executeTakeFirstOrThrow();
    const frames = await db
      .selectFrom('frames_360')
      .select('image')
      .where('vehicle_id', '=', shine.id)
      .execute();
    expect(new Set(frames.map((frame) => frame.image)).size).toBe(36);
  });

  it('adds nothing when the seed runs again', async () => {
    const before = await countRows();
    await seedEssentials(database.db);
    await seedDemoCatalogue(database.db);
    expect(await countRows()).toEqual(before);
  });
});
