import { contactRequestSchema } from '@brandwright/contracts';

import { validateWith, type FieldErrors } from '../../lib/validation.ts';

export interface ContactValues {
  contactname: string;
  contactemail: string;
  contactmessage: string;
}

/** Spec 000 section 5: Name required; Email required and valid; Message required. */
export function validateContact(values: ContactValues): FieldErrors<ContactValues> {
  return validateWith(contactRequestSchema, values);
}
