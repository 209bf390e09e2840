import type { ContentSection } from './types';

/**
 * SPEC §2 Terms and conditions: the website's legal text, a product disclaimer and the
 * telecom-authority (TRAI NCPR / DND) consent. Written for the fictional demo dealer.
 */
export const TERMS_INTRO =
  'Please read these terms carefully. By using this website, or by sending us an enquiry through it, you agree to them. If you do not agree, please do not use the website.';

export const TERMS_SECTIONS: readonly ContentSection[] = [
  {
    id: 'about-this-website',
    heading: 'About this website',
    body: [
      'This website is run by {dealer}, an authorised dealer of Honda two-wheelers in Pandharpur, Maharashtra. In these terms "we", "us" and "our" mean {dealer}; "you" means anyone who visits or uses the website.',
      'The website tells you about the motorcycles, scooters and electric vehicles we sell, our offers, finance, service, annual maintenance contracts and extended warranty, and lets you send us enquiries.',
    ],
  },
  {
    id: 'use-of-the-website',
    heading: 'Use of the website',
    body: [
      'You may use the website for your personal, non-commercial use. You agree not to:',
      [
        'send false, misleading or someone else’s details in any form;',
        'try to gain access to parts of the website, the server or the admin panel that are not meant for you;',
        'copy, scrape or republish the content of the website in bulk;',
        'upload or send anything unlawful, harmful or that carries malicious code.',
      ],
      'We may suspend access to the website, or to any part of it, at any time and without notice, for example for maintenance.',
    ],
  },
  {
    id: 'intellectual-property',
    heading: 'Trademarks and content',
    body: [
      'Honda, its logo and model names are trademarks of their owner and are used here only to describe the products we are authorised to sell. The text, pictures, layout and design of this website may not be copied or used without our written permission.',
    ],
  },
  {
    id: 'product-disclaimer',
    heading: 'Product disclaimer',
    body: [
      'We take care to keep the information on this website correct and up to date, but:',
      [
        'specifications, features, colours, accessories and prices of the models shown may change without prior notice;',
        'pictures are for illustration only and are indicative; the actual product, its colour and its finish may differ, and accessories shown may not be part of the standard fitment;',
        'all prices shown are ex-showroom prices; registration, insurance, road tax, handling charges and accessories are extra and are quoted separately;',
        'colours and variants are subject to availability at the time of booking;',
        'EMI amounts, loan figures and offers are indicative; the final terms are those confirmed in writing by us or by the financier.',
      ],
      'Please confirm the current specification, price and availability with our showroom before you book or buy.',
    ],
  },
  {
    id: 'offers',
    heading: 'Offers and bookings',
    body: [
      'Offers are valid for the period and the models stated, while stocks last, and cannot be exchanged for cash or combined with other offers unless the offer says so. Sending an enquiry or a test-ride request through this website is not a booking or a contract of sale; a booking is confirmed only when we issue a booking receipt.',
    ],
  },
  {
    id: 'consent-to-contact',
    heading: 'Consent to be contacted (TRAI NCPR / DND)',
    body: [
      'When you submit any form on this website (an enquiry, test-ride, service booking, AMC, extended warranty, finance, offer, opt-in or Joy Club form), you authorise {dealer} and its representatives to contact you by phone call, SMS, WhatsApp, RCS message or e-mail about your request, our products, services and offers.',
      'You agree that this consent overrides any registration of your number on the National Customer Preference Register (NCPR) or Do Not Disturb (DND) list of the Telecom Regulatory Authority of India (TRAI), for the purpose of responding to your request. You can withdraw this consent at any time by telling us, as set out in our Privacy Policy.',
    ],
  },
  {
    id: 'links',
    heading: 'Links to other websites',
    body: [
      'The website links to other websites, such as maps, videos and social media. We do not control those websites and are not responsible for their content or their privacy practices.',
    ],
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    body: [
      'The website is provided “as is”. To the extent the law allows, we are not liable for any loss or damage that arises from using the website, from any error or omission in it, or from it being unavailable. Nothing in these terms limits any right you have as a consumer under Indian law.',
    ],
  },
  {
    id: 'governing-law',
    heading: 'Governing law',
    body: [
      'These terms are governed by the laws of India. Any dispute is subject to the jurisdiction of the courts at Pandharpur, District Solapur, Maharashtra.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: [
      'We may update these terms from time to time by publishing a new version on this page. Please check it whenever you use the website.',
    ],
  },
];
