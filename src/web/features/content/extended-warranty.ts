import type { TFunction } from 'i18next';
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
  /** Also the key of the vehicle type's name in the `warranty` namespace. */
  id: 'scooters' | 'motorcycles';
  standard: { years: number; km: number };
  options: readonly WarrantyOption[];
}

export const WARRANTY_PLANS: readonly WarrantyPlan[] = [
  {
    id: 'scooters',
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
    standard: { years: 3, km: 42_000 },
    options: [
      { extendedYears: 1, extendedKm: 16_000, totalYears: 4 },
      { extendedYears: 2, extendedKm: 28_000, totalYears: 5 },
      { extendedYears: 3, extendedKm: 40_000, totalYears: 6 },
      { extendedYears: 7, extendedKm: 88_000, totalYears: 10 },
    ],
  },
];

/** "Good to know": keys of the `warranty` namespace. */
export const WARRANTY_NOTES = ['note1', 'note2', 'note3', 'note4'] as const;

/** 1 → "1 year", 3 → "3 years", with `t` of the `warranty` namespace. */
export function yearsLabel(t: TFunction<'warranty'>, years: number): string {
  return t(years === 1 ? 'oneYear' : 'years', { years });
}

/** 36000 → "36,000 km" (Indian digit grouping; the unit stays in Latin letters). */
export function kmLabel(km: number): string {
  return `${formatIndianNumber(km)} km`;
}
