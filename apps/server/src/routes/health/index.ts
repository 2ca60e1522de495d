import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';

export function healthRoutes(ctx: AppContext) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    plugin.withTypeProvider<ZodTypeProvider>().get(
      '/health',
      { schema: { tags: ['system'], response: { 200: healthResponseSchema } } },
      // A query proves the database answers, not only that the process is up.
      async () => {
        await ctx.database.pool.query('SELECT 1');
        return { status: 'ok' as const, database: ctx.database.kind };
      },
    );
  };
}
