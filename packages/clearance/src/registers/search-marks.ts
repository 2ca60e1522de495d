// Conflict search: candidates from SQL (equal compact names and their variants, substrings and
// translations; equal skeletons; equal and near Double Metaphone codes; shared words and sounding
// words; one-edit neighbours; spelling neighbours found through pieces of the name; "query inside the
// mark"; the name's neighbours in name order, for parodies), every branch bounded by a count of rows,
// never by time, then precise scoring of the few hundred candidates in TypeScript. The same register
// and query always give the same answer.
import type pg from 'pg';
import { profileFromKeys, profileName, scoreConflict, type NameProfile } from './conflict-score.ts';
import { isNiceClass } from './mark-validation.ts';
import { metaphone } from './phonetic.ts';
import { mirroredSkeletons } from './visual-skeleton.ts';
import { MIN_SHARE_FOR_WORD, wordSwapHeads } from './parody.ts';
import { isWellKnownCompact, wellKnownSharingWordInPlace } from './well-known-marks.ts';
import {
  OFFICES,
  type MarkSource,
  type MarkStatus,
  type Office,
  type Risk,
  type SearchHit,
  type SearchQuery,
} from './types.ts';

export class RegisterSearchError extends Error {
  constructor(
    readonly code: 'unknown_office' | 'unknown_class' | 'invalid_query',
    message: string,
  ) {
    super(message);
    this.name = 'RegisterSearchError';
  }
}

const DEAD_STATUSES = new Set<MarkStatus>(['refused', 'withdrawn', 'expired', 'cancelled']);
const BRANCH_LIMIT = 60;
const MAX_NAME_LENGTH = 200;
/** Names shorter than this get no spelling-neighbour search (every SK… for SKY); other branches cover them. */
const MIN_NEIGHBOUR_LENGTH = 5;
/** Score from which a candidate is a strong conflict: spelling neighbours are not looked for then. */
const STRONG_ENOUGH = 0.85;
/** Spelling neighbours are looked for through pieces of this many letters of the compact name. */
export const NEIGHBOUR_PIECE_LENGTH = 4;
/** At most this many pieces (evenly spread over a long name): one trigram-index probe each. */
export const MAX_NEIGHBOUR_PROBES = 8;
/** Marks read per piece: the count bound of the branch (at most 8 x 40 rows examined). */
export const ROWS_PER_PROBE = 40;
/** Least trigram similarity of a spelling neighbour to the query. */
const NEIGHBOUR_SIMILARITY = 0.35;
/** Spelling neighbours passed on to scoring, most similar first. */
const NEIGHBOUR_LIMIT = BRANCH_LIMIT * 2;
/** Parodies keep at least the mark's first three letters (DUO of DUOLINGO): the shared head looked up. */
const PARODY_HEAD_LENGTH = 3;
/** Names shorter than this have no half to keep and another to swap. */
const MIN_PARODY_LENGTH = 6;
/**
 * Among the marks the spelling pieces read, those ending with the name's last letters pass on however
 * little else they share: a parody that keeps the mark's tail (HATERADE / GATORADE) shares few trigrams.
 * Rows already read: no more index work.
 */
const PARODY_TAIL_LENGTH = 4;
/** Marks read on each side of the query in name order among those sharing its head. */
const PARODY_ROWS_PER_SIDE = BRANCH_LIMIT / 2;
/** Translations looked for inside longer marks: at most this many sets of words, so many marks each. */
const MAX_HELD_READINGS = 4;
const ROWS_PER_HELD_READING = BRANCH_LIMIT / 2;

