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
import type { Database, Vehicle, VehicleType } from '../../db/tables.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './repository.js';

function toModelSummary(vehicle: Vehicle): ModelSummary {
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
  };
}

export async function listModels(db: Kysely<Database>, type: VehicleType): Promise<ModelSummary[]> {
  return (await repo.listActiveVehicles(db, type)).map(toModelSummary);
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
  if (!vehicle) return { found: 'unknown' };
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

export async function getBikeView(db: Kysely<Database>, bikeName: string): Promise<BikeView> {
  const vehicle = await requireActiveVehicle(db, bikeName);
  const groups = Object.fromEntries(SPEC_GROUPS.map((g) => [g.key, {}])) as Record<
    SpecGroupKey,
    Record<string, string>
  >;
  for (const row of await repo.listSpecs(db, vehicle.id)) {
    const group = groups[row.spec_group as SpecGroupKey];
    if (group) group[row.label] = row.value;
  }
  return {
    bikeName: vehicle.bike_name,
    bikeDetails: vehicle.details,
    bikePrice: vehicle.price,
    image: vehicle.image,
    ...groups,
  };
}

export async function listVariants(db: Kysely<Database>, bikeName: string) {
  return repo.listVariants(db, (await requireActiveVehicle(db, bikeName)).id);
}

export async function listFeatures(db: Kysely<Database>, bikeName: string) {
  return repo.listFeatures(db, (await requireActiveVehicle(db, bikeName)).id);
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

export const listSlides = (db: Kysely<Database>) => repo.listSlides(db);
export const listOffers = (db: Kysely<Database>) => repo.listOffers(db);

export async function listGallery(db: Kysely<Database>): Promise<GalleryImage[]> {
  // SPEC §3: backslashes in stored paths are served as forward slashes.
  return (await repo.listGallery(db)).map((row) => ({
    id: row.id,
    image_path: row.image_path.replaceAll('\\', '/'),
  }));
}
