import type { Kysely } from 'kysely';
import {
  normaliseBikeName,
  SPEC_GROUPS,
  type BikeAccessory,
  type BikeView,
  type GalleryImage,
  type ModelSummary,
  type SpecGroupKey,
} from '../../../shared/catalogue.js';
import type { LanguageCode } from '../../../shared/site-languages.js';
import type { Database, Vehicle, VehicleType } from '../../db/tables.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './repository.js';

/**
 * A catalogue text in the page's language: the Marathi or Hindi the owner wrote beside the
 * English (columns `<name>_mr`, `<name>_hi`), or the English while that is empty.
 */
export function inLanguage<Row extends Record<string, unknown>>(
  row: Row,
  column: string & keyof Row,
  language: LanguageCode,
): string {
  const english = String(row[column] ?? '');
  if (language === 'en') return english;
  const translated = row[`${column}_${language}`];
  return typeof translated === 'string' && translated.trim() !== '' ? translated : english;
}

function toModelSummary(vehicle: Vehicle, language: LanguageCode): ModelSummary {
  return {
    id: vehicle.id,
    name: vehicle.name,
    bikeName: vehicle.bike_name,
    nameImg: vehicle.name_img,
    bikeIcon: vehicle.bike_icon,
    image: vehicle.image,
    specs: { engine: vehicle.engine, power: vehicle.power, transmission: vehicle.transmission },
    document: vehicle.document,
    price: vehicle.price,
    tagline: inLanguage(vehicle, 'tagline', language),
  };
}

export async function listModels(
  db: Kysely<Database>,
  type: VehicleType,
  language: LanguageCode = 'en',
): Promise<ModelSummary[]> {
  return (await repo.listActiveVehicles(db, type)).map((vehicle) =>
    toModelSummary(vehicle, language),
  );
}

/** A vehicle looked up by name; only an active one is handed out (staff switch models off). */
export type VehicleLookup =
  { found: 'active'; vehicle: Vehicle } | { found: 'inactive' } | { found: 'unknown' };

/**
 * Looks a vehicle up by its name, ignoring case and spaces. The public catalogue and the enquiry
 * forms both ask here, so a model staff have switched off is gone from both at once.
 */
export async function lookUpVehicle(
  db: Kysely<Database>,
  bikeName: string,
): Promise<VehicleLookup> {
  const vehicle = await repo.findVehicleBySlug(db, normaliseBikeName(bikeName));
  // A model never published is still a secret: it is answered as if it did not exist.
  if (!vehicle || vehicle.published === 0) return { found: 'unknown' };
  return vehicle.status === 1 ? { found: 'active', vehicle } : { found: 'inactive' };
}

/** Finds an active vehicle by its name, ignoring case and spaces; throws a 404 AppError otherwise. */
export async function requireActiveVehicle(db: Kysely<Database>, bikeName: string) {
  const lookup = await lookUpVehicle(db, bikeName);
  if (lookup.found !== 'active') throw notFound('Bike not found');
  return lookup.vehicle;
}

/** The colour and variant names an enquiry about the vehicle may pick. */
export async function listVehicleChoices(db: Kysely<Database>, vehicleId: number) {
  const [colours, variants] = await Promise.all([
    repo.listColours(db, vehicleId),
    repo.listVariants(db, vehicleId),
  ]);
  return { colours: colours.map((c) => c.name), variants: variants.map((v) => v.name) };
}

/** A vehicle's specification rows by SPEC_GROUPS key (label → value); every group is present. */
export async function readSpecGroups(
  db: Kysely<Database>,
  vehicleId: number,
): Promise<Record<SpecGroupKey, Record<string, string>>> {
  const groups = Object.fromEntries(SPEC_GROUPS.map((g) => [g.key, {}])) as Record<
    SpecGroupKey,
    Record<string, string>
  >;
  for (const row of await repo.listSpecs(db, vehicleId)) {
    const group = groups[row.spec_group as SpecGroupKey];
    if (group) group[row.label] = row.value;
  }
  return groups;
}

export async function getBikeView(
  db: Kysely<Database>,
  bikeName: string,
  language: LanguageCode = 'en',
): Promise<BikeView> {
  const vehicle = await requireActiveVehicle(db, bikeName);
  const groups = await readSpecGroups(db, vehicle.id);
  return {
    bikeName: vehicle.bike_name,
    bikeDetails: inLanguage(vehicle, 'details', language),
    bikePrice: vehicle.price,
    image: vehicle.image,
    tagline: inLanguage(vehicle, 'tagline', language),
    ...groups,
  };
}

export async function listVariants(db: Kysely<Database>, bikeName: string) {
  return repo.listVariants(db, (await requireActiveVehicle(db, bikeName)).id);
}

export async function listFeatures(
  db: Kysely<Database>,
  bikeName: string,
  language: LanguageCode = 'en',
) {
  const rows = await repo.listFeatures(db, (await requireActiveVehicle(db, bikeName)).id);
  return rows.map((row) => ({
    heading: inLanguage(row, 'heading', language),
    image: row.image,
    description: inLanguage(row, 'description', language),
  }));
}

export async function listBikeAccessories(
  db: Kysely<Database>,
  bikeName: string,
): Promise<BikeAccessory[]> {
  const rows = await repo.listAccessories(db, (await requireActiveVehicle(db, bikeName)).id);
  // SPEC §3 Accessory defaults: heading Unknown, part_no N/A, price 0.
  return rows.map((row) => ({
    heading: row.heading ?? 'Unknown',
    image: row.image,
    description: row.description,
    part_no: row.part_no ?? 'N/A',
    price: row.price ?? 0,
  }));
}

export async function listColours(db: Kysely<Database>, bikeName: string) {
  return repo.listColours(db, (await requireActiveVehicle(db, bikeName)).id);
}

export async function listFrames360(db: Kysely<Database>, bikeName: string) {
  const frames = await repo.listFrames360(db, (await requireActiveVehicle(db, bikeName)).id);
  return frames.map((frame) => ({ images: frame.image }));
}

export async function listOffers(db: Kysely<Database>, language: LanguageCode = 'en') {
  return (await repo.listOffers(db)).map((offer) => ({
    id: offer.id,
    title: inLanguage(offer, 'title', language),
    image: offer.image,
    description: inLanguage(offer, 'description', language),
  }));
}

export async function listGallery(db: Kysely<Database>): Promise<GalleryImage[]> {
  // SPEC §3: backslashes in stored paths are served as forward slashes.
  return (await repo.listGallery(db)).map((row) => ({
    id: row.id,
    image_path: row.image_path.replaceAll('\\', '/'),
  }));
}
