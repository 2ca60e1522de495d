import { describe, expect, it } from 'vitest';

import {
  termsMessage,
  validateForgotPassword,
  validateJoin,
  validateLogin,
  validateResetPassword,
} from './validation.ts';

const validJoin = {
  first_name: 'Ada',
  email: 'ada@example.com',
  password: 'sup3r$ecret',
  password_confirmation: 'sup3r$ecret',
  terms: true,
  store_my_data: false,
  user_marketing: false,
};

describe('login validation', () => {
  it('requires a valid e-mail and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLogin({ email: 'not-an-email', password: 'x' }).email).toBe('Enter a valid email address');
    expect(validateLogin({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });
});

describe('join validation', () => {
  it('accepts a complete form', () => {
    expect(validateJoin(validJoin)).toEqual({});
  });

  it('requires the terms to be accepted', () => {
    expect(validateJoin({ ...validJoin, terms: false })).toEqual({ terms: termsMessage });
  });

  it('shows the spec message for a password without a special character', () => {
    const errors = validateJoin({
      ...validJoin,
      password: 'password12',
      password_confirmation: 'password12',
    });
    expect(errors.password).toBe('Password must include at least one number and one special character.');
  });

  it('prefers the length message when the password is short', () => {
    expect(validateJoin({ ...validJoin, password: 'a!1', password_confirmation: 'a!1' }).password).toBe(
      'Password must be at least 8 characters long.',
    );
  });

  it('requires the confirmation to match', () => {
    expect(validateJoin({ ...validJoin, password_confirmation: 'sup3r$ecreT' }).password_confirmation).toBe(
      'Password confirmation does not match.',
    );
  });

  it('requires a name', () => {
    expect(validateJoin({ ...validJoin, first_name: '   ' }).first_name).toBe('Name is required');
  });
});

describe('forgotten and reset password validation', () => {
  it('requires a valid e-mail to recover', () => {
    expect(validateForgotPassword({ email: 'nope' }).email).toBe('Enter a valid email address');
    expect(validateForgotPassword({ email: 'ada@example.com' })).toEqual({});
  });

  it('applies the reset messages of spec section 5', () => {
    const base = { email: 'ada@example.com', password: 'short', password_confirmation: 'short' };
    expect(validateResetPassword(base, 'code').password).toBe('Password must be at least 8 characters long.');
    expect(
      validateResetPassword({ ...base, password: 'longenough', password_confirmation: 'longenough' }, 'code')
        .password,
    ).toBe('Password must include at least one number and one special character.');
    expect(
      validateResetPassword(
        { ...base, password: 'longenough1!', password_confirmation: 'different1!' },
        'code',
      ).password_confirmation,
    ).toBe('Password confirmation does not match.');
    expect(
      validateResetPassword(
        { ...base, password: 'longenough1!', password_confirmation: 'longenough1!' },
        'code',
      ),
    ).toEqual({});
  });
});
