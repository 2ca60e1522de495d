import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dekonstruktorRequestSchema, dekonstruktorResponseSchema } from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import { startCheckSearch } from '../../modules/check/start-check-search.ts';

/**
 * POST /api/dekonstruktor (spec 002 sections 3 and 9): validates, then spends one credit, records the
 * search and queues one job per source in one transaction (decision 0012), and answers its token.
 */
export function checkStartRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const runtime = ctx.checkRuntime;
    if (!runtime) throw new Error('buildApp gives the check routes a CheckRuntime');
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/dekonstruktor',
      {
        preValidation: hooks.requireSession,
        schema: {
          tags: ['check'],
          summary:
            "Starts a Check search: 1 credit, one job per chosen source (400 with the spec's messages and nothing spent; 402 INSUFFICIENT_CREDITS or NO_ACTIVE_PLAN; 403 for another user's user_id)",
          security: SESSION_SECURITY,
          body: dekonstruktorRequestSchema,
          response: { 200: dekonstruktorResponseSchema },
        },
      },
      async (request) => {
        const search = await startCheckSearch(
          { db: ctx.database.db, runtime },
          requireAuth(request).user.id,
          request.body,
        );
        return { search_token: search.token };
      },
    );
  };
}
