/**
 * Seeds a fresh database: the dealer essentials every installation needs, and the demo catalogue
 * (DESIGN §3) whose pictures and brochures are generated here, not downloaded or committed.
 */
import type { Insertable, Kysely } from 'kysely';
import { normaliseBikeName, SPEC_GROUPS } from '../../../shared/catalogue.js';
import { storeMedia } from '../../modules/media/repository.js';
import type { Database } from '../tables.js';
import {
  accessoryImage,
  brochureImage,
  colourImage,
  featureImage,
  frame360,
  FRAMES_PER_TURN,
  galleryImage,
  iconImage,
  mainImage,
  offerImage,
  slideImage,
  wordmarkImage,
  type Artwork,
} from './artwork.js';
import { renderBrochure } from './brochure.js';
import { GALLERY, OFFERS, SLIDES, VEHICLES, type VehicleSeed } from './catalogue-data.js';
import { DEALER, SITE_SETTINGS, SITE_SETTINGS_KEY, siteSettingsSchema } from './essentials-data.js';
import { defaultCacheDir, Renderer } from './render.js';

export interface SeedOptions {
  log?: (message: string) => void;
  /** Where rendered images are cached between seeds; null disables the cache. */
  cacheDir?: string | null;
}

/** True while no dealer row exists, i.e. the database has never been seeded. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const dealer = await db.selectFrom('dealers').select('id').limit(1).executeTakeFirst();
  return dealer === undefined;
}

/** Inserts dealer 1 and the site settings when they are missing; never overwrites either. */
export async function seedEssentials(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('dealers')
      .select('id')
      .where('id', '=', 1)
      .executeTakeFirst();
    if (!existing) {
      // Letting the database pick the id keeps PostgreSQL's sequence in step; a table that once
      // held rows hands out a later id, which is then moved to 1 (the menu links /dealers/1).
      const { id } = await trx
        .insertInto('dealers')
        .values(DEALER)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (id !== 1) await trx.updateTable('dealers').set({ id: 1 }).where('id', '=', id).execute();
    }
    await trx
      .insertInto('settings')
      .values({
        key: SITE_SETTINGS_KEY,
        value: JSON.stringify(siteSettingsSchema.parse(SITE_SETTINGS)),
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  });
}

async function hasVehicles(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('vehicles').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Collects artworks first and renders them all in one parallel batch. */
class RenderQueue {
  private readonly artworks: Artwork[] = [];
  private results: Buffer[] = [];

  add(artwork: Artwork): number {
    return this.artworks.push(artwork) - 1;
  }

  get size(): number {
    return this.artworks.length;
  }

  async run(renderer: Renderer): Promise<void> {
    this.results = await renderer.renderAll(this.artworks);
  }

  bytes(ticket: number): Buffer {
    const bytes = this.results[ticket];
    if (!bytes) throw new Error(`artwork ${ticket} has not been rendered`);
    return bytes;
  }
}

interface VehicleTickets {
  seed: VehicleSeed;
  main: number;
  wordmark: number;
  icon: number;
  photo: number;
  features: number[];
  accessories: number[];
  colours: number[];
  frames: number[];
}

function planVehicle(queue: RenderQueue, seed: VehicleSeed): VehicleTickets {
  const [first] = seed.colours;
  return {
    seed,
    main: queue.add(mainImage(seed, first)),
    wordmark: queue.add(wordmarkImage(seed)),
    icon: queue.add(iconImage(seed, first)),
    photo: queue.add(brochureImage(seed, first)),
    features: seed.features.map((feature, i) =>
      queue.add(featureImage(seed, seed.colours[i % 3]!, feature, i)),
    ),
    accessories: seed.accessories.map((accessory, i) =>
      queue.add(accessoryImage(seed, first, accessory, i)),
    ),
    colours: seed.colours.map((colour) => queue.add(colourImage(seed, colour))),
    frames: Array.from({ length: FRAMES_PER_TURN }, (_, frameNo) =>
      queue.add(frame360(seed, first, frameNo)),
    ),
  };
}

function vehicleByName(bikeName: string): VehicleSeed {
  const seed = VEHICLES.find((vehicle) => vehicle.bikeName === bikeName);
  if (!seed) throw new Error(`catalogue data names an unknown vehicle: ${bikeName}`);
  return seed;
}

/** Inserts rows in slices that stay under both dialects' bound-parameter limits. */
async function insertInChunks<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    // Kysely cannot narrow a generic table's insert type; the rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + 500) as never)
      .execute();
  }
}

/**
 * Seeds the demo catalogue (vehicles with specs, variants, features, accessories, colours, 360
 * frames and brochures; slides, offers and gallery) unless any vehicle exists. Renders about 650
 * images, then writes everything in one transaction.
 */
