/** SPEC §2 About: a static greeting from the dealer principal. */
export const ABOUT_GREETING = {
  salutation: 'Namaskar, and welcome!',
  paragraphs: [
    'Thank you for visiting {dealer}, the authorised Honda two-wheeler dealership in Pandharpur. For the riders of the temple town and the villages along the Chandrabhaga, a two-wheeler is far more than a machine: it carries children to school, produce to the market, families to the darshan queue and young people to their first job. We are proud to be part of those journeys.',
    'Our showroom brings you the complete range of Honda motorcycles, scooters and electric vehicles, with honest advice on the model that suits your daily ride and your budget. Our finance desk works with partner banks and finance companies so that owning a Honda is simple, and our workshop keeps it running like new with genuine parts, Honda-trained technicians, annual maintenance contracts and extended warranty plans.',
    'Whether you are buying your first scooter or your fifth motorcycle, booking a service or simply dropping in with a question, you will always find a cup of tea and a friendly face at our counter. We look forward to welcoming you and your family.',
  ],
  closing: 'Ride safe, and see you soon!',
  signature: 'Dealer Principal',
} as const;

/** What the dealership offers, shown as cards under the greeting. */
export const ABOUT_PROMISES = [
  {
    key: 'range',
    title: 'The full Honda range',
    text: 'Motorcycles, scooters and electric vehicles on display, with test rides on request.',
  },
  {
    key: 'finance',
    title: 'Finance made simple',
    text: 'Quick loan approvals, clear paperwork and an EMI that fits your monthly budget.',
  },
  {
    key: 'service',
    title: 'Trusted workshop',
    text: 'Honda-trained technicians, genuine parts and engine oil, and on-time delivery.',
  },
  {
    key: 'care',
    title: 'Care after you buy',
    text: 'AMC plans, extended warranty cover and the Joy Club for our customer family.',
  },
] as const;
