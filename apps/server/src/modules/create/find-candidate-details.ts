import { sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { Database } from '@brandwright/db';
import { searchMarksWithOutcome, type SearchHit } from '@brandwright/clearance';
import type { CandidateDetails, TrademarkDot } from '@brandwright/contracts';
import { isRowId, projectErrors } from '../projects/project-errors.ts';
import type { GenerationPool } from './generation-pool.ts';

/** Register searches of one call run this many at a time: a page of 48 names must not take every connection. */
export const REGISTER_SEARCH_CONCURRENCY = 4;
/** Hits kept per name (the most the engine gives): scoring is done by then, and a hit outside the classes must not crowd out one inside. */
const HITS_PER_NAME = 200;

export interface CandidateDetailsDependencies {
  database: Pick<Database, 'db' | 'pool'>;
  generation: GenerationPool;
  /** A register search that failed for a reason other than the name (its dot is 'unknown'). */
  onSearchError: (error: unknown, name: string) => void;
}

interface TrademarkVerdict {
  trademark: TrademarkDot;
  conflict: CandidateDetails['conflict'];
}

/** The caller's project's Nice classes; [] (all classes) without a project. Another user's project is a 404. */
async function projectClasses(
  db: Database['db'],
  userId: string,
  projectId: string | undefined,
): Promise<number[]> {
  if (projectId === undefined || projectId === '') return [];
  if (!isRowId(projectId)) throw projectErrors.notFound();
  const result = await db.execute<{ classes: number[] }>(sql`
    SELECT classes FROM projects WHERE id = ${projectId}::uuid AND user_id = ${userId}::uuid`);
  const row = result.rows[0];
  if (!row) throw projectErrors.notFound();
  return row.classes.map(Number);
}

/**
 * What the register holds: imported marks ('real'), only the demo register's rows ('demo'), or nothing
 * ('empty': a PostgreSQL install before its first import, or the demo register switched off). A search
 * of an empty register finds nothing because there is nothing to find: its dots are 'unknown', never
 * 'none'; a 'none' against the demo register is labelled as such on screen.
 */
async function registerKind(db: Database['db']): Promise<CandidateDetails['register']> {
  const result = await db.execute<{ has_real: boolean; has_any: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM marks WHERE source <> 'demo') AS has_real,
           EXISTS (SELECT 1 FROM marks) AS has_any`);
  const row = result.rows[0];
  if (row?.has_real === true) return 'real';
  return row?.has_any === true ? 'demo' : 'empty';
}

/**
 * The dot of one name. Only marks in the classes count (a hit outside them is marked by the engine and
 * left out): high or medium is that conflict; none needs a complete search without one; a search that
 * could not look at every candidate, or failed, is 'unknown', never clear.
 */
function verdictOf(hits: readonly SearchHit[], complete: boolean): TrademarkVerdict {
  const inClasses = hits.filter((hit) => !hit.reasons.includes('outside-requested-classes'));
  const conflict =
    inClasses.find((hit) => hit.risk === 'high') ?? inClasses.find((hit) => hit.risk === 'medium');
  if (conflict) {
    return {
      trademark: conflict.risk === 'high' ? 'high' : 'medium',
      conflict: {
        mark: conflict.name,
        office: conflict.office,
        number: conflict.number,
        classes: conflict.classes,
        reasons: conflict.reasons,
        demo: conflict.source === 'demo',
      },
    };
  }
  return { trademark: complete ? 'none' : 'unknown', conflict: null };
}

/**
 * POST /api/konstruktor/candidates: for a page of names, whether each is an existing dictionary word
 * (on the generation pool, where the lexicon is loaded) and its trademark dot in the project's classes.
 * Names are looked up once each (any case) and answered in the order asked. `.com` is not checked until
 * the Check tool's domain source exists.
 */
export async function findCandidateDetails(
  deps: CandidateDetailsDependencies,
  userId: string,
  input: { names: string[]; project_id?: string | undefined },
): Promise<CandidateDetails[]> {
  const [classes, register] = await Promise.all([
    projectClasses(deps.database.db, userId, input.project_id),
    registerKind(deps.database.db),
  ]);
  const unique = [...new Map(input.names.map((name) => [name.toLowerCase(), name])).values()];
  const limit = pLimit(REGISTER_SEARCH_CONCURRENCY);
  const [words, verdicts] = await Promise.all([
    deps.generation.findExistingWords({ names: unique }),
    Promise.all(
      unique.map((name) =>
        limit(async (): Promise<TrademarkVerdict> => {
          if (register === 'empty') return { trademark: 'unknown', conflict: null };
          try {
            const { hits, complete } = await searchMarksWithOutcome(deps.database, {
              name,
              ...(classes.length > 0 ? { classes } : {}),
              limit: HITS_PER_NAME,
            });
            return verdictOf(hits, complete);
          } catch (error) {
            deps.onSearchError(error, name);
            return { trademark: 'unknown', conflict: null };
          }
        }),
      ),
    ),
  ]);
  const byName = new Map(
    unique.map((name, index) => [
      name.toLowerCase(),
      { isWord: words[index] === true, verdict: verdicts[index] },
    ]),
  );
  return input.names.map((name) => {
    const found = byName.get(name.toLowerCase());
    return {
      name,
      is_word: found?.isWord ?? false,
      trademark: found?.verdict?.trademark ?? 'unknown',
      conflict: found?.verdict?.conflict ?? null,
      register,
      com: 'not_checked' as const,
    };
  });
}
