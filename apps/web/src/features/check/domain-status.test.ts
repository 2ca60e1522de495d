import { DOMAIN_RECORD_AVAILABILITIES, type CheckDomainRecord } from '@brandwright/contracts';
import { describe, expect, it } from 'vitest';

import { domainStatusWords } from './domain-status.ts';

const record = (overrides: Partial<CheckDomainRecord>): CheckDomainRecord => ({
  name: 'acme.com',
  registrar: null,
  availability: 'unknown',
  reason: '',
  expires_at: null,
  ...overrides,
});

describe('domain status words', () => {
  it("says 'Available' only for a domain the registry confirmed free", () => {
    for (const availability of DOMAIN_RECORD_AVAILABILITIES) {
      // An empty registrar is what the spec's rule read as "available": never enough on its own.
      const words = domainStatusWords(record({ availability, registrar: null, reason: 'timed out' }));
      expect(words.label.startsWith('Available')).toBe(availability === 'available');
      expect(words.tone === 'available').toBe(availability === 'available');
    }
  });

  it("a taken domain is 'Unavailable' with its registrar and expiry", () => {
    const words = domainStatusWords(
      record({ availability: 'taken', registrar: 'Example Registrar', expires_at: '2027-03-04T00:00:00Z' }),
    );
    expect(words.label).toBe('Unavailable');
    expect(words.detail).toBe('Registrar: Example Registrar · Expires 4 Mar 2027');
  });

  it('unknown and not-checked domains say why', () => {
    expect(domainStatusWords(record({ availability: 'unknown', reason: 'rate limited (429)' })).label).toBe(
      'Unknown — rate limited (429)',
    );
    expect(
      domainStatusWords(record({ availability: 'not_checked', reason: 'this TLD has no RDAP server' })).label,
    ).toBe('Not checked — this TLD has no RDAP server');
    // Without a reason it still says it is not a confirmed answer.
    expect(domainStatusWords(record({ availability: 'unknown', reason: ' ' })).label).toMatch(
      /^Unknown — \S/,
    );
  });
});
