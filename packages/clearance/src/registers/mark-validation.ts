// Checks and cleans one record before it reaches the database: a bad record is skipped with a reason,
// never half-written.
import { compactName } from './text-fold.ts';
import { MARK_STATUSES, OFFICES, type MarkRecord, type MarkStatus, type Office } from './types.ts';

// PostgreSQL text cannot hold NUL, and other control characters are noise in a mark name.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

// Text that cleanText returns unchanged: words free of whitespace and control characters, separated by
// single spaces. Register text almost always is, and one anchored test is far cheaper than three rewrites.
// eslint-disable-next-line no-control-regex
const CLEAN_TEXT = /^(?:[^\s\u0000-\u001F\u007F]+(?: [^\s\u0000-\u001F\u007F]+)*)?$/;

export function cleanText(value: string): string {
  // A non-string still reaches replace below and throws there, as it always has.
  if (typeof value === 'string' && CLEAN_TEXT.test(value)) return value;
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
  // Most dates already come as YYYY-MM-DD: read their digits without a match, a trim and a new string.
  if (value.length === 10 && value[4] === '-' && value[7] === '-') {
    const year = digitsAt(value, 0, 4);
    const month = digitsAt(value, 5, 2);
    const day = digitsAt(value, 8, 2);
    if (year >= 0 && month >= 0 && day >= 0) return isCalendarDate(year, month, day) ? value : null;
  }
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value.trim());
  if (!match) return null;
  if (!isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** The number written by count ASCII digits from start, -1 when one of them is not a digit. */
function digitsAt(text: string, start: number, count: number): number {
  let number = 0;
  for (let i = start; i < start + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 && !leap ? 28 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return !(year < 1800 || month < 1 || day < 1 || day > days);
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
  if (!hasLetterOrDigit(name)) return { reason: 'name has no letters or digits' };
  if (!isMarkStatus(record.status)) return { reason: `unknown status ${JSON.stringify(record.status)}` };
  const badClass = record.classes.find((value) => !isNiceClass(value));
  if (badClass !== undefined) return { reason: `class ${String(badClass)} is not a Nice class (1..45)` };
  return {
    mark: {
      office: record.office,
      number,
      name: name.slice(0, 500),
      status: record.status,
      rawStatus: record.rawStatus ? cleanText(record.rawStatus) : null,
      classes: sortedClasses(record.classes),
      filed: isoDate(record.filed),
      registered: isoDate(record.registered),
      owners: cleanTexts(record.owners),
      representatives: cleanTexts(record.representatives),
      goodsServices: record.goodsServices ? cleanText(record.goodsServices).slice(0, 20_000) : null,
      officeUrl: record.officeUrl ?? officeUrl(record.office, number),
      source: record.source ?? 'import',
    },
  };
}

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const ASCII_LETTER_DIGIT_OR_AMPERSAND = /[A-Za-z0-9&]/;

/** Whether compactName(name) is non-empty, without folding the common plain-ASCII name. */
function hasLetterOrDigit(name: string): boolean {
  // Printable ASCII folds to its lower case, whose compact form keeps exactly the letters, digits and
  // '&' (read as "and").
  if (PRINTABLE_ASCII.test(name)) return ASCII_LETTER_DIGIT_OR_AMPERSAND.test(name);
  return compactName(name).length > 0;
}

/** Distinct classes in ascending order; a mark usually has one or two, which need no Set or sort. */
function sortedClasses(classes: number[]): number[] {
  if (classes.length === 1) return [classes[0]!];
  if (classes.length === 2) {
    const first = classes[0]!;
    const second = classes[1]!;
    if (first < second) return [first, second];
    if (first > second) return [second, first];
    if (first === second) return [first];
  }
  return [...new Set(classes)].sort((a, b) => a - b);
}

/** Cleaned, non-empty, distinct texts in their first order; most lists are empty or have one entry. */
function cleanTexts(values: string[] | undefined): string[] {
  const list = values ?? [];
  if (list.length === 0) return [];
  if (list.length === 1) {
    const only = cleanText(list[0]!);
    return only.length > 0 ? [only] : [];
  }
  return [...new Set(list.map(cleanText).filter((value) => value.length > 0))];
}

const URI_UNRESERVED = /^[\w.!~*'()-]*$/;

/** The office's public page for a mark. */
export function officeUrl(office: Office, number: string): string {
  // Register numbers are letters and digits, which encodeURIComponent would only copy.
  const id = URI_UNRESERVED.test(number) ? number : encodeURIComponent(number);
  if (office === 'EU') return `https://euipo.europa.eu/eSearch/#details/trademarks/${id}`;
  if (office === 'US')
    return `https://tsdr.uspto.gov/#caseNumber=${id}&caseType=SERIAL_NO&searchType=statusSearch`;
  return `https://trademarks.ipo.gov.uk/ipo-tmcase/page/Results/1/${id}`;
}
