import './lib/zod-config';
// Before anything draws: Preact's Suspense must not draw a removed component again.
import './lib/suspense-unmounted';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import 'react-toastify/ReactToastify.css';
import { languageOfPath } from '../shared/site-languages';
import { PAGE_STRINGS_ID, SSR_STATE_ID } from '../shared/ssr';
import { createI18n, type Namespaces } from './i18n/i18n';
import { restoreNotFoundReads } from './lib/not-found-reads';
import { queryClient } from './lib/query-client';
import { HydrationMark } from './lib/hydration-mark';
import { startHydratingInTurn } from './lib/hydrate-in-turn';
import { routes } from './routes';
import './styles.css';

// The typeface comes in a stylesheet of its own (fonts.css), linked by the server; the dev server
// serves index.html as it is.
if (import.meta.env.DEV) void import('./fonts.css');

/**
 * A public page arrives drawn by the server (entry-server.tsx) with the data it was drawn from.
 * The first render in the browser must draw the same markup to take it over: the same data in the
 * query cache and the page's lazy route modules already loaded (React Router's advice for lazy
 * routes with server rendering; the server's modulepreload hints have them on the way).
 */
async function start(container: HTMLElement) {
  // Evaluating the modules was one task; taking the page over starts in the next, so that neither
  // blocks a tap for long on a slow phone (a hidden tab, whose timers wait up to a second, has no
  // taps to keep waiting).
  if (document.visibilityState !== 'hidden') await new Promise((resolve) => setTimeout(resolve, 0));
  const serverRendered = container.hasChildNodes();
  // /mr/… and /hi/… are the same routes under a basename, drawn with that language's strings.
  const { language } = languageOfPath(window.location.pathname);
  const basename = language.prefix || undefined;
  // The strings the server drew the page with come inside it; the others are fetched when asked.
  const strings = document.getElementById(PAGE_STRINGS_ID)?.textContent;
  const i18n = createI18n(language.code, strings ? (JSON.parse(strings) as Namespaces) : {}, {
    loadMissing: true,
  });
  // Its type's semibold and bold faces, after the first paint (i18n/devanagari.ts).
  if (language.code !== 'en') void import('./i18n/devanagari');
  const state = document.getElementById(SSR_STATE_ID)?.textContent;
  if (serverRendered && state) {
    hydrate(queryClient, restoreNotFoundReads(JSON.parse(state) as DehydratedState, queryClient));
  }
  if (serverRendered) {
    const lazyMatches = matchRoutes(routes, window.location, basename)?.filter(
      (match) => match.route.lazy,
    );
    await Promise.all(
      (lazyMatches ?? []).map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }

  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {/* A screen whose strings have not come yet waits here (i18n.ts); navigations keep
              the page on screen meanwhile (React Router moves in transitions). */}
          <Suspense fallback={null}>
            <RouterProvider router={createBrowserRouter(routes, { basename })} />
            <HydrationMark />
          </Suspense>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
  if (serverRendered) {
    startHydratingInTurn();
    hydrateRoot(container, app);
  } else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
