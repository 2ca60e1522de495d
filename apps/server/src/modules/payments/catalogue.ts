import type { ProductKey } from '@brandwright/contracts';

/** What payments need to know about a product on sale. */
export interface CatalogueProduct {
  key: ProductKey;
  name: string;
  /** Minor units (pence). */
  price: number;
  currency: 'gbp';
  mode: 'payment' | 'subscription';
  /** The amount code of the spec's return URLs. */
  amountCode: 10 | 20 | 50;
}

/** Section 9 of the spec: introductory prices; the return URLs carry 10, 20 and 50. */
export const CATALOGUE: readonly CatalogueProduct[] = [
  {
    key: 'single_session',
    name: 'Single Session',
    price: 500,
    currency: 'gbp',
    mode: 'payment',
    amountCode: 10,
  },
  { key: 'light', name: 'Light', price: 1000, currency: 'gbp', mode: 'payment', amountCode: 20 },
  { key: 'unlimited', name: 'Unlimited', price: 5000, currency: 'gbp', mode: 'subscription', amountCode: 50 },
];

export function findProduct(key: string): CatalogueProduct | undefined {
  return CATALOGUE.find((product) => product.key === key);
}
