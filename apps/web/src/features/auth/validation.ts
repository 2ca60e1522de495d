import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@brandwright/contracts';

import { validateWith, type FieldErrors } from '../../lib/validation.ts';

/** Form-level rules of the account screens (spec 000, section 5), built on the shared contracts. */
export const termsMessage = 'You must agree to the Terms and Conditions';

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  return validateWith(loginRequestSchema, values);
}

export interface JoinValues {
  first_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
  store_my_data: boolean;
  user_marketing: boolean;
}

export function validateJoin(values: JoinValues): FieldErrors<JoinValues> {
  const errors = validateWith(registerRequestSchema, values);
  if (!values.terms) errors.terms = termsMessage;
  return errors;
}

export interface ForgotPasswordValues {
  email: string;
}

export function validateForgotPassword(values: ForgotPasswordValues): FieldErrors<ForgotPasswordValues> {
  return validateWith(forgotPasswordRequestSchema, values);
}

export interface ResetPasswordValues {
  email: string;
  password: string;
  password_confirmation: string;
}

export function validateResetPassword(
  values: ResetPasswordValues,
  resetCode: string,
): FieldErrors<ResetPasswordValues> {
  return validateWith(resetPasswordRequestSchema, { ...values, resetCode });
}
