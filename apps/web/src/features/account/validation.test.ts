import { describe, expect, it } from 'vitest';

import { validateChangeDetails, validateChangePassword } from './validation.ts';

describe('account settings validation', () => {
  it('requires the old password and a strong, confirmed new one', () => {
    const errors = validateChangePassword({
      password_old: '',
      password: 'weakpass',
      password_confirmation: 'other',
    });
    expect(errors.password_old).toBe('Old password is required');
    expect(errors.password).toBe('Password must include at least one number and one special character.');
    expect(
      validateChangePassword({
        password_old: 'old',
        password: 'n3w$ecret',
        password_confirmation: 'n3w$ecrets',
      }).password_confirmation,
    ).toBe('Password confirmation does not match.');
    expect(
      validateChangePassword({
        password_old: 'old',
        password: 'n3w$ecret',
        password_confirmation: 'n3w$ecret',
      }),
    ).toEqual({});
  });

  it('requires a name and an e-mail address', () => {
    expect(validateChangeDetails({ name: '', email: 'x' })).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address',
    });
    expect(validateChangeDetails({ name: 'Ada', email: 'ada@example.com' })).toEqual({});
  });
});