// Spelling neighbours (two or more edits away: SAMBUCKS / STARBUCKS): for each piece of the name, the
// first ROWS_PER_PROBE marks that contain it (one bitmap scan of the trigram index, stopped by LIMIT),
// pooled and ranked by pg_trgm similarity. The work is bounded by the number of rows read, whatever
// the register's size or the machine's load. `cut` says that some piece had more marks than were read.
const NEIGHBOURS_SQL = `
WITH probes AS (
  SELECT p.id, p.name_compact, p.rn FROM unnest($1::text[]) AS piece
  CROSS JOIN LATERAL (
    SELECT x.id, x.name_compact, row_number() OVER () AS rn FROM (
      SELECT id, name_compact FROM marks
      WHERE name_compact LIKE '%' || piece || '%' AND ($3::text[] IS NULL OR (office || '') = ANY($3::text[]))
      LIMIT ${ROWS_PER_PROBE + 1}
    ) x
  ) p
),
pool AS (SELECT DISTINCT id, name_compact FROM probes WHERE rn <= ${ROWS_PER_PROBE}),
ranked AS (
  SELECT id, similarity(name_compact, $2) AS score, name_compact FROM pool
  WHERE similarity(name_compact, $2) >= ${NEIGHBOUR_SIMILARITY}
    OR (length($2) >= ${MIN_PARODY_LENGTH} AND right(name_compact, ${PARODY_TAIL_LENGTH}) = right($2, ${PARODY_TAIL_LENGTH}))
  ORDER BY score DESC, name_compact, id LIMIT ${NEIGHBOUR_LIMIT}
)
SELECT COALESCE((SELECT bool_or(rn > ${ROWS_PER_PROBE}) FROM probes), false) AS cut,
       COALESCE((SELECT array_agg(id ORDER BY score DESC, name_compact, id) FROM ranked), '{}') AS ids`;

const ROW_COLUMNS = `m.id, m.office, m.number, m.name, m.status, m.classes, m.source, m.office_url, m.name_norm,
  m.name_compact, m.skeleton, m.phonetic_primary, m.phonetic_secondary, m.phonetic_tokens, m.tokens, m.spelling`;

// Parody neighbours (DUOFLAMINGO -> DUOLINGO): the marks next to the name in name order among those
// sharing its first letters, read outward from the name on both sides (those sharing the longest head
// come first), by the btree in index order: at most PARODY_ROWS_PER_SIDE rows a side. Of those, only
// the ones that may echo the name go on to scoring (full rows for all cost more than the rest of the
// search): the same last three letters or sounds (a rhyme), or the same first five letters and about
// the same length (a swap of the same shape, parody.ts). Applied after the LIMIT, so the rows read
// stay bounded.
const PARODY_ECHO = (side: string) =>
  `(right(${side}.name_compact, 3) = right($9, 3) OR right(${side}.spelling, 3) = right($16, 3)
    OR (left(${side}.name_compact, 5) = left($9, 5) AND abs(length(${side}.name_compact) - length($9)) <= 2)
    OR EXISTS (SELECT 1 FROM unnest($18::text[]) AS head WHERE left(${side}.name_compact, length(head)) = head
      AND length(${side}.name_compact) * ${MIN_SHARE_FOR_WORD} <= length(head)))`;

