import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';

/**
 * About, the service and finance pages, the legal pages, Joy Club, opt-in and product enquiry.
 * Every page is its own lazily loaded chunk, so Home's bundle carries none of this text.
 */
export const contentRoutes: RouteObject[] = [
  {
    path: paths.about.path,
    lazy: async () => ({ Component: (await import('../pages/about-page')).AboutPage }),
  },
  {
    path: paths.serviceBooking.path,
    lazy: async () => ({
      Component: (await import('../pages/service-booking-page')).ServiceBookingPage,
    }),
  },
  {
    path: paths.amc.path,
    lazy: async () => ({ Component: (await import('../pages/amc-page')).AmcPage }),
  },
  {
    path: paths.extendedWarranty.path,
    lazy: async () => ({
      Component: (await import('../pages/extended-warranty-page')).ExtendedWarrantyPage,
    }),
  },
  {
    path: paths.finance.path,
    lazy: async () => ({ Component: (await import('../pages/finance-page')).FinancePage }),
  },
  {
    path: paths.contact.path,
    lazy: async () => ({ Component: (await import('../pages/contact-page')).ContactPage }),
  },
  {
    path: paths.optIn.path,
    lazy: async () => ({ Component: (await import('../pages/opt-in-page')).OptInPage }),
  },
  {
    path: paths.terms.path,
    lazy: async () => ({ Component: (await import('../pages/terms-page')).TermsPage }),
  },
  {
    path: paths.privacy.path,
    lazy: async () => ({ Component: (await import('../pages/privacy-page')).PrivacyPage }),
  },
  {
    path: paths.joyClub.path,
    lazy: async () => ({ Component: (await import('../pages/joy-club-page')).JoyClubPage }),
  },
  {
    path: paths.testRideBooking.path,
    lazy: async () => ({
      Component: (await import('../pages/product-enquiry-page')).ProductEnquiryPage,
    }),
  },
];
