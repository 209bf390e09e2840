import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BIKE_PARAM } from '../../shared/public-pages';

/** `/view-details?bike=Activa%20e%3A`: bike names hold spaces and colons, so always encoded. */
export function hrefWithBike(path: string, bikeName: string): string {
  return `${path}?${BIKE_PARAM}=${encodeURIComponent(bikeName)}`;
}

/** ?variant=Disc beside ?bike=: the variant chosen on the bike page, kept across a reload. */
export const VARIANT_PARAM = 'variant';

/** `/text-ride-booking?bike=Shine&variant=Disc`, from an address that already names the bike. */
export function hrefWithVariant(href: string, variant: string | undefined): string {
  return variant ? `${href}&${VARIANT_PARAM}=${encodeURIComponent(variant)}` : href;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The bike named by the navigation state (SPEC §2) or by ?bike= (DESIGN §6); the state wins when
 * both are present, because it is what the visitor just clicked.
 */
export function bikeNameFromNavigation(state: unknown, search: string): string | undefined {
  const fromState =
    typeof state === 'object' && state !== null
      ? nonEmpty((state as { bikeName?: unknown }).bikeName)
      : undefined;
  return fromState ?? nonEmpty(new URLSearchParams(search).get(BIKE_PARAM));
}

/**
 * The bike the page was opened for. When the URL does not name that bike yet (it came by state
 * only), ?bike= is written into the address in place, so a reload or a shared link shows it too.
 */
export function useBikeNameFromNavigation(): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const bikeName = bikeNameFromNavigation(location.state, location.search);
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const urlIsBehind = bikeName !== undefined && search.get(BIKE_PARAM)?.trim() !== bikeName;

  useEffect(() => {
    if (!urlIsBehind || bikeName === undefined) return;
    const others = new URLSearchParams(search);
    others.delete(BIKE_PARAM);
    const rest = others.toString();
    void navigate(
      {
        pathname: location.pathname,
        search: `?${BIKE_PARAM}=${encodeURIComponent(bikeName)}${rest ? `&${rest}` : ''}`,
        hash: location.hash,
      },
      { replace: true, state: location.state as unknown, preventScrollReset: true },
    );
  }, [urlIsBehind, bikeName, search, navigate, location.pathname, location.hash, location.state]);

  return bikeName;
}
