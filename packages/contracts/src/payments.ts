import { z } from 'zod';
import { claimedUserIdSchema, text } from './common.ts';
import { planKeys } from './plans.ts';

/** The products on sale: the plans of the catalogue (plans.ts). */
export const productKeys = planKeys;
export const productKeySchema = z.enum(productKeys, { error: 'Unknown product' });
export type ProductKey = z.infer<typeof productKeySchema>;

export const paymentStatuses = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Body of POST /api/product/getproduct and /api/payment/getuserpayments: the user comes from the session. */
export const paymentQueryRequestSchema = z
  .object({ userid: claimedUserIdSchema, userId: claimedUserIdSchema })
  .nullish();

/** One product of POST /api/product/getproduct. */
export const productSchema = z.object({
  /** Product key, sent back as `productId` to open a checkout. */
  productId: productKeySchema,
  name: z.string(),
  /** Minor units (pence). */
  price: z.number().int(),
  currency: z.string(),
  /** 'payment' (one-off) or 'subscription' (monthly until cancelled). */
  mode: z.enum(['payment', 'subscription']),
  /** The amount code of the return URLs (/payment-success/{amount}/{sessionId}): 10, 20 or 50. */
  amount_code: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

export const productsResponseSchema = z.object({ result: z.array(productSchema) });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/** Body of POST /api/product/getProductSessionId. */
export const checkoutRequestSchema = z.object({
  productId: text({ error: 'Choose a product' }).max(64).pipe(productKeySchema),
  userid: claimedUserIdSchema,
  userId: claimedUserIdSchema,
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({
  /** The checkout session id (Stripe's cs_…, or sandbox_cs_… in the sandbox). */
  sessionId: z.string(),
  /** Where to send the browser: Stripe's hosted page, or /sandbox-checkout/{sessionId}. */
  url: z.string(),
  /** True when no real payment is taken (the built-in sandbox checkout). */
  sandbox: z.boolean(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** A checkout session id in a path (return pages, the sandbox). */
export const checkoutSessionParamsSchema = z.object({
  sessionId: text().min(1).max(255),
});

/** GET /api/payment/status/{sessionId}: what fulfilment recorded for the signed-in user's own checkout. */
export const paymentStatusResponseSchema = z.object({
  sessionId: z.string(),
  status: z.enum(paymentStatuses),
  productId: productKeySchema,
  plan_name: z.string(),
  /** Minor units (pence). */
  amount_total: z.number().int(),
  currency: z.string(),
  amount_code: z.number().int(),
  sandbox: z.boolean(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/** GET /api/payment/sandbox/{sessionId}: what the sandbox checkout page shows. */
export const sandboxCheckoutResponseSchema = paymentStatusResponseSchema.extend({
  /** Where Pay and Cancel lead (the spec's return URLs). */
  success_url: z.string(),
  cancel_url: z.string(),
});
export type SandboxCheckoutResponse = z.infer<typeof sandboxCheckoutResponseSchema>;

/** One row of POST /api/payment/getuserpayments, newest first. */
export const paymentRecordSchema = z.object({
  /** ISO 8601 timestamp. */
  date: z.string(),
  plan_name: z.string(),
  /** Minor units (pence). */
  amount_total: z.number().int(),
  payment_status: z.enum(paymentStatuses),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const userPaymentsResponseSchema = z.object({ result: z.array(paymentRecordSchema) });
export type UserPaymentsResponse = z.infer<typeof userPaymentsResponseSchema>;

/** POST /api/payment/webhook answers Stripe with this once an event is verified. */
export const webhookResponseSchema = z.object({ received: z.literal(true) });
