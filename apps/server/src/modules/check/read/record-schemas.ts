import type { z } from 'zod';
import {
  checkDomainRecordSchema,
  euTrademarkRecordSchema,
  socialRecordSchema,
  socialUserRecordSchema,
  ukTrademarkRecordSchema,
  usTrademarkRecordSchema,
  webRecordSchema,
  type CheckSource,
} from '@brandwright/contracts';

/** The contract's record schema of each source: what the result and paginate calls answer. */
export const RECORD_SCHEMAS: Record<CheckSource, z.ZodType> = {
  uk_trademarks: ukTrademarkRecordSchema,
  eu_trademarks: euTrademarkRecordSchema,
  us_trademarks: usTrademarkRecordSchema,
  domains: checkDomainRecordSchema,
  social: socialRecordSchema,
  social_users: socialUserRecordSchema,
  web: webRecordSchema,
};

/**
 * A stored record as the contract shapes it: fields the contract does not name are dropped. A record
 * the contract refuses is a server fault (the jobs write them), answered as a 500 and logged, never
 * passed on half-formed.
 */
export function presentRecords(source: CheckSource, records: readonly unknown[]): unknown[] {
  const schema = RECORD_SCHEMAS[source];
  return records.map((record) => schema.parse(record));
}
