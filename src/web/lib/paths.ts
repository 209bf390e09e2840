import { PUBLIC_PAGES, type PublicPageName } from '../../shared/public-pages';

type PublicPaths = {
  [Name in PublicPageName]: { path: (typeof PUBLIC_PAGES)[Name]['path']; getHref: () => string };
};

const publicPaths = Object.fromEntries(
  Object.entries(PUBLIC_PAGES).map(([name, page]) => [
    name,
    { path: page.path, getHref: () => page.path },
  ]),
) as PublicPaths;

/**
 * Every route of SPEC §2 in one table; links use getHref, the router uses path. The public
 * addresses come from shared/public-pages.ts, which the server reads too.
 */
export const paths = {
  ...publicPaths,
  dealer: {
    path: PUBLIC_PAGES.dealer.path,
    getHref: (id: number | string) => PUBLIC_PAGES.dealer.path.replace(':id', String(id)),
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    login: { path: '/admin/login', getHref: () => '/admin/login' },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    /** A model's saved draft drawn as the public pages draw it, for staff (catalogue editor). */
    preview: { path: '/admin/preview/:id', getHref: (id: number) => `/admin/preview/${id}` },
  },
} as const;
