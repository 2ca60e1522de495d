import { z } from 'zod';
import { claimedUserIdSchema, emailSchema, personNameSchema, text } from './common.ts';
import { existingPasswordSchema, newPasswordSchema, passwordMessages } from './password.ts';
import { planSummarySchema } from './plan.ts';

/** Adds the "confirmation must equal the password" rule to a schema with both fields. */
function withConfirmation<T extends z.ZodType<{ password: string; password_confirmation: string }>>(
  schema: T,
) {
  return schema.refine((value) => value.password === value.password_confirmation, {
    message: passwordMessages.confirmationMismatch,
    path: ['password_confirmation'],
  });
}

export const publicUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  email: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

// POST /api/user/registerwithactivation
export const registerRequestSchema = withConfirmation(
  z.object({
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: newPasswordSchema,
    first_name: personNameSchema,
    store_my_data: z.boolean().optional().default(false),
    user_marketing: z.boolean().optional().default(false),
  }),
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export const registerResponseSchema = z.object({ result: publicUserSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// GET /api/user/activation/{email}/{code}
export const activationParamsSchema = z.object({
  email: text().min(1).max(254),
  code: text().min(1).max(200),
});
export const activationResponseSchema = z.object({ result: z.literal('activated') });
export type ActivationResponse = z.infer<typeof activationResponseSchema>;

// POST /api/user/login
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: existingPasswordSchema,
  /** Longer-lived session; the browser remembers only the e-mail, never the password. */
  remember: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The signed-in state: user and plan. Returned by GET /api/user/me and (with a token) by login. */
export const sessionStateSchema = z.object({
  user: publicUserSchema,
  plan: planSummarySchema,
});
export type SessionState = z.infer<typeof sessionStateSchema>;

export const loginResponseSchema = z.object({
  result: sessionStateSchema.extend({
    /** For API clients (Authorization: Bearer). The web app relies on the httpOnly cookie instead. */
    access_token: z.string(),
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// GET /api/user/me
export const meResponseSchema = z.object({ result: sessionStateSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

// GET /api/user/session (addition): the web app's "who is here?" probe. A visitor without a session is
// an expected answer, not an error: 200 with `result: null` (GET /api/user/me keeps its 401).
export const sessionProbeResponseSchema = z.object({ result: sessionStateSchema.nullable() });
export type SessionProbeResponse = z.infer<typeof sessionProbeResponseSchema>;

// POST /api/user/logout
export const logoutRequestSchema = z.object({ user_id: claimedUserIdSchema }).nullish();
export const okResponseSchema = z.object({ result: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

// POST /api/user/forgetpassword
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
/** Always the same answer, whether or not the account exists. */
export const forgotPasswordResponseSchema = z.object({ result: z.literal(true), message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;
export const FORGOT_PASSWORD_MESSAGE =
  "If your email is valid, we'll email you a link to change your password.";

// POST /api/user/resetpassword
export const resetPasswordRequestSchema = withConfirmation(
  z.object({
    email: emailSchema,
    /** Optional: when given it must match the current password (412 otherwise). */
    password_old: text().max(256).optional(),
    password: newPasswordSchema,
    password_confirmation: text({ error: passwordMessages.confirmationMismatch }),
    resetCode: text().min(1, 'Reset code is required').max(200),
  }),
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const messageResponseSchema = z.object({ result: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// POST /api/user/changepassword (addition: verifies the old password directly)
export const changePasswordRequestSchema = withConfirmation(
  z.object({
    password_old: text({ error: passwordMessages.oldRequired }).min(1, passwordMessages.oldRequired).max(256),
    password: newPasswordSchema,
    password_confirmation: text({ error: passwordMessages.confirmationMismatch }),
  }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

// POST /api/user/changeuserdetails
export const changeDetailsRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  /** The current password: required when `email` differs from the account's address. */
  password: text().max(256).optional(),
  userId: claimedUserIdSchema,
});
export type ChangeDetailsRequest = z.infer<typeof changeDetailsRequestSchema>;
export const changeDetailsResponseSchema = z.object({
  /** The account after the change; a new e-mail shows here only once it is confirmed. */
  result: publicUserSchema,
  /** The new address a confirmation link was sent to, or null when the e-mail did not change. */
  pending_email: z.string().nullable(),
});
export type ChangeDetailsResponse = z.infer<typeof changeDetailsResponseSchema>;

// POST /api/user/confirmemail (addition: the link e-mailed to a new address, /confirm-email/{code})
export const confirmEmailRequestSchema = z.object({
  code: text().min(1, 'Confirmation code is required').max(200),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;
export const confirmEmailResponseSchema = z.object({
  result: z.literal(true),
  message: z.string(),
  /** The address the account signs in with from now on. */
  email: z.string(),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;
export const EMAIL_CHANGED_MESSAGE = 'Your e-mail address has been changed.';
