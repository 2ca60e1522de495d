import type { CheckDomainRecord } from '@brandwright/contracts';

export type DomainTone = 'available' | 'taken' | 'unknown';

export interface DomainStatusWords {
  /** The Status cell's first line. */
  label: string;
  /** A second line: registrar and expiry, or why it is unknown. */
  detail: string | null;
  tone: DomainTone;
}

function formatDay(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * A domain's state in words. 'Available' only when the registry confirmed it free: the spec's rule
 * (an empty registrar means available) would call every look-up that failed "available", so this
 * departs from it on purpose (decision 0008).
 */
export function domainStatusWords(record: CheckDomainRecord): DomainStatusWords {
  const reason = record.reason.trim();
  switch (record.availability) {
    case 'available':
      return { label: 'Available', detail: null, tone: 'available' };
    case 'taken': {
      const parts = [
        record.registrar ? `Registrar: ${record.registrar}` : null,
        record.expires_at ? `Expires ${formatDay(record.expires_at)}` : null,
      ].filter((part): part is string => part !== null);
      return { label: 'Unavailable', detail: parts.length > 0 ? parts.join(' · ') : null, tone: 'taken' };
    }
    case 'unknown':
      return {
        label: `Unknown — ${reason || 'the registry did not answer'}`,
        detail: null,
        tone: 'unknown',
      };
    case 'not_checked':
      return { label: `Not checked — ${reason || 'this check did not run'}`, detail: null, tone: 'unknown' };
  }
}
