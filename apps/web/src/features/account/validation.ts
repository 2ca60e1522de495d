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
}

export function validateChangeDetails(values: ChangeDetailsValues): FieldErrors<ChangeDetailsValues> {
  return validateWith(changeDetailsRequestSchema, values);
}
