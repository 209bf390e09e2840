import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from './site-languages.js';

// Plain values and helpers live apart from the schemas, so a page that needs only them does not
// load zod (bench/web: 22 KB of brotli on the model and bike pages).
export * from './models.js';

/**
 * SPEC §3 Slide image (id, filepath), and, drawn over the picture in the page's language (an
 * addition): a title, a subtitle and a button's words with the site page it opens; null where the
 * slide has none. A button always has both its words and its link.
 */
export const slideSchema = z.object({
  id: z.number().int(),
  filepath: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  ctaLabel: z.string().nullable(),
  ctaHref: z.string().nullable(),
});

export const modelSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bikeName: z.string(),
  nameImg: z.string(),
  bikeIcon: z.string(),
  image: z.string(),
  specs: z.object({ engine: z.string(), power: z.string(), transmission: z.string() }),
  document: z.string(),
  /** Ex-showroom price in rupees (an addition to SPEC §3: the EMI button prefills it). */
  price: z.number().int(),
  /** The line under the name, set in the catalogue editor (an addition to SPEC §3). */
  tagline: z.string().optional(),
});

export const galleryImageSchema = z.object({ id: z.number().int(), image_path: z.string() });

export const offerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  description: z.string(),
});

export const dealerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  menu_name: z.string(),
  address: z.string(),
  /** The place and address in Marathi and Hindi, '' where the dealer has not written them (an addition). */
  menu_name_mr: z.string(),
  menu_name_hi: z.string(),
  address_mr: z.string(),
  address_hi: z.string(),
  sale_no: z.string(),
  service_no: z.string(),
  open_time: z.string(),
  email: z.string(),
  /** JSON text holding { "geolocation": "<map embed address>" } (SPEC §3). */
  url: z.string(),
});

const specGroupSchema = z.record(z.string(), z.string());

export const bikeViewSchema = z.object({
  bikeName: z.string(),
  bikeDetails: z.string(),
  bikePrice: z.number().int(),
  image: z.string(),
  /** As on the model's card (an addition to SPEC §3 "Bike"). */
  tagline: z.string().optional(),
  bodyDimensions: specGroupSchema,
  engineDetails: specGroupSchema,
  transmissionDetails: specGroupSchema,
  tyreDetails: specGroupSchema,
  frame: specGroupSchema,
  Electrical: specGroupSchema,
});

export const variantSchema = z.object({ name: z.string(), price: z.number().int() });

export const featureSchema = z.object({
  heading: z.string(),
  image: z.string(),
  description: z.string(),
});

export const bikeAccessorySchema = z.object({
  heading: z.string(),
  image: z.string(),
  description: z.string(),
  part_no: z.string(),
  price: z.number().int(),
});

export const colourSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  name: z.string(),
  hex: z.string(),
});

export const frame360Schema = z.object({ images: z.string() });

/** Site-wide data the layout needs (an addition beside SPEC §7): dealer, social links, credit, videos. */
export const siteSchema = z.object({
  dealer: dealerSchema,
  social: z.object({
    facebook: z.string(),
    whatsapp: z.string(),
    linkedin: z.string(),
    instagram: z.string(),
  }),
  developerCredit: z.object({ name: z.string(), url: z.string() }),
  videos: z.object({ amc: z.string(), optin: z.string(), joyClub: z.string() }),
});

export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});

export type Slide = z.infer<typeof slideSchema>;
export type ModelSummary = z.infer<typeof modelSummarySchema>;
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type Dealer = z.infer<typeof dealerSchema>;
export type BikeView = z.infer<typeof bikeViewSchema>;
export type Variant = z.infer<typeof variantSchema>;
export type Feature = z.infer<typeof featureSchema>;
export type BikeAccessory = z.infer<typeof bikeAccessorySchema>;
export type Colour = z.infer<typeof colourSchema>;
export type Frame360 = z.infer<typeof frame360Schema>;
export type Site = z.infer<typeof siteSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * `?lang=mr|hi` on a public catalogue read: its texts (taglines, overviews, features) in that
 * language where the owner wrote them, in English otherwise. Without it, English.
 */
export const catalogueLanguageQuery = z.object({
  lang: z
    .enum(
      LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]],
      `lang must be one of ${LANGUAGES.map((language) => language.code).join(', ')}`,
    )
    .default('en'),
});
