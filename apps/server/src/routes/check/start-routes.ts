import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { SessionHooks } from '../../plugins/auth.ts';

/** Placeholder until the Check tool's start calls land (issue 12). */
export function checkStartRoutes(_ctx: AppContext, _hooks: SessionHooks) {
  return async function register(_plugin: FastifyInstance): Promise<void> {};
}
