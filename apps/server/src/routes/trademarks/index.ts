import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RegisterSearchError, searchMarksWithOutcome } from '@brandwright/clearance';
import { trademarkSearchQuerySchema, trademarkSearchResponseSchema } from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';

/**
 * GET /api/trademarks/search: conflict search over the UK, EU and US registers for one name. The Check
 * tool's search jobs and paginate endpoints use the same engine; this is its direct, synchronous form.
 */
export function trademarkSearchRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    plugin.withTypeProvider<ZodTypeProvider>().get(
      '/search',
      {
        preValidation: hooks.requireSession,
        schema: {
          tags: ['trademark'],
          security: SESSION_SECURITY,
          querystring: trademarkSearchQuerySchema,
          response: { 200: trademarkSearchResponseSchema },
        },
      },
      async (request) => {
        requireAuth(request);
        const { name, offices, classes, limit } = request.query;
        try {
          const { hits, complete } = await searchMarksWithOutcome(ctx.database, {
            name,
            offices,
            classes,
            limit,
          });
          return {
            complete,
            result: hits.map((hit) => ({
              office: hit.office,
              number: hit.number,
              name: hit.name,
              status: hit.status,
              classes: hit.classes,
              score: hit.score,
              risk: hit.risk,
              reasons: hit.reasons,
              demo: hit.source === 'demo',
              url: hit.officeUrl,
            })),
          };
        } catch (error) {
          if (error instanceof RegisterSearchError) throw new AppError(400, 'BAD_REQUEST', error.message);
          throw error;
        }
      },
    );
  };
}
