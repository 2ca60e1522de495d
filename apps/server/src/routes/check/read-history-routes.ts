import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkHistoryRequestSchema,
  checkHistoryResponseSchema,
  checkReferralResponseSchema,
} from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import { isReferred, recordReferral } from '../../modules/check/read/check-referral.ts';
import { CHECK_HISTORY_PAGE_SIZE, findCheckHistory } from '../../modules/check/read/find-check-history.ts';

/** The caller's Check history and the referral to IP partners, under /api/dekonstruktor. */
export function checkHistoryRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const tags = ['check'];
    const signedIn = { preValidation: hooks.requireSession };

    app.post(
      '/dekonstruktor/history',
      {
        ...signedIn,
        schema: {
          tags,
          summary: `The caller's Check searches, newest first, ${CHECK_HISTORY_PAGE_SIZE} a page (page 1 first); a url in the payload is never fetched`,
          security: SESSION_SECURITY,
          body: checkHistoryRequestSchema,
          response: { 200: checkHistoryResponseSchema },
        },
      },
      // The original client could send a full URL for the server to fetch the history from: a
      // server-side request forgery. `url` is accepted for compatibility and ignored.
      async (request) => findCheckHistory(db, requireAuth(request).user.id, request.body?.page ?? 1),
    );

    app.post(
      '/dekonstruktor/contact',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Refers the account to IP partners, once: a second call changes nothing',
          security: SESSION_SECURITY,
          response: { 200: checkReferralResponseSchema },
        },
      },
      async (request) => recordReferral(db, requireAuth(request).user.id),
    );

    app.get(
      '/dekonstruktor/contact',
      {
        ...signedIn,
        config: { isPassive: true },
        schema: {
          tags,
          summary:
            'Whether the account was already referred to IP partners (the screen disables its tick-box)',
          security: SESSION_SECURITY,
          response: { 200: checkReferralResponseSchema },
        },
      },
      async (request) => isReferred(db, requireAuth(request).user.id),
    );
  };
}
