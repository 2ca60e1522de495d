import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EXPORT_DATA_SOURCES,
  EXPORT_FORMATS,
  exportParamsSchema,
  exportQuerySchema,
} from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import { buildExport } from '../../modules/export/build-export.ts';
import { planExport } from '../../modules/export/export-plan.ts';
import { consumeRateLimit, rateLimits } from '../../modules/rate-limit/consume-rate-limit.ts';

/**
 * GET /api/export/{searchToken} (spec 7): the caller's Check search as a PDF report, an XLSX
 * workbook or CSV files, downloaded as export.{extension}. Another user's token is a 404; the body
 * streams while the records are read.
 */
export function exportRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    app.get(
      '/export/:searchToken',
      {
        preValidation: hooks.requireSession,
        schema: {
          tags: ['check'],
          summary: `Download a Check search: format ${EXPORT_FORMATS.join('|')}, data_sources[] among ${EXPORT_DATA_SOURCES.join(', ')}, zip 0|1 (404 for another user's or an unknown token)`,
          security: SESSION_SECURITY,
          params: exportParamsSchema,
          querystring: exportQuerySchema,
        },
      },
      async (request, reply) => {
        const userId = requireAuth(request).user.id;
        const plan = await planExport(
          db,
          userId,
          request.params.searchToken,
          request.query.dataSources,
          new Date(),
        );
        await consumeRateLimit(db, rateLimits.exportUser, userId);
        const file = buildExport(db, plan, request.query);
        file.body.on('error', (error) => request.log.error({ err: error }, 'export failed while streaming'));
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  };
}
