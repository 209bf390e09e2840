import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { ModelListPage } from '../pages/model-list-page';
import { PlaceholderPage } from '../pages/placeholder-page';

/** Screens of SPEC §2 not built yet: each shows its title and a way to reach the dealer. */
const PLACEHOLDER_PAGES = [
  {
    path: paths.dealer.path,
    title: 'Our Dealership',
    description: 'Address, phones, opening hours and a map of our showroom.',
  },
  {
    path: paths.offers.path,
    title: 'Offers',
    description: 'The latest offers on Honda motorcycles, scooters and electric vehicles.',
  },
  {
    path: paths.gallery.path,
    title: 'Gallery',
    description: 'Pictures from our showroom, deliveries and events.',
  },
  {
    path: paths.viewDetails.path,
    title: 'Bike Details',
    description: 'Specifications, colours, features and accessories of the model you picked.',
  },
  {
    path: paths.angleView.path,
    title: '360° View',
    description: 'Drag to turn the model all the way round.',
  },
] as const;

/** Model lists, bike details, 360 view, gallery, offers and the dealer page. */
export const catalogueRoutes: RouteObject[] = [
  {
    path: paths.motorcycles.path,
    element: (
      <ModelListPage
        kind="bikes"
        title="Motorcycles"
        noun="motorcycles"
        lead="From everyday commuters to sporty rides: the Honda motorcycle range."
      />
    ),
  },
  {
    path: paths.scooters.path,
    element: (
      <ModelListPage
        kind="scooters"
        title="Scooters"
        noun="scooters"
        lead="Easy, comfortable and dependable Honda scooters for the whole family."
      />
    ),
  },
  {
    path: paths.ev.path,
    element: (
      <ModelListPage
        kind="ev"
        title="Electric Vehicles"
        noun="electric vehicles"
        lead="Quiet, clean and economical: Honda's electric two-wheelers."
      />
    ),
  },
  ...PLACEHOLDER_PAGES.map(({ path, title, description }) => ({
    path,
    element: <PlaceholderPage title={title} description={description} />,
  })),
];
