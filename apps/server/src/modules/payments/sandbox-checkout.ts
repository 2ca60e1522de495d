import type { SandboxCheckoutResponse } from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { findProduct } from './catalogue.ts';
import { returnPaths } from './create-checkout.ts';
import { failCheckout, fulfilCheckout } from './fulfil-checkout.ts';
import { checkoutNotFound, findOwnCheckout, presentCheckout } from './get-payment-status.ts';
import { SANDBOX_SUBSCRIPTION_PREFIX } from './payment-rows.ts';
import { randomBytes } from 'node:crypto';

/**
 * The built-in stand-in for Stripe's hosted page (no Stripe keys: no real payment is taken). Only the
 * signed-in owner of a pending sandbox checkout can see, pay or cancel it; paying runs the same
 * fulfilment as a verified webhook.
 */
export async function getSandboxCheckout(
  ctx: AppContext,
  userId: string,
  sessionId: string,
): Promise<SandboxCheckoutResponse> {
  const row = await findOwnCheckout(ctx.database.db, userId, sessionId);
  if (row.provider !== 'sandbox') throw checkoutNotFound();
  const product = findProduct(row.productKey);
  if (!product) throw checkoutNotFound();
  const paths = returnPaths(product, row.providerRef);
  return { ...presentCheckout(row), success_url: paths.success, cancel_url: paths.cancel };
}

export async function completeSandboxCheckout(
  ctx: AppContext,
  userId: string,
  sessionId: string,
): Promise<SandboxCheckoutResponse> {
  const checkout = await getSandboxCheckout(ctx, userId, sessionId);
  await ctx.database.db.transaction(async (tx) => {
    await fulfilCheckout(tx, {
      provider: 'sandbox',
      providerRef: sessionId,
      ...(checkout.productId === 'unlimited'
        ? { subscriptionId: `${SANDBOX_SUBSCRIPTION_PREFIX}${randomBytes(12).toString('base64url')}` }
        : {}),
    });
  });
  return getSandboxCheckout(ctx, userId, sessionId);
}

export async function cancelSandboxCheckout(
  ctx: AppContext,
  userId: string,
  sessionId: string,
): Promise<SandboxCheckoutResponse> {
  await getSandboxCheckout(ctx, userId, sessionId);
  await ctx.database.db.transaction((tx) =>
    failCheckout(tx, { provider: 'sandbox', providerRef: sessionId }),
  );
  return getSandboxCheckout(ctx, userId, sessionId);
}
