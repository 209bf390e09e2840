/**
 * The showroom's opening hours as the lead desk's first-response clock and the public pages read
 * them. Plain code, no schema library: public pages import it.
 */

/** Minutes after IST midnight the showroom opens and closes; null on a closed day. */
export type DayHours = { open: number; close: number } | null;
/** Indexed by weekday, 0 = Sunday, as Date#getUTCDay counts them. */
export type WeeklyHours = readonly DayHours[];

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** When the hours text cannot be read, the clock counts every minute rather than none. */
export const ALWAYS_OPEN: WeeklyHours = WEEKDAYS.map(() => ({ open: 0, close: 24 * 60 }));

function weekdayIndex(word: string): number {
  const w = word.toLowerCase();
  return WEEKDAYS.findIndex((day) => w.length >= 3 && day.startsWith(w));
}

function clockMinutes(hours: string, minutes: string | undefined, meridiem: string | undefined) {
  let h = Number(hours) % (meridiem ? 12 : 24);
  if (meridiem?.toLowerCase() === 'pm') h += 12;
  return h * 60 + Number(minutes ?? 0);
}

const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?`;
const PART = new RegExp(
  String.raw`^([a-z]+)(?:\s*(?:to|-|–)\s*([a-z]+))?\s*(?:(closed)|${TIME}\s*(?:to|-|–)\s*${TIME})$`,
  'i',
);

/**
 * Reads the site's hours setting (dealers.open_time, e.g. "Monday to Saturday 09:30 AM to
 * 07:00 PM, Sunday closed") into per-weekday opening times in IST. Days it does not name are
 * closed; a text it cannot read at all answers ALWAYS_OPEN.
 */
export function parseOpeningHours(text: string): WeeklyHours {
  const week: DayHours[] = WEEKDAYS.map(() => null);
  let understood = false;
  for (const part of text.split(/[,;\n]/)) {
    const match = PART.exec(part.trim());
    if (!match) continue;
    const [, fromDay = '', toDay, closed, h1 = '', m1, ap1, h2 = '', m2, ap2] = match;
    const first = weekdayIndex(fromDay);
    const last = toDay ? weekdayIndex(toDay) : first;
    if (first < 0 || last < 0) continue;
    const hours = closed
      ? null
      : { open: clockMinutes(h1, m1, ap1), close: clockMinutes(h2, m2, ap2) };
    if (hours && hours.close <= hours.open) continue;
    for (let day = first; ; day = (day + 1) % 7) {
      week[day] = hours;
      if (day === last) break;
    }
    understood = true;
  }
  return understood ? week : ALWAYS_OPEN;
}
