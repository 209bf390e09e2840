/** SPEC §9: every benefit of the annual maintenance contract, in the spec's words. */
export const AMC_BENEFITS = [
  {
    key: 'coverage',
    figure: '1 year',
    title: 'Free maintenance with 1 year coverage',
    text: 'Planned maintenance of your Honda for a full year from the day you join.',
  },
  {
    key: 'savings',
    figure: '30%',
    title: 'Savings up to 30%',
    text: 'Compared with paying for each service, wash and part separately.',
  },
  {
    key: 'services',
    figure: '3',
    title: '3 maintenance services',
    text: 'Periodic services at our workshop by Honda-trained technicians.',
  },
  {
    key: 'washes',
    figure: '2',
    title: '2 additional free washes',
    text: 'Two extra washes during the year to keep your two-wheeler shining.',
  },
  {
    key: 'labour',
    figure: '10%',
    title: '10% labour discount (except accidental)',
    text: 'On labour charges for repairs; accidental repairs are not included.',
  },
  {
    key: 'parts',
    figure: '5%',
    title: '5% discount on parts and accessories',
    text: 'On Honda genuine parts and accessories fitted at our workshop.',
  },
  {
    key: 'oil',
    figure: '5%',
    title: '5% on genuine engine oil',
    text: 'On Honda genuine engine oil, the right grade for your engine.',
  },
] as const;

export const AMC_INTRO =
  'An Annual Maintenance Contract (AMC) from {dealer} takes care of your Honda for a whole year. Pay once, and your scheduled services, extra washes and discounts on labour, parts and engine oil are all covered, so your two-wheeler stays in top condition and you always know what servicing will cost.';

export const AMC_STEPS = [
  'Fill in the form below with your model, year of purchase and registration number.',
  'Our service advisor calls you to confirm the plan and the price for your model.',
  'Enjoy a year of planned maintenance: just call us or book a service when one is due.',
] as const;

export const AMC_VIDEO_TITLE = 'Annual Maintenance Contract explained';
