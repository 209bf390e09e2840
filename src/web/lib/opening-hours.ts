import type { TFunction } from 'i18next';
import { ALWAYS_OPEN, parseOpeningHours, type DayHours } from '../../shared/opening-hours';

/** Monday first, as the dealer writes the week; values index WeeklyHours (0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const same = (a: DayHours, b: DayHours) => a?.open === b?.open && a?.close === b?.close;

/**
 * The dealer's opening hours as the page's language says them. English pages show the text as
 * staff wrote it (the specification's words); Marathi and Hindi pages read it the way the lead
 * desk does (shared/leads.ts) and say it again, days grouped, on a 24-hour clock with Western
 * digits: "सोमवार ते शनिवार 09:30–19:00, रविवार बंद". A text it cannot read is shown as written,
 * marked English (`lang`), rather than guessed at.
 */
export function openingHoursText(
  text: string,
  language: string,
  t: TFunction<'ui'>,
): { text: string; lang?: 'en' } {
  if (language === 'en') return { text };
  const week = parseOpeningHours(text);
  if (week === ALWAYS_OPEN) return { text, lang: 'en' };
  const runs: { first: number; last: number; hours: DayHours }[] = [];
  for (const day of WEEK) {
    const hours = week[day] ?? null;
    const run = runs.at(-1);
    if (run && same(run.hours, hours)) run.last = day;
    else runs.push({ first: day, last: day, hours });
  }
  const dayName = (day: number) => t(`day${DAY_KEYS[day]?.replace(/^./, (c) => c.toUpperCase())}`);
  return {
    text: runs
      .map(({ first, last, hours }) => {
        const days =
          first === last
            ? dayName(first)
            : t('dayRange', { from: dayName(first), to: dayName(last) });
        return hours
          ? `${days} ${clock(hours.open)}–${clock(hours.close)}`
          : `${days} ${t('closedDay')}`;
      })
      .join(', '),
  };
}
