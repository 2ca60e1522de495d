import { z } from 'zod';
import { commonMessages, emailSchema } from './common.ts';

// POST /api/contact/sendContact
export const contactRequestSchema = z.object({
  contactemail: emailSchema,
  contactname: z
    .string({ error: commonMessages.nameRequired })
    .trim()
    .min(1, commonMessages.nameRequired)
    .max(100, 'Name must be at most 100 characters long.'),
  contactmessage: z
    .string({ error: commonMessages.messageRequired })
    .trim()
    .min(1, commonMessages.messageRequired)
    .max(5000, 'Message must be at most 5000 characters long.'),
  senderPhone: z.string().trim().max(40).optional(),
  existing_customer: z.boolean().optional().default(false),
  marketing_opt_in: z.boolean().optional().default(false),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ result: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your message was received.';
