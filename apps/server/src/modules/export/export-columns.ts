import { CLASS_HEADINGS } from '@brandwright/clearance';
import { socialHandleOf, type CheckSource } from '@brandwright/contracts';
import type { RecordOf } from '../check/read/record-schemas.ts';

export type CellValue = string | number | null;

/** One column of an exported table: the same model feeds the CSV, XLSX and PDF writers. */
export interface ExportColumn<R> {
  header: string;
  /** Width in characters (XLSX column width; the PDF shares the page in these proportions). */
  width: number;
  value: (record: R) => CellValue;
  /** A link the cell opens (XLSX hyperlink, PDF link annotation). */
  href?: (record: R) => string | null;
  /** False for columns the printed report leaves out (a URL column, when another cell carries the link). */
  inPdf?: boolean;
  /** True for a column that only tells rows apart when a search checked several names. */
  perName?: boolean;
}

export type ColumnsOf<S extends CheckSource> = ReadonlyArray<ExportColumn<RecordOf<S>>>;

/** One source of an export as the writers take it: its columns and its records, a batch at a time. */
export interface ExportSourceData {
  source: CheckSource;
  columns: ReadonlyArray<ExportColumn<unknown>>;
  batches: AsyncIterable<readonly unknown[]>;
}

/**
 * Pairs a source's columns with its records. The writers take sources of every kind in one list,
 * which TypeScript cannot type per element; the pairing is checked here, where both share `S`.
 */
export function exportSourceData<S extends CheckSource>(
  source: S,
  batches: AsyncIterable<ReadonlyArray<RecordOf<S>>>,
): ExportSourceData {
  const columns = EXPORT_COLUMNS[source] as ColumnsOf<S>;
  return { source, columns: columns as ReadonlyArray<ExportColumn<unknown>>, batches };
}

const RISK_WORDS = { high: 'High', medium: 'Medium', low: 'Low' } as const;
const AVAILABILITY_WORDS = {
  available: 'Available',
  taken: 'Taken',
  unknown: 'Unknown',
  not_checked: 'Not checked',
} as const;

const classList = (classes: readonly number[]): string => classes.join(', ');
const httpLink = (url: string | null): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

const officeLink = (record: { office_url: string | null }): string | null => httpLink(record.office_url);

interface ConflictRecord {
  query: string;
  score: number;
  risk: keyof typeof RISK_WORDS;
  reasons: string[];
  office_url: string | null;
  demo: boolean;
}

/** Ours on every trademark table: how close the hit is to the searched name, and why. */
function conflictColumns<R extends ConflictRecord>(): Array<ExportColumn<R>> {
  return [
    { header: 'Searched name', width: 16, value: (record) => record.query, perName: true },
    { header: 'Risk', width: 11, value: (record) => RISK_WORDS[record.risk] },
    // The printed report shows the risk level the score decides; the spreadsheets keep the score.
    {
      header: 'Similarity',
      width: 10,
      value: (record) => Math.round(record.score * 100) / 100,
      inPdf: false,
    },
    { header: 'Why', width: 40, value: (record) => record.reasons.join('; ') },
    {
      header: 'URL',
      width: 30,
      value: (record) => record.office_url,
      href: (record) => httpLink(record.office_url),
      inPdf: false,
    },
    {
      header: 'Register',
      width: 11,
      value: (record) => (record.demo ? 'Demo data' : 'Official'),
      inPdf: false,
    },
  ];
}

export const EXPORT_COLUMNS: { [S in CheckSource]: ColumnsOf<S> } = {
  uk_trademarks: [
    { header: 'Trademark No.', width: 14, value: (record) => record.application_number, href: officeLink },
    { header: 'Mark', width: 24, value: (record) => record.name },
    { header: 'Representatives', width: 24, value: (record) => record.representatives },
    { header: 'Status', width: 16, value: (record) => record.status },
    { header: 'Classes', width: 12, value: (record) => classList(record.nice_classes) },
    { header: 'Registration Date', width: 14, value: (record) => record.registration_date },
    ...conflictColumns(),
  ],
  eu_trademarks: [
    { header: 'Trademark No.', width: 14, value: (record) => record.application_number, href: officeLink },
    { header: 'Mark', width: 24, value: (record) => record.word_mark_specification.verbalElement },
    {
      header: 'Representatives',
      width: 24,
      value: (record) => record.representatives.map((party) => party.name).join('; '),
    },
    {
      header: 'Applicants',
      width: 24,
      value: (record) => record.applicants.map((party) => party.name).join('; '),
    },
    { header: 'Status', width: 16, value: (record) => record.status },
    { header: 'Classes', width: 12, value: (record) => classList(record.nice_classes) },
    ...conflictColumns(),
  ],
  us_trademarks: [
    { header: 'Trademark No.', width: 14, value: (record) => record.trademark_id, href: officeLink },
    { header: 'Mark', width: 24, value: (record) => record.name },
    { header: 'Status', width: 16, value: (record) => record.status },
    { header: 'Classes', width: 12, value: (record) => classList(record.classes) },
    ...conflictColumns(),
  ],
  domains: [
    { header: 'Domain Name', width: 28, value: (record) => record.name },
    { header: 'Status', width: 12, value: (record) => AVAILABILITY_WORDS[record.availability] },
    { header: 'Registrar', width: 28, value: (record) => record.registrar },
    { header: 'Expires', width: 12, value: (record) => record.expires_at?.slice(0, 10) ?? null },
    { header: 'Reason', width: 40, value: (record) => record.reason || null },
  ],
  social: [
    { header: 'Network', width: 12, value: (record) => record.network },
    { header: 'Sentiment', width: 10, value: (record) => record.sentiment },
    { header: 'Text', width: 60, value: (record) => record.text },
    { header: 'URL', width: 30, value: (record) => record.url, href: (record) => httpLink(record.url) },
    { header: 'Social Media Handle', width: 20, value: (record) => socialHandleOf(record) },
  ],
  social_users: [
    { header: 'Network', width: 12, value: (record) => record.network },
    { header: 'Handle', width: 20, value: (record) => record.handle },
    {
      header: 'Status',
      width: 12,
      value: (record) =>
        record.looks_available ? 'Looks available' : AVAILABILITY_WORDS[record.availability],
    },
    { header: 'Reason', width: 40, value: (record) => record.reason || null },
    { header: 'URL', width: 30, value: (record) => record.url, href: (record) => httpLink(record.url) },
  ],
  web: [
    { header: 'Rank Absolute', width: 8, value: (record) => record.rank_absolute },
    { header: 'Title', width: 40, value: (record) => record.title },
    { header: 'Domain', width: 24, value: (record) => record.domain },
    { header: 'URL', width: 40, value: (record) => record.url, href: (record) => httpLink(record.url) },
  ],
};

/** 'Class 9: Computers, software…' for the cover and summary. */
export function classLabel(classNumber: number): string {
  const heading = CLASS_HEADINGS[classNumber];
  return heading ? `Class ${classNumber}: ${heading}` : `Class ${classNumber}`;
}

export const STATE_WORDS = {
  queued: 'Still queued',
  running: 'Still running',
  done: 'Searched',
  unknown: 'Could not be checked',
  not_checked: 'Not checked',
} as const;
