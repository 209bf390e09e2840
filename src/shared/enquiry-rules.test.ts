import { describe, expect, it } from 'vitest';
import { BOOKING_WINDOW_DAYS, bookingWindow } from './enquiry-rules.js';

describe('the booking window', () => {
  it(`runs from the dealer's today to ${BOOKING_WINDOW_DAYS} days later, across months`, () => {
    // 20:00 UTC on 31 January is already 1 February in India.
    expect(bookingWindow(Date.parse('2025-01-31T20:00:00Z'))).toEqual({
      first: '2025-02-01',
      last: '2025-05-02',
    });
  });
});
