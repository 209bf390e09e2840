import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BikeView, Colour } from '../../../../shared/catalogue';
import { api } from '../../../lib/api-client';

const bikePath = (prefix: string, bikeName: string) =>
  `/api/${prefix}/${encodeURIComponent(bikeName)}`;

/** GET /api/bikeView/{bikeName} (SPEC §7): price and picture when only ?bike= is known. */
export function bikeViewQueryOptions(bikeName: string) {
  return queryOptions({
    queryKey: ['bikeView', bikeName],
    queryFn: ({ signal }) => api.get<BikeView>(bikePath('bikeView', bikeName), { signal }),
  });
}

/** GET /api/bikeColours/{bikeName} (SPEC §7): the colours a product enquiry offers. */
export function bikeColoursQueryOptions(bikeName: string) {
  return queryOptions({
    queryKey: ['bikeColours', bikeName],
    queryFn: ({ signal }) => api.get<Colour[]>(bikePath('bikeColours', bikeName), { signal }),
  });
}

export function useBikeView(bikeName: string | undefined, enabled = true) {
  return useQuery({
    ...bikeViewQueryOptions(bikeName ?? ''),
    enabled: Boolean(bikeName) && enabled,
  });
}

export function useBikeColours(bikeName: string | undefined) {
  return useQuery({ ...bikeColoursQueryOptions(bikeName ?? ''), enabled: Boolean(bikeName) });
}
