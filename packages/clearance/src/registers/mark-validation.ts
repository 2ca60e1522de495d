// Checks and cleans one record before it reaches the database: a bad record is skipped with a reason,
// never half-written.
import { compactName } from './text-fold.ts';
import { MARK_STATUSES, OFFICES, type MarkRecord, type MarkStatus, type Office } from './types.ts';

// PostgreSQL text cannot hold NUL, and other control characters are noise in a mark name.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim();
}

export function isOffice(value: unknown): value is Office {
  return typeof value === 'string' && (OFFICES as readonly string[]).includes(value);
}

export function isMarkStatus(value: unknown): value is MarkStatus {
  return typeof value === 'string' && (MARK_STATUSES as readonly string[]).includes(value);
}

export function isNiceClass(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 45;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** YYYY-MM-DD or YYYYMMDD to an ISO date, null when it is not a real calendar date. */
export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 && !leap ? 28 : (DAYS_IN_MONTH[month - 1] ?? 0);
  if (year < 1800 || month < 1 || day < 1 || day > days) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** The cleaned record, or the reason it cannot be stored. */
export function validateMark(record: MarkRecord): { mark: MarkRecord } | { reason: string } {
  if (!isOffice(record.office)) return { reason: `unknown office ${JSON.stringify(record.office)}` };
  const number = cleanText(String(record.number ?? ''));
  if (!number) return { reason: 'missing number' };
  if (number.length > 64) return { reason: 'number longer than 64 characters' };
  const name = cleanText(String(record.name ?? ''));
  if (!name) return { reason: 'no verbal element (figurative or status-only record)' };
  if (name.includes('\uFFFD')) return { reason: 'undecodable characters in the name (wrong encoding?)' };
  if (compactName(name).length === 0) return { reason: 'name has no letters or digits' };
  if (!isMarkStatus(record.status)) return { reason: `unknown status ${JSON.stringify(record.status)}` };
  const badClass = record.classes.find((value) => !isNiceClass(value));
  if (badClass !== undefined) return { reason: `class ${String(badClass)} is not a Nice class (1..45)` };
  const strings = (values: string[] | undefined) => [
    ...new Set((values ?? []).map(cleanText).filter((value) => value.length > 0)),
  ];
  return {
    mark: {
      office: record.office,
      number,
      name: name.slice(0, 500),
      status: record.status,
      rawStatus: record.rawStatus ? cleanText(record.rawStatus) : null,
      classes: [...new Set(record.classes)].sort((a, b) => a - b),
      filed: isoDate(record.filed),
      registered: isoDate(record.registered),
      owners: strings(record.owners),
      representatives: strings(record.representatives),
      goodsServices: record.goodsServices ? cleanText(record.goodsServices).slice(0, 20_000) : null,
      officeUrl: record.officeUrl ?? officeUrl(record.office, number),
      source: record.source ?? 'import',
    },
  };
}

/** The office's public page for a mark. */
export function officeUrl(office: Office, number: string): string {
  const id = encodeURIComponent(number);
  if (office === 'EU') return `https://euipo.europa.eu/eSearch/#details/trademarks/${id}`;
  if (office === 'US')
    return `https://tsdr.uspto.gov/#caseNumber=${id}&caseType=SERIAL_NO&searchType=statusSearch`;
  return `https://trademarks.ipo.gov.uk/ipo-tmcase/page/Results/1/${id}`;
}
