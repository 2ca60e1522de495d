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
export const RECORD_SCHEMAS = {
  uk_trademarks: ukTrademarkRecordSchema,
  eu_trademarks: euTrademarkRecordSchema,
  us_trademarks: usTrademarkRecordSchema,
  domains: checkDomainRecordSchema,
  social: socialRecordSchema,
  social_users: socialUserRecordSchema,
  web: webRecordSchema,
} as const satisfies Record<CheckSource, z.ZodType>;

export type RecordOf<S extends CheckSource> = z.output<(typeof RECORD_SCHEMAS)[S]>;

/**
 * Stored records as the contract shapes them: fields the contract does not name are dropped. A record
 * the contract refuses is a server fault (the jobs write them), answered as a 500 and logged, never
 * passed on half-formed.
 */
export function presentRecords<S extends CheckSource>(
  source: S,
  records: readonly unknown[],
): Array<RecordOf<S>> {
  // TypeScript does not relate a generic index into the table to the same index of its output types.
  const schema: z.ZodType = RECORD_SCHEMAS[source];
  return records.map((record) => schema.parse(record) as RecordOf<S>);
}
