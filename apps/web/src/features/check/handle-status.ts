import type { z } from 'zod';
import type { socialUserRecordSchema } from '@brandwright/contracts';

import type { DomainStatusWords } from './domain-status.ts';

type SocialUserRecord = z.infer<typeof socialUserRecordSchema>;

/**
 * A handle's state in words. 'Available' only when the network proved the name free; on networks
 * that keep the names of deleted and suspended accounts it is 'Looks available', with why. A network
 * that could not tell (sign-in wall, rate limit, a failed canary) is 'Unknown' with its reason: never
 * available or taken.
 */
export function handleStatusWords(record: SocialUserRecord): DomainStatusWords {
  const reason = record.reason.trim();
  switch (record.availability) {
    case 'available':
      return record.looks_available
        ? {
            label: 'Looks available',
            detail: reason.replace(/^looks available:?\s*/i, '') || null,
            tone: 'available',
          }
        : { label: 'Available', detail: null, tone: 'available' };
    case 'taken':
      return { label: 'Taken', detail: null, tone: 'taken' };
    case 'unknown':
      return { label: `Unknown — ${reason || 'the network did not answer'}`, detail: null, tone: 'unknown' };
    case 'not_checked':
      return { label: `Not checked — ${reason || 'this check did not run'}`, detail: null, tone: 'unknown' };
  }
}
