import { describe, expect, it } from 'vitest';

import { validateContact } from './validation.ts';

describe('contact validation', () => {
  it('requires name, a valid e-mail and a message', () => {
    expect(validateContact({ contactname: '', contactemail: '', contactmessage: ' ' })).toEqual({
      contactname: 'Name is required',
      contactemail: 'Email is required',
      contactmessage: 'Message is required',
    });
    expect(
      validateContact({ contactname: 'Ada', contactemail: 'ada@', contactmessage: 'Hi' }).contactemail,
    ).toBe('Enter a valid email address');
    expect(
      validateContact({ contactname: 'Ada', contactemail: 'ada@example.com', contactmessage: 'Hi' }),
    ).toEqual({});
  });
});
