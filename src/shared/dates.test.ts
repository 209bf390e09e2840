import { describe, expect, it } from 'vitest';
import { dayText, istDayBounds, istDayContaining, istStampText } from './dates.js';

describe('Asia/Kolkata days', () => {
  it('puts 23:59 IST and 00:01 IST on different days', () => {
    const lateEvening = Date.UTC(2026, 10, 21, 18, 29); // 23:59 IST on 21 Nov
    const justAfterMidnight = Date.UTC(2026, 10, 21, 18, 31); // 00:01 IST on 22 Nov
    const day = istDayBounds('2026-11-21');
    expect(lateEvening).toBeGreaterThanOrEqual(day.start);
    expect(lateEvening).toBeLessThan(day.end);
    expect(justAfterMidnight).toBe(day.end + 60_000);
    expect(istDayContaining(justAfterMidnight)).toEqual(istDayBounds('2026-11-22'));
  });

  it('starts the day at 18:30 UTC of the day before', () => {
    expect(new Date(istDayBounds('2026-01-01').start).toISOString()).toBe(
      '2025-12-31T18:30:00.000Z',
    );
  });

  it('refuses a malformed date', () => {
    expect(() => istDayBounds('21/11/2026')).toThrow(RangeError);
  });
});

describe('an instant as the panel shows it', () => {
  it('is the IST date and time to the minute, the date written DD/MM/YYYY', () => {
    expect(istStampText(Date.UTC(2026, 10, 21, 18, 31, 59))).toBe('22/11/2026 00:01');
  });
});

describe('a day as the panel shows it', () => {
  it('turns YYYY-MM-DD into DD/MM/YYYY and leaves other text alone', () => {
    expect(dayText('2026-11-25')).toBe('25/11/2026');
    expect(dayText('next Sunday')).toBe('next Sunday');
  });
});
