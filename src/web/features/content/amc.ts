/**
 * SPEC §9: every benefit of the annual maintenance contract, in the spec's words. The texts are
 * keys of the `amc` namespace: `<key>Figure`, `<key>Title` and `<key>Text` of each benefit.
 */
export const AMC_BENEFITS = [
  'coverage',
  'savings',
  'services',
  'washes',
  'labour',
  'parts',
  'oil',
] as const;

/** "How it works": keys of the `amc` namespace. */
export const AMC_STEPS = ['step1', 'step2', 'step3'] as const;
