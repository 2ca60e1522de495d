// The one place where a read record is counted and checked, whichever path then writes it: the
// in-thread importer (import-marks.ts) and the encoder threads of a bulk JSONL load (jsonl-encoder.ts).
import { validateMark } from './mark-validation.ts';
import type { JsonlReadItem } from './read-jsonl.ts';
import type { MarkRecord, MarkSource, SkippedRecord, StatusUpdate } from './types.ts';

/** What a report keeps of records that were read but not written. */
export interface Tally {
  read: number;
  skipped: SkippedRecord[];
  warnings: SkippedRecord[];
}

export type Admitted =
  { kind: 'mark'; mark: MarkRecord; at: string } | { kind: 'status'; update: StatusUpdate; at: string };

/**
 * Counts the record and returns it ready to write (a validated mark, with `source` applied, or a
 * status-only record), or null when it was only a warning or is skipped (the reason is in the tally).
 */
export function admitRecord(
  item: JsonlReadItem,
  source: MarkSource | undefined,
  tally: Tally,
): Admitted | null {
  if (item.kind === 'warning') {
    tally.warnings.push({ record: item.at, reason: item.reason });
    return null;
  }
  tally.read += 1;
  if (item.kind === 'skip') {
    tally.skipped.push({ record: item.at, reason: item.reason });
    return null;
  }
  if (item.kind === 'status') return item;
  const checked = validateMark(item.mark);
  if ('reason' in checked) {
    tally.skipped.push({ record: item.at, reason: checked.reason });
    return null;
  }
  // validateMark returned a fresh record: setting its source costs less than copying the input.
  if (source) checked.mark.source = source;
  return { kind: 'mark', mark: checked.mark, at: item.at };
}
