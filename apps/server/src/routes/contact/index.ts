import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import type { SessionHooks } from '../../plugins/auth.ts';
import { sendContact } from '../../modules/contact/send-contact.ts';

export function contactRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/sendContact',
      {
        preValidation: hooks.optionalSession,
        schema: { tags: ['contact'], body: contactRequestSchema, response: { 200: contactResponseSchema } },
      },
      async (request) => {
        await sendContact(ctx, request.body, {
          ipAddress: request.ip,
          userId: request.auth?.user.id,
          log: request.log,
        });
        return { result: true as const };
      },
    );
  };
}
