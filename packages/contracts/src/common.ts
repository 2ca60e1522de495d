import { z } from 'zod';

export const commonMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  messageRequired: 'Message is required',
  unstorableText: 'Must not contain NUL characters or unpaired surrogates',
  scalarId: 'Must be a string or a number',
} as const;

/** A UTF-16 surrogate without its pair: UTF-8 cannot encode it (it would be stored as U+FFFD). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the string can be stored as it is: no U+0000 (PostgreSQL text cannot hold it), no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The string of every request field, path and query parameter: refuses NUL and lone surrogates before
 * any other rule (and stops there), so hostile text is a 400 and never reaches the database.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: commonMessages.unstorableText, abort: true });
}

/** An e-mail address as typed; the server compares and stores it lower-cased. */
export const emailSchema = text({ error: commonMessages.emailRequired })
  .trim()
  .min(1, commonMessages.emailRequired)
  .max(254, commonMessages.emailInvalid)
  .email(commonMessages.emailInvalid);

export const personNameSchema = text({ error: commonMessages.nameRequired })
  .trim()
  .min(1, commonMessages.nameRequired)
  .max(100, 'Name must be at most 100 characters long.');

/** An id as clients send it: a string or a number, never an object or an array. */
export const scalarIdSchema = z.union([text().max(64), z.number()], { error: commonMessages.scalarId });

/**
 * A user id some original calls put in the body. Identity always comes from the session: the server
 * only accepts it when it names the signed-in user (otherwise 403).
 */
export const claimedUserIdSchema = scalarIdSchema.optional();
