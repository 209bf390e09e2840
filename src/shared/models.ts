/** Vehicle types, specification groups and bike names: no zod here, pages import these freely. */

/** SPEC §9: the three vehicle types, by the path segment the public API uses. */
export const VEHICLE_LIST_PATHS = { bikes: 'bike', scooters: 'scooter', ev: 'ev' } as const;
export type VehicleListPath = keyof typeof VEHICLE_LIST_PATHS;
export type VehicleType = (typeof VEHICLE_LIST_PATHS)[VehicleListPath];

/** SPEC §2 SPECIFICATIONS: the six accordion sections, keyed by the field names of SPEC §3 "Bike". */
export const SPEC_GROUPS = [
  { key: 'bodyDimensions', title: 'Body Dimensions' },
  { key: 'engineDetails', title: 'Engine' },
  { key: 'transmissionDetails', title: 'Transmission' },
  { key: 'tyreDetails', title: 'Tyres & Brakes' },
  { key: 'frame', title: 'Frame & Suspension' },
  { key: 'Electrical', title: 'Electricals' },
] as const;
export type SpecGroupKey = (typeof SPEC_GROUPS)[number]['key'];

/** A bike name as every lookup compares it: "CD 110 Deluxe" and "CD110DELUXE" are the same bike. */
export function normaliseBikeName(name: string): string {
  return name.replace(/\s+/g, '').toUpperCase();
}
