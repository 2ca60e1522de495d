import { schema } from '@brandwright/db';
import type { AppContext } from '../../context.ts';
import { consumeRateLimit, rateLimits } from '../rate-limit/consume-rate-limit.ts';
import { contactMail } from '../mail/templates.ts';

export interface ContactInput {
  contactemail: string;
  contactname: string;
  contactmessage: string;
  senderPhone?: string | undefined;
  existing_customer: boolean;
  marketing_opt_in: boolean;
}

interface ErrorLogger {
  error(object: Record<string, unknown>, message: string): void;
}

/**
 * Stores the message, then e-mails it to support. Once stored the message is received: a failing
 * mail server is logged rather than reported, so the visitor does not send it twice.
 */
export async function sendContact(
  ctx: AppContext,
  input: ContactInput,
  meta: { ipAddress: string; userId: string | undefined; log: ErrorLogger },
): Promise<void> {
  const { db } = ctx.database;
  await consumeRateLimit(db, rateLimits.contact, meta.ipAddress);
  const phone = input.senderPhone ? input.senderPhone : undefined;
  await db.insert(schema.contactMessages).values({
    userId: meta.userId ?? null,
    email: input.contactemail.toLowerCase(),
    name: input.contactname,
    message: input.contactmessage,
    phone: phone ?? null,
    isExistingCustomer: input.existing_customer,
    marketingOptIn: input.marketing_opt_in,
    ipAddress: meta.ipAddress,
  });
  const mail = contactMail({
    supportEmail: ctx.config.supportEmail,
    name: input.contactname,
    email: input.contactemail,
    message: input.contactmessage,
    phone,
    isExistingCustomer: input.existing_customer,
    marketingOptIn: input.marketing_opt_in,
  });
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    meta.log.error({ err: error }, 'contact message stored but not e-mailed to support');
  }
}
