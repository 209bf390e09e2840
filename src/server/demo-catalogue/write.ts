/**
 * Step 3 of the demo catalogue, and the dealer essentials: everything the seed reads from and
 * writes to the database.
 */
import type { Insertable, Kysely } from 'kysely';
import { normaliseBikeName, SPEC_GROUPS } from '../../shared/catalogue.js';
import { demoInsurance, engineCcFromText } from '../../shared/on-road.js';
import type { Database } from '../db/tables.js';
import { SITE_SETTINGS_KEY } from '../modules/dealers/repository.js';
import { storeMedia } from '../modules/media/repository.js';
import { OFFERS } from './catalogue-data.js';
import { CATALOGUE_TRANSLATIONS, OFFER_TRANSLATIONS } from './catalogue-translations.js';
import { DEALER, SITE_SETTINGS, siteSettingsSchema } from './essentials-data.js';
import type { CataloguePlan } from './plan.js';
import type { RenderedCatalogue } from './render.js';
import { demoSlideRows } from './slides.js';

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

export async function hasVehicles(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('vehicles').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Dealer 1 as the brochures and banners name it; the demo dealer before essentials exist. */
export async function findDealer(db: Kysely<Database>) {
  const dealer = await db
    .selectFrom('dealers')
    .select(['name', 'address', 'sale_no', 'service_no', 'email'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return dealer ?? DEALER;
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
 * Writes the rendered catalogue in one transaction: media, vehicles with their specs, variants,
 * features, accessories, colours and 360 frames, then slides, offers and gallery. Answers the
 * bytes of media stored, or null when another process sharing the database seeded it first.
 */
export async function writeCatalogue(
  db: Kysely<Database>,
  plan: CataloguePlan,
  rendered: RenderedCatalogue,
): Promise<number | null> {
  let mediaBytes = 0;
  const written = await db.transaction().execute(async (trx) => {
    // Another instance sharing the database may have seeded while this one was rendering.
    if (await hasVehicles(trx)) return false;
    const webp = async (ticket: number) => {
      const bytes = rendered.bytes(ticket);
      mediaBytes += bytes.length;
      return (await storeMedia(trx, bytes, 'image/webp', 'webp')).path;
    };
    const webpAll = async (tickets: number[]) => {
      const paths: string[] = [];
      for (const ticket of tickets) paths.push(await webp(ticket));
      return paths;
    };
    /** One row per item with its stored picture, in the item's order. */
    const withImages = async <T, R>(
      items: readonly T[],
      tickets: number[],
      toRow: (item: T, image: string, sortOrder: number) => R,
    ): Promise<R[]> => {
      const images = await webpAll(tickets);
      return items.map((item, i) => toRow(item, images[i]!, i));
    };

    const specs: Insertable<Database['vehicle_specs']>[] = [];
    const variants: Insertable<Database['variants']>[] = [];
    const features: Insertable<Database['features']>[] = [];
    const accessories: Insertable<Database['accessories']>[] = [];
    const colours: Insertable<Database['colours']>[] = [];
    const frames: Insertable<Database['frames_360']>[] = [];
    const sortOrder = new Map<string, number>();

    for (const [index, vehicle] of plan.vehicles.entries()) {
      const { seed } = vehicle;
      const electric = seed.type === 'ev';
      const engineCc = engineCcFromText(seed.engine, electric);
      const brochure = rendered.brochures[index]!;
      mediaBytes += brochure.length;
      const order = sortOrder.get(seed.type) ?? 0;
      sortOrder.set(seed.type, order + 1);
      // The overview and features in Marathi and Hindi, as the owner would write them.
      const translations = CATALOGUE_TRANSLATIONS[seed.bikeName];
      const { id } = await trx
        .insertInto('vehicles')
        .values({
          type: seed.type,
          name: seed.name,
          bike_name: seed.bikeName,
          slug: normaliseBikeName(seed.bikeName),
          name_img: await webp(vehicle.wordmark),
          bike_icon: await webp(vehicle.icon),
          image: await webp(vehicle.main),
          engine: seed.engine,
          engine_cc: engineCc,
          power: seed.power,
          transmission: seed.transmission,
          document: (await storeMedia(trx, brochure, 'application/pdf', 'pdf')).path,
          details: seed.details,
          details_mr: translations?.details.mr ?? '',
          details_hi: translations?.details.hi ?? '',
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
        variants.push({
          vehicle_id: id,
          name: variant.name,
          price: variant.price,
          sort_order: i,
          // Demo figures, as the seeded rules are: the dealer replaces them on the settings screen.
          insurance: demoInsurance(variant.price, engineCc, electric),
        }),
      );
      features.push(
        ...(await withImages(seed.features, vehicle.features, (feature, image, sort_order) => {
          const translated = translations?.features[sort_order];
          return {
            vehicle_id: id,
            heading: feature.heading,
            heading_mr: translated?.heading.mr ?? '',
            heading_hi: translated?.heading.hi ?? '',
            description: feature.description,
            description_mr: translated?.description.mr ?? '',
            description_hi: translated?.description.hi ?? '',
            image,
            sort_order,
          };
        })),
      );
      accessories.push(
        ...(await withImages(seed.accessories, vehicle.accessories, (item, image, sort_order) => ({
          vehicle_id: id,
          heading: item.heading,
          description: item.description,
          part_no: item.partNo,
          price: item.price,
          image,
          sort_order,
        }))),
      );
      colours.push(
        ...(await withImages(seed.colours, vehicle.colours, (colour, image, sort_order) => ({
          vehicle_id: id,
          name: colour.name,
          hex: colour.hex,
          image,
          sort_order,
        }))),
      );
      const frameImages = await webpAll(vehicle.frames);
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

    await insertInChunks(trx, 'slides', demoSlideRows(await webpAll(plan.slides)));
    const offerPaths = await webpAll(plan.offers);
    // One insert per offer: the offers page shows the highest id, so the order must hold.
    for (const [i, offer] of OFFERS.entries()) {
      await trx
        .insertInto('offers')
        .values({
          title: offer.title,
          title_mr: OFFER_TRANSLATIONS[i]?.title.mr ?? '',
          title_hi: OFFER_TRANSLATIONS[i]?.title.hi ?? '',
          description: offer.description,
          description_mr: OFFER_TRANSLATIONS[i]?.description.mr ?? '',
          description_hi: OFFER_TRANSLATIONS[i]?.description.hi ?? '',
          image: offerPaths[i]!,
        })
        .execute();
    }
    for (const image_path of await webpAll(plan.gallery)) {
      await trx.insertInto('gallery').values({ image_path }).execute();
    }
    return true;
  });
  return written ? mediaBytes : null;
}
