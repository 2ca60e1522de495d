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

/** Stores the message first (so nothing is lost if mail fails), then e-mails it to support. */
export async function sendContact(
  ctx: AppContext,
  input: ContactInput,
  meta: { ipAddress: string; userId: string | undefined },
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
  await ctx.mailer.send(
    contactMail({
      supportEmail: ctx.config.supportEmail,
      name: input.contactname,
      email: input.contactemail,
      message: input.contactmessage,
      phone,
      isExistingCustomer: input.existing_customer,
      marketingOptIn: input.marketing_opt_in,
    }),
  );
}
