import type { FastifyReply, FastifyRequest } from 'fastify';
import { scalarIdSchema } from '@brandwright/contracts';
import type { AppContext } from '../context.ts';
import { errors } from '../errors.ts';
import type { UserRow } from '../modules/accounts/present-user.ts';
import { findActiveSession } from '../modules/accounts/sessions.ts';
import { needsActivityWrite, recordActivity } from '../modules/plans/record-activity.ts';

export const SESSION_COOKIE = 'bw_session';

/** OpenAPI security of routes that need a session: a Bearer token or the session cookie. */
export const SESSION_SECURITY: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

export interface AuthState {
  sessionId: string;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A signed-in call that is not the user's activity (reading the plan, the balance, the session):
     * it does not restart a Single Session's 30-minute idle clock. Every other signed-in call does.
     */
    isPassive?: boolean;
  }
  interface FastifyRequest {
    /** Set by `resolveSession` / `requireSession`; null when the request carries no live session. */
    auth: AuthState | null;
  }
}

/** The session token from the cookie (web app) or `Authorization: Bearer` (API clients). */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  return request.cookies[SESSION_COOKIE] || undefined;
}

const CLAIMED_USER_ID_KEYS = ['user_id', 'userId', 'userid'] as const;

/**
 * Identity always comes from the session. Original clients still send a user id in some bodies;
 * it is tolerated when it names the signed-in user and refused (403) otherwise. This runs before the
 * route schema, so the raw value is checked against the contract's id schema first (an object is a
 * 400, not something to call `toString` on).
 */
function assertNoForeignUserId(request: FastifyRequest, auth: AuthState | null): void {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  for (const key of CLAIMED_USER_ID_KEYS) {
    const claimed = (body as Record<string, unknown>)[key];
    if (claimed === undefined || claimed === null || claimed === '') continue;
    const id = scalarIdSchema.safeParse(claimed);
    if (!id.success) {
      const message = id.error.issues[0]?.message ?? 'Invalid value';
      throw errors.invalidField(key, message, request.routeOptions.config.validationStatus);
    }
    if (!auth || String(id.data) !== auth.user.id) throw errors.forbiddenUser();
  }
}

/** preValidation hooks, so the raw body (before schema stripping) is checked for claimed ids. */
export function sessionHooks(ctx: AppContext) {
  async function resolve(request: FastifyRequest): Promise<AuthState | null> {
    const token = readSessionToken(request);
    if (!token) return null;
    return (await findActiveSession(ctx.database.db, token)) ?? null;
  }

  return {
    /** Requires a live session: 401 otherwise. */
    async requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      request.auth = await resolve(request);
      if (!request.auth) throw errors.unauthenticated();
      assertNoForeignUserId(request, request.auth);
      // The server decides when a Single Session has been idle for 30 minutes (spec 4).
      if (!request.routeOptions.config.isPassive && needsActivityWrite(request.auth.user)) {
        await recordActivity(ctx.database.db, request.auth.user.id);
      }
    },
    /** Uses a session when there is one (logout, contact). */
    async optionalSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      request.auth = await resolve(request);
      if (request.auth) assertNoForeignUserId(request, request.auth);
    },
  };
}

export type SessionHooks = ReturnType<typeof sessionHooks>;

export function requireAuth(request: FastifyRequest): AuthState {
  if (!request.auth) throw errors.unauthenticated();
  return request.auth;
}
