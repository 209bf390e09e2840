import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';

// Each screen is its own chunk, fetched when its route is first visited, so Home stays small.
const loadModelLists = () => import('../pages/model-list-page');

/** Model lists, bike details, 360 view, gallery, offers and the dealer page. */
export const catalogueRoutes: RouteObject[] = [
  {
    path: paths.motorcycles.path,
    lazy: async () => ({ Component: (await loadModelLists()).MotorcycleListPage }),
  },
  {
    path: paths.scooters.path,
    lazy: async () => ({ Component: (await loadModelLists()).ScooterListPage }),
  },
  {
    path: paths.ev.path,
    lazy: async () => ({ Component: (await loadModelLists()).EvListPage }),
  },
  {
    path: paths.viewDetails.path,
    lazy: async () => ({ Component: (await import('../pages/view-details-page')).ViewDetailsPage }),
  },
  {
    path: paths.angleView.path,
    lazy: async () => ({ Component: (await import('../pages/angle-view-page')).AngleViewPage }),
  },
  {
    path: paths.gallery.path,
    lazy: async () => ({ Component: (await import('../pages/gallery-page')).GalleryPage }),
  },
  {
    path: paths.offers.path,
    lazy: async () => ({ Component: (await import('../pages/offers-page')).OffersPage }),
  },
  {
    path: paths.dealer.path,
    lazy: async () => ({ Component: (await import('../pages/dealer-page')).DealerPage }),
  },
];
