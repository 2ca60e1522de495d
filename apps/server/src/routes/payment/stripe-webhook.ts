import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookResponseSchema } from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { EventNotReadyError, handleStripeEvent } from '../../modules/payments/handle-stripe-event.ts';
import { stripeClient } from '../../modules/payments/stripe-client.ts';

/** Stripe's events can be larger than the API's usual JSON bodies. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

const badSignature = () =>
  new AppError(400, 'BAD_REQUEST', 'The Stripe-Signature header is missing or does not match the body.');

/**
 * POST /api/payment/webhook. The signature covers the exact bytes Stripe sent, so this route (and only
 * this one: the plugin is encapsulated) keeps the body as a Buffer instead of parsing JSON.
 */
export function stripeWebhookRoute(ctx: AppContext) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    plugin.removeAllContentTypeParsers();
    plugin.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        schema: {
          tags: ['payment'],
          description: "Stripe's signed events (Stripe-Signature header); not for browsers.",
          response: { 200: webhookResponseSchema },
        },
      },
      async (request) => {
        const stripe = ctx.config.stripe;
        if (!stripe) throw new AppError(404, 'NOT_FOUND', 'Stripe is not configured on this server.');
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (typeof signature !== 'string' || !signature || !Buffer.isBuffer(body)) throw badSignature();
        let event;
        try {
          event = stripeClient(stripe).webhooks.constructEvent(body, signature, stripe.webhookSecret);
        } catch {
          throw badSignature();
        }
        try {
          const outcome = await handleStripeEvent(ctx.database.db, event);
          request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
        } catch (error) {
          if (error instanceof EventNotReadyError) {
            request.log.warn({ eventId: event.id, type: event.type }, error.message);
            throw new AppError(
              503,
              'INTERNAL_ERROR',
              'This event cannot be applied yet; deliver it again later.',
            );
          }
          throw error;
        }
        return { received: true as const };
      },
    );
  };
}
