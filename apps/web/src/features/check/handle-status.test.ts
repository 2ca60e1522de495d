import { DOMAIN_RECORD_AVAILABILITIES } from '@brandwright/contracts';
import { describe, expect, it } from 'vitest';

import { handleStatusWords } from './handle-status.ts';

const record = (overrides: Partial<Parameters<typeof handleStatusWords>[0]>) => ({
  network: 'github',
  handle: 'zentro',
  availability: 'unknown' as const,
  reason: '',
  url: null,
  ...overrides,
});

describe('handle status words', () => {
  it("says 'Available' or 'Looks available' only for a handle the network proved free", () => {
    for (const availability of DOMAIN_RECORD_AVAILABILITIES) {
      const words = handleStatusWords(record({ availability, reason: 'needs sign-in to check' }));
      expect(/available/i.test(words.label)).toBe(availability === 'available');
      expect(words.tone === 'available').toBe(availability === 'available');
    }
  });

  it('keeps the caveat of networks that keep deleted names', () => {
    const words = handleStatusWords(
      record({
        availability: 'available',
        looks_available: true,
        reason: 'looks available: GitHub keeps the names of deleted accounts',
      }),
    );
    expect(words).toEqual({
      label: 'Looks available',
      detail: 'GitHub keeps the names of deleted accounts',
      tone: 'available',
    });
  });

  it('gives the reason of an unknown or not-checked network in words', () => {
    expect(handleStatusWords(record({ reason: 'needs sign-in to check' })).label).toBe(
      'Unknown — needs sign-in to check',
    );
    expect(
      handleStatusWords(record({ availability: 'not_checked', reason: 'X needs an API token' })).label,
    ).toBe('Not checked — X needs an API token');
    expect(handleStatusWords(record({ availability: 'taken' })).label).toBe('Taken');
  });
});
