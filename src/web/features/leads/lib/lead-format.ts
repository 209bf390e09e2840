import type { TFunction } from 'i18next';
import { istDateTime, istDayContaining, istStampText, toEnGbDate } from '../../../../shared/dates';
import { OPEN_LEAD_STATUSES, type LeadStatus } from '../../../../shared/leads';

/** The lead desk's texts (the adminLeads namespace). */
export type LeadsT = TFunction<'adminLeads'>;

/** "24/11/2026 11:05" in IST, from an ISO instant. */
export const istText = (iso: string): string => istStampText(Date.parse(iso));

/** "11:05" today, "Yesterday 18:40", else "22/11 09:30": short enough for a list row. */
export function shortIstText(iso: string, now: number, t: LeadsT): string {
  const instant = Date.parse(iso);
  const { date, time } = istDateTime(instant);
  const today = istDayContaining(now);
  const hhmm = time.slice(0, 5);
  if (instant >= today.start && instant < today.end) return t('todayAt', { time: hhmm });
  if (instant >= today.start - 86_400_000 && instant < today.start)
    return t('yesterdayAt', { time: hhmm });
  if (instant >= today.end && instant < today.end + 86_400_000)
    return t('tomorrowAt', { time: hhmm });
  return `${toEnGbDate(date).slice(0, 5)} ${hhmm}`;
}

/** Where a lead's next follow-up stands: overdue, due today, later, or none to show. */
export function followUpState(
  lead: { status: LeadStatus; nextFollowUpAt: string | null },
  now: number,
): 'overdue' | 'today' | 'later' | null {
  if (!lead.nextFollowUpAt || !OPEN_LEAD_STATUSES.includes(lead.status)) return null;
  const at = Date.parse(lead.nextFollowUpAt);
  if (at < now) return 'overdue';
  return at < istDayContaining(now).end ? 'today' : 'later';
}

/** The extra fields of a lead's enquiry: the key of each one's label, as the forms label them. */
export const FIELD_LABELS: Record<string, string> = {
  registration_no: 'fieldRegistrationNo',
  year_of_purchase: 'fieldYearOfPurchase',
  service_type: 'fieldServiceType',
  booking_date: 'fieldBookingDate',
  entered_model: 'fieldEnteredModel',
  loan_amount: 'fieldLoanAmount',
  colour: 'fieldColour',
  variant: 'fieldVariant',
  reason: 'fieldReason',
  channels: 'fieldChannels',
  on_road_price: 'fieldOnRoadPrice',
};

/** Fields that hold rupees, shown as "₹1,02,345". */
export const RUPEE_FIELDS: ReadonlySet<string> = new Set(['loan_amount', 'on_road_price']);

/** Status colours: new leads stand out, open ones are neutral, won green, dropped grey. */
export function statusTone(status: LeadStatus): string {
  if (status === 'new') return 'bg-brand-soft text-brand-dark ring-brand/30';
  if (status === 'won' || status === 'done')
    return 'bg-emerald-50 text-emerald-800 ring-emerald-600/20';
  if (status === 'lost' || status === 'cancelled')
    return 'bg-neutral-100 text-neutral-600 ring-neutral-400/30';
  if (status === 'booked' || status === 'scheduled')
    return 'bg-sky-50 text-sky-800 ring-sky-600/20';
  return 'bg-amber-50 text-amber-800 ring-amber-600/20';
}
