import { istDayBounds } from '../../shared/dates.js';
import type { NewEnquiry } from '../db/tables.js';
import { signIn, type TestApp } from './helper.js';

let sent = 0;

/**
 * Posts one enquiry as a visitor would, each from an address of its own (the per-address limit is
 * not under test here), and answers the stored lead's id.
 */
export async function postLead(
  t: TestApp,
  kind: 'finance' | 'service',
  visitor: { name?: string; phone?: string; model?: string; email?: string } = {},
): Promise<number> {
  sent += 1;
  const phone = visitor.phone ?? `98${String(22000000 + sent).padStart(8, '0')}`;
  const name = visitor.name ?? `Visitor ${sent}`;
  const payload =
    kind === 'finance'
      ? {
          name,
          email: visitor.email ?? '',
          contact: phone,
          model: visitor.model ?? 'Shine',
          loanAmount: 100000,
          message: `Enquiry ${sent}`,
          agreed: true,
        }
      : { name, contactNumber: phone, model: 'honda-activa-6g', message: `Service ${sent}` };
  const response = await t.app.inject({
    method: 'POST',
    url: kind === 'finance' ? '/finance' : '/book-service',
    payload,
    remoteAddress: `10.1.${Math.floor(sent / 250)}.${sent % 250}`,
  });
  if (response.statusCode !== 201) {
    throw new Error(`posting a ${kind} lead failed: ${response.statusCode} ${response.body}`);
  }
  const row = await t.database.db
    .selectFrom('enquiries')
    .select('id')
    .where('phone', '=', phone)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Switches round-robin assignment of new leads on or off, as the owner does in Lead settings. */
export async function setAutoAssign(t: TestApp, on: boolean): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/lead-settings',
    headers: { cookie: await signIn(t) },
    payload: { autoAssign: on },
  });
  if (response.statusCode !== 200) {
    throw new Error(`switching auto-assign failed: ${response.statusCode} ${response.body}`);
  }
}

/**
 * Stores leads straight in the table, a minute apart from `firstAt` (a report's tests need many,
 * on a known day, faster than the public form takes them): a service booking by "Customer i"
 * unless the lead says otherwise.
 */
export async function insertLeads(
  t: TestApp,
  leads: Partial<NewEnquiry>[],
  firstAt: number,
): Promise<void> {
  await t.database.db
    .insertInto('enquiries')
    .values(
      leads.map((lead, i) => ({
        kind: 'service' as const,
        name: `Customer ${i}`,
        phone: `98220${String(10000 + i).slice(-5)}`,
        created_at: firstAt + i * 60_000,
        ...lead,
      })),
    )
    .execute();
}

/**
 * `count` service bookings of one day, three to a millisecond, so that an export's batches end
 * inside ties; the one in the middle gets `odd`'s fields.
 */
export async function insertBookings(
  t: TestApp,
  count: number,
  odd: Partial<NewEnquiry> = {},
): Promise<void> {
  const day = istDayBounds('2026-11-21');
  const leads = Array.from({ length: count }, (_, i) => ({
    name: `Customer ${i}`,
    phone: `9${String(822000000 + i)}`,
    created_at: day.start + Math.floor(i / 3),
    ...(i === Math.floor(count / 2) ? odd : {}),
  }));
  // In slices: one statement takes only so many values.
  for (let from = 0; from < count; from += 1000) {
    await insertLeads(t, leads.slice(from, from + 1000), day.start);
  }
}
