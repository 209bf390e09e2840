import type { Kysely } from 'kysely';
import { normaliseBikeName } from '../../../shared/catalogue.js';
import {
  MANAGE_MESSAGES,
  OFFER_LIMITS,
  VEHICLE_ADMIN_TYPES,
  type AccessoryRow,
  type PriceRow,
  type VehicleAdminPath,
  type VehicleAdminRow,
} from '../../../shared/manage.js';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../../../shared/uploads.js';
import type { Database } from '../../db/tables.js';
import { AppError, notFound } from '../../lib/errors.js';
import { storeMedia } from '../media/repository.js';
import { reencodeImage, type UploadedFile } from '../media/uploads.js';
import * as repo from './repository.js';

/**
 * Manage Price: each model's row with its price (derived: the lowest of its variants' prices),
 * then a row per variant, in the order the public pages list them.
 */
export async function listPrices(db: Kysely<Database>): Promise<PriceRow[]> {
  const rows: PriceRow[] = [];
  let lastVehicle: number | undefined;
  for (const row of await repo.listModelAndVariantPrices(db)) {
    if (row.vehicle_id !== lastVehicle) {
      rows.push({ bike_name: row.bike_name, bike_price: row.model_price });
      lastVehicle = row.vehicle_id;
    }
    if (row.variant_id !== null && row.variant_name !== null && row.variant_price !== null) {
      rows.push({
        bike_name: row.bike_name,
        bike_price: row.variant_price,
        variant_id: row.variant_id,
        variant_name: row.variant_name,
      });
    }
  }
  return rows;
}

async function requireVehicleId(db: Kysely<Database>, bikeName: string): Promise<number> {
  const vehicle = await repo.findVehicleIdBySlug(db, normaliseBikeName(bikeName));
  if (!vehicle) throw notFound('Bike not found');
  return vehicle.id;
}

/**
 * SPEC PATCH /api/managePrice/{bike_name}: sets the price of the model's base variant (the first
 * offered), or the model's own price when it has no variants. The public pages read it on their
 * next request.
 */
export async function updatePrice(
  db: Kysely<Database>,
  bikeName: string,
  price: number,
  now: number,
) {
  await db.transaction().execute(async (trx) => {
    const vehicleId = await requireVehicleId(trx, bikeName);
    if ((await repo.setBaseVariantPrice(trx, vehicleId, price)) === 0) {
      await repo.setOwnPrice(trx, vehicleId, price, now);
    }
  });
}

/** Sets one variant's price; 404 unless the variant belongs to the named model. */
export async function updateVariantPrice(
  db: Kysely<Database>,
  bikeName: string,
  variantId: number,
  price: number,
) {
  const vehicleId = await requireVehicleId(db, bikeName);
  if ((await repo.setVariantPrice(db, vehicleId, variantId, price)) === 0) {
    throw notFound('Variant not found');
  }
}

export async function listAccessories(db: Kysely<Database>): Promise<AccessoryRow[]> {
  const rows = await repo.listAccessoriesWithModel(db);
  // SPEC §3 Accessory defaults.
  return rows.map((row) => ({
    id: row.id,
    heading: row.heading ?? 'Unknown',
    part_no: row.part_no ?? 'N/A',
    price: row.price ?? 0,
    bike_name: row.bike_name,
  }));
}

export async function updateAccessoryPrice(db: Kysely<Database>, id: number, price: number) {
  if ((await repo.setAccessoryPrice(db, id, price)) === 0) throw notFound('Accessory not found');
}

export async function listVehiclesForAdmin(
  db: Kysely<Database>,
  path: VehicleAdminPath,
): Promise<VehicleAdminRow[]> {
  const { type, nameField } = VEHICLE_ADMIN_TYPES[path];
  const rows = await repo.listVehiclesOfType(db, type);
  return rows.map((row) => ({ id: row.id, [nameField]: row.bike_name, status: row.status }));
}

/** Switches a model on or off the public site. Answers the spec's toast text. */
export async function setVehicleStatus(
  db: Kysely<Database>,
  path: VehicleAdminPath,
  id: number,
  status: number,
  now: number,
): Promise<string> {
  const vehicle = { id, type: VEHICLE_ADMIN_TYPES[path].type };
  if ((await repo.setVehicleStatus(db, vehicle, status, now)) === 0) {
    throw notFound('Vehicle not found');
  }
  return status === 1 ? MANAGE_MESSAGES.vehicleActivated : MANAGE_MESSAGES.vehicleDeactivated;
}

/**
 * Adds an offer from a multipart form (title, description, image). Side effects: stores the
 * re-encoded image in `media` and the offer in `offers`; nothing at all when anything is invalid.
 */
export async function createOffer(
  db: Kysely<Database>,
  form: { fields: Record<string, string>; files: UploadedFile[] },
  now: number,
) {
  const title = form.fields.title?.trim() ?? '';
  const description = form.fields.description?.trim() ?? '';
  const image = form.files.find((file) => file.field === 'image');
  if (!title || !description || !image) {
    throw new AppError('BAD_REQUEST', MANAGE_MESSAGES.offerFieldsMissing, {
      ...(title ? {} : { title: 'Please enter a title' }),
      ...(description ? {} : { description: 'Please enter a description' }),
      ...(image ? {} : { image: 'Please choose an image' }),
    });
  }
  if (title.length > OFFER_LIMITS.title || description.length > OFFER_LIMITS.description) {
    throw new AppError(
      'BAD_REQUEST',
      `The title may be at most ${OFFER_LIMITS.title} and the description ${OFFER_LIMITS.description} characters.`,
    );
  }
  const webp = await reencodeImage(image.bytes, image.filename);
  return db.transaction().execute(async (trx) => {
    const { path } = await storeMedia(trx, webp, 'image/webp', 'webp');
    return repo.insertOffer(trx, { title, description, image: path, created_at: now });
  });
}

export async function deleteOffer(db: Kysely<Database>, id: number) {
  if ((await repo.deleteOffer(db, id)) === 0) throw notFound('Offer not found');
}

/**
 * Adds gallery pictures from the multipart field `images`. Every file is checked and re-encoded
 * first, so one bad file refuses the whole upload and nothing is stored.
 */
export async function uploadGalleryImages(
  db: Kysely<Database>,
  files: UploadedFile[],
  now: number,
) {
  const images = files.filter((file) => file.field === 'images');
  if (images.length === 0) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.noImage);
  if (images.length > UPLOAD_LIMITS.files) {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.tooMany(UPLOAD_LIMITS.files));
  }
  const encoded: Buffer[] = [];
  for (const image of images) encoded.push(await reencodeImage(image.bytes, image.filename));
  return db.transaction().execute(async (trx) => {
    const stored = [];
    for (const bytes of encoded) {
      const { path } = await storeMedia(trx, bytes, 'image/webp', 'webp');
      stored.push(await repo.insertGalleryImage(trx, { image_path: path, created_at: now }));
    }
    return stored;
  });
}

export async function deleteGalleryImage(db: Kysely<Database>, id: number) {
  if ((await repo.deleteGalleryImage(db, id)) === 0) throw notFound('Image not found');
}
