import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '../../shared/ssr';
import { allPartsHydrated } from './hydrate-in-turn';

/**
 * Marks <html> once the app has hydrated (or, for a page the browser draws alone, first drawn):
 * from then on a click is handled. Before, a server-drawn button shows but does nothing. The
 * browser journeys wait for it (e2e/support/browser.ts) as a visitor waits for a page to respond.
 */
export function HydrationMark() {
  useEffect(() => {
    // Once every part the page takes over in turn has had its turn (hydrate-in-turn.tsx).
    void allPartsHydrated().then(() =>
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''),
    );
  }, []);
  return null;
}
