import type { ErrorCode } from '@brandwright/contracts';

/**
 * The one error type domain code throws. The error handler turns it into
 * `{ statusCode, code, message, ...details }`; codes are stable, messages are for people.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your e-mail address.';

export const errors = {
  /** A request field the route schema could not check (it runs before the schema): same shape as a schema failure. */
  invalidField: (field: string, message: string, statusCode = 400) =>
    new AppError(statusCode, 'VALIDATION_FAILED', message, { fields: { [field]: message } }),
  unauthenticated: () => new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.'),
  invalidCredentials: () => new AppError(401, 'INVALID_CREDENTIALS', 'The e-mail or password is incorrect.'),
  notActivated: () =>
    new AppError(
      403,
      'ACCOUNT_NOT_ACTIVATED',
      'Your account is not activated yet. Please use the link we e-mailed you.',
    ),
  forbiddenUser: () => new AppError(403, 'FORBIDDEN', 'You can only act on your own account.'),
  userNotFound: () => new AppError(404, 'USER_NOT_FOUND', 'User not found.'),
  codeNotFound: () => new AppError(404, 'CODE_NOT_FOUND', 'This link is not valid.'),
  emailTaken: () => new AppError(409, 'EMAIL_TAKEN', 'An account with this e-mail already exists.'),
  codeExpired: () => new AppError(410, 'CODE_EXPIRED', 'This reset link has expired or was already used.'),
  confirmationExpired: () =>
    new AppError(410, 'CODE_EXPIRED', 'This confirmation link has expired or was already used.'),
  oldPasswordMismatch: () => new AppError(412, 'OLD_PASSWORD_MISMATCH', 'The old password does not match.'),
  currentPasswordMismatch: () =>
    new AppError(412, 'OLD_PASSWORD_MISMATCH', 'The current password does not match.'),
  currentPasswordRequired: () =>
    new AppError(400, 'VALIDATION_FAILED', CURRENT_PASSWORD_REQUIRED, {
      fields: { password: CURRENT_PASSWORD_REQUIRED },
    }),
  tooManyRequests: (retryAfterSeconds: number) =>
    new AppError(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Please wait a few minutes and try again.', {
      retryAfterSeconds,
    }),
};
