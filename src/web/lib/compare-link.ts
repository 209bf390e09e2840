import { COMPARE_PARAM, compareListValue } from '../../shared/compare';
import { normaliseBikeName } from '../../shared/models';
import { PUBLIC_PAGES } from '../../shared/public-pages';

/** `/compare?bikes=Shine,SP%20125`: the compare page for these models, in this order. */
export function compareHref(bikeNames: readonly string[]): string {
  return `${PUBLIC_PAGES.compare.path}?${COMPARE_PARAM}=${compareListValue(bikeNames)}`;
}

/**
 * The compare page opened from one model: that model beside the next one of its list (the first,
 * after the last), which the visitor then changes. `partner` is that next model's name; a list of
 * one compares the model alone, and the page asks for a second.
 */
export function compareWithNext(
  bikeName: string,
  models: readonly { bikeName: string }[],
): { href: string; partner?: string } {
  const at = models.findIndex((m) => normaliseBikeName(m.bikeName) === normaliseBikeName(bikeName));
  const next = at >= 0 && models.length > 1 ? models[(at + 1) % models.length] : undefined;
  return next
    ? { href: compareHref([bikeName, next.bikeName]), partner: next.bikeName }
    : { href: compareHref([bikeName]) };
}
