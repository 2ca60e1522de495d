import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { SessionHooks } from '../../plugins/auth.ts';
import { checkReadRoutes } from './read-routes.ts';
import { checkStartRoutes } from './start-routes.ts';

/**
 * The Check tool's calls (spec 002 section 7, issue 12), registered at `/api`: starting a search
 * (start-routes.ts) and everything that reads one back (read-routes.ts: status, result, events,
 * counts, paginate, history, referral).
 */
export function checkRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    await plugin.register(checkStartRoutes(ctx, hooks));
    await plugin.register(checkReadRoutes(ctx, hooks));
  };
}
