import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  brandCreateRequestSchema,
  brandCreateResponseSchema,
  candidateDetailsRequestSchema,
  candidateDetailsResponseSchema,
  CREATE_GROUP_TITLES,
  CREATE_METHODS,
  CREATE_RESULT_PATHS,
  konstruktorResponseSchema,
  konstruktorResultRequestSchema,
  konstruktorResultResponseSchema,
  searchHistoryRequestSchema,
  searchHistoryResponseSchema,
  userWordExistRequestSchema,
  userWordExistResponseSchema,
} from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import {
  createDependencies,
  getCreateGroup,
  runBrandCreate,
  startKonstruktorSearch,
} from '../../modules/create/create-groups.ts';
import { findCandidateDetails } from '../../modules/create/find-candidate-details.ts';
import {
  findCheckSearchesAsHistory,
  findCreateHistory,
  findEarlierSearches,
} from '../../modules/create/find-create-history.ts';
import type { GenerationPool } from '../../modules/create/generation-pool.ts';

const CREATE_ERRORS =
  "400 with the field named (the spec's messages in order), 403 NO_ACTIVE_PLAN without an active plan";

/**
 * The Create tool's searches (spec 001 section 7, decision 0011): the create calls, the per-method result
 * calls (the client fires them in parallel and shows each group as it arrives), history, and the
 * candidate details of a results page. Generation runs on the worker pool, never on the request thread.
 */
export function createRoutes(ctx: AppContext, hooks: SessionHooks, generation: GenerationPool) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const deps = createDependencies(db, generation);
    // The session look-up is database work of the create call too: it waits for its turn (admit).
    const signedIn = {
      preValidation: (request: FastifyRequest, reply: FastifyReply) =>
        deps.admit(() => hooks.requireSession(request, reply)),
    };

    app.post(
      '/brand/create',
      {
        ...signedIn,
        schema: {
          tags: ['create'],
          summary: `Runs a create search with every chosen method and answers all groups (${CREATE_ERRORS})`,
          security: SESSION_SECURITY,
          body: brandCreateRequestSchema,
          response: { 200: brandCreateResponseSchema },
        },
      },
      async (request) => runBrandCreate(deps, requireAuth(request).user.id, request.body),
    );

    app.post(
      '/konstruktor',
      {
        ...signedIn,
        schema: {
          tags: ['create'],
          summary: `Starts a create search (project selected or created, history recorded); its groups come from the result calls (${CREATE_ERRORS})`,
          security: SESSION_SECURITY,
          body: brandCreateRequestSchema,
          response: { 200: konstruktorResponseSchema },
        },
      },
      async (request) => {
        const { search, project } = await startKonstruktorSearch(
          deps,
          requireAuth(request).user.id,
          request.body,
        );
        return {
          search_token: search.token,
          project,
          keyword: search.keyword,
          language: search.language,
          job_type: search.methods,
        };
      },
    );

    for (const method of CREATE_METHODS) {
      app.post(
        `/konstruktor/${CREATE_RESULT_PATHS[method]}`,
        {
          ...signedIn,
          schema: {
            tags: ['create'],
            summary: `The search's '${CREATE_GROUP_TITLES[method]}' (404 for another user's token, 400 when the search did not ask for it)`,
            security: SESSION_SECURITY,
            body: konstruktorResultRequestSchema,
            response: { 200: konstruktorResultResponseSchema },
          },
        },
        async (request) => {
          const token = request.body.search_token;
          const group = await getCreateGroup(deps, requireAuth(request).user.id, token, method);
          return { ...group, search_token: token };
        },
      );
    }

    app.post(
      '/konstruktor/userwordExist',
      {
        ...signedIn,
        schema: {
          tags: ['create'],
          summary: "The caller's earlier create searches (of one keyword when given), newest first",
          security: SESSION_SECURITY,
          body: userWordExistRequestSchema,
          response: { 200: userWordExistResponseSchema },
        },
      },
      async (request) => ({
        data: await deps.admit(() =>
          findEarlierSearches(db, requireAuth(request).user.id, request.body.keyword),
        ),
      }),
    );

    app.post(
      '/konstruktor/searchHistory',
      {
        ...signedIn,
        schema: {
          tags: ['create'],
          summary: "The caller's searches of one tool, newest first (at most 100)",
          security: SESSION_SECURITY,
          body: searchHistoryRequestSchema,
          response: { 200: searchHistoryResponseSchema },
        },
      },
      async (request) => {
        const userId = requireAuth(request).user.id;
        if (request.body.search_type === 'dekonstruktor')
          return { data: await findCheckSearchesAsHistory(db, userId) };
        return { data: await deps.admit(() => findCreateHistory(db, userId)) };
      },
    );

    app.post(
      '/konstruktor/candidates',
      {
        ...signedIn,
        schema: {
          tags: ['create'],
          summary:
            "For a page of names: dictionary word or not, and the trademark dot in the project's classes (404 for another user's project)",
          security: SESSION_SECURITY,
          body: candidateDetailsRequestSchema,
          response: { 200: candidateDetailsResponseSchema },
        },
      },
      async (request) => ({
        data: await findCandidateDetails(
          {
            database: ctx.database,
            generation,
            onSearchError: (error, name) =>
              request.log.warn(
                { err: error, nameLength: name.length },
                'a register search of a candidate failed',
              ),
          },
          requireAuth(request).user.id,
          request.body,
        ),
      }),
    );
  };
}
