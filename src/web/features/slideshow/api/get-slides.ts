import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slide } from '../../../../shared/catalogue';
import type { LanguageCode } from '../../../../shared/site-languages';
import { api } from '../../../lib/api-client';
import { usePageLanguageCode } from '../../../lib/page-language';

/**
 * GET /api/images (SPEC §7): the slides in order, their title, subtitle and button in the page's
 * language (`?lang=` as the other catalogue reads; none for English).
 */
export function getSlides(language: LanguageCode, signal?: AbortSignal): Promise<Slide[]> {
  const query = language === 'en' ? '' : `?lang=${language}`;
  return api.get<Slide[]>(`/api/images${query}`, { signal });
}

export function slidesQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: ['slides', language],
    queryFn: ({ signal }) => getSlides(language, signal),
  });
}

export function useSlides() {
  return useQuery(slidesQueryOptions(usePageLanguageCode()));
}
