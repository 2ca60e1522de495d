import { domainsFor, type DomainRecord } from '@brandwright/clearance';
import type { CheckDomainRecord } from '@brandwright/contracts';
import { writeSourceRecords, type PositionedRecord, type SourceOutcome } from '../source-progress.ts';
import { JobInterruptedError, SourceUnavailableError, type CheckJobContext } from './check-job-context.ts';
import { formatSeconds, type PerformSource } from './run-source-job.ts';

/**
 * Every domain of a search (names, their hyphenated variants when asked, the TLD set plus the
 * industry's) through the process's one domain checker. Answers are written as they arrive, in
 * batches (one write in flight, the next takes everything that came meanwhile), at each domain's
 * fixed position; percentage = checked / total. Domains still unanswered at the source's time limit
 * are `unknown` with that reason. The source is `done` when at least one domain got a real answer
 * (available or taken), otherwise `unknown` with the commonest reason.
 */
export function domainSource(ctx: CheckJobContext): PerformSource {
  return async (claimed, limits) => {
    const options = claimed.options.domain_search_options ?? {};
    const domains = domainsFor(claimed.names, {
      industry: options.industry ?? null,
      hyphenate: options.hyphenate ?? false,
    });
    if (domains.length === 0)
      throw new SourceUnavailableError('No domain name can be made from these brand names');

    const total = domains.length;
    const answers: Array<CheckDomainRecord | undefined> = new Array<CheckDomainRecord | undefined>(total);
    const pending: PositionedRecord[] = [];
    let checked = 0;
    let written = 0;
    let isOwned = true;
    let isClosed = false;
    let writeError: unknown;
    let writing: Promise<void> | undefined;

    const flush = (): Promise<void> => {
      writing ??= (async () => {
        try {
          while (pending.length > 0 && isOwned && writeError === undefined) {
            const batch = pending.splice(0);
            const percentage = Math.min(99, (checked / total) * 100);
            isOwned = await writeSourceRecords(ctx.database.db, claimed.run, batch, {
              percentage,
              recordCount: written + batch.length,
            });
            written += batch.length;
          }
        } catch (error) {
          writeError = error;
        } finally {
          writing = undefined;
        }
      })();
      return writing;
    };
    const answer = (position: number, record: CheckDomainRecord) => {
      if (isClosed || answers[position]) return;
      answers[position] = record;
      checked += 1;
      pending.push({ position, record });
      void flush();
    };

    const deadline = AbortSignal.any([AbortSignal.timeout(limits.timeoutMs), limits.stopSignal]);
    const lookups = domains.map((domain, position) =>
      ctx.domainChecker.checkDomain(domain).then(
        (record) => answer(position, presentDomain(record)),
        (error: unknown) => {
          ctx.log.warn({ err: error, domain }, 'a domain look-up failed');
          answer(position, unknownDomain(domain, 'the look-up failed on our side'));
        },
      ),
    );
    await new Promise<void>((resolve) => {
      deadline.addEventListener('abort', () => resolve(), { once: true });
      void Promise.all(lookups).then(() => resolve());
    });
    if (limits.stopSignal.aborted) throw new JobInterruptedError();
    const lateReason = `no answer within the domain check's time limit (${formatSeconds(limits.timeoutMs)})`;
    domains.forEach((domain, position) => {
      if (!answers[position]) answer(position, unknownDomain(domain, lateReason));
    });
    isClosed = true;
    while (pending.length > 0 || writing) {
      await (writing ?? flush());
      if (writeError !== undefined) throw writeError;
      if (!isOwned) return undefined;
    }
    if (writeError !== undefined) throw writeError;
    if (!isOwned) return undefined;
    return summarise(
      answers.filter((record): record is CheckDomainRecord => record !== undefined),
      total,
    );
  };
}

function summarise(records: CheckDomainRecord[], total: number): SourceOutcome {
  const counts = { available: 0, taken: 0, unknown: 0, not_checked: 0 };
  const reasons = new Map<string, number>();
  for (const record of records) {
    counts[record.availability] += 1;
    if (record.availability === 'unknown') reasons.set(record.reason, (reasons.get(record.reason) ?? 0) + 1);
  }
  const meta = { total, ...counts };
  if (counts.available + counts.taken > 0)
    return { state: 'done', reason: null, recordCount: records.length, positionsBelow: total, meta };
  const commonest = [...reasons.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'no answer';
  return {
    state: 'unknown',
    reason: `No domain could be checked: ${commonest}`,
    recordCount: records.length,
    positionsBelow: total,
    meta,
  };
}

function presentDomain(record: DomainRecord): CheckDomainRecord {
  return {
    name: record.name,
    registrar: record.registrar,
    availability: record.availability,
    reason: record.reason,
    expires_at: record.expires_at,
  };
}

function unknownDomain(name: string, reason: string): CheckDomainRecord {
  return { name, registrar: null, availability: 'unknown', reason, expires_at: null };
}
