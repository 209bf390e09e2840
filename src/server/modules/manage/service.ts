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
import { formatIndianNumber } from '../../../shared/format.js';
import type { DatabaseHandle, Dialect } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import { recordAudit, type AuditActor } from '../audit/actor.js';
import { carryPriceIntoDraft } from '../catalogue-editor/repository.js';
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

/** The handle an audited write needs: the database and, for its row locks, the dialect. */
type Store = Pick<DatabaseHandle, 'db' | 'dialect'>;

/** "78,000 → 79,500": the two amounts in Indian grouping. */
const priceChange = (before: number, after: number) =>
  `${formatIndianNumber(before)} → ${formatIndianNumber(after)}`;

const statusName = (status: number) => (status === 1 ? 'Active' : 'Inactive');

async function requireVehicle(trx: Kysely<Database>, dialect: Dialect, bikeName: string) {
  const vehicle = await repo.findVehicleBySlug(trx, dialect, normaliseBikeName(bikeName));
  if (!vehicle) throw notFound('Bike not found');
  return vehicle;
}

/**
 * SPEC PATCH /api/managePrice/{bike_name}: sets the price of the model's base variant (the first
 * offered), or the model's own price when it has no variants. The public pages read it on their
 * next request. Side effect: one price-update row in the audit trail, stored with the change.
 */
export async function updatePrice(
  { db, dialect }: Store,
  bikeName: string,
  price: number,
  actor: AuditActor,
) {
  await db.transaction().execute(async (trx) => {
    const vehicle = await requireVehicle(trx, dialect, bikeName);
    const base = await repo.findBaseVariant(trx, dialect, vehicle.id);
    if (base) {
      await repo.setVariantPrice(trx, vehicle.id, base.id, price);
      await carryPriceIntoDraft(trx, vehicle.id, 'variants', base.id, price);
    } else {
      await repo.setOwnPrice(trx, vehicle.id, price, actor.now);
    }
    const before = base ? base.price : vehicle.price;
    await recordAudit(trx, actor, 'price-update', vehicle.bike_name, priceChange(before, price));
  });
}

/**
 * Sets one variant's price; 404 unless the variant belongs to the named model. Side effect: one
 * price-update row naming the model and the variant.
 */
