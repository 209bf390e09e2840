import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { istDayContaining } from '../../../shared/dates.js';
import { dashboardCountsSchema, type DashboardCounts } from '../../../shared/manage.js';
import type { EnquiryKind } from '../../db/tables.js';

/** SPEC §2 Dashboard cards: which lead kind each card counts. */
const CARD_KINDS: Record<keyof DashboardCounts, EnquiryKind> = {
  bookings: 'service',
  amc: 'amc',
  warranty: 'warranty',
  enquiry_report: 'product',
};

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // SPEC §7: an array whose first item holds today's counts (today in Asia/Kolkata).
  app.get(
    '/api/dashboard',
    { schema: { tags: ['admin'], response: { 200: z.array(dashboardCountsSchema) } } },
    async () => {
      const { start, end } = istDayContaining(app.now());
      const rows = await app.database.db
        .selectFrom('enquiries')
        .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
        .where('kind', 'in', Object.values(CARD_KINDS))
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .groupBy('kind')
        .execute();
      const byKind = new Map(rows.map((row) => [row.kind, Number(row.count)]));
      const counts = Object.fromEntries(
        Object.entries(CARD_KINDS).map(([card, kind]) => [card, byKind.get(kind) ?? 0]),
      ) as DashboardCounts;
      return [counts];
    },
  );
};
