import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PUBLIC_PAGES, type PublicPage } from '../../shared/public-pages';

type PageModule = Record<string, ComponentType | undefined>;

// Each page module is its own chunk, fetched when its route is first visited, so Home stays small.
// Home and the not-found page are in the main bundle (routes.tsx imports them).
const PAGE_MODULES = import.meta.glob<PageModule>([
  '/src/web/pages/*.tsx',
  '!/src/web/pages/home-page.tsx',
  '!/src/web/pages/not-found-page.tsx',
  '!/src/web/pages/*.test.tsx',
]);

/** The loader of a page's module, by the name Vite's manifest (and so shared/public-pages) gives it. */
export function pageModuleLoader(module: string): (() => Promise<PageModule>) | undefined {
  return PAGE_MODULES[`/${module}`];
}

async function loadComponent(page: PublicPage): Promise<ComponentType> {
  const load = page.module && pageModuleLoader(page.module);
  const Component = load && page.component ? (await load())[page.component] : undefined;
  if (!Component) throw new Error(`No page component ${page.component} in ${page.module}`);
  return Component;
}

/** Every public page of shared/public-pages that has a module of its own, as a lazy route. */
export const publicRoutes: RouteObject[] = Object.values(PUBLIC_PAGES as Record<string, PublicPage>)
  .filter((page) => page.module)
  .map((page) => ({
    path: page.path,
    lazy: async () => ({ Component: await loadComponent(page) }),
  }));
