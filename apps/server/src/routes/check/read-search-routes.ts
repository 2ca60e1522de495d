import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHECK_PERCENTAGE_PATHS,
  CHECK_SOURCE_LABELS,
  checkResultResponseSchema,
  checkSearchBodySchema,
  checkSearchCountResponseSchema,
  checkSelectedCategoryResponseSchema,
  checkSourcePercentageResponseSchema,
  checkStatusResponseSchema,
  checkTokenParamsSchema,
  checkTrademarkCategoryResponseSchema,
} from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import { getCheckResult } from '../../modules/check/read/get-check-result.ts';
import { getCheckStatus } from '../../modules/check/read/get-check-status.ts';
import { getSearchCounts } from '../../modules/check/read/get-search-counts.ts';
import { getSearchClasses, getSelectedCategory } from '../../modules/check/read/get-selected-category.ts';
import { getSourcePercentage, NOT_CHOSEN_REASON } from '../../modules/check/read/get-source-percentage.ts';

const NOT_FOUND = "404 'Search not found' for another user's, an unknown or a malformed token";

/**
 * The per-search read calls under /api/dekonstruktor: status, result, counts, the percentage calls,
 * the search's choices. Each reads the database only, so any process serves any search.
 */
export function checkSearchReadRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const tags = ['check'];
    const signedIn = { preValidation: hooks.requireSession };
    // Progress polls run on a timer, not on the user's say: they do not keep a Single Session awake.
    const polling = { ...signedIn, config: { isPassive: true } };

    app.get(
      '/dekonstruktor/status/:searchToken',
      {
        ...polling,
        schema: {
          tags,
          summary: `The search's overall percentage (100 only when every source has finished) and each source's progress (${NOT_FOUND})`,
          security: SESSION_SECURITY,
          params: checkTokenParamsSchema,
          response: { 200: checkStatusResponseSchema },
        },
      },
      async (request) => getCheckStatus(db, requireAuth(request).user.id, request.params.searchToken),
    );

    app.post(
      '/dekonstruktor/updatePercentage',
      {
        ...polling,
        schema: {
          tags,
          summary: `The server is the authority on progress: answers the current status and changes nothing (${NOT_FOUND})`,
          security: SESSION_SECURITY,
          body: checkSearchBodySchema,
          response: { 200: checkStatusResponseSchema },
        },
      },
      async (request) => getCheckStatus(db, requireAuth(request).user.id, request.body.search_token),
    );

    app.get(
      '/dekonstruktor/result/:searchToken',
      {
        ...signedIn,
        schema: {
          tags,
          summary: `The documented sections (null when not chosen), each with its first 500 records, total, state and reason (${NOT_FOUND})`,
          security: SESSION_SECURITY,
          params: checkTokenParamsSchema,
          response: { 200: checkResultResponseSchema },
        },
      },
      async (request) => getCheckResult(db, requireAuth(request).user.id, request.params.searchToken),
    );

    app.post(
      '/dekonstruktor/getSearchCount',
      {
        ...signedIn,
        schema: {
          tags,
          summary: `Counts and percentages per source; request_status 1 only when the office answered (${NOT_FOUND})`,
          security: SESSION_SECURITY,
          body: checkSearchBodySchema,
          response: { 200: checkSearchCountResponseSchema },
        },
      },
      async (request) => getSearchCounts(db, requireAuth(request).user.id, request.body.search_token),
    );

    app.post(
      '/dekonstruktor/userSelectedSearchCategory',
      {
        ...signedIn,
        schema: {
          tags,
          summary: `The search's choices, as an array of one (${NOT_FOUND})`,
          security: SESSION_SECURITY,
          body: checkSearchBodySchema,
          response: { 200: checkSelectedCategoryResponseSchema },
        },
      },
      async (request) => getSelectedCategory(db, requireAuth(request).user.id, request.body.search_token),
    );

    app.post(
      '/dekonstruktor/trademarkcategory',
      {
        ...signedIn,
        schema: {
          tags,
          summary: `The search's chosen Nice classes with their headings (${NOT_FOUND})`,
          security: SESSION_SECURITY,
          body: checkSearchBodySchema,
          response: { 200: checkTrademarkCategoryResponseSchema },
        },
      },
      async (request) => ({
        data: await getSearchClasses(db, requireAuth(request).user.id, request.body.search_token),
      }),
    );

    for (const [path, source] of Object.entries(CHECK_PERCENTAGE_PATHS)) {
      app.post(
        `/dekonstruktor/${path}`,
        {
          ...polling,
          schema: {
            tags,
            summary: `${CHECK_SOURCE_LABELS[source]}: percentage and readiness; a source the search did not choose is 200 not_checked, 0%, ready, reason '${NOT_CHOSEN_REASON}' (${NOT_FOUND})`,
            security: SESSION_SECURITY,
            body: checkSearchBodySchema,
            response: { 200: checkSourcePercentageResponseSchema },
          },
        },
        async (request) =>
          getSourcePercentage(db, requireAuth(request).user.id, request.body.search_token, source),
      );
    }
  };
}
