import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkoutSessionParamsSchema,
  paymentQueryRequestSchema,
  paymentStatusResponseSchema,
  sandboxCheckoutResponseSchema,
  userPaymentsResponseSchema,
} from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import { findUserPayments } from '../../modules/payments/find-user-payments.ts';
import { getPaymentStatus } from '../../modules/payments/get-payment-status.ts';
import {
  cancelSandboxCheckout,
  completeSandboxCheckout,
  getSandboxCheckout,
} from '../../modules/payments/sandbox-checkout.ts';
import { stripeWebhookRoute } from './stripe-webhook.ts';

/** /api/payment/*: the user's payments, a checkout's fulfilment state, the sandbox, Stripe's webhook. */
export function paymentRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const db = ctx.database.db;

    app.post(
      '/getuserpayments',
      {
        preValidation: hooks.requireSession,
        schema: {
          tags: ['payment'],
          security: SESSION_SECURITY,
          body: paymentQueryRequestSchema,
          response: { 200: userPaymentsResponseSchema },
        },
      },
      async (request) => ({ result: await findUserPayments(db, requireAuth(request).user.id) }),
    );

    app.get(
      '/status/:sessionId',
      {
        preValidation: hooks.requireSession,
        schema: {
          tags: ['payment'],
          security: SESSION_SECURITY,
          params: checkoutSessionParamsSchema,
          response: { 200: paymentStatusResponseSchema },
        },
      },
      async (request) => getPaymentStatus(db, requireAuth(request).user.id, request.params.sessionId),
    );

    // The sandbox checkout: read it, pay it, cancel it; one shape for all three.
    const sandboxRoute = {
      preValidation: hooks.requireSession,
      schema: {
        tags: ['payment'],
        security: SESSION_SECURITY,
        params: checkoutSessionParamsSchema,
        response: { 200: sandboxCheckoutResponseSchema },
      },
    };
    app.get('/sandbox/:sessionId', sandboxRoute, async (request) =>
      getSandboxCheckout(ctx, requireAuth(request).user.id, request.params.sessionId),
    );
    for (const [action, run] of [
      ['complete', completeSandboxCheckout],
      ['cancel', cancelSandboxCheckout],
    ] as const) {
      app.post(`/sandbox/:sessionId/${action}`, sandboxRoute, async (request) =>
        run(ctx, requireAuth(request).user.id, request.params.sessionId),
      );
    }

    await plugin.register(stripeWebhookRoute(ctx));
  };
}
