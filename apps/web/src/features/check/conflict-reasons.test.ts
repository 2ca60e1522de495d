import { describe, expect, it } from 'vitest';

import { conflictReasonWords } from './conflict-reasons.ts';

describe('conflict reasons in words', () => {
  it('says each known code in words', () => {
    expect(conflictReasonWords('phonetic')).toBe('Sounds like your name');
    expect(conflictReasonWords('outside-requested-classes')).toBe('Registered outside the classes you chose');
  });

  it('turns an unknown code into words instead of dropping it', () => {
    expect(conflictReasonWords('mirrored-letters')).toBe('Mirrored letters');
  });
});
