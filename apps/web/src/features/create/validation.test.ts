import { createMessages } from '@brandwright/contracts';
import { describe, expect, it } from 'vitest';

import { allowsWordCombi, validateCreateSearch } from './validation.ts';

const valid = {
  projectName: 'Solar',
  projectDescription: 'Tea',
  keyword: 'sun',
  methods: ['autogen' as const],
};

describe('validateCreateSearch', () => {
  it('stops at the first failing rule, in the spec order', () => {
    expect(
      validateCreateSearch({ projectName: ' ', projectDescription: '', keyword: '', methods: [] })?.message,
    ).toBe(createMessages.projectNameRequired);
    expect(
      validateCreateSearch({ ...valid, projectDescription: ' ', keyword: '', methods: [] })?.message,
    ).toBe(createMessages.projectDescriptionRequired);
    expect(validateCreateSearch({ ...valid, keyword: '  ', methods: [] })?.message).toBe(
      createMessages.searchWordRequired,
    );
    expect(validateCreateSearch({ ...valid, methods: [] })?.message).toBe(createMessages.searchTermRequired);
    expect(validateCreateSearch(valid)).toBeNull();
  });

  it('refuses a keyword longer than the engine takes', () => {
    expect(validateCreateSearch({ ...valid, keyword: 'a'.repeat(61) })?.message).toBe(
      createMessages.keywordTooLong,
    );
  });
});

describe('allowsWordCombi', () => {
  it('needs more than one space-separated word', () => {
    expect(allowsWordCombi('sun')).toBe(false);
    expect(allowsWordCombi('  sun  ')).toBe(false);
    expect(allowsWordCombi('sun tea')).toBe(true);
    expect(allowsWordCombi('sun   tea  leaf')).toBe(true);
  });
});
