import { DEALER_TIME_ZONE } from './constants.js';

/**
 * Made on first use, not as the module loads: building the three took about 100 ms of a page's
 * start in a new browser tab on CI's machine (the time zone's data above all), on pages that
 * show no price and no date.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const wholeRupees = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));
const withPaise = once(
  () => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** Indian digit grouping without the symbol: 123456 → "1,23,456"; paise always as two digits. */
export function formatIndianNumber(amount: number): string {
  return (Number.isInteger(amount) ? wholeRupees() : withPaise()).format(amount);
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
