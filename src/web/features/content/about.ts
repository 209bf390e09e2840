/**
 * SPEC §2 About: a static greeting from the dealer principal. The texts are keys of the `about`
 * namespace (locales/<language>/about.json); `{{dealer}}` in them is the dealership's name.
 */
export const ABOUT_GREETING = {
  salutation: 'greetingSalutation',
  paragraphs: ['greetingParagraph1', 'greetingParagraph2', 'greetingParagraph3'],
  closing: 'greetingClosing',
  signature: 'greetingSignature',
} as const;

/** What the dealership offers, shown as cards under the greeting: keys of the `about` namespace. */
export const ABOUT_PROMISES = [
  { key: 'range', title: 'promiseRangeTitle', text: 'promiseRangeText' },
  { key: 'finance', title: 'promiseFinanceTitle', text: 'promiseFinanceText' },
  { key: 'service', title: 'promiseServiceTitle', text: 'promiseServiceText' },
  { key: 'care', title: 'promiseCareTitle', text: 'promiseCareText' },
] as const;
