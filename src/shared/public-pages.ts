import {
  COMPARE_PARAM,
  compareListProblem,
  compareListValue,
  parseCompareList,
} from './compare.js';
import type { VehicleListPath } from './models.js';
import type { LanguageCode } from './site-languages.js';

/**
 * The public pages of SPEC §2 as data, read by both sides: the web's route table draws each page
 * from its module (src/web/routes/public-routes.ts), and the server announces a page's chunk and
 * first reads in its HTML (src/server/plugins/page-hints.ts) without importing any web code.
 * Plain values only: the browser's main bundle carries this file.
 */

/** DESIGN §6: the bike a page is about also travels in the URL as ?bike=. */
export const BIKE_PARAM = 'bike';

/** The per-bike reads of SPEC §7, by the path prefix the API uses. */
export type BikeRead = 'bikeView' | 'variants' | 'bikeFeatures' | 'bikeAccessories' | 'bikeColours';

/** The per-bike reads holding catalogue texts (an overview, features): asked in the page's language. */
export const TRANSLATED_BIKE_READS: ReadonlySet<BikeRead> = new Set(['bikeView', 'bikeFeatures']);

/** `?lang=` of a read holding catalogue texts (shared/catalogue.ts); none for English. */
const languageQuery = (language: LanguageCode) => (language === 'en' ? '' : `?lang=${language}`);

/** The addresses of the public reads: the web's queries fetch them, the server preloads them. */
export const publicReads = {
  /** Every public page shows the dealer's contacts in its footer. */
  site: '/api/site',
  models: (kind: VehicleListPath, language: LanguageCode) =>
    `/api/${kind}${languageQuery(language)}`,
  /** The name is encoded because models like "Activa e:" exist. */
  bike: (read: BikeRead, bikeName: string, language: LanguageCode) =>
    `/api/${read}/${encodeURIComponent(bikeName)}${
      TRANSLATED_BIKE_READS.has(read) ? languageQuery(language) : ''
    }`,
  /** The offers, their titles and descriptions in the page's language. */
  offers: (language: LanguageCode) => `/api/getOffers${languageQuery(language)}`,
  compare: (bikeNames: readonly string[]) =>
    `/api/compare?${COMPARE_PARAM}=${compareListValue(bikeNames)}`,
};

export interface PublicPage {
  path: string;
  /**
   * The module drawing the page, as Vite's manifest names it: a lazy chunk of its own, fetched
   * when its route is first visited. Absent: the page is in the main bundle.
   */
  module?: `src/web/pages/${string}.tsx`;
  /** The module's export that draws this page. */
  component?: string;
  /**
   * The reads the page makes as soon as its script runs. Only pages that give them are announced
   * in their HTML (bench/web: the model-list and bike-details pictures waited 1.7–2.1 s on a
   * phone for the chain of script, chunk and read).
   */
  firstReads?: (search: URLSearchParams, language: LanguageCode) => string[];
  /**
   * The query parameters that say what the page shows (?bike=, ?bikes=): kept in its canonical
   * address, every other parameter dropped. A page that needs them is not in the sitemap on its
   * own; the model pages are listed once per model.
   */
  query?: readonly string[];
}

const MODEL_LISTS = 'src/web/pages/model-list-page.tsx';

/** The bike of a bike page as the page itself reads it: ?bike=, trimmed, or none. */
function bikeReads(search: URLSearchParams, language: LanguageCode, reads: BikeRead[]): string[] {
  const bike = search.get(BIKE_PARAM)?.trim();
  return bike ? reads.map((read) => publicReads.bike(read, bike, language)) : [];
}

/** The models of the compare page as the page itself reads them; none when it cannot compare them. */
function compareReads(search: URLSearchParams): string[] {
  const names = parseCompareList(search.get(COMPARE_PARAM));
  return compareListProblem(names) ? [] : [publicReads.compare(names)];
}

/** Every public page of SPEC §2 by name; lib/paths.ts gives the web its links from these. */
export const PUBLIC_PAGES = {
  home: {
    path: '/',
    firstReads: (_, language) => [publicReads.site, publicReads.models('bikes', language)],
  },
  about: { path: '/about', module: 'src/web/pages/about-page.tsx', component: 'AboutPage' },
  motorcycles: {
    path: '/motorcycle',
    module: MODEL_LISTS,
    component: 'MotorcycleListPage',
    firstReads: (_, language) => [publicReads.site, publicReads.models('bikes', language)],
  },
  scooters: {
    path: '/scooters',
    module: MODEL_LISTS,
    component: 'ScooterListPage',
    firstReads: (_, language) => [publicReads.site, publicReads.models('scooters', language)],
  },
  ev: {
    path: '/ev',
    module: MODEL_LISTS,
    component: 'EvListPage',
    firstReads: (_, language) => [publicReads.site, publicReads.models('ev', language)],
  },
  serviceBooking: {
    path: '/service-booking',
    module: 'src/web/pages/service-booking-page.tsx',
    component: 'ServiceBookingPage',
  },
  amc: { path: '/amc', module: 'src/web/pages/amc-page.tsx', component: 'AmcPage' },
  extendedWarranty: {
    path: '/extendedWarranty',
    module: 'src/web/pages/extended-warranty-page.tsx',
    component: 'ExtendedWarrantyPage',
  },
  finance: { path: '/finance', module: 'src/web/pages/finance-page.tsx', component: 'FinancePage' },
  dealer: {
    path: '/dealers/:id',
    module: 'src/web/pages/dealer-page.tsx',
    component: 'DealerPage',
  },
  offers: { path: '/offers', module: 'src/web/pages/offers-page.tsx', component: 'OffersPage' },
  gallery: { path: '/gallery', module: 'src/web/pages/gallery-page.tsx', component: 'GalleryPage' },
  contact: { path: '/contact', module: 'src/web/pages/contact-page.tsx', component: 'ContactPage' },
  optIn: { path: '/optain', module: 'src/web/pages/opt-in-page.tsx', component: 'OptInPage' },
  terms: {
    path: '/terms-conditions',
    module: 'src/web/pages/terms-page.tsx',
    component: 'TermsPage',
  },
  privacy: {
    path: '/privacy-policy',
    module: 'src/web/pages/privacy-page.tsx',
    component: 'PrivacyPage',
  },
  viewDetails: {
    path: '/view-details',
    module: 'src/web/pages/view-details-page.tsx',
    component: 'ViewDetailsPage',
    firstReads: (search, language) => [
      publicReads.site,
      ...bikeReads(search, language, ['bikeView', 'variants']),
    ],
    query: [BIKE_PARAM],
  },
  angleView: {
    path: '/angle-view',
    module: 'src/web/pages/angle-view-page.tsx',
    component: 'AngleViewPage',
    query: [BIKE_PARAM],
  },
  testRideBooking: {
    path: '/text-ride-booking',
    module: 'src/web/pages/product-enquiry-page.tsx',
    component: 'ProductEnquiryPage',
    query: [BIKE_PARAM],
  },
  joyClub: {
    path: '/joy-club',
    module: 'src/web/pages/joy-club-page.tsx',
    component: 'JoyClubPage',
  },
  compare: {
    path: '/compare',
    module: 'src/web/pages/compare-page.tsx',
    component: 'ComparePage',
    firstReads: (search) => [publicReads.site, ...compareReads(search)],
    query: [COMPARE_PARAM],
  },
} as const satisfies Record<string, PublicPage>;

export type PublicPageName = keyof typeof PUBLIC_PAGES;