const CANDIDATES_SQL = `
WITH candidates AS (
  (SELECT id FROM marks WHERE name_compact = ANY($1::text[]) AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) LIMIT ${BRANCH_LIMIT * 3})
  UNION
  (SELECT id FROM marks WHERE skeleton = $2 AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) LIMIT ${BRANCH_LIMIT})
  UNION
  (SELECT id FROM marks WHERE skeleton = ANY($13::text[]) AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) LIMIT ${BRANCH_LIMIT})
  UNION
  (SELECT id FROM marks WHERE phonetic_primary = ANY(ARRAY[$3, $4]) AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) LIMIT ${BRANCH_LIMIT})
  UNION
  (SELECT id FROM marks WHERE phonetic_secondary = ANY(ARRAY[$3, $4]) AND phonetic_secondary <> phonetic_primary AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) LIMIT ${BRANCH_LIMIT})
  UNION
  (SELECT id FROM marks WHERE tokens && $5::text[] AND cardinality(tokens) > 1 AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) LIMIT ${BRANCH_LIMIT})
  UNION
  (SELECT id FROM marks WHERE name_compact = ANY($5::text[]) AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) LIMIT ${BRANCH_LIMIT})
  UNION
  (SELECT id FROM marks WHERE phonetic_tokens && $6::text[] AND cardinality(tokens) > 1 AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) LIMIT ${BRANCH_LIMIT})
  UNION
  (SELECT id FROM marks WHERE phonetic_primary = ANY($6::text[]) AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) LIMIT ${BRANCH_LIMIT})
  UNION
  (SELECT id FROM marks WHERE spelling = ANY($12::text[]) AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) LIMIT ${BRANCH_LIMIT})
  UNION
  (SELECT held.id FROM unnest($17::text[]) AS reading CROSS JOIN LATERAL (
      SELECT id FROM marks WHERE tokens @> string_to_array(reading, ' ') AND cardinality(tokens) > 1
        AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) LIMIT ${ROWS_PER_HELD_READING}) held)
  UNION
  (SELECT id FROM marks WHERE name_compact = ANY($11::text[]) AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) LIMIT ${BRANCH_LIMIT * 2})
  UNION
  (SELECT id FROM marks WHERE name_compact = ANY($19::text[]) AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) LIMIT ${BRANCH_LIMIT})

  UNION
  (SELECT id FROM marks WHERE name_compact >= $9 AND name_compact < $10 AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[]))
    ORDER BY length(name_compact) LIMIT ${BRANCH_LIMIT})
  UNION
  (SELECT id FROM marks WHERE length($7) >= 4 AND name_compact LIKE '%' || $7 || '%' AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[]))
    ORDER BY length(name_compact) LIMIT ${BRANCH_LIMIT})
  UNION
  (SELECT id FROM (SELECT id, name_compact, spelling FROM marks WHERE $14::text IS NOT NULL AND name_compact >= $14 AND name_compact < $9
      AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) ORDER BY name_compact DESC LIMIT ${PARODY_ROWS_PER_SIDE}) below
    WHERE ${PARODY_ECHO('below')})
  UNION
  (SELECT id FROM (SELECT id, name_compact, spelling FROM marks WHERE $14::text IS NOT NULL AND name_compact > $9 AND name_compact < $15
      AND ($8::text[] IS NULL OR (office || '') = ANY($8::text[])) ORDER BY name_compact LIMIT ${PARODY_ROWS_PER_SIDE}) above
    WHERE ${PARODY_ECHO('above')})
)
SELECT ${ROW_COLUMNS} FROM marks m JOIN candidates c ON c.id = m.id`;

const ROWS_BY_ID_SQL = `SELECT ${ROW_COLUMNS} FROM marks m WHERE m.id = ANY($1::bigint[])`;

interface CandidateRow {
  id: string;
  office: Office;
  number: string;
  name: string;
  status: MarkStatus;
  classes: number[];
  source: MarkSource;
  office_url: string | null;
  name_norm: string;
  name_compact: string;
  skeleton: string;
  phonetic_primary: string;
  phonetic_secondary: string;
  phonetic_tokens: string[];
  tokens: string[];
  spelling: string;
}

export function parseOffices(offices: readonly string[] | undefined): Office[] {
  if (!offices || offices.length === 0) return [...OFFICES];
  return offices.map((office) => {
    const upper = String(office).trim().toUpperCase();
    if (!(OFFICES as readonly string[]).includes(upper)) {
      throw new RegisterSearchError('unknown_office', `Unknown office "${office}": use UK, EU or US.`);
    }
    return upper as Office;
  });
}

export function parseClasses(classes: readonly number[] | undefined): number[] {
  return (classes ?? []).map((value) => {
    const number = typeof value === 'string' ? Number(value) : value;
    if (!isNiceClass(number)) {
      throw new RegisterSearchError(
        'unknown_class',
        `Unknown class "${String(value)}": Nice classes are 1 to 45.`,
      );
    }
    return number;
  });
}

/** Substrings of the compact query of at least four letters: marks contained in the query. */
function substrings(compact: string): string[] {
  const found = new Set<string>();
  const text = compact.slice(0, 24);
  for (let length = 4; length < text.length; length += 1) {
    for (let start = 0; start + length <= text.length; start += 1)
      found.add(text.slice(start, start + length));
  }
  return [...found];
}

/**
 * The whole-name translations of two words or more, as sets of words (space-separated, sorted: LUNA
 * ROJA's two orders are one set), looked for among the words of longer marks (GATO NEGRO in BLACK CAT
 * TAVERN).
 */
function heldReadingKeys(query: NameProfile): string[] {
  const sets = new Set<string>();
  for (const { words, whole } of query.readings)
    if (whole && new Set(words).size > 1) sets.add([...new Set(words)].sort().join(' '));
  return [...sets].slice(0, MAX_HELD_READINGS);
}

