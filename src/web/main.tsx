import './lib/zod-config';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import 'react-toastify/ReactToastify.css';
import { SSR_STATE_ID } from '../shared/ssr';
import { restoreNotFoundReads } from './lib/not-found-reads';
import { queryClient } from './lib/query-client';
import { keepOneTitle } from './lib/single-title';
import { routes } from './routes';
import './styles.css';

/**
 * A public page arrives drawn by the server (entry-server.tsx) with the data it was drawn from.
 * The first render in the browser must draw the same markup to take it over: the same data in the
 * query cache and the page's lazy route modules already loaded (React Router's advice for lazy
 * routes with server rendering; the server's modulepreload hints have them on the way).
 */
async function start(container: HTMLElement) {
  const serverRendered = container.hasChildNodes();
  const state = document.getElementById(SSR_STATE_ID)?.textContent;
  if (serverRendered && state) {
    hydrate(queryClient, restoreNotFoundReads(JSON.parse(state) as DehydratedState, queryClient));
  }
  if (serverRendered) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy);
    await Promise.all(
      (lazyMatches ?? []).map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }

  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

keepOneTitle(document.head);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
