import { z } from 'zod';

/** Stable error codes; the web app switches on these, never on messages. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'USER_NOT_FOUND',
  'CODE_NOT_FOUND',
  'EMAIL_TAKEN',
  'CODE_EXPIRED',
  'OLD_PASSWORD_MISMATCH',
  'INSUFFICIENT_CREDITS',
  'NO_ACTIVE_PLAN',
  'CREDIT_LIMIT',
  'LIMIT_REACHED',
  'INVALID_COUPON',
  'COUPON_ALREADY_USED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every error body the API sends. `fields` maps a request field to its first message. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** With 429: seconds until the window frees up (also sent as the Retry-After header). */
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Narrows an unknown JSON value (e.g. a failed fetch's body) to an error body. */
export function parseErrorBody(value: unknown): ErrorBody | undefined {
  const parsed = errorBodySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
