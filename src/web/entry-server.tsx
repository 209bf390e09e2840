import {
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryClient,
  QueryClientProvider,
  type Query,
} from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { LANGUAGES, languageOfPath } from '../shared/site-languages';
import type { PageRenderer, RenderedPage } from '../shared/ssr';
import { allStringsOf } from './i18n/all-strings';
import { createI18n, usedNamespaces } from './i18n/i18n';
import { setApiTransport } from './lib/api-client';
import { isNotFoundRead } from './lib/not-found-reads';
import { HeadTags } from './lib/head';
import { HydrationMark } from './lib/hydration-mark';
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
/** Each language's routes: the same routes under its prefix as basename (/mr/about is /about). */
const handlers = new Map(
  LANGUAGES.map((language) => [
    language.code,
    createStaticHandler(routes, language.prefix ? { basename: language.prefix } : {}),
  ]),
);

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

async function render(url: string): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://localhost');
  const { language } = languageOfPath(address.pathname);
  // The admin panel is private, per user and behind a login: the browser draws it alone.
  const matched = matchRoutes(routes, address.pathname, language.prefix || undefined) ?? [];
  if (matched.some(({ route }) => route.path === paths.admin.root.path)) return null;
  const { query, dataRoutes } = handlers.get(language.code) as ReturnType<
    typeof createStaticHandler
  >;
  const context = await query(new Request(address));
  if (context instanceof Response) return null;
  const router = createStaticRouter(dataRoutes, context);
  // The server has every string at hand; the page takes to the browser those it used.
  const strings = allStringsOf(language.code);
  const i18n = createI18n(language.code, strings);
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
    const head: string[] = [];
    const markup = renderToString(
      <StrictMode>
        <HeadTags value={head}>
          <I18nextProvider i18n={i18n}>
            <NotFoundReporter value={reportNotFound}>
              <QueryClientProvider client={queryClient}>
                <Suspense fallback={null}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                  <HydrationMark />
                </Suspense>
              </QueryClientProvider>
            </NotFoundReporter>
          </I18nextProvider>
        </HeadTags>
      </StrictMode>,
    );
    // The page's head tags go first, where the server's page assembly takes them from.
    return head.join('') + markup;
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
  const used = Object.fromEntries(
    usedNamespaces(i18n)
      .filter((namespace) => namespace in strings)
      .map((namespace) => [namespace, strings[namespace]]),
  );
  return {
    html,
    state: JSON.stringify(state),
    strings: JSON.stringify(used),
    status,
    lang: language.code,
  };
}

export const renderer: PageRenderer = { render, setApiTransport };
