import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentQueryRequestSchema,
  productsResponseSchema,
} from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import { CATALOGUE } from '../../modules/payments/catalogue.ts';
import { createCheckout } from '../../modules/payments/create-checkout.ts';

/** POST /api/product/getproduct (the catalogue) and /api/product/getProductSessionId (a checkout). */
export function productRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/getproduct',
      {
        preValidation: hooks.optionalSession,
        schema: {
          tags: ['payment'],
          body: paymentQueryRequestSchema,
          response: { 200: productsResponseSchema },
        },
      },
      async () => ({
        result: CATALOGUE.map((product) => ({
          productId: product.key,
          name: product.name,
          price: product.price,
          currency: product.currency,
          mode: product.mode,
          amount_code: product.amountCode,
        })),
      }),
    );

    app.post(
      '/getProductSessionId',
      {
        preValidation: hooks.requireSession,
        schema: {
          tags: ['payment'],
          security: SESSION_SECURITY,
          body: checkoutRequestSchema,
          response: { 200: checkoutResponseSchema },
        },
      },
      async (request) => {
        const { user } = requireAuth(request);
        return createCheckout(ctx, { id: user.id, email: user.email }, request.body.productId);
      },
    );
  };
}
