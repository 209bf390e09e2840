/** India has no daylight saving: the dealer's day is always UTC+05:30. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** A day in milliseconds: India's days are all this long. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** [start, end) in epoch ms of the Asia/Kolkata calendar day that holds `instant`. */
export function istDayContaining(instant: number): { start: number; end: number } {
  const start = Math.floor((instant + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return { start, end: start + DAY_MS };
}

/** [start, end) in epoch ms of an Asia/Kolkata calendar day written YYYY-MM-DD. */
export function istDayBounds(day: string): { start: number; end: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - IST_OFFSET_MS;
  return { start, end: start + DAY_MS };
}

/**
 * A day written YYYY-MM-DD as days since 1970-01-01: the number migration 0026 gives the IST day
 * a lead was stored on. NaN for anything else.
 */
export const istDayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The day `istDayNumber` numbered, written YYYY-MM-DD. */
export const istDayOfNumber = (n: number): string =>
  new Date(n * DAY_MS).toISOString().slice(0, 10);

/** created_date and created_time of a report row: YYYY-MM-DD and HH:MM:SS in Asia/Kolkata. */
export function istDateTime(instant: number): { date: string; time: string } {
  const iso = new Date(instant + IST_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** DD/MM/YYYY, the en-GB way (SPEC §9 product enquiry exports), from YYYY-MM-DD. */
export function toEnGbDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** A YYYY-MM-DD day as DD/MM/YYYY; any other text (an older free-form value) as it is. */
export function dayText(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? toEnGbDate(value) : value;
}

/** DD/MM/YYYY HH:MM in Asia/Kolkata: how the panel shows an instant. */
export function istStampText(instant: number): string {
  const { date, time } = istDateTime(instant);
  return `${toEnGbDate(date)} ${time.slice(0, 5)}`;
}
