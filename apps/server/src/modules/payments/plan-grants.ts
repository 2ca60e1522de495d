import { activatePlan, deactivatePlan } from '../plans/index.ts';
import type { CatalogueProduct } from './catalogue.ts';
import type { DbOrTx } from './payment-rows.ts';

/** What a paid checkout grants: the plan, and (Single Session, Light) its searches through the ledger. */
export async function grantPurchase(
  tx: DbOrTx,
  grant: { userId: string; product: CatalogueProduct; paymentId: string },
): Promise<void> {
  await activatePlan(tx, grant.userId, grant.product.key, { reference: paymentReference(grant.paymentId) });
}

/** A paid monthly renewal keeps Unlimited active for another period. */
export async function renewSubscriptionPlan(
  tx: DbOrTx,
  grant: { userId: string; product: CatalogueProduct; paymentId: string },
): Promise<void> {
  await activatePlan(tx, grant.userId, grant.product.key, { reference: paymentReference(grant.paymentId) });
}

/** The subscription ended: its plan ends, unless the user has since moved to another plan. */
export async function endPlanOfSubscription(
  tx: DbOrTx,
  userId: string,
  product: CatalogueProduct,
): Promise<void> {
  await deactivatePlan(tx, userId, `${product.name} subscription ended`, { onlyPlan: product.key });
}

/** The ledger reference of a payment: one purchase entry per payment, however often it is fulfilled. */
function paymentReference(paymentId: string): string {
  return `payment:${paymentId}`;
}
