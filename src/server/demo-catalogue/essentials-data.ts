/**
 * The dealer row and site settings every installation starts with. All of it is fictional demo
 * data (DESIGN §7): the dealer edits it later, and nothing here names a real business or person.
 */
import type { Insertable } from 'kysely';
import { siteSchema, type Site } from '../../shared/catalogue.js';
import { OPENING_HOURS } from '../../shared/constants.js';
import type { DealersTable } from '../db/tables.js';

const SALES_NUMBER = '9822000111';

export const DEALER = {
  name: 'Chandrabhaga Honda',
  menu_name: 'PANDHARPUR',
  menu_name_mr: 'पंढरपूर',
  menu_name_hi: 'पंढरपुर',
  address:
    'Shop 4-7, Vitthal Plaza, Tembhurni Road, near ST Stand, Pandharpur, Dist. Solapur, Maharashtra 413304',
  address_mr: 'शॉप 4-7, विठ्ठल प्लाझा, टेंभुर्णी रोड, एसटी स्टँडजवळ, पंढरपूर, जि. सोलापूर, महाराष्ट्र 413304',
  address_hi: 'शॉप 4-7, विट्ठल प्लाज़ा, टेंभुर्णी रोड, एसटी स्टैंड के पास, पंढरपुर, जि. सोलापुर, महाराष्ट्र 413304',
  sale_no: SALES_NUMBER,
  service_no: '9822000222',
  open_time: OPENING_HOURS,
  email: 'sales@chandrabhagahonda.example',
  url: JSON.stringify({
    geolocation:
      'https://www.openstreetmap.org/export/embed.html?bbox=75.30%2C17.66%2C75.34%2C17.69&layer=mapnik&marker=17.6775%2C75.3270',
  }),
} satisfies Insertable<DealersTable>;

/** The layout's settings without the dealer, which lives in its own table. */
export type SiteSettings = Omit<Site, 'dealer'>;

export const siteSettingsSchema = siteSchema.omit({ dealer: true });

/**
 * Placeholder videos are Blender Foundation open films on YouTube's privacy-enhanced domain, so
 * the demo embeds something harmless until the dealer sets their own.
 */
export const SITE_SETTINGS: SiteSettings = {
  social: {
    facebook: 'https://www.facebook.com/chandrabhagahonda.pandharpur',
    whatsapp: `https://wa.me/91${SALES_NUMBER}`,
    linkedin: 'https://www.linkedin.com/company/chandrabhaga-honda-pandharpur',
    instagram: 'https://www.instagram.com/chandrabhagahonda.pandharpur',
  },
  developerCredit: { name: 'Bhimatheer Web Studio', url: 'https://bhimatheer-web.example' },
  videos: {
    amc: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    optin: 'https://www.youtube-nocookie.com/embed/eRsGyueVLvQ',
    joyClub: 'https://www.youtube-nocookie.com/embed/R6MlUcmOul8',
  },
};
