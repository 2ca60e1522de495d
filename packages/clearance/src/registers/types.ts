// Shared shapes of the trademark registers: what importers produce, what the store keeps, what search returns.

export const OFFICES = ['UK', 'EU', 'US'] as const;
export type Office = (typeof OFFICES)[number];

export const MARK_STATUSES = [
  'registered',
  'pending',
  'opposed',
  'refused',
  'withdrawn',
  'expired',
  'cancelled',
] as const;
export type MarkStatus = (typeof MARK_STATUSES)[number];

export type MarkSource = 'import' | 'demo' | 'synthetic';

/** One mark as an importer reads it, before the search keys are derived. */
export interface MarkRecord {
  office: Office;
  number: string;
  name: string;
  status: MarkStatus;
  rawStatus?: string | null;
  classes: number[];
  /** ISO dates (YYYY-MM-DD). */
  filed?: string | null;
  registered?: string | null;
  owners?: string[];
  representatives?: string[];
  goodsServices?: string | null;
  officeUrl?: string | null;
  source?: MarkSource;
}

/** A record that carries only a new status for a mark already in the register (USPTO status-only files). */
export interface StatusUpdate {
  office: Office;
  number: string;
  status: MarkStatus;
  rawStatus: string | null;
}

export interface SkippedRecord {
  /** Where the record came from: file name and the record's number or position. */
  record: string;
  reason: string;
}

export interface ImportReport {
  read: number;
  imported: number;
  updated: number;
  /** Records already in the register with identical content. */
  unchanged: number;
  skipped: SkippedRecord[];
}

export type ImportFormat = 'euipo-xml' | 'uspto-xml' | 'ukipo' | 'jsonl';
export const IMPORT_FORMATS: readonly ImportFormat[] = ['euipo-xml', 'uspto-xml', 'ukipo', 'jsonl'];

/** What a format reader yields for each record it meets. */
export type ReadItem =
  | { kind: 'mark'; mark: MarkRecord; at: string }
  | { kind: 'status'; update: StatusUpdate; at: string }
  | { kind: 'skip'; at: string; reason: string };

export type ConflictReason =
  | 'identical'
  | 'phonetic'
  | 'visual'
  | 'contained'
  | 'spacing'
  | 'punctuation'
  | 'diacritics'
  | 'plural'
  | 'translation'
  | 'outside-requested-classes';

export type Risk = 'high' | 'medium' | 'low';

export interface SearchQuery {
  name: string;
  offices?: readonly string[];
  classes?: readonly number[];
  limit?: number;
}

export interface SearchHit {
  office: Office;
  number: string;
  name: string;
  status: MarkStatus;
  classes: number[];
  score: number;
  risk: Risk;
  reasons: ConflictReason[];
  source: MarkSource;
  officeUrl: string | null;
}
