// The plan catalogue (spec 000 sections 2.5, 7 and 9), kept here so that the server (plans, credits,
// checkout) and the web app (packages, top-up, payment pages) read the same figures. Prices and
// searches are decided by the server; the web app only displays them.

export const planKeys = ['single_session', 'light', 'unlimited'] as const;
export type PlanKey = (typeof planKeys)[number];

/** The payment codes of the return URLs /payment-success/{amount} and /payment-failure/{amount} (spec 7). */
export type PlanAmountCode = 10 | 20 | 50;

export interface PlanDefinition {
  key: PlanKey;
  /** Display name, as the spec writes it (the product's brand word may prefix it in the interface). */
  name: 'Single Session' | 'Light' | 'Unlimited';
  /** Price in pence (GBP, VAT included). */
  pricePence: number;
  currency: 'gbp';
  /** Searches added to the credit pot on purchase; null for Unlimited (searches are not counted). */
  searches: number | null;
  /** Checkout mode: a one-off payment or a monthly subscription. */
  mode: 'payment' | 'subscription';
  /** Code of the return URLs (10, 20, 50 for Single Session, Light, Unlimited). */
  amountCode: PlanAmountCode;
  /** The payment-success page's description of the plan (spec 2.5). */
  description: string;
}

export const SINGLE_SESSION_IDLE_MINUTES = 30;
export const UNLIMITED_RENEWAL_DAYS = 30;

export const PLANS: Readonly<Record<PlanKey, PlanDefinition>> = {
  single_session: {
    key: 'single_session',
    name: 'Single Session',
    pricePence: 500,
    currency: 'gbp',
    searches: 5,
    mode: 'payment',
    amountCode: 10,
    description: 'Single Session gives you 5 searches on all tools (one-off).',
  },
  light: {
    key: 'light',
    name: 'Light',
    pricePence: 1000,
    currency: 'gbp',
    searches: 15,
    mode: 'payment',
    amountCode: 20,
    description: 'Light starts with 15 searches, topped up whenever it runs out.',
  },
  unlimited: {
    key: 'unlimited',
    name: 'Unlimited',
    pricePence: 5000,
    currency: 'gbp',
    searches: null,
    mode: 'subscription',
    amountCode: 50,
    description:
      'Unlimited is for frequent company users: the first month is charged now, then monthly until you cancel.',
  },
};

/** The plans in the order the spec lists them (Single Session, Light, Unlimited). */
export const PLAN_LIST: readonly PlanDefinition[] = planKeys.map((key) => PLANS[key]);

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && (planKeys as readonly string[]).includes(value);
}

export function planByName(name: string | null | undefined): PlanDefinition | undefined {
  return PLAN_LIST.find((plan) => plan.name === name);
}

export function planByAmountCode(code: number | string | null | undefined): PlanDefinition | undefined {
  return PLAN_LIST.find((plan) => String(plan.amountCode) === String(code));
}
