/** SPEC §9 business constants, shared by browser and server. */
export const STICKY_HEADER_THRESHOLD_PX = 50;
export const SLIDESHOW_INTERVAL_MS = 5000;
export const HOME_MODELS_STRIP_COUNT = 3;
export const CAROUSEL_BREAKPOINTS = { twoCards: 640, sixCards: 1024 } as const;
export const MOBILE_BREAKPOINT_PX = 768;
export const ADMIN_SIDEBAR_BREAKPOINT_PX = 1024;
export const TOAST_MS = {
  default: 5000,
  admin: 2000,
  loginRequired: 3000,
  productEnquiry: 3000,
  joyClub: 3000,
} as const;
export const LOGIN_REDIRECT_DELAY_MS = 2000;
export const REPORT_PAGE_SIZE = 10;
export const REPORT_SEARCH_DEBOUNCE_MS = 600;
export const DEALER_TIME_ZONE = 'Asia/Kolkata';
export const OPENING_HOURS = 'Monday to Saturday 09:30 AM to 07:00 PM, Sunday closed';
/** SPEC §2: View Details and Angle View do nothing for these bikes (compared without spaces). */
export const BIKES_WITHOUT_DETAILS = ['XBLADE', 'CD110DELUXE'] as const;
