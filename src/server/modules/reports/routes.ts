import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REPORTS,
  reportExportQuerySchema,
  reportRequestSchema,
  type ReportDescription,
} from '../../../shared/reports.js';
import { LEAD_PERMISSION, type Permission } from '../../../shared/roles.js';
import { notFound } from '../../lib/errors.js';
import { createExportWorkers } from './export-worker-pool.js';
import * as service from './service.js';

const pageSchema = z.object({
  data: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  totalPages: z.number().int(),
  totalRecords: z.number().int(),
});

const bySlug = new Map<string, ReportDescription>(REPORTS.map((report) => [report.slug, report]));

/**
 * An export needs the permission of its report's lead kind. An unknown slug needs only a session,
 * so that every signed-in account gets the same 404 rather than a hint of which slugs exist.
 */
function exportPermission(request: FastifyRequest): Permission {
  const { slug } = request.params as { slug?: string };
  const report = slug === undefined ? undefined : bySlug.get(slug);
  return report ? LEAD_PERMISSION[report.kind] : 'signed-in';
}

/**
 * One route factory for every report, since reports differ in columns and texts, not in mechanism:
 * the spec's POST paths plus CSV/PDF exports.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dialect, file } = app.database;
  const tags = ['reports'];
  const workers = file ? createExportWorkers(file) : undefined;
  app.addHook('onClose', async () => workers?.close());

  for (const report of REPORTS as readonly ReportDescription[]) {
    app.post(
      report.path,
      {
        config: { permission: LEAD_PERMISSION[report.kind] },
        schema: {
          tags,
          summary: report.title,
          body: reportRequestSchema,
          response: { 200: pageSchema },
        },
      },
      (request) => {
        const { page, limit, fromDate, toDate } = request.body;
        const search = request.body[report.searchField] ?? request.body.search;
        return service.listReportPage(app.database.offLoop(), dialect, report, {
          page,
          limit,
          fromDate,
          toDate,
          search,
        });
      },
    );
  }

  app.get(
    '/api/reports/:slug/export',
    {
      config: { permission: exportPermission },
      schema: {
        tags,
        params: z.object({ slug: z.string().max(40) }),
        querystring: reportExportQuerySchema.extend({
          format: z.enum(['csv', 'pdf']),
          disposition: z.enum(['attachment', 'inline']).default('attachment'),
        }),
      },
    },
    async (request, reply) => {
      const report = bySlug.get(request.params.slug);
      if (!report) throw notFound('Report not found');
      const { format, disposition, ...filters } = request.query;
      const source = { reader: () => app.database.reader(), dialect, workers };
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `${disposition}; filename="${report.fileName}.${format}"`);
      if (format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .send(service.exportCsv(source, report, filters));
      }
      const aborted = new AbortController();
      reply.raw.on('close', () => aborted.abort());
      const onError = (error: unknown) => request.log.error({ err: error }, 'PDF export failed');
      const pdf = await service.exportPdf(source, report, filters, {
        printedAt: app.now(),
        signal: aborted.signal,
        onError,
      });
      return reply.type('application/pdf').send(pdf);
    },
  );
};
