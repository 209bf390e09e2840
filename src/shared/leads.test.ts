import { describe, expect, it } from 'vitest';
import { OPENING_HOURS } from './constants.js';
import {
  ALWAYS_OPEN,
  allowedTransitions,
  firstResponseMinutes,
  istFollowUp,
  newLeadText,
  telHref,
  whatsAppHref,
  LEAD_MESSAGES,
  leadUpdateSchema,
  OPEN_LEAD_STATUSES,
  parseOpeningHours,
  SALES_LEAD_STATUSES,
  SERVICE_LEAD_STATUSES,
  transitionError,
} from './leads.js';

describe('the transition table', () => {
  it('lets a sales lead move forward, skipping steps, but be won only once booked', () => {
    expect(transitionError('product', 'new', 'contacted', 'sales', undefined)).toBeNull();
    expect(transitionError('finance', 'contacted', 'booked', 'sales', undefined)).toBeNull();
    expect(transitionError('product', 'booked', 'won', 'sales', undefined)).toBeNull();
    expect(transitionError('product', 'new', 'won', 'owner', undefined)).toBe(
      'A lead cannot go from New to Won.',
    );
    expect(transitionError('product', 'test_ride_done', 'won', 'sales', undefined)).toBe(
      'A lead cannot go from Test ride done to Won.',
    );
  });

  it('never moves an open lead backwards, even for an owner', () => {
    expect(transitionError('offer', 'follow_up', 'contacted', 'owner', undefined)).toBe(
      'A lead cannot go from Follow-up to Contacted.',
    );
  });

  it('drops any open lead to lost with a reason, and refuses lost without one', () => {
    for (const from of SALES_LEAD_STATUSES.filter((s) => s !== 'won' && s !== 'lost')) {
      expect(transitionError('contact', from, 'lost', 'sales', 'price')).toBeNull();
    }
    expect(transitionError('contact', 'new', 'lost', 'sales', undefined)).toBe(
      LEAD_MESSAGES.lostReasonRequired,
    );
    expect(transitionError('contact', 'new', 'contacted', 'sales', 'price')).toBe(
      LEAD_MESSAGES.lostReasonOnlyWhenLost,
    );
  });

  it('runs service leads through their own flow and cancels them from any open status', () => {
    expect(transitionError('service', 'new', 'scheduled', 'service', undefined)).toBeNull();
    expect(transitionError('amc', 'scheduled', 'done', 'service', undefined)).toBeNull();
    expect(transitionError('warranty', 'contacted', 'done', 'service', undefined)).toBe(
      'A lead cannot go from Contacted to Done.',
    );
    for (const from of ['new', 'contacted', 'scheduled'] as const) {
      expect(transitionError('service', from, 'cancelled', 'service', undefined)).toBeNull();
    }
    expect(transitionError('service', 'new', 'won', 'owner', undefined)).toBe(
      'Won is not a status of this kind of lead.',
    );
    expect(transitionError('finance', 'new', 'scheduled', 'owner', undefined)).toBe(
      'Scheduled is not a status of this kind of lead.',
    );
  });

  it('lets only an owner re-open a won, lost, done or cancelled lead', () => {
    for (const [kind, from] of [
      ['product', 'won'],
      ['product', 'lost'],
      ['service', 'done'],
      ['amc', 'cancelled'],
    ] as const) {
      const role = kind === 'product' ? 'sales' : 'service';
      expect(transitionError(kind, from, 'contacted', role, undefined)).toMatch(
        /^Only an owner can re-open a (Won|Lost|Done|Cancelled) lead\.$/,
      );
      expect(transitionError(kind, from, 'contacted', 'owner', undefined)).toBeNull();
      expect(allowedTransitions(kind, from, role)).toEqual([]);
    }
    expect(transitionError('product', 'won', 'lost', 'owner', 'price')).toBe(
      'A lead cannot go from Won to Lost.',
    );
  });

  it('offers the panel exactly the moves the check accepts', () => {
    for (const [kind, statuses] of [
      ['product', SALES_LEAD_STATUSES],
      ['service', SERVICE_LEAD_STATUSES],
    ] as const) {
      for (const role of ['owner', 'sales', 'service'] as const) {
        for (const from of statuses) {
          for (const to of statuses) {
            if (to === from) continue;
            const reason = to === 'lost' ? 'price' : undefined;
            const allowed = transitionError(kind, from, to, role, reason) === null;
            expect(allowedTransitions(kind, from, role).includes(to), `${from}→${to}`).toBe(
              allowed,
            );
          }
        }
      }
    }
  });

  it('counts won, lost, done and cancelled as closed and the rest as open', () => {
    expect(OPEN_LEAD_STATUSES).toEqual([
      'new',
      'contacted',
      'follow_up',
      'test_ride_booked',
      'test_ride_done',
      'booked',
      'scheduled',
    ]);
  });
});

