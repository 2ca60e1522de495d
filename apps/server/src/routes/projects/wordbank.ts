import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  savedCreationParamsSchema,
  savedCreationResponseSchema,
  savedCreationsRequestSchema,
  savedCreationsResponseSchema,
  saveWordsRequestSchema,
  saveWordsResponseSchema,
  wordBankByProjectNameRequestSchema,
  wordBankByProjectNameResponseSchema,
} from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import {
  findSavedCreations,
  getSavedCreation,
  saveCreation,
} from '../../modules/projects/saved-creations.ts';
import { getWordBankByProjectName } from '../../modules/projects/word-bank.ts';

/** /api/wordbank/*: the original's Word Bank and saved-creation calls (a body user_id must be the caller's). */
export function wordBankRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const signedIn = { preValidation: hooks.requireSession };
    const tags = ['wordbank'];

    app.post(
      '/getWordBankByProjectName',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "The Word Bank of the caller's project of that name (any case); 404 when there is none",
          security: SESSION_SECURITY,
          body: wordBankByProjectNameRequestSchema,
          response: { 200: wordBankByProjectNameResponseSchema },
        },
      },
      async (request) => ({
        data: await getWordBankByProjectName(db, requireAuth(request).user.id, request.body.project_name),
      }),
    );

    app.post(
      '/getSaveKonstruct',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "The caller's saved creations, newest first",
          security: SESSION_SECURITY,
          body: savedCreationsRequestSchema,
          response: { 200: savedCreationsResponseSchema },
        },
      },
      async (request) => ({ data: await findSavedCreations(db, requireAuth(request).user.id) }),
    );

    app.post(
      '/SaveWordsForUser',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Saves a creation: a project name and its words (a list or a comma-separated string)',
          security: SESSION_SECURITY,
          body: saveWordsRequestSchema,
          response: { 200: saveWordsResponseSchema },
        },
      },
      async (request) => ({
        data: await saveCreation(db, requireAuth(request).user.id, {
          projectId: request.body.project_id,
          konstruktorName: request.body.konstruktor_name,
          words: request.body.words,
        }),
      }),
    );

    app.get(
      '/savedCreation/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "One of the caller's saved creations (beyond the spec: opens it again after a reload)",
          security: SESSION_SECURITY,
          params: savedCreationParamsSchema,
          response: { 200: savedCreationResponseSchema },
        },
      },
      async (request) => ({
        data: await getSavedCreation(db, requireAuth(request).user.id, request.params.id),
      }),
    );
  };
}