export async function updateVariantPrice(
  { db, dialect }: Store,
  bikeName: string,
  variantId: number,
  price: number,
  actor: AuditActor,
) {
  await db.transaction().execute(async (trx) => {
    const vehicle = await requireVehicle(trx, dialect, bikeName);
    const variant = await repo.findVariant(trx, dialect, vehicle.id, variantId);
    if (!variant) throw notFound('Variant not found');
    await repo.setVariantPrice(trx, vehicle.id, variantId, price);
    await carryPriceIntoDraft(trx, vehicle.id, 'variants', variantId, price);
    const target = `${vehicle.bike_name} (${variant.name})`;
    await recordAudit(trx, actor, 'price-update', target, priceChange(variant.price, price));
  });
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

/** Sets an accessory's price. Side effect: one accessory-update row naming the part and model. */
export async function updateAccessoryPrice(
  { db, dialect }: Store,
  id: number,
  price: number,
  actor: AuditActor,
) {
  await db.transaction().execute(async (trx) => {
    const accessory = await repo.findAccessory(trx, dialect, id);
    if (!accessory) throw notFound('Accessory not found');
    await repo.setAccessoryPrice(trx, id, price);
    await carryPriceIntoDraft(trx, accessory.vehicle_id, 'accessories', id, price);
    // SPEC §3 Accessory defaults: an unnamed part is "Unknown", an unpriced one costs 0.
    const target = `${accessory.heading ?? 'Unknown'} (${accessory.bike_name})`;
    await recordAudit(
      trx,
      actor,
      'accessory-update',
      target,
      priceChange(accessory.price ?? 0, price),
    );
  });
}

export async function listVehiclesForAdmin(
  db: Kysely<Database>,
  path: VehicleAdminPath,
): Promise<VehicleAdminRow[]> {
  const { type, nameField } = VEHICLE_ADMIN_TYPES[path];
  const rows = await repo.listVehiclesOfType(db, type);
  return rows.map((row) => ({ id: row.id, [nameField]: row.bike_name, status: row.status }));
}

/**
 * Switches a model on or off the public site. Answers the spec's toast text. Side effect: one
 * vehicle-status row, "Active → Inactive".
 */
export async function setVehicleStatus(
  { db, dialect }: Store,
  path: VehicleAdminPath,
  id: number,
  status: number,
  actor: AuditActor,
): Promise<string> {
  const vehicle = { id, type: VEHICLE_ADMIN_TYPES[path].type };
  await db.transaction().execute(async (trx) => {
    const current = await repo.findVehicleOfType(trx, dialect, vehicle);
    if (!current) throw notFound('Vehicle not found');
    await repo.setVehicleStatus(trx, vehicle, status, actor.now);
    const change = `${statusName(current.status)} → ${statusName(status)}`;
    await recordAudit(trx, actor, 'vehicle-status', current.bike_name, change);
  });
  return status === 1 ? MANAGE_MESSAGES.vehicleActivated : MANAGE_MESSAGES.vehicleDeactivated;
}

/**
 * Adds an offer from a multipart form (title, description, image). Side effects: stores the
 * re-encoded image in `media`, the offer in `offers` and an offer-create row in the audit trail;
 * nothing at all when anything is invalid.
 */
export async function createOffer(
  { db }: Store,
  form: { fields: Record<string, string>; files: UploadedFile[] },
  actor: AuditActor,
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
  // Its Marathi and Hindi, optional: empty, the pages in those languages show the English.
  const translated = {
    title_mr: form.fields.titleMr?.trim() ?? '',
    title_hi: form.fields.titleHi?.trim() ?? '',
    description_mr: form.fields.descriptionMr?.trim() ?? '',
    description_hi: form.fields.descriptionHi?.trim() ?? '',
  };
  const titles = [title, translated.title_mr, translated.title_hi];
  const descriptions = [description, translated.description_mr, translated.description_hi];
  if (
    titles.some((text) => text.length > OFFER_LIMITS.title) ||
    descriptions.some((text) => text.length > OFFER_LIMITS.description)
  ) {
    throw new AppError(
      'BAD_REQUEST',
      `The title may be at most ${OFFER_LIMITS.title} and the description ${OFFER_LIMITS.description} characters.`,
    );
  }
  const webp = await reencodeImage(image.bytes, image.filename);
  return db.transaction().execute(async (trx) => {
    const { path } = await storeMedia(trx, webp, 'image/webp', 'webp');
    const offer = await repo.insertOffer(trx, {
      title,
      description,
      ...translated,
      image: path,
      created_at: actor.now,
    });
    await recordAudit(trx, actor, 'offer-create', title, `offer ${offer.id}`);
    return offer;
  });
}

/** Deletes an offer. Side effect: one offer-delete row with the offer's title. */
export async function deleteOffer({ db }: Store, id: number, actor: AuditActor) {
  await db.transaction().execute(async (trx) => {
    const offer = await repo.deleteOffer(trx, id);
    if (!offer) throw notFound('Offer not found');
    await recordAudit(trx, actor, 'offer-delete', offer.title, `offer ${id}`);
  });
}

/**
 * Adds gallery pictures from the multipart field `images`. Every file is checked and re-encoded
 * first, so one bad file refuses the whole upload and nothing is stored. Side effect: one
 * gallery-upload row counting the pictures.
 */
export async function uploadGalleryImages({ db }: Store, files: UploadedFile[], actor: AuditActor) {
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
      stored.push(await repo.insertGalleryImage(trx, { image_path: path, created_at: actor.now }));
    }
    const count = stored.length === 1 ? '1 image' : `${stored.length} images`;
    await recordAudit(trx, actor, 'gallery-upload', 'Gallery', count);
    return stored;
  });
}

/** Deletes a gallery picture. Side effect: one gallery-delete row naming it. */
export async function deleteGalleryImage({ db }: Store, id: number, actor: AuditActor) {
  await db.transaction().execute(async (trx) => {
    const image = await repo.deleteGalleryImage(trx, id);
    if (!image) throw notFound('Image not found');
    await recordAudit(trx, actor, 'gallery-delete', 'Gallery', `image ${id}`);
  });
}
