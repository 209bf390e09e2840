import { useSyncExternalStore } from 'react';
import { pageTakenOver, subscribeToTakeover } from './hydrate-in-turn';

/**
 * False in the server's markup and until the browser has taken every part of it over
 * (hydrate-in-turn.tsx), true from then on. A part taken over early waits for the rest: what it
 * changes once the page runs (lists it reads, a sidebar it shows) comes after the whole page
 * answers taps, not in the middle of taking it over. A page drawn by the browser alone is true
 * from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToTakeover, pageTakenOver, () => false);
}
