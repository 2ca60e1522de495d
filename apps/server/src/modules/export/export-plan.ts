import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import {
  checkSourcesOfExport,
  exportMessages,
  type CheckSource,
  type CheckSourceState,
  type ExportDataSource,
} from '@brandwright/contracts';
import { AppError } from '../../errors.ts';
import { getOwnCheckSearchWithSources, type CheckSearch } from '../check/read/check-search-row.ts';
import { chosenSources, toSourceProgress } from '../check/read/source-progress.ts';

export const TRADEMARK_SOURCES: readonly CheckSource[] = ['uk_trademarks', 'eu_trademarks', 'us_trademarks'];
export const AVAILABILITY_SOURCES: readonly CheckSource[] = ['domains', 'social_users'];

export type RiskLevel = 'high' | 'medium' | 'low';

/** One exported source: its state and the figures of the summary page and sheet. */
export interface ExportSourceSummary {
  source: CheckSource;
  state: CheckSourceState;
  reason: string | null;
  records: number;
  /** Domains and handles: how many answered each way. */
  availability: { available: number; taken: number; unknown: number; notChecked: number } | null;
  /** Trademark sources: hits per risk level. */
  risks: Record<RiskLevel, number> | null;
  /** Web: the provider's count of hits on the whole web. */
  totalHits: number | null;
  /** Trademark sources: the register searched was the labelled demo register. */
  demoRegister: boolean;
}

export interface TopConflict {
  source: CheckSource;
  mark: string;
  number: string;
  query: string;
  risk: RiskLevel;
  score: number;
  status: string;
  classes: number[];
  reasons: string[];
}

export interface ExportPlan {
  search: CheckSearch;
  sources: ExportSourceSummary[];
  topConflicts: TopConflict[];
  /** The highest risk among trademark hits; null when no trademark source was exported. */
  overallRisk: RiskLevel | 'none' | null;
  generatedAt: Date;
}

interface FigureRow extends Record<string, unknown> {
  source: string;
  records: number;
  available: number;
  taken: number;
  unknown: number;
  not_checked: number;
  high: number;
  medium: number;
  low: number;
}

interface ConflictRow extends Record<string, unknown> {
  source: string;
  record: Record<string, unknown>;
}

const MAX_TOP_CONFLICTS = 5;

/**
 * What an export of the caller's search holds. Another user's token is a 404 (the look-up is scoped
 * to the caller). Only sources the search ran are exported; none of them is a 400.
 */
export async function planExport(
  db: DbOrTx,
  userId: string,
  token: string,
  dataSources: readonly ExportDataSource[],
  now: Date,
): Promise<ExportPlan> {
  const { search, sources: rows } = await getOwnCheckSearchWithSources(db, userId, token);
  const ran = new Set(chosenSources(search.jobTypes));
  const wanted = checkSourcesOfExport(dataSources).filter((source) => ran.has(source));
  if (wanted.length === 0) {
    throw new AppError(400, 'VALIDATION_FAILED', exportMessages.noneSearched, {
      fields: { data_sources: exportMessages.noneSearched },
    });
  }
  const figures = await readFigures(db, search.id);
  const sources = wanted.map((source): ExportSourceSummary => {
    const row = rows.find((candidate) => candidate.source === source);
    const progress = row ? toSourceProgress(row) : null;
    const figure = figures.get(source);
    const meta = row?.meta ?? {};
    return {
      source,
      state: progress?.state ?? 'queued',
      reason: progress?.reason ?? null,
      records: figure?.records ?? 0,
      availability: AVAILABILITY_SOURCES.includes(source)
        ? {
            available: figure?.available ?? 0,
            taken: figure?.taken ?? 0,
            unknown: figure?.unknown ?? 0,
            notChecked: figure?.not_checked ?? 0,
          }
        : null,
      risks: TRADEMARK_SOURCES.includes(source)
        ? { high: figure?.high ?? 0, medium: figure?.medium ?? 0, low: figure?.low ?? 0 }
        : null,
      totalHits: source === 'web' && typeof meta.total_hits === 'number' ? meta.total_hits : null,
      demoRegister: meta.register === 'demo',
    };
  });
  const trademarkSources = wanted.filter((source) => TRADEMARK_SOURCES.includes(source));
  const topConflicts =
    trademarkSources.length > 0 ? await readTopConflicts(db, search.id, trademarkSources) : [];
  return { search, sources, topConflicts, overallRisk: overallRiskOf(sources), generatedAt: now };
}

function overallRiskOf(sources: readonly ExportSourceSummary[]): ExportPlan['overallRisk'] {
  const risks = sources.flatMap((source) => (source.risks ? [source.risks] : []));
  if (risks.length === 0) return null;
  if (risks.some((risk) => risk.high > 0)) return 'high';
  if (risks.some((risk) => risk.medium > 0)) return 'medium';
  if (risks.some((risk) => risk.low > 0)) return 'low';
  return 'none';
}

/** Counts per source in one statement, whatever the number of records. */
async function readFigures(db: DbOrTx, searchId: string): Promise<Map<string, FigureRow>> {
  const result = await db.execute<FigureRow>(sql`
    SELECT source,
      count(*)::integer AS records,
      count(*) FILTER (WHERE record->>'availability' = 'available')::integer AS available,
      count(*) FILTER (WHERE record->>'availability' = 'taken')::integer AS taken,
      count(*) FILTER (WHERE record->>'availability' = 'unknown')::integer AS unknown,
      count(*) FILTER (WHERE record->>'availability' = 'not_checked')::integer AS not_checked,
      count(*) FILTER (WHERE record->>'risk' = 'high')::integer AS high,
      count(*) FILTER (WHERE record->>'risk' = 'medium')::integer AS medium,
      count(*) FILTER (WHERE record->>'risk' = 'low')::integer AS low
    FROM check_results WHERE search_id = ${searchId}::uuid
    GROUP BY source`);
  return new Map(result.rows.map((row) => [row.source, row]));
}

async function readTopConflicts(
  db: DbOrTx,
  searchId: string,
  sources: readonly CheckSource[],
): Promise<TopConflict[]> {
  const result = await db.execute<ConflictRow>(sql`
    SELECT source, record FROM check_results
    WHERE search_id = ${searchId}::uuid
      AND source IN (${sql.join(
        sources.map((source) => sql`${source}`),
        sql`, `,
      )})
    ORDER BY CASE record->>'risk' WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END,
      (record->>'score')::double precision DESC NULLS LAST, source, position
    LIMIT ${MAX_TOP_CONFLICTS}`);
  return result.rows.map(({ source, record }) => toTopConflict(source as CheckSource, record));
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
const asNumbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
const asRisk = (value: unknown): RiskLevel => (value === 'high' || value === 'medium' ? value : 'low');

function toTopConflict(source: CheckSource, record: Record<string, unknown>): TopConflict {
  const eu = source === 'eu_trademarks';
  const us = source === 'us_trademarks';
  const wordMark = record.word_mark_specification as { verbalElement?: unknown } | undefined;
  return {
    source,
    mark: eu ? asString(wordMark?.verbalElement) : asString(record.name),
    number: us ? asString(record.trademark_id) : asString(record.application_number),
    query: asString(record.query),
    risk: asRisk(record.risk),
    score: typeof record.score === 'number' ? record.score : 0,
    status: asString(record.status),
    classes: asNumbers(us ? record.classes : record.nice_classes),
    reasons: Array.isArray(record.reasons) ? record.reasons.map(asString) : [],
  };
}