function candidateKeys(query: NameProfile): { compacts: string[]; tokens: string[] } {
  const keys = writtenCandidateKeys(query);
  // A name in another script is looked up by its Latin readings (ΝΕΣΚΑΦΕ: NESKAFE), at most three.
  for (const reading of query.romanized) {
    const more = writtenCandidateKeys(reading);
    keys.compacts.push(...more.compacts);
    keys.tokens.push(...more.tokens);
  }
  return { compacts: [...new Set(keys.compacts)], tokens: [...new Set(keys.tokens)] };
}

function writtenCandidateKeys(query: NameProfile): { compacts: string[]; tokens: string[] } {
  const compacts = new Set([
    query.compact,
    query.singularCompact,
    `${query.compact}s`,
    ...query.english,
    ...query.spokenLetters,
    ...query.clusterCompacts,
    ...query.digitCapitals,
    ...query.foreignKeys,
  ]);
  for (const token of query.strongTokens) compacts.add(token);
  for (const piece of substrings(query.compact)) compacts.add(piece);
  // A three-letter mark the name opens with (KIA in KIAMOTIONS); longer ones are among the substrings.
  if (query.compact.length > 3) compacts.add(query.compact.slice(0, 3));
  // A three-letter name has no one-edit keys (editNeighbours): its two adjacent swaps (IMB -> IBM).
  if (query.compact.length === 3) {
    const [a, b, c] = [...query.compact];
    compacts.add(`${b}${a}${c}`);
    compacts.add(`${a}${c}${b}`);
  }
  const tokens = new Set<string>(query.strongTokens);
  for (const token of query.strongTokens) if (token.endsWith('s')) tokens.add(token.slice(0, -1));
  for (const english of query.english) tokens.add(english);
  // The translated words of a name, alone and, for those not translated whole, together (GATO NEGRO
  // TABERNA holds CATBLACK and BLACKCAT), as marks of their own.
  for (const { words, whole } of query.readings) {
    for (const word of words) {
      compacts.add(word);
      tokens.add(word);
    }
    if (!whole && words.length > 1) {
      compacts.add(words.join(''));
      if (words.length === 2) compacts.add(`${words[1]}${words[0]}`);
    }
  }
  return { compacts: [...compacts], tokens: [...tokens] };
}

function riskOf(score: number, status: MarkStatus, outsideClasses: boolean): Risk {
  const levels: Risk[] = ['low', 'medium', 'high'];
  let level = score >= 0.85 ? 2 : score >= 0.7 ? 1 : 0;
  // A dead mark or one for other goods is still worth showing, but is a lesser obstacle.
  if (DEAD_STATUSES.has(status)) level -= 1;
  if (outsideClasses) level -= 1;
  return levels[Math.max(0, level)] as Risk;
}

function scoreRow(profile: NameProfile, row: CandidateRow, requested: ReadonlySet<number>): SearchHit | null {
  const candidate = profileFromKeys(row.name, {
    nameNorm: row.name_norm,
    nameCompact: row.name_compact,
    skeleton: row.skeleton,
    phoneticPrimary: row.phonetic_primary,
    phoneticSecondary: row.phonetic_secondary,
    phoneticTokens: row.phonetic_tokens,
    tokens: row.tokens,
    spelling: row.spelling,
  });
  const { score, reasons } = scoreConflict(profile, candidate, {
    wellKnown: isWellKnownCompact(row.name_compact),
  });
  if (reasons.length === 0) return null;
  const outside = requested.size > 0 && !row.classes.some((value) => requested.has(value));
  if (outside) reasons.push('outside-requested-classes');
  return {
    office: row.office,
    number: row.number,
    name: row.name,
    status: row.status,
    classes: row.classes,
    score,
    risk: riskOf(score, row.status, outside),
    reasons,
    source: row.source,
    officeUrl: row.office_url,
  };
}

/**
 * The pieces of the compact name that spelling neighbours are looked for by: every run of
 * NEIGHBOUR_PIECE_LENGTH letters, or MAX_NEIGHBOUR_PROBES of them evenly spread over a long name.
 */
