/**
 * Every public route of SPEC §2 as a visitor opens it (the two dropdown headings have no page),
 * with a sample bike where the page needs one. Shared by the axe checks, the screenshots and the
 * header tests.
 */
export const PUBLIC_URLS = [
  '/',
  '/about',
  '/motorcycle',
  '/scooters',
  '/ev',
  '/service-booking',
  '/amc',
  '/extendedWarranty',
  '/finance',
  '/dealers/1',
  '/offers',
  '/gallery',
  '/contact',
  '/optain',
  '/terms-conditions',
  '/privacy-policy',
  '/view-details?bike=Shine',
  '/angle-view?bike=Shine',
  '/text-ride-booking?bike=Shine',
  '/joy-club',
  '/compare?bikes=Shine,Unicorn',
] as const;

export const NOT_FOUND_URL = '/no-such-page';
