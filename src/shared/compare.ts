import { normaliseBikeName } from './models.js';

/**
 * The compare page's plain values (no zod: the page's chunk carries this file). The API's zod
 * contract in pricing.ts builds on the same limits and texts.
 */

/** Two or three models side by side: more columns do not fit a phone. */
export const COMPARE_LIMITS = { min: 2, max: 3 } as const;

/** The address holds the models as `?bikes=Shine,SP 125`, so a comparison can be shared. */
export const COMPARE_PARAM = 'bikes';

export const COMPARE_MESSAGES = {
  count: 'Choose two or three models to compare',
  duplicate: 'Choose different models to compare',
} as const;

/** The names of a `?bikes=` list: split on commas, trimmed, blanks dropped. */
export function parseCompareList(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * Why a list of names cannot be compared, or null when it can. Names are compared as the catalogue
 * looks them up (ignoring case and spaces), so "SP125,SP 125" is the same model twice.
 */
export function compareListProblem(names: readonly string[]): string | null {
  if (names.length < COMPARE_LIMITS.min || names.length > COMPARE_LIMITS.max) {
    return COMPARE_MESSAGES.count;
  }
  const distinct = new Set(names.map(normaliseBikeName));
  return distinct.size === names.length ? null : COMPARE_MESSAGES.duplicate;
}

/** The value of `?bikes=` for these names (commas between, each name encoded). */
export function compareListValue(names: readonly string[]): string {
  return names.map(encodeURIComponent).join(',');
}
