import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReportCsvParamsSchema, ReportQuerySchema, ReportResponseSchema } from '@common/contracts/reports';
import { ok } from '../../lib/envelope';
import { requestLocale } from '../../lib/request-locale';
import { reportCsv } from './reports.csv';
import { ReportsService } from './reports.service';

/** /reports*: what guests did and asked at the host's own and co-hosted properties. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ReportsService(app.database.db);
  const tags = ['reports'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.requireUser };
  const language = (locale: string) => (locale === 'es' ? 'es' : 'en');

  app.get(
    '/reports',
    {
      ...signedIn,
      schema: {
        operationId: 'getReport',
        tags,
        security,
        summary: "Report of one property or all the host's, over a period (at most 366 days)",
        querystring: ReportQuerySchema,
        response: { 200: ReportResponseSchema },
      },
    },
    async (request) => ok(await service.report(request.auth!.userId, request.query, language(requestLocale(request)))),
  );

  app.get(
    '/reports/csv/:table',
    {
      ...signedIn,
      schema: {
        operationId: 'getReportCsv',
        tags,
        security,
        summary: 'One table of the report as CSV (UTF-8 with BOM, for spreadsheets)',
        params: ReportCsvParamsSchema,
        querystring: ReportQuerySchema,
        response: { 200: z.any().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const report = await service.report(request.auth!.userId, request.query, language(requestLocale(request)));
      const scope = report.propertyId === null ? 'all' : `property-${report.propertyId}`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="report-${request.params.table}-${scope}-${report.from}-${report.to}.csv"`,
        )
        .send(reportCsv(report, request.params.table));
    },
  );
};
