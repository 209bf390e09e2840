import { DEALER_TIME_ZONE } from './constants.js';

/**
 * Made on first use, not as the module loads: building them took about 100 ms of a page's
 * start in a new browser tab on CI's machine (the time zone's data above all), on pages that
 * show no date.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** Groups an integer's digits the Indian way: the last three, then pairs ("12345678" → "1,23,45,678"). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/**
 * Indian digit grouping without the symbol: 123456 → "1,23,456"; paise always as two digits,
 * rounded half away from zero as Intl.NumberFormat('en-IN') does. Written out rather than asked
 * of Intl: making that formatter loads the locale's data, 57 ms of a phone's page start (230 ms
 * at Lighthouse's 4x CPU) on every page that shows a price, all of it blocking the main thread.
 */
export function formatIndianNumber(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  if (Number.isInteger(size)) return sign + groupIndian(String(size));
  // Rounded in decimal ("4614.005e2"), not in binary, where 4614.005 is a hair below.
  const written = String(size);
  const paise = Math.round(written.includes('e') ? size * 100 : Number(`${written}e2`));
  const rupees = Math.floor(paise / 100);
  return `${sign}${groupIndian(String(rupees))}.${String(paise % 100).padStart(2, '0')}`;
}

/** Rupees with Indian digit grouping: 123456 → "₹1,23,456". */
export function formatRupees(amount: number): string {
  return `₹${formatIndianNumber(amount)}`;
}

const dateFormatter = once(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: DEALER_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The dealer's calendar day (YYYY-MM-DD in Asia/Kolkata) of an instant. */
export function dealerDate(instant: Date | number): string {
  return dateFormatter().format(instant);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant's day in the dealer's time zone as dd/mm/yyyy, through Intl with the page's locale
 * (en-IN, mr-IN, hi-IN) and Western digits in every language, as prices are written.
 */
export function formatDealerDay(instant: Date | number, locale = 'en-IN'): string {
  let formatter = dayFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone: DEALER_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      numberingSystem: 'latn',
    });
    dayFormatters.set(locale, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year}`;
}
