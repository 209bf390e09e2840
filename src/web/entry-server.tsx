import {
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryClient,
  QueryClientProvider,
  type Query,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import type { PageRenderer, RenderedPage } from '../shared/ssr';
import { setApiTransport } from './lib/api-client';
import { isNotFoundRead } from './lib/not-found-reads';
import { NotFoundReporter } from './lib/page-status';
import { paths } from './lib/paths';
import { routes } from './routes';

/**
 * The server renderer (`vite build --ssr`): draws a public page with the data it shows, so the
 * visitor sees it before the scripts have run, and the browser hydrates that markup
 * (main.tsx). Pages read their data with useQuery, which never fetches on a server: each pass
 * renders, fetches the queries the render asked for, and renders again, until nothing new is
 * asked (a query can depend on another's answer).
 */

const MAX_PASSES = 3;
const { query, dataRoutes } = createStaticHandler(routes);

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

async function render(url: string): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://localhost');
  // The admin panel is private, per user and behind a login: the browser draws it alone.
  const matched = matchRoutes(routes, address.pathname) ?? [];
  if (matched.some(({ route }) => route.path === paths.admin.root.path)) return null;
  const context = await query(new Request(address));
  if (context instanceof Response) return null;
  const router = createStaticRouter(dataRoutes, context);
  // One cache per page view: visitors never share a render.
  // retryOnMount off: a kept 404 is drawn as the answer it is, not as a read about to start.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false } },
  });
  // Whether the last drawing found that the page's subject does not exist (an unknown bike).
  let subjectMissing = false;
  const reportNotFound = () => {
    subjectMissing = true;
  };
  const draw = () => {
    subjectMissing = false;
    return renderToString(
      <StrictMode>
        <NotFoundReporter value={reportNotFound}>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </NotFoundReporter>
      </StrictMode>,
    );
  };

  let html = draw();
  const asked = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((item) => !asked.has(item.queryHash) && item.state.status === 'pending')
      .filter(isEnabled);
    if (wanted.length === 0) break;
    for (const item of wanted) asked.add(item.queryHash);
    await Promise.all(
      wanted.map((item) => queryClient.prefetchQuery({ ...item.options, queryKey: item.queryKey })),
    );
    // A failed read is drawn as loading, as the browser draws it before it asks again; a 404 is
    // kept, because what it says (no such bike) will not change by asking again.
    queryClient.removeQueries({
      predicate: (item) => item.state.status === 'error' && !isNotFoundRead(item),
    });
    html = draw();
  }
  // The catch-all route draws the not-found page, and a page whose subject does not exist says
  // so while it is drawn: crawlers and monitors get a real 404.
  const status = context.matches.at(-1)?.route.path === '*' || subjectMissing ? 404 : 200;
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (item) => defaultShouldDehydrateQuery(item) || isNotFoundRead(item),
  });
  return { html, state: JSON.stringify(state), status };
}

export const renderer: PageRenderer = { render, setApiTransport };
