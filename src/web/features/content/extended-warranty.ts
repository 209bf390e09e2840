import { formatIndianNumber } from '../../../shared/format';

/** SPEC §9: the extended warranty plans, exactly as the spec gives them. */
export interface WarrantyOption {
  /** Years added to the standard warranty. */
  extendedYears: number;
  /** Kilometres covered by the extension. */
  extendedKm: number;
  /** Standard plus extended years. */
  totalYears: number;
}

export interface WarrantyPlan {
  id: 'scooters' | 'motorcycles';
  vehicle: string;
  standard: { years: number; km: number };
  options: readonly WarrantyOption[];
}

export const WARRANTY_PLANS: readonly WarrantyPlan[] = [
  {
    id: 'scooters',
    vehicle: 'Scooters',
    standard: { years: 3, km: 36_000 },
    options: [
      { extendedYears: 1, extendedKm: 12_000, totalYears: 4 },
      { extendedYears: 2, extendedKm: 24_000, totalYears: 5 },
      { extendedYears: 3, extendedKm: 36_000, totalYears: 6 },
      { extendedYears: 7, extendedKm: 84_000, totalYears: 10 },
    ],
  },
  {
    id: 'motorcycles',
    vehicle: 'Motorcycles',
    standard: { years: 3, km: 42_000 },
    options: [
      { extendedYears: 1, extendedKm: 16_000, totalYears: 4 },
      { extendedYears: 2, extendedKm: 28_000, totalYears: 5 },
      { extendedYears: 3, extendedKm: 40_000, totalYears: 6 },
      { extendedYears: 7, extendedKm: 88_000, totalYears: 10 },
    ],
  },
];

export const WARRANTY_INTRO =
  'Every new Honda comes with a standard warranty. Extended warranty from {dealer} carries that protection further, so that repairs of covered parts stay free for years after the standard warranty ends, and your Honda is worth more when you sell it.';

export const WARRANTY_NOTES = [
  'Extended warranty must be bought while the standard warranty is still running.',
  'Cover ends at the period or the distance in the table, whichever comes first.',
  'Regular servicing at an authorised Honda workshop is needed to keep the cover valid.',
  'Wear-and-tear parts, consumables and accidental damage are not covered.',
] as const;

export function yearsLabel(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** 36000 → "36,000 km" (Indian digit grouping). */
export function kmLabel(km: number): string {
  return `${formatIndianNumber(km)} km`;
}
