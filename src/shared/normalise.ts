/**
 * Normalisers for what visitors type into enquiry forms. Each turns the many ways people write a
 * value into one stored form; the matching `is…` function says whether the result is acceptable.
 */

const SEPARATORS = /[\s-]+/g;

/**
 * An Indian mobile number as its 10 digits: "+91 98220 00111", "91-9822000111" and "09822000111"
 * all become "9822000111". Anything that is not a number is returned with only separators removed,
 * so the caller's check rejects it.
 */
export function normaliseIndianMobile(input: string): string {
  const compact = input.replace(SEPARATORS, '');
  if (compact.startsWith('+91')) return compact.slice(3);
  if (compact.length === 12 && compact.startsWith('91')) return compact.slice(2);
  if (compact.length === 11 && compact.startsWith('0')) return compact.slice(1);
  return compact;
}

/** Indian mobile numbers have 10 digits and start with 6, 7, 8 or 9. */
export function isIndianMobile(value: string): boolean {
  return /^[6-9]\d{9}$/.test(value);
}

/** A vehicle registration number upper-cased, without spaces or dashes: "mh 13 ab-1234" → "MH13AB1234". */
export function normaliseRegistrationNumber(input: string): string {
  return input.replace(SEPARATORS, '').toUpperCase();
}

// State code, RTO number, an optional series of up to three letters, then up to four digits
// (MH13AB1234, DL3CAB1234, MH121234); or the Bharat series: year, BH, four digits, one or two letters.
const STATE_REGISTRATION = /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}$/;
const BHARAT_REGISTRATION = /^\d{2}BH\d{4}[A-Z]{1,2}$/;

/** Whether a normalised registration number has the shape of an Indian one. */
export function isRegistrationNumber(value: string): boolean {
  return STATE_REGISTRATION.test(value) || BHARAT_REGISTRATION.test(value);
}
