/**
 * The pages whose enquiry form is the main content: service booking (SPEC §2). The texts
 * are keys of the `servicePages` namespace.
 */
export const SERVICE_BOOKING = {
  /** Each type's texts are `<key>ServiceTitle` and `<key>ServiceText`. */
  serviceTypes: ['free', 'paid'],
  checklist: ['checklist1', 'checklist2', 'checklist3'],
} as const;