export function neighbourPieces(compact: string): string[] {
  const text = compact.slice(0, 24);
  const all: string[] = [];
  for (let start = 0; start + NEIGHBOUR_PIECE_LENGTH <= text.length; start += 1)
    all.push(text.slice(start, start + NEIGHBOUR_PIECE_LENGTH));
  if (all.length <= MAX_NEIGHBOUR_PROBES) return [...new Set(all)];
  const chosen = new Set<string>();
  for (let index = 0; index < MAX_NEIGHBOUR_PROBES; index += 1)
    chosen.add(all[Math.round((index * (all.length - 1)) / (MAX_NEIGHBOUR_PROBES - 1))] as string);
  return [...chosen];
}

/** Ids of the spelling neighbours, most similar first, and whether a piece had more marks than were read. */
async function spellingNeighbours(
  client: pg.PoolClient,
  compact: string,
  officeFilter: Office[] | null,
): Promise<{ ids: string[]; cut: boolean }> {
  const result = await client.query<{ cut: boolean; ids: string[] }>(NEIGHBOURS_SQL, [
    neighbourPieces(compact),
    compact,
    officeFilter,
  ]);
  const row = result.rows[0];
  return { ids: (row?.ids ?? []).map(String), cut: row?.cut === true };
}

/** A search's hits, and whether every candidate the search looks for was examined. */
export interface SearchOutcome {
  hits: SearchHit[];
  /**
   * False when the spelling-neighbour branch reached its count bound: more marks contain one of the
   * name's four-letter pieces than it reads (ROWS_PER_PROBE per piece), so a neighbour among the unread
   * ones may be missing. It depends only on the register and the query, never on time or load; callers
   * must still say so and never imply "no conflict".
   */
  complete: boolean;
}

/** Ranked marks that may conflict with `name`. Throws RegisterSearchError for bad offices or classes. */
export async function searchMarks(
  database: { pool: Pick<pg.Pool, 'connect'> },
  query: SearchQuery,
): Promise<SearchHit[]> {
  return (await searchMarksWithOutcome(database, query)).hits;
}

