import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { RouteFallback } from './layouts/route-fallback';
import { paths } from './lib/paths';
import { AboutPage } from './pages/about-page';
import { HomePage } from './pages/home-page';
import { ModelListPage } from './pages/model-list-page';
import { NotFoundPage } from './pages/not-found-page';
import { PlaceholderPage } from './pages/placeholder-page';

// Every admin route loads the same module, so the admin tree is one chunk of its own.
const loadAdmin = () => import('./pages/admin/admin-routes');

/** SPEC §2 screens that later issues fill in; until then each shows its title and a line. */
const PLACEHOLDER_PAGES = [
  {
    path: paths.serviceBooking.path,
    title: 'Book for Service',
    description: 'Book a paid or free service for your Honda at our workshop.',
  },
  {
    path: paths.amc.path,
    title: 'Annual Maintenance Contract',
    description: 'A year of planned maintenance, free washes and discounts on parts and labour.',
  },
  {
    path: paths.extendedWarranty.path,
    title: 'Extended Warranty',
    description: 'Extend the cover of your motorcycle or scooter by up to seven more years.',
  },
  {
    path: paths.finance.path,
    title: 'Finance',
    description: 'Easy two-wheeler loans, the documents you need, and an EMI calculator.',
  },
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
    path: paths.contact.path,
    title: 'Contact Us',
    description: 'Send us a question, a request for support or your feedback.',
  },
  {
    path: paths.optIn.path,
    title: 'Opt-in Form',
    description: 'Choose how you would like to hear from us: RCS, SMS, OBD, e-mail or WhatsApp.',
  },
  {
    path: paths.terms.path,
    title: 'Terms & Conditions',
    description: 'The terms that apply to this website and to our offers.',
  },
  {
    path: paths.privacy.path,
    title: 'Privacy Policy',
    description: 'What information we collect, how we use it and how you stay in control.',
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
  {
    path: paths.testRideBooking.path,
    title: 'Product Enquiry',
    description: 'Book a test ride or ask us about the model you like.',
  },
  {
    path: paths.joyClub.path,
    title: 'Joy Club',
    description: 'Our engagement programme for the Honda customer family.',
  },
] as const;

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
          { path: paths.about.path, Component: AboutPage },
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
              return { loader: admin.adminDashboardLoader, Component: admin.AdminDashboardPage };
            },
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

export const router = createBrowserRouter(routes);