describe('the update body', () => {
  it('needs something to change and a reason only with lost', () => {
    expect(leadUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      LEAD_MESSAGES.nothingToChange,
    );
    expect(
      leadUpdateSchema.safeParse({ status: 'contacted', lostReason: 'price' }).error?.issues[0]
        ?.message,
    ).toBe(LEAD_MESSAGES.lostReasonOnlyWhenLost);
    expect(leadUpdateSchema.safeParse({ nextFollowUpAt: 'tomorrow' }).success).toBe(false);
    expect(leadUpdateSchema.parse({ nextFollowUpAt: '2026-05-04T11:00:00+05:30' })).toEqual({
      nextFollowUpAt: '2026-05-04T11:00:00+05:30',
    });
    expect(leadUpdateSchema.parse({ nextFollowUpAt: null })).toEqual({ nextFollowUpAt: null });
  });
});

/** An instant given as IST wall-clock time. */
const ist = (text: string) => Date.parse(`${text}+05:30`);

describe('opening hours', () => {
  it("reads the site's hours setting into IST opening times per weekday", () => {
    const week = parseOpeningHours(OPENING_HOURS);
    expect(week[0]).toBeNull();
    for (let day = 1; day <= 6; day += 1) {
      expect(week[day]).toEqual({ open: 9 * 60 + 30, close: 19 * 60 });
    }
  });

  it('reads single days, 24-hour times and ranges that wrap past Sunday', () => {
    const week = parseOpeningHours('Fri to Mon 10:00 - 18:00; Tuesday 9 am to 1 pm');
    expect(week[5]).toEqual({ open: 600, close: 1080 });
    expect(week[0]).toEqual({ open: 600, close: 1080 });
    expect(week[1]).toEqual({ open: 600, close: 1080 });
    expect(week[2]).toEqual({ open: 540, close: 780 });
    expect(week[3]).toBeNull();
  });

  it('counts every minute when the text cannot be read', () => {
    expect(parseOpeningHours('Call us any time')).toBe(ALWAYS_OPEN);
  });
});

describe('first-response minutes', () => {
  const hours = parseOpeningHours(OPENING_HOURS);

  it('counts a night lead from the morning opening', () => {
    // Tuesday 22:00 → Wednesday 09:40 with a 09:30 opening.
    expect(
      firstResponseMinutes(ist('2026-11-24T22:00:00'), ist('2026-11-25T09:40:00'), hours),
    ).toBe(10);
  });

  it('counts minutes inside the day as they are', () => {
    expect(
      firstResponseMinutes(ist('2026-11-24T11:00:00'), ist('2026-11-24T11:07:30'), hours),
    ).toBe(7);
  });

  it('counts nothing for a closed Sunday and the nights around it', () => {
    // Saturday 18:50 → Monday 09:35: ten minutes on Saturday, five on Monday.
    expect(
      firstResponseMinutes(ist('2026-11-28T18:50:00'), ist('2026-11-30T09:35:00'), hours),
    ).toBe(15);
    expect(
      firstResponseMinutes(ist('2026-11-29T10:00:00'), ist('2026-11-29T17:00:00'), hours),
    ).toBe(0);
  });

  it('adds whole opening days between arrival and answer', () => {
    // Monday 19:30 → Wednesday 09:30: all of Tuesday (09:30–19:00).
    expect(
      firstResponseMinutes(ist('2026-11-23T19:30:00'), ist('2026-11-25T09:30:00'), hours),
    ).toBe(570);
  });

  it('is never negative', () => {
    expect(
      firstResponseMinutes(ist('2026-11-24T12:00:00'), ist('2026-11-24T11:00:00'), hours),
    ).toBe(0);
  });
});

describe('reaching the visitor', () => {
  it('dials and messages the ten-digit number, with the name and model in the first message', () => {
    expect(telHref('9822111001')).toBe('tel:+919822111001');
    expect(telHref('+91 98221 11001')).toBe('tel:+919822111001');
    expect(telHref('09822111001')).toBe('tel:+919822111001');
    const href = whatsAppHref({ name: 'Meera', phone: '9822111001', model: 'Shine' });
    expect(href.startsWith('https://wa.me/919822111001?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(
      'Hello Meera, thank you for your enquiry about the Shine. How can we help you?',
    );
    expect(
      new URL(whatsAppHref({ name: 'Ravi', phone: '9822111002', model: null })).searchParams.get(
        'text',
      ),
    ).toBe('Hello Ravi, thank you for your enquiry. How can we help you?');
  });

  it('announces a new lead by kind, name and model', () => {
    expect(newLeadText({ kind: 'product', name: 'Meera', model: 'Shine' })).toBe(
      'New test-ride enquiry: Meera, Shine',
    );
    expect(newLeadText({ kind: 'service', name: 'Ravi', model: null })).toBe(
      'New service booking enquiry: Ravi',
    );
  });

  it('reads the follow-up picker as IST', () => {
    expect(Date.parse(istFollowUp('2026-11-25', '11:00'))).toBe(Date.parse('2026-11-25T05:30:00Z'));
  });
});