/** searchMarks, also telling whether the search was complete (see SearchOutcome). */
export async function searchMarksWithOutcome(
  database: { pool: Pick<pg.Pool, 'connect'> },
  query: SearchQuery,
): Promise<SearchOutcome> {
  if (typeof query.name !== 'string')
    throw new RegisterSearchError('invalid_query', 'A name to search is required.');
  const offices = parseOffices(query.offices);
  const classes = parseClasses(query.classes);
  const limit = Math.max(1, Math.min(200, Math.floor(query.limit ?? 20)));
  const profile = profileName(query.name.slice(0, MAX_NAME_LENGTH));
  if (profile.compact.length === 0) return { hits: [], complete: true };

  const keys = candidateKeys(profile);
  // A name in another script has no Latin key of its own: the branches that read one key (sound codes,
  // skeleton, name order, spelling neighbours) read its first Latin reading's; scoring reads them all.
  const written =
    profile.primary === '' && profile.romanized[0] !== undefined ? profile.romanized[0] : profile;
  const parodyHead =
    written.compact.length >= MIN_PARODY_LENGTH ? written.compact.slice(0, PARODY_HEAD_LENGTH) : null;
  let complete = true;
  // No office filter when all are asked for. The filter is written as an expression so that the
  // planner never prefers the (office, number) index over the search indexes.
  const officeFilter = offices.length === OFFICES.length ? null : offices;
  const client = await database.pool.connect();
  const hits: SearchHit[] = [];
  const requested = new Set(classes);
  const seen = new Set<string>();
  // Hits whose name is a well-known mark of our list (well-known-marks.ts): one set look-up a candidate.
  const wellKnown = new Set<SearchHit>();
  const addHits = (rows: readonly CandidateRow[]) => {
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      const hit = scoreRow(profile, row, requested);
      if (hit) hits.push(hit);
      if (hit && isWellKnownCompact(row.name_compact)) wellKnown.add(hit);
    }
  };
  try {
    // Every branch is meant to be an index lookup. On registers of about 100k marks the planner priced
    // the long key arrays (one-edit neighbours: ~75 per letter) above a sequential scan and took it,
    // 30-50 ms a query instead of 5. No parallel workers: which rows a LIMIT keeps must not depend on
    // which worker was faster. SET LOCAL keeps the pooled connection's defaults.
    await client.query(
      'BEGIN READ ONLY; SET LOCAL enable_seqscan = off; SET LOCAL max_parallel_workers_per_gather = 0',
    );
    addHits(
      (
        await client.query<CandidateRow>(CANDIDATES_SQL, [
          keys.compacts,
          written.skeleton,
          // Names without a sound key (non-Latin scripts without a reading) must not match every other
          // such name.
          written.primary || null,
          written.secondary || written.primary || null,
          keys.tokens,
          [...profileTokensPhonetic(profile), ...profile.romanized.flatMap(profileTokensPhonetic)],
          written.compact.slice(0, 40),
          officeFilter,
          // Marks that start with the query (SKY -> SKYPE): a btree range, cheap even for three letters.
          written.compact,
          prefixUpperBound(written.compact),
          editNeighbours(written.compact),
          // The respelling, and those of the name with its clusters respelled (SKWAB -> SCHWAB), of the
          // name and of its Latin readings.
          [profile, ...profile.romanized]
            .flatMap((reading) => [reading.spelling, ...reading.clusterSpellings])
            .filter((spelling) => spelling.length >= 3),
          // Mirrored and turned letters (BIOR -> DIOR): a few more skeletons, by equality on the btree.
          mirroredSkeletons(written.skeleton),
          // Parodies: the head the name's neighbours in name order must share (see PARODY_ECHO).
          parodyHead,
          parodyHead === null ? null : prefixUpperBound(parodyHead),
          written.spelling,
          // Translations held in longer marks (GATO NEGRO -> BLACK CAT TAVERN): sets of words.
          heldReadingKeys(profile),
          // Heads a word-swap parody keeps (FACE of FACEPALM): neighbours starting with one pass on.
          parodyHead === null ? [] : wordSwapHeads(written.compact),
          // Well-known marks of our list sharing a word of the name in its place (STAR ___: STAR WARS).
          wellKnownSharingWordInPlace(written.tokens),
        ])
      ).rows,
    );
    // Spelling neighbours (two or more edits away, SAMBUCKS / STARBUCKS) are looked for only when the
    // exact-key branches found no strong conflict. Names under five letters have too many to rank
    // (every SK… for SKY); the other branches cover them.
    const strongest = hits.reduce((best, hit) => Math.max(best, hit.score), 0);
    if (written.compact.length >= MIN_NEIGHBOUR_LENGTH && strongest < STRONG_ENOUGH) {
      const { ids, cut } = await spellingNeighbours(client, written.compact, officeFilter);
      complete = !cut;
      const fresh = ids.filter((id) => !seen.has(id));
      if (fresh.length > 0) addHits((await client.query<CandidateRow>(ROWS_BY_ID_SQL, [fresh])).rows);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }

  const riskRank: Record<Risk, number> = { high: 2, medium: 1, low: 0 };
  // Reputation orders the hits (rankingWeights); between equal weights, the name filed more often among
  // the hits still goes first. Counted among the hits, which hold every filing of a name the query's keys
  // reach; neither changes a score.
  const filings = new Map<string, number>();
  for (const hit of hits) filings.set(hit.name, (filings.get(hit.name) ?? 0) + 1);
  const standing = rankingWeights(hits, wellKnown);
  hits.sort(
    (a, b) =>
      (standing.get(b) ?? 0) - (standing.get(a) ?? 0) ||
      b.score - a.score ||
      riskRank[b.risk] - riskRank[a.risk] ||
      (filings.get(b.name) ?? 0) - (filings.get(a.name) ?? 0) ||
      a.name.localeCompare(b.name) ||
      a.office.localeCompare(b.office) ||
      a.number.localeCompare(b.number),
  );
  return { hits: hits.slice(0, limit), complete };
}

/** Ranking weight of each further office a name is filed in among the hits (at most two more). */
const REPUTATION_PER_OFFICE = 0.02;
/** A name filed for this many classes or more in one office is broadly used: a little more weight. */
const MANY_CLASSES = 8;
const REPUTATION_MANY_CLASSES = 0.01;
/** Reputation weighs only for marks that already conflict (medium or more by score). */
const REPUTATION_FROM_SCORE = 0.7;
/**
 * A well-known mark of our list that the query resembles strongly (0.8: near-identical, a sound-alike on
 * equal codes, the mark held whole at the head of the query) ranks above every mark without that
 * standing, identical ones included: 0.8 + 0.3 beats 1 + 0.05 of filings.
 */
