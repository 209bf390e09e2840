import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { AboutPage } from '../pages/about-page';
import { PlaceholderPage } from '../pages/placeholder-page';

/** Screens of SPEC §2 not built yet: each shows its title and a way to reach the dealer. */
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

/** About, the service and finance pages, the legal pages, Joy Club, opt-in and product enquiry. */
export const contentRoutes: RouteObject[] = [
  { path: paths.about.path, Component: AboutPage },
  ...PLACEHOLDER_PAGES.map(({ path, title, description }) => ({
    path,
    element: <PlaceholderPage title={title} description={description} />,
  })),
];
