import type { Site } from '../../../shared/catalogue.js';
import { ALWAYS_OPEN, parseOpeningHours, type DayHours } from '../../../shared/leads.js';

/**
 * schema.org descriptions (JSON-LD) of the dealer and of a model, from the data the pages show.
 * Search engines read them for the business panel (address, hours, phones) and product results
 * (price in INR). Each builder leaves out what the stored data does not say rather than guess.
 */

const CONTEXT = 'https://schema.org';
/** Schema.org's day names, indexed as parseOpeningHours indexes the week (0 = Sunday). */
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Monday first, so "Monday to Saturday" comes out as one run of days. */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

type JsonObject = Record<string, unknown>;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The dealer's hours text as one specification per distinct opening time; none when unreadable. */
function openingHoursSpecification(hoursText: string): JsonObject[] {
  const week = parseOpeningHours(hoursText);
  if (week === ALWAYS_OPEN) return [];
  const groups = new Map<string, { hours: NonNullable<DayHours>; days: string[] }>();
  for (const day of WEEK_FROM_MONDAY) {
    const hours = week[day];
    if (!hours) continue;
    const key = `${hours.open}-${hours.close}`;
    const group = groups.get(key) ?? { hours, days: [] };
    group.days.push(DAY_NAMES[day] as string);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ hours, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens: clock(hours.open),
    closes: clock(hours.close),
  }));
}

const LAT_LON = /^(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/;

/**
 * The map pin of the dealer's map address (dealer.url, SPEC §3): OpenStreetMap's marker=lat,lon,
 * a Google q= or ll=, or Google's embed form …!2d<lon>!3d<lat>…; undefined when it names none.
 */
export function coordinatesOf(
  dealerUrl: string,
): { latitude: number; longitude: number } | undefined {
  let address: URL;
  try {
    const { geolocation } = JSON.parse(dealerUrl) as { geolocation?: unknown };
    if (typeof geolocation !== 'string') return undefined;
    address = new URL(geolocation);
  } catch {
    return undefined;
  }
  for (const name of ['marker', 'q', 'll']) {
    const match = LAT_LON.exec(address.searchParams.get(name) ?? '');
    if (match) return { latitude: Number(match[1]), longitude: Number(match[2]) };
  }
  const embed = /!2d(-?\d+(?:\.\d+)?)!3d(-?\d+(?:\.\d+)?)/.exec(address.href);
  return embed ? { latitude: Number(embed[2]), longitude: Number(embed[1]) } : undefined;
}

/**
 * The dealer's one-line address ("Shop 4, …, Pandharpur, Dist. Solapur, Maharashtra 413304")
 * as a PostalAddress: the state and PIN at its end, the town before the district. A line in
 * another order is kept whole as the street address.
 */
export function postalAddressOf(text: string): JsonObject {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const stateAndPin = /^(\D+?)\s+(\d{6})$/.exec(parts.at(-1) ?? '');
  const address: JsonObject = { '@type': 'PostalAddress', addressCountry: 'IN' };
  if (!stateAndPin) return { ...address, streetAddress: text.trim() };
  const rest = parts.slice(0, -1).filter((part) => !/^dist(rict)?\.?\s/i.test(part));
  const locality = rest.length > 1 ? rest.pop() : undefined;
  return {
    ...address,
    streetAddress: rest.join(', '),
    ...(locality ? { addressLocality: locality } : {}),
    addressRegion: stateAndPin[1],
    postalCode: stateAndPin[2],
  };
}

/** A ten-digit Indian mobile as +91…; anything else as written. */
const internationalPhone = (phone: string) => (/^\d{10}$/.test(phone) ? `+91${phone}` : phone);

/** The dealer as a schema.org MotorcycleDealer. `picture` is an absolute image address, if any. */
export function dealerStructuredData(site: Site, origin: string, picture?: string): JsonObject {
  const { dealer, social } = site;
  const hours = openingHoursSpecification(dealer.open_time);
  const geo = coordinatesOf(dealer.url);
  // sameAs names the dealer's profiles elsewhere; a WhatsApp chat link is a way to write, not one.
  const profiles = [social.facebook, social.instagram, social.linkedin].filter((url) =>
    /^https:\/\//.test(url),
  );
  const contactPoint = [
    { number: dealer.sale_no, type: 'sales' },
    { number: dealer.service_no, type: 'customer service' },
  ]
    .filter(({ number }) => number)
    .map(({ number, type }) => ({
      '@type': 'ContactPoint',
      telephone: internationalPhone(number),
      contactType: type,
    }));
  return {
    '@context': CONTEXT,
    '@type': 'MotorcycleDealer',
    '@id': `${origin}/#dealer`,
    name: dealer.name,
    url: `${origin}/`,
    ...(picture ? { image: picture } : {}),
    telephone: internationalPhone(dealer.sale_no),
    ...(dealer.email ? { email: dealer.email } : {}),
    address: postalAddressOf(dealer.address),
    ...(geo ? { geo: { '@type': 'GeoCoordinates', ...geo } } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(contactPoint.length > 0 ? { contactPoint } : {}),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}

export interface ProductFacts {
  name: string;
  description: string;
  /** Ex-showroom, in whole rupees. */
  price: number;
  /** Absolute addresses of the model's page and picture. */
  page: string;
  picture: string;
}

/** A model page as a schema.org Product with its ex-showroom price as an Offer in rupees. */
export function productStructuredData(product: ProductFacts, sellerName?: string): JsonObject {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    brand: { '@type': 'Brand', name: 'Honda' },
    image: product.picture,
    description: product.description,
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: product.page,
      ...(sellerName ? { seller: { '@type': 'MotorcycleDealer', name: sellerName } } : {}),
    },
  };
}
