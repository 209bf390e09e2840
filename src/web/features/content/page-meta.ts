import type { PageMeta } from './types';

/** Heading, lead line and meta description of every content page (one place to edit them). */
export const PAGE_META = {
  about: {
    title: 'About us',
    description:
      'A greeting from the authorised Honda two-wheeler dealership in Pandharpur: who we are, what we offer and how we look after you.',
  },
  serviceBooking: {
    title: 'Book for Service',
    description:
      'Book a paid or free service for your Honda motorcycle or scooter at our Pandharpur workshop.',
  },
  amc: {
    title: 'Annual Maintenance Contract',
    documentTitle: 'AMC',
    description:
      'One year of planned maintenance: 3 services, 2 extra free washes and discounts on labour, parts and genuine engine oil.',
  },
  extendedWarranty: {
    title: 'Extended Warranty',
    description:
      'Extend the Honda warranty of your scooter or motorcycle by 1, 2, 3 or 7 years, up to 10 years in all.',
  },
  finance: {
    title: 'Finance',
    description:
      'Easy two-wheeler loans from partner banks and finance companies: the documents you need, EMI and an enquiry form.',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Our address, sales and service phones, e-mail and opening hours. Send us a question, a request for support or your feedback.',
  },
  optIn: {
    title: 'OPTAIN FORM',
    documentTitle: 'Opt-in form',
    description:
      'Choose how you would like to hear from us about your Honda: RCS, SMS, voice call, e-mail or WhatsApp.',
  },
  terms: {
    title: 'Terms & Conditions',
    description:
      'The terms of use of this website, our product and price disclaimer, and your consent to be contacted.',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'What information we collect, how we use and protect it, cookies, and how you stay in control of your data.',
  },
  joyClub: {
    title: 'Joy Club',
    description:
      'Joy Club is our engagement programme for the Honda customer family: rides, events, service reminders and rewards.',
  },
} as const satisfies Record<string, PageMeta>;
