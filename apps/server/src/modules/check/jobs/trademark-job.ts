import {
  RegisterSearchError,
  searchMarksWithOutcome,
  type Office,
  type SearchHit,
} from '@brandwright/clearance';
import type { EuTrademarkRecord, UkTrademarkRecord, UsTrademarkRecord } from '@brandwright/contracts';
import type { Database } from '@brandwright/db';
import pLimit, { type LimitFunction } from 'p-limit';
import { writeSourceRecords, type PositionedRecord, type SourceOutcome } from '../source-progress.ts';
import { SourceUnavailableError, type CheckJobContext } from './check-job-context.ts';
import type { CheckSource } from '@brandwright/contracts';
import { findMarkDetails, markKey, registerKindOf, type MarkDetails } from './mark-details.ts';
import { withinTimeLimit, type PerformSource } from './run-source-job.ts';

type TrademarkSource = Exclude<CheckSource, 'domains' | 'social' | 'social_users' | 'web'>;

export const OFFICE_OF_SOURCE: Record<TrademarkSource, Office> = {
  uk_trademarks: 'UK',
  eu_trademarks: 'EU',
  us_trademarks: 'US',
};

/** Hits kept per searched name and office: the closest ones, ranked by the conflict search. */
export const TRADEMARK_HITS_PER_NAME = 50;

/**
 * One office's register for every name of a search, filtered by the chosen classes. Each name's hits
 * are written as soon as they are scored (positions follow the names' order), so the first table
 * rows show before the last name is searched. An incomplete engine answer is kept in `meta.complete`.
 */
export function trademarkSource(ctx: CheckJobContext, source: TrademarkSource): PerformSource {
  const office = OFFICE_OF_SOURCE[source];
  const searchLimit = registerSearchLimit(ctx.database);
  // Once the register holds imported marks of the office it is not asked again (an import only adds);
  // "empty" and "demo" are asked on every search.
  let register: 'real' | 'demo' | 'empty' = 'empty';
  return (claimed, limits) =>
    withinTimeLimit(async (signal): Promise<SourceOutcome | undefined> => {
      const db = ctx.database.db;
      if (register !== 'real') register = await registerKindOf(db, office);
      if (register === 'empty')
        throw new SourceUnavailableError(
          `The ${office} register holds no marks on this server yet, so nothing could be compared`,
        );
      let position = 0;
      let complete = true;
      for (const [index, name] of claimed.names.entries()) {
        let outcome;
        try {
          outcome = await searchLimit(() =>
            searchMarksWithOutcome(ctx.database, {
              name,
              offices: [office],
              classes: claimed.trademarkCat,
              limit: TRADEMARK_HITS_PER_NAME,
            }),
          );
        } catch (error) {
          if (error instanceof RegisterSearchError) throw new SourceUnavailableError(error.message);
          throw error;
        }
        complete &&= outcome.complete;
        const details = await findMarkDetails(db, outcome.hits);
        const records: PositionedRecord[] = outcome.hits.map((hit) => ({
          position: position++,
          record: presentHit(source, hit, name, details.get(markKey(hit.office, hit.number))),
          classes: hit.classes,
        }));
        if (signal.aborted) return undefined;
        const percentage = Math.min(99, ((index + 1) / claimed.names.length) * 100);
        const owned = await writeSourceRecords(db, claimed.run, records, {
          percentage,
          recordCount: position,
        });
        if (!owned) return undefined;
      }
      return {
        state: 'done',
        reason: null,
        recordCount: position,
        positionsBelow: position,
        // 'demo': only the demo register was compared, so no hit is not a clearance (the result says demo).
        meta: complete
          ? { complete: true, register }
          : {
              complete: false,
              register,
              incomplete_reason:
                'The register holds more marks close to this name than one search reads: similar marks may be missing',
            },
      };
    }, limits);
}

const searchLimits = new WeakMap<object, LimitFunction>();

/**
 * Register searches one process runs at once, shared by its three trademark sources: each holds a pool
 * connection for its several queries, and with every connection held the domain sources' short
 * statements (and the web's requests) waited behind them. Two connections stay free. Measured with 20
 * simultaneous checks on loopback fakes with RDAP/DNS latency: PostgreSQL with a pool of 5, complete
 * p50/p95 10.6/11.5 s -> 6.2/8.0 s; PGlite 5.7/6.1 -> 5.2/5.8 s (a loaded machine, noisy).
 */
export function registerSearchLimit(database: Pick<Database, 'pool'>): LimitFunction {
  let limit = searchLimits.get(database.pool);
  if (!limit) {
    limit = pLimit(Math.max(2, (database.pool.options.max ?? 10) - 2));
    searchLimits.set(database.pool, limit);
  }
  return limit;
}

const NO_DETAILS: MarkDetails = { owners: [], representatives: [], registered: null };

function presentHit(
  source: TrademarkSource,
  hit: SearchHit,
  query: string,
  details: MarkDetails = NO_DETAILS,
): UkTrademarkRecord | EuTrademarkRecord | UsTrademarkRecord {
  const conflict = {
    query,
    score: Math.round(hit.score * 1000) / 1000,
    risk: hit.risk,
    reasons: [...hit.reasons],
    office_url: hit.officeUrl,
    demo: hit.source === 'demo',
  };
  if (source === 'uk_trademarks')
    return {
      application_number: hit.number,
      name: hit.name,
      representatives: details.representatives.join(', '),
      status: hit.status,
      nice_classes: hit.classes,
      registration_date: details.registered,
      ...conflict,
    };
  if (source === 'eu_trademarks')
    return {
      application_number: hit.number,
      word_mark_specification: { verbalElement: hit.name },
      representatives: details.representatives.map((name) => ({ name })),
      applicants: details.owners.map((name) => ({ name })),
      status: hit.status,
      nice_classes: hit.classes,
      ...conflict,
    };
  return { trademark_id: hit.number, name: hit.name, status: hit.status, classes: hit.classes, ...conflict };
}
