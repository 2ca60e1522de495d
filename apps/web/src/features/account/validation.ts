import { changeDetailsRequestSchema, changePasswordRequestSchema } from '@brandwright/contracts';

import { validateWith, type FieldErrors } from '../../lib/validation.ts';

export interface ChangePasswordValues {
  password_old: string;
  password: string;
  password_confirmation: string;
}

export function validateChangePassword(values: ChangePasswordValues): FieldErrors<ChangePasswordValues> {
  return validateWith(changePasswordRequestSchema, values);
}

export interface ChangeDetailsValues {
  name: string;
  email: string;
  /** The current password, needed only when the e-mail changes. */
  password?: string;
}

export const currentPasswordRequiredMessage = 'Enter your current password to change your e-mail address.';

/** True when `email` is another address than the account's (compared as the server does). */
export function isNewEmail(email: string, currentEmail: string): boolean {
  return email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();
}

export function validateChangeDetails(
  values: ChangeDetailsValues,
  currentEmail?: string,
): FieldErrors<ChangeDetailsValues> {
  const errors = validateWith(changeDetailsRequestSchema, values);
  if (currentEmail !== undefined && isNewEmail(values.email, currentEmail) && !values.password) {
    errors.password = currentPasswordRequiredMessage;
  }
  return errors;
}
