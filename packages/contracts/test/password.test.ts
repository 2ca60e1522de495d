import { describe, expect, it } from 'vitest';
import {
  changePasswordRequestSchema,
  hasNumberAndSpecial,
  newPasswordSchema,
  passwordMessages,
  registerRequestSchema,
} from '../src/index.ts';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('password rule', () => {
  it('accepts 8+ characters with a digit and a listed special character', () => {
    for (const ok of ['abcdefg1!', 'Pa55word~', '12345678_', 'x{1}yyyyy']) {
      expect(newPasswordSchema.safeParse(ok).success, ok).toBe(true);
    }
  });

  it('asks for a number and a special character (both are required)', () => {
    expect(firstMessage(newPasswordSchema.safeParse('abcdefgh!'))).toBe(
      passwordMessages.needsNumberAndSpecial,
    );
    expect(firstMessage(newPasswordSchema.safeParse('abcdefgh1'))).toBe(
      passwordMessages.needsNumberAndSpecial,
    );
    // A character outside the spec's list does not count as special.
    expect(hasNumberAndSpecial('abcdefg1.')).toBe(false);
  });

  it('reports the length message first when both rules fail', () => {
    expect(firstMessage(newPasswordSchema.safeParse('abc'))).toBe(passwordMessages.tooShort);
  });

  it('requires a password', () => {
    expect(firstMessage(newPasswordSchema.safeParse(''))).toBe(passwordMessages.required);
  });
});

describe('request schemas', () => {
  it('flags a confirmation mismatch on password_confirmation', () => {
    const result = registerRequestSchema.safeParse({
      email: 'a@example.com',
      password: 'abcdefg1!',
      password_confirmation: 'abcdefg1?',
      first_name: 'Ann',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['password_confirmation']);
    expect(result.error?.issues[0]?.message).toBe(passwordMessages.confirmationMismatch);
  });

  it('names the missing first name and bad e-mail', () => {
    const result = registerRequestSchema.safeParse({
      email: 'not-an-email',
      password: 'abcdefg1!',
      password_confirmation: 'abcdefg1!',
      first_name: ' ',
    });
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(messages).toEqual({ email: 'Enter a valid email address', first_name: 'Name is required' });
  });

  it('requires the old password when changing it', () => {
    const result = changePasswordRequestSchema.safeParse({
      password_old: '',
      password: 'abcdefg1!',
      password_confirmation: 'abcdefg1!',
    });
    expect(result.error?.issues[0]?.message).toBe(passwordMessages.oldRequired);
  });
});
