import { redirect, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { RouteFallback } from './layouts/route-fallback';
import { paths } from './lib/paths';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { publicRoutes } from './routes/public-routes';

// Every admin route loads the same module, so the admin tree is one chunk of its own.
const loadAdmin = () => import('./pages/admin/admin-routes');

/** Every route of the app: the browser router (main.tsx) and the server renderer (entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteFallback,
    children: [
      {
        Component: PublicLayout,
        children: [
          { path: paths.home.path, Component: HomePage },
          ...publicRoutes,
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        path: paths.admin.root.path,
        lazy: async () => ({ Component: (await loadAdmin()).AdminRoot }),
        children: [
          { index: true, loader: () => redirect(paths.admin.dashboard.getHref()) },
          {
            path: paths.admin.login.path,
            lazy: async () => ({ Component: (await loadAdmin()).AdminLoginPage }),
          },
          {
            path: paths.admin.dashboard.path,
            lazy: async () => {
              const admin = await loadAdmin();
              return { loader: admin.adminShellLoader, Component: admin.AdminShell };
            },
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await loadAdmin()).AdminDashboardPage }),
              },
              {
                path: ':screen',
                lazy: async () => ({ Component: (await loadAdmin()).AdminScreenPage }),
              },
            ],
          },
          {
            path: paths.admin.preview.path,
            lazy: async () => {
              const admin = await loadAdmin();
              return { loader: admin.draftPreviewLoader, Component: admin.DraftPreviewPage };
            },
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await loadAdmin()).PreviewBikePage }),
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await loadAdmin()).AdminNotFoundPage }),
          },
        ],
      },
    ],
  },
];
