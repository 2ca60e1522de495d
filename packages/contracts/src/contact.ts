import { z } from 'zod';
import { commonMessages, emailSchema, personNameSchema, text } from './common.ts';

// POST /api/contact/sendContact
export const contactRequestSchema = z.object({
  contactemail: emailSchema,
  contactname: personNameSchema,
  contactmessage: text({ error: commonMessages.messageRequired })
    .trim()
    .min(1, commonMessages.messageRequired)
    .max(5000, 'Message must be at most 5000 characters long.'),
  senderPhone: text().trim().max(40).optional(),
  existing_customer: z.boolean().optional().default(false),
  marketing_opt_in: z.boolean().optional().default(false),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ result: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your message was received.';