const WELL_KNOWN_CLOSE = 0.8;
const WELL_KNOWN_CLOSE_WEIGHT = 0.3;
/**
 * Below that (a parody, a held half) it gains about as much as one letter nearer the query: at 0.1 a
 * listed mark held by a shared half (YOUTUBE in SNAPTUBE, 0.76) passed an ordinary mark one letter
 * from the query (SNAPCUBE, 0.84).
 */
const WELL_KNOWN_MEDIUM_WEIGHT = 0.07;

/**
 * The order of the hits: score plus a small weight for the name's reputation in the register (filed in
 * several offices, for many classes), as an examiner gives a well-known mark a wider scope (EU
 * Regulation 2017/1001 Art. 8(5); dilution in US law). A famous mark one letter further from the query
 * than an ordinary near-identical one (GATORAID: GATORAD 0.90, GATORADE 0.88) then ranks above it. At
 * most 0.05, for ranking only: scores and risks are unchanged, and a weak resemblance is not lifted.
 * A mark of our list of well-known marks gains more (WELL_KNOWN_CLOSE_WEIGHT): a register may hold a
 * famous mark as one plain filing, and the misses were such marks below identical ordinary
 * ones; an examiner names the well-known mark first.
 * Thousandths, as integers, so that equal weights compare equal.
 */
function rankingWeights(
  hits: readonly SearchHit[],
  wellKnown: ReadonlySet<SearchHit>,
): Map<SearchHit, number> {
  const offices = new Map<string, Set<Office>>();
  const classes = new Map<string, number>();
  for (const hit of hits) {
    const filed = offices.get(hit.name) ?? new Set<Office>();
    filed.add(hit.office);
    offices.set(hit.name, filed);
    classes.set(hit.name, Math.max(classes.get(hit.name) ?? 0, hit.classes.length));
  }
  const weights = new Map<SearchHit, number>();
  for (const hit of hits) {
    let reputation = 0;
    if (hit.score >= REPUTATION_FROM_SCORE) {
      reputation += REPUTATION_PER_OFFICE * Math.min(2, (offices.get(hit.name)?.size ?? 1) - 1);
      if ((classes.get(hit.name) ?? 0) >= MANY_CLASSES) reputation += REPUTATION_MANY_CLASSES;
      // A lapsed registration is no bar, whatever the name's fame.
      if (wellKnown.has(hit) && !DEAD_STATUSES.has(hit.status))
        reputation += hit.score >= WELL_KNOWN_CLOSE ? WELL_KNOWN_CLOSE_WEIGHT : WELL_KNOWN_MEDIUM_WEIGHT;
    }
    weights.set(hit, Math.round((hit.score + reputation) * 1000));
  }
  return weights;
}

const EDIT_ALPHABET = [...'abcdefghijklmnopqrstuvwxyz0123456789'];
const MIN_EDIT_LENGTH = 4;
const MAX_EDIT_LENGTH = 20;

/**
 * Every string one edit away from the compact name (a letter dropped, added, changed, or two swapped):
 * exact btree lookups find typo neighbours at any register size, where trigram counting over common
 * trigrams grows with the register. About 75 keys per letter of the name.
 */
export function editNeighbours(compact: string): string[] {
  if (compact.length < MIN_EDIT_LENGTH || compact.length > MAX_EDIT_LENGTH) return [];
  const found = new Set<string>();
  for (let at = 0; at <= compact.length; at += 1) {
    const head = compact.slice(0, at);
    const tail = compact.slice(at);
    if (tail.length > 0) found.add(head + tail.slice(1));
    if (tail.length > 1) found.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const letter of EDIT_ALPHABET) {
      found.add(head + letter + tail);
      if (tail.length > 0 && tail.charAt(0) !== letter) found.add(head + letter + tail.slice(1));
    }
  }
  found.delete(compact);
  return [...found];
}

/** The smallest string above every string that starts with `prefix`. */
function prefixUpperBound(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return prefix.slice(0, -1) + String.fromCodePoint(Math.min(last + 1, 0x10ffff));
}

/** Sounds of the query's words: met in multi-word marks' phonetic_tokens and one-word marks' codes. */
function profileTokensPhonetic(profile: NameProfile): string[] {
  return profile.strongTokens.map((token) => metaphone(token).primary).filter((code) => code.length >= 3);
}
