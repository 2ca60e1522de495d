import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { SessionHooks } from '../../plugins/auth.ts';
import { checkEventsRoute } from './events-route.ts';
import { checkHistoryRoutes } from './read-history-routes.ts';
import { checkPaginateRoutes } from './read-paginate-routes.ts';
import { checkSearchReadRoutes } from './read-search-routes.ts';

/**
 * Everything that reads a Check search back (issue 12), registered at `/api`: the per-search calls
 * under /dekonstruktor, the progress events, history and referral, and the paginate calls, which the
 * spec places outside /dekonstruktor (/api/uk-trademark/paginate/…). Only the database is read, so
 * any web process serves any search.
 */
export function checkReadRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    await plugin.register(checkSearchReadRoutes(ctx, hooks));
    await plugin.register(checkPaginateRoutes(ctx, hooks));
    await plugin.register(checkHistoryRoutes(ctx, hooks));
    await plugin.register(checkEventsRoute(ctx, hooks));
  };
}
