/** The four states every domain answer is in; only a confirmed RDAP 404 is `available`. */
export const DOMAIN_AVAILABILITIES = ['available', 'taken', 'unknown', 'not_checked'] as const;
export type DomainAvailability = (typeof DOMAIN_AVAILABILITIES)[number];

/**
 * One domain answer: the spec's `name` and `registrar`, plus ours. `reason` always says in words why the
 * answer is what it is (which server said so, or why nothing could be said).
 */
export interface DomainRecord {
  name: string;
  registrar: string | null;
  availability: DomainAvailability;
  reason: string;
  /** ISO 8601 date-time of the registration's expiry when the registry published one. */
  expires_at: string | null;
}

/** What RFC 9224's `dns.json` holds, parsed: each service's TLDs (lower case) and base URLs. */
export interface RdapBootstrap {
  version: string;
  /** When the registry file was published (or, for a seed without the field, when it was packaged). */
  publication: string;
  services: readonly RdapService[];
}

export interface RdapService {
  tlds: readonly string[];
  urls: readonly string[];
}
