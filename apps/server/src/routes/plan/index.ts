import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountQueryRequestSchema,
  activePlanResponseSchema,
  creditsResponseSchema,
} from '@brandwright/contracts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import { activePlanName } from '../../modules/accounts/present-user.ts';

/** Read-only plan and credit calls My Account needs until the payments work lands. */
export function planRoutes(hooks: SessionHooks) {
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
      async (request) => ({ activePlan: activePlanName(requireAuth(request).user) }),
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
      async (request) => ({ credits: requireAuth(request).user.credits }),
    );
  };
}
