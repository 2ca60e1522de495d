import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { schema } from '@brandwright/db';
import type { CheckoutResponse } from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findProduct, type CatalogueProduct } from './catalogue.ts';
import { placeholderRef, SANDBOX_SESSION_PREFIX } from './payment-rows.ts';
import { stripeClient } from './stripe-client.ts';

export const unknownProduct = () =>
  new AppError(400, 'VALIDATION_FAILED', 'This product is not on sale.', {
    fields: { productId: 'Unknown product' },
  });

/** The spec's return pages; Stripe replaces {CHECKOUT_SESSION_ID} with the session's id. */
export function returnPaths(
  product: CatalogueProduct,
  sessionId: string,
): { success: string; cancel: string } {
  return {
    success: `/payment-success/${product.amountCode}/${sessionId}`,
    cancel: `/payment-failure/${product.amountCode}/${sessionId}`,
  };
}

/**
 * Opens a checkout for one product: a pending payment row first (so that fulfilment always finds
 * it), then Stripe's Checkout Session, or without Stripe keys a sandbox session on our own page.
 */
export async function createCheckout(
  ctx: AppContext,
  user: { id: string; email: string },
  productKey: string,
): Promise<CheckoutResponse> {
  const product = findProduct(productKey);
  if (!product) throw unknownProduct();
  const stripeConfig = ctx.config.stripe;
  const db = ctx.database.db;

  if (!stripeConfig) {
    const sessionId = `${SANDBOX_SESSION_PREFIX}${randomBytes(18).toString('base64url')}`;
    await db.insert(schema.payments).values({
      userId: user.id,
      provider: 'sandbox',
      kind: 'checkout',
      providerRef: sessionId,
      productKey: product.key,
      mode: product.mode,
      amountTotal: product.price,
      currency: product.currency,
    });
    return { sessionId, url: `/sandbox-checkout/${sessionId}`, sandbox: true };
  }

  // The placeholder names the row itself, so a webhook finds it by the metadata's payment id even if
  // storing the session id below never happens.
  const paymentId = randomUUID();
  await db.insert(schema.payments).values({
    id: paymentId,
    userId: user.id,
    provider: 'stripe',
    kind: 'checkout',
    providerRef: placeholderRef(paymentId),
    productKey: product.key,
    mode: product.mode,
    amountTotal: product.price,
    currency: product.currency,
  });

  const paths = returnPaths(product, '{CHECKOUT_SESSION_ID}');
  const metadata = { payment_id: paymentId, user_id: user.id, product: product.key };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(stripeConfig).checkout.sessions.create(
      {
        mode: product.mode,
        line_items: [{ price: stripeConfig.prices[product.key], quantity: 1 }],
        client_reference_id: user.id,
        customer_email: user.email,
        metadata,
        ...(product.mode === 'subscription' ? { subscription_data: { metadata } } : {}),
        success_url: `${ctx.config.publicUrl}${paths.success}`,
        cancel_url: `${ctx.config.publicUrl}${paths.cancel}`,
      },
      { idempotencyKey: `checkout:${paymentId}` },
    );
  } catch (error) {
    await db
      .update(schema.payments)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(eq(schema.payments.id, paymentId));
    // Stripe refuses a price it does not know (or one of the wrong mode): the product cannot be sold.
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw unknownProduct();
    throw error;
  }
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a url');
  await db
    .update(schema.payments)
    .set({ providerRef: session.id, updatedAt: sql`now()` })
    .where(eq(schema.payments.id, paymentId));
  return { sessionId: session.id, url: session.url, sandbox: false };
}
