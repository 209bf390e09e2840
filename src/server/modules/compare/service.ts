import type { Kysely } from 'kysely';
import { compareListProblem } from '../../../shared/compare.js';
import type { CompareAnswer, CompareModel } from '../../../shared/pricing.js';
import type { Database, Vehicle } from '../../db/tables.js';
import { AppError } from '../../lib/errors.js';
import { listVariants } from '../catalogue/repository.js';
import { readSpecGroups, requireActiveVehicle } from '../catalogue/service.js';
import { quoteForVehicle } from '../pricing/service.js';

async function toCompareModel(
  db: Kysely<Database>,
  vehicle: Vehicle,
  now: number,
): Promise<CompareModel> {
  const [variants, specs] = await Promise.all([
    listVariants(db, vehicle.id),
    readSpecGroups(db, vehicle.id),
  ]);
  // The variant a buyer is quoted first: the one the bike page lists first. Ex-showroom and
  // on-road then describe the same machine, so the two prices in a column agree.
  const first = variants[0];
  return {
    bikeName: vehicle.bike_name,
    name: vehicle.name,
    type: vehicle.type,
    image: vehicle.image,
    price: first?.price ?? vehicle.price,
    onRoad: await quoteForVehicle(db, vehicle, now, first?.name),
    specs,
  };
}

/**
 * Two or three active models side by side, in the order asked, each priced ex-showroom and
 * on-road under the rules in force at `now`. Throws a 400 AppError for the same model twice and a
 * 404 for a model that is unknown or switched off. Reads only.
 */
export async function compareModels(
  db: Kysely<Database>,
  names: readonly string[],
  now: number,
): Promise<CompareAnswer> {
  const problem = compareListProblem(names);
  if (problem) throw new AppError('BAD_REQUEST', problem, { bikes: problem });
  const vehicles = await Promise.all(names.map((name) => requireActiveVehicle(db, name)));
  return { models: await Promise.all(vehicles.map((v) => toCompareModel(db, v, now))) };
}
