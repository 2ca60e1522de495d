import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addBankItemRequestSchema,
  bankItemResponseSchema,
  createProjectRequestSchema,
  deleteBankItemResponseSchema,
  deleteProjectResponseSchema,
  projectDetailSchema,
  projectIdParamsSchema,
  projectItemParamsSchema,
  projectListResponseSchema,
  projectSummarySchema,
  updateProjectRequestSchema,
} from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import { addBankItem } from '../../modules/projects/add-bank-item.ts';
import { findOrCreateProject } from '../../modules/projects/create-project.ts';
import { deleteProject } from '../../modules/projects/delete-project.ts';
import { findProjects } from '../../modules/projects/find-projects.ts';
import { getProject } from '../../modules/projects/get-project.ts';
import { removeBankItem } from '../../modules/projects/remove-bank-item.ts';
import { updateProjectClasses } from '../../modules/projects/update-project.ts';
import { wordBankRoutes } from './wordbank.ts';

/**
 * The Create tool's projects with their Word Bank and Brand Bank (spec 001 section 11), and the
 * /wordbank calls. Every call acts on the session user's own rows: anything else, or an id that is
 * not a uuid, is a 404 exactly like a missing row (modules/projects).
 */
export function projectRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const signedIn = { preValidation: hooks.requireSession };
    const tags = ['project'];

    app.get(
      '/project',
      {
        ...signedIn,
        schema: { tags, security: SESSION_SECURITY, response: { 200: projectListResponseSchema } },
      },
      async (request) => findProjects(db, requireAuth(request).user.id),
    );

    app.post(
      '/project',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Creates a project (201), or answers the caller's project of that name, any case (200)",
          security: SESSION_SECURITY,
          body: createProjectRequestSchema,
          response: { 200: projectSummarySchema, 201: projectSummarySchema },
        },
      },
      async (request, reply) => {
        const { project, created } = await findOrCreateProject(
          db,
          requireAuth(request).user.id,
          request.body,
        );
        return reply.code(created ? 201 : 200).send(project);
      },
    );

    app.get(
      '/project/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security: SESSION_SECURITY,
          params: projectIdParamsSchema,
          response: { 200: projectDetailSchema },
        },
      },
      async (request) => getProject(db, requireAuth(request).user.id, request.params.id),
    );

    app.patch(
      '/project/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Sets the project's Nice classes",
          security: SESSION_SECURITY,
          params: projectIdParamsSchema,
          body: updateProjectRequestSchema,
          response: { 200: projectDetailSchema },
        },
      },
      async (request) =>
        updateProjectClasses(db, requireAuth(request).user.id, request.params.id, request.body.classes),
    );

    app.delete(
      '/project/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Deletes the project with its banks; saved creations stay, without their project',
          security: SESSION_SECURITY,
          params: projectIdParamsSchema,
          response: { 200: deleteProjectResponseSchema },
        },
      },
      async (request) => deleteProject(db, requireAuth(request).user.id, request.params.id),
    );

    // The two banks: one table, told apart by kind (the path's last segment).
    for (const kind of ['word', 'brand'] as const) {
      app.post(
        `/project/:id/${kind}`,
        {
          ...signedIn,
          schema: {
            tags,
            summary: `Adds a ${kind} (201), or answers the bank's equal ${kind}, any case (200)`,
            security: SESSION_SECURITY,
            params: projectIdParamsSchema,
            body: addBankItemRequestSchema,
            response: { 200: bankItemResponseSchema, 201: bankItemResponseSchema },
          },
        },
        async (request, reply) => {
          const userId = requireAuth(request).user.id;
          const { item, created } = await addBankItem(db, userId, request.params.id, kind, request.body.name);
          return reply.code(created ? 201 : 200).send(item);
        },
      );

      app.delete(
        `/project/:id/${kind}/:itemId`,
        {
          ...signedIn,
          schema: {
            tags,
            security: SESSION_SECURITY,
            params: projectItemParamsSchema,
            response: { 200: deleteBankItemResponseSchema },
          },
        },
        async (request) =>
          removeBankItem(db, requireAuth(request).user.id, request.params.id, kind, request.params.itemId),
      );
    }

    await plugin.register(wordBankRoutes(ctx, hooks), { prefix: '/wordbank' });
  };
}
