import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHECK_DOMAIN_PAGE_SIZE,
  CHECK_PAGE_SIZE,
  checkCategoryIdsSchema,
  checkPaginateQuerySchema,
  checkPaginateResponseSchema,
  checkTokenParamsSchema,
  type CheckSource,
} from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import { findResultPage } from '../../modules/check/read/find-result-page.ts';

const paginateQuerySchema = checkPaginateQuerySchema.extend({
  categoryIds: checkCategoryIdsSchema.optional(),
});

interface PaginatedTable {
  path: string;
  label: string;
  pageSize: number;
  /** The source a query reads (eu-trademark serves the US table with office=US). */
  sourceOf: (office: 'EU' | 'US') => CheckSource;
  /** Trademark tables filter by categoryIds; the others ignore it. */
  byClass: boolean;
}

const TABLES: PaginatedTable[] = [
  {
    path: '/uk-trademark',
    label: 'UK trademarks',
    pageSize: CHECK_PAGE_SIZE,
    sourceOf: () => 'uk_trademarks',
    byClass: true,
  },
  {
    path: '/eu-trademark',
    label: 'EU trademarks (office=US: US trademarks)',
    pageSize: CHECK_PAGE_SIZE,
    sourceOf: (office) => (office === 'US' ? 'us_trademarks' : 'eu_trademarks'),
    byClass: true,
  },
  {
    path: '/serp-search',
    label: 'web results',
    pageSize: CHECK_PAGE_SIZE,
    sourceOf: () => 'web',
    byClass: false,
  },
  // The real_* flags are accepted and ignored: the search's own options decided which networks ran.
  {
    path: '/social-search',
    label: 'social media mentions',
    pageSize: CHECK_PAGE_SIZE,
    sourceOf: () => 'social',
    byClass: false,
  },
  {
    path: '/social-user-search',
    label: 'social media handles',
    pageSize: CHECK_PAGE_SIZE,
    sourceOf: () => 'social_users',
    byClass: false,
  },
  {
    path: '/domain-search',
    label: 'domains',
    pageSize: CHECK_DOMAIN_PAGE_SIZE,
    sourceOf: () => 'domains',
    byClass: false,
  },
];

/**
 * The paginate calls (spec 7), at /api/<table>/paginate/{token}: `page` as sent (1 is the first),
 * `results` and `totalRecords`. Records come in answer order; a page past the end is empty with the
 * right total.
 */
export function checkPaginateRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    for (const table of TABLES) {
      app.get(
        `${table.path}/paginate/:searchToken`,
        {
          preValidation: hooks.requireSession,
          schema: {
            tags: ['check'],
            summary: `One page (${table.pageSize} a page) of the search's ${table.label}${table.byClass ? ', categoryIds keeps records in those classes' : ''} (404 for another user's, an unknown or a malformed token)`,
            security: SESSION_SECURITY,
            params: checkTokenParamsSchema,
            querystring: paginateQuerySchema,
            response: { 200: checkPaginateResponseSchema },
          },
        },
        async (request) =>
          findResultPage(db, requireAuth(request).user.id, request.params.searchToken, {
            source: table.sourceOf(request.query.office),
            page: request.query.page,
            pageSize: table.pageSize,
            ...(table.byClass && request.query.categoryIds ? { classes: request.query.categoryIds } : {}),
          }),
      );
    }
  };
}
