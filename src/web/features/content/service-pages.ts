/**
 * Intros of the pages whose enquiry form is the main content: service booking, contact,
 * opt-in and Joy Club (SPEC §2).
 */
export const SERVICE_BOOKING = {
  intro:
    'Keep your Honda in perfect shape. Book a paid service, or your free service if your two-wheeler is still within its free-service schedule, and choose the day that suits you. Our service advisor will call to confirm the slot.',
  serviceTypes: [
    {
      key: 'free',
      title: 'Free service',
      text: 'The free services in your owner’s manual, within the time and kilometres it gives. Labour is free; parts and oil are charged if needed.',
    },
    {
      key: 'paid',
      title: 'Paid service',
      text: 'Periodic maintenance after the free services, or any check-up and repair you need, with a clear estimate before work starts.',
    },
  ],
  checklist: [
    'Your vehicle’s service book or registration number',
    'Any warning lights, noises or problems you have noticed',
    'Your AMC or extended warranty details, if you have them',
  ],
} as const;

export const CONTACT = {
  intro:
    'Have a question about a model, a service, finance or an offer? Call us, write to us or visit the showroom. We are happy to help.',
} as const;

export const OPT_IN = {
  intro:
    'Tell us how you would like to receive service reminders, offers and news about your Honda. Choose any of RCS messages, SMS, voice calls (OBD), e-mail or WhatsApp, and change your choice whenever you like.',
  videoTitle: 'How to opt in to updates from your Honda dealer',
} as const;

export const JOY_CLUB = {
  intro: [
    'Joy Club is the engagement programme of {dealer} for the Honda customer family. Once you ride a Honda, you are one of us: Joy Club brings our riders together and says thank you for your trust, long after the day you took the keys.',
    'Members hear first about new models and offers, join group rides and family events, and enjoy friendly reminders and priority at our workshop. Tell us about your Honda below and we will enrol you.',
  ],
  highlights: [
    {
      key: 'rides',
      title: 'Rides and events',
      text: 'Group rides, safety camps and family get-togethers through the year.',
    },
    {
      key: 'first',
      title: 'First to know',
      text: 'New launches, exclusive previews and member-only offers.',
    },
    {
      key: 'care',
      title: 'Care for your Honda',
      text: 'Service reminders and priority slots at our workshop.',
    },
    {
      key: 'rewards',
      title: 'Rewards',
      text: 'Thank-you gifts when your friends and family buy a Honda from us.',
    },
  ],
  videoTitle: 'Joy Club: the Honda customer family',
} as const;
