import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountQueryRequestSchema,
  activePlanResponseSchema,
  creditsResponseSchema,
} from '@brandwright/contracts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import { activePlanName, currentPlan } from '../../modules/plans/current-plan.ts';
import { getBalance } from '../../modules/credits/get-balance.ts';
import type { AppContext } from '../../context.ts';

/** Read-only plan and credit calls My Account needs until the payments work lands. */
export function planRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/getactiveplan',
      {
        preValidation: hooks.requireSession,
        schema: {
          tags: ['plan'],
          security: SESSION_SECURITY,
          body: accountQueryRequestSchema,
          response: { 200: activePlanResponseSchema },
        },
      },
      async (request) => ({
        activePlan: activePlanName(await currentPlan(ctx.database.db, requireAuth(request).user.id)),
      }),
    );

    app.post(
      '/getCredits',
      {
        preValidation: hooks.requireSession,
        schema: {
          tags: ['plan'],
          security: SESSION_SECURITY,
          body: accountQueryRequestSchema,
          response: { 200: creditsResponseSchema },
        },
      },
      async (request) => ({ credits: await getBalance(ctx.database.db, requireAuth(request).user.id) }),
    );
  };
}