export async function seedDemoCatalogue(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<void> {
  const log = options.log ?? (() => {});
  if (await hasVehicles(db)) {
    log('demo catalogue: vehicles already present, nothing seeded');
    return;
  }
  const started = performance.now();
  const dealerRow = await db
    .selectFrom('dealers')
    .select(['name', 'address', 'sale_no', 'service_no', 'email'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const dealer = dealerRow ?? DEALER;

  const queue = new RenderQueue();
  const plans = VEHICLES.map((seed) => planVehicle(queue, seed));
  const slides = SLIDES.map((slide) =>
    queue.add(
      slideImage(
        slide,
        dealer.name,
        slide.vehicles.map((name) => {
          const vehicle = vehicleByName(name);
          return { vehicle, colour: vehicle.colours[0] };
        }),
      ),
    ),
  );
  const offers = OFFERS.map((offer) => {
    const vehicle = vehicleByName(offer.vehicle);
    return queue.add(offerImage(offer, vehicle, vehicle.colours[1]));
  });
  const fleet = VEHICLES.map((vehicle, i) => ({
    shape: vehicle.shape,
    hex: vehicle.colours[i % 3]!.hex,
  }));
  const gallery = GALLERY.map((scene, i) =>
    queue.add(galleryImage(scene, dealer.name, [...fleet.slice(i), ...fleet.slice(0, i)])),
  );

  const renderer = new Renderer(
    options.cacheDir === undefined ? defaultCacheDir() : options.cacheDir,
  );
  await queue.run(renderer);
  const brochures = await Promise.all(
    plans.map((plan) =>
      renderBrochure({ dealer, vehicle: plan.seed, photo: queue.bytes(plan.photo) }),
    ),
  );
  const rendered = performance.now();
  log(
    `demo catalogue: ${queue.size} images (${renderer.stats.fromCache} from cache) and ` +
      `${brochures.length} brochures generated in ${Math.round(rendered - started)} ms`,
  );

  let mediaBytes = 0;
  const seeded = await db.transaction().execute(async (trx) => {
    // Another instance sharing the database may have seeded while this one was rendering.
    if (await hasVehicles(trx)) return false;
    const webp = async (ticket: number) => {
      const bytes = queue.bytes(ticket);
      mediaBytes += bytes.length;
      return (await storeMedia(trx, bytes, 'image/webp', 'webp')).path;
    };
    const webpAll = async (tickets: number[]) => {
      const paths: string[] = [];
      for (const ticket of tickets) paths.push(await webp(ticket));
      return paths;
    };

    const specs: Insertable<Database['vehicle_specs']>[] = [];
    const variants: Insertable<Database['variants']>[] = [];
    const features: Insertable<Database['features']>[] = [];
    const accessories: Insertable<Database['accessories']>[] = [];
    const colours: Insertable<Database['colours']>[] = [];
    const frames: Insertable<Database['frames_360']>[] = [];
    const sortOrder = new Map<string, number>();

    for (const [index, plan] of plans.entries()) {
      const { seed } = plan;
      const brochure = brochures[index]!;
      mediaBytes += brochure.length;
      const order = sortOrder.get(seed.type) ?? 0;
      sortOrder.set(seed.type, order + 1);
      const { id } = await trx
        .insertInto('vehicles')
        .values({
          type: seed.type,
          name: seed.name,
          bike_name: seed.bikeName,
          slug: normaliseBikeName(seed.bikeName),
          name_img: await webp(plan.wordmark),
          bike_icon: await webp(plan.icon),
          image: await webp(plan.main),
          engine: seed.engine,
          power: seed.power,
          transmission: seed.transmission,
          document: (await storeMedia(trx, brochure, 'application/pdf', 'pdf')).path,
          details: seed.details,
          price: Math.min(...seed.variants.map((variant) => variant.price)),
          status: 1,
          sort_order: order,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      for (const group of SPEC_GROUPS) {
        seed.specs[group.key].forEach(([label, value], i) =>
          specs.push({ vehicle_id: id, spec_group: group.key, label, value, sort_order: i }),
        );
      }
      seed.variants.forEach((variant, i) =>
        variants.push({ vehicle_id: id, name: variant.name, price: variant.price, sort_order: i }),
      );
      const featureImages = await webpAll(plan.features);
      seed.features.forEach((feature, i) =>
        features.push({
          vehicle_id: id,
          heading: feature.heading,
          description: feature.description,
          image: featureImages[i]!,
          sort_order: i,
        }),
      );
      const accessoryImages = await webpAll(plan.accessories);
      seed.accessories.forEach((accessory, i) =>
        accessories.push({
          vehicle_id: id,
          heading: accessory.heading,
          description: accessory.description,
          part_no: accessory.partNo,
          price: accessory.price,
          image: accessoryImages[i]!,
          sort_order: i,
        }),
      );
      const colourImages = await webpAll(plan.colours);
      seed.colours.forEach((colour, i) =>
        colours.push({
          vehicle_id: id,
          name: colour.name,
          hex: colour.hex,
          image: colourImages[i]!,
          sort_order: i,
        }),
      );
      const frameImages = await webpAll(plan.frames);
      frameImages.forEach((image, frameNo) =>
        frames.push({ vehicle_id: id, frame_no: frameNo, image }),
      );
    }

    await insertInChunks(trx, 'vehicle_specs', specs);
    await insertInChunks(trx, 'variants', variants);
    await insertInChunks(trx, 'features', features);
    await insertInChunks(trx, 'accessories', accessories);
    await insertInChunks(trx, 'colours', colours);
    await insertInChunks(trx, 'frames_360', frames);

    const slidePaths = await webpAll(slides);
    await insertInChunks(
      trx,
      'slides',
      slidePaths.map((filepath, i) => ({ filepath, sort_order: i })),
    );
    const offerPaths = await webpAll(offers);
    // One insert per offer: the offers page shows the highest id, so the order must hold.
    for (const [i, offer] of OFFERS.entries()) {
      await trx
        .insertInto('offers')
        .values({ title: offer.title, description: offer.description, image: offerPaths[i]! })
        .execute();
    }
    for (const image_path of await webpAll(gallery)) {
      await trx.insertInto('gallery').values({ image_path }).execute();
    }
    return true;
  });

  if (!seeded) {
    log('demo catalogue: another process seeded it first, nothing written');
    return;
  }
  log(
    `demo catalogue: ${plans.length} vehicles, ${SLIDES.length} slides, ${OFFERS.length} offers, ` +
      `${GALLERY.length} gallery images and ${(mediaBytes / 1024 / 1024).toFixed(1)} MiB of media ` +
      `stored in ${Math.round(performance.now() - rendered)} ms`,
  );
}
