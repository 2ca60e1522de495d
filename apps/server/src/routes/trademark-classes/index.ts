import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classSearchParamsSchema,
  classSearchResponseSchema,
  type ClassSearchResponse,
} from '@brandwright/contracts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';

/** The shape of `findClasses` from @brandwright/clearance (a pure, synchronous function). */
export type ClassFinder = (term: string, options: { limit?: number }) => ClassSearchResponse['result'];

const querySchema = z.object({ limit: z.coerce.number().int().min(1).max(45).optional().default(10) });

/** GET /api/dekonstruktor/trademarkcategory/search/{term}: Nice classes for a product description. */
export function trademarkClassRoutes(hooks: SessionHooks, findClasses: ClassFinder) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    plugin.withTypeProvider<ZodTypeProvider>().get(
      '/search/:term',
      {
        preValidation: hooks.requireSession,
        schema: {
          tags: ['trademark'],
          security: SESSION_SECURITY,
          params: classSearchParamsSchema,
          querystring: querySchema,
          response: { 200: classSearchResponseSchema },
        },
      },
      async (request) => {
        requireAuth(request);
        return { result: findClasses(request.params.term, { limit: request.query.limit }) };
      },
    );
  };
}
