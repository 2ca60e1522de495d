import { PLAN_LIST, type PlanAmountCode, type ProductKey } from '@brandwright/contracts';

/** What payments need to know about a product on sale. */
export interface CatalogueProduct {
  key: ProductKey;
  name: string;
  /** Minor units (pence). */
  price: number;
  currency: 'gbp';
  mode: 'payment' | 'subscription';
  /** The amount code of the spec's return URLs. */
  amountCode: PlanAmountCode;
}

/** The plan catalogue (contracts plans.ts) seen as products on sale. */
export const CATALOGUE: readonly CatalogueProduct[] = PLAN_LIST.map((plan) => ({
  key: plan.key,
  name: plan.name,
  price: plan.pricePence,
  currency: plan.currency,
  mode: plan.mode,
  amountCode: plan.amountCode,
}));

export function findProduct(key: string): CatalogueProduct | undefined {
  return CATALOGUE.find((product) => product.key === key);
}
