import { checkMessages } from '@brandwright/contracts';
import { AppError } from '../../../errors.ts';

export const checkReadErrors = {
  /** Another user's token, an unknown one and a malformed one look the same: nothing to see. */
  searchNotFound: () => new AppError(404, 'NOT_FOUND', checkMessages.searchNotFound),
  tooManyStreams: (limit: number) =>
    new AppError(
      429,
      'TOO_MANY_REQUESTS',
      `At most ${limit} progress streams can be open at once. Close another tab and try again.`,
      { retryAfterSeconds: 5 },
    ),
};

/**
 * Tokens are url-safe random strings of 16 to 64 characters (migration 0008). Anything else cannot
 * name a search: answered 404 without a query.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

export function isWellFormedToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}
