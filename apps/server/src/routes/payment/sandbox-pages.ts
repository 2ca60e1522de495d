import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkoutSessionParamsSchema } from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import type { SessionHooks } from '../../plugins/auth.ts';
import { contentSecurityPolicy } from '../../plugins/security-headers.ts';
import {
  cancelSandboxCheckout,
  completeSandboxCheckout,
  getSandboxCheckout,
} from '../../modules/payments/sandbox-checkout.ts';
import { renderSandboxPage, SANDBOX_PAGE_STYLE_SOURCE } from '../../modules/payments/sandbox-page.ts';

export const SANDBOX_PAGE_PREFIX = '/sandbox-checkout';

/**
 * The sandbox checkout as plain server-rendered HTML (GET /sandbox-checkout/{id}) with a Pay and a
 * Cancel form that POST back here and are answered with a redirect to the spec's return pages. The
 * session cookie is SameSite=Lax, so another site cannot submit these forms as the user.
 */
export function sandboxPageRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    // A form posts application/x-www-form-urlencoded; the forms carry no fields, so the body is unused.
    plugin.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const pagePolicy = contentSecurityPolicy({ styleSrc: [SANDBOX_PAGE_STYLE_SOURCE] });
    const schema = { hide: true, params: checkoutSessionParamsSchema };

    /** Signed out: to the login page, and back here after it. */
    function toLogin(reply: FastifyReply, sessionId: string) {
      const next = encodeURIComponent(`${SANDBOX_PAGE_PREFIX}/${sessionId}`);
      return reply.redirect(`/login?next=${next}`, 303);
    }

    app.get(
      `${SANDBOX_PAGE_PREFIX}/:sessionId`,
      { preValidation: hooks.optionalSession, schema },
      async (request, reply) => {
        const { sessionId } = request.params;
        if (!request.auth) return toLogin(reply, sessionId);
        const checkout = await getSandboxCheckout(ctx, request.auth.user.id, sessionId);
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', pagePolicy)
          .header('cache-control', 'no-store')
          .send(renderSandboxPage(checkout, `${SANDBOX_PAGE_PREFIX}/${encodeURIComponent(sessionId)}`));
      },
    );

    app.post(
      `${SANDBOX_PAGE_PREFIX}/:sessionId/complete`,
      { preValidation: hooks.optionalSession, schema },
      async (request, reply) => {
        const { sessionId } = request.params;
        if (!request.auth) return toLogin(reply, sessionId);
        const checkout = await completeSandboxCheckout(ctx, request.auth.user.id, sessionId);
        return reply.redirect(checkout.status === 'paid' ? checkout.success_url : checkout.cancel_url, 303);
      },
    );

    app.post(
      `${SANDBOX_PAGE_PREFIX}/:sessionId/cancel`,
      { preValidation: hooks.optionalSession, schema },
      async (request, reply) => {
        const { sessionId } = request.params;
        if (!request.auth) return toLogin(reply, sessionId);
        const checkout = await cancelSandboxCheckout(ctx, request.auth.user.id, sessionId);
        return reply.redirect(checkout.status === 'paid' ? checkout.success_url : checkout.cancel_url, 303);
      },
    );
  };
}
