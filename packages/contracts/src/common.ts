import { z } from 'zod';

export const commonMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  messageRequired: 'Message is required',
} as const;

/** An e-mail address as typed; the server compares and stores it lower-cased. */
export const emailSchema = z
  .string({ error: commonMessages.emailRequired })
  .trim()
  .min(1, commonMessages.emailRequired)
  .max(254, commonMessages.emailInvalid)
  .email(commonMessages.emailInvalid);

export const personNameSchema = z
  .string({ error: commonMessages.nameRequired })
  .trim()
  .min(1, commonMessages.nameRequired)
  .max(100, 'Name must be at most 100 characters long.');

/**
 * A user id some original calls put in the body. Identity always comes from the session: the server
 * only accepts it when it names the signed-in user (otherwise 403).
 */
export const claimedUserIdSchema = z.union([z.string(), z.number()]).optional();
