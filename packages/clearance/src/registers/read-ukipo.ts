// UKIPO bulk trade mark data: a delimited text file with a header row, one row per mark (or one row per
// mark and class, merged here), modelled on the office's published field list. Columns are found by
// header name, case- and punctuation-insensitively, with aliases; unknown columns are ignored.
// See docs/decisions/0003-register-search.md for what this is based on.
import { readLines } from './read-lines.ts';
import { ukipoStatus } from './status-mapping.ts';
import type { MarkRecord, ReadItem } from './types.ts';

const COLUMN_ALIASES: Record<string, string[]> = {
  number: ['trademark', 'trademarknumber', 'trademarkno', 'applicationnumber', 'marknumber', 'number'],
  name: ['marktext', 'markverbalelement', 'wordmark', 'mark', 'name'],
  status: ['status', 'markstatus', 'currentstatus'],
  filed: ['filingdate', 'applicationdate', 'dateoffiling', 'filed'],
  registered: ['dateofentryinregister', 'registrationdate', 'registered'],
  classes: ['classes', 'class', 'niceclasses', 'niceclass', 'classnumber'],
  owner: ['ownername', 'owner', 'applicantname', 'proprietorname', 'proprietor'],
  representative: ['representativename', 'agentname', 'representative', 'agent'],
  goods: ['goodsandservices', 'goodsservices', 'specification', 'classspecification'],
};

function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z]/g, '');
}

/** Splits one delimited line; quotes may double as escapes. Returns null while a quoted field is open. */
export function splitDelimited(line: string, delimiter: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}

/** "09, 25", "9;25", "Class 9 Class 25" -> [9, 25]. */
function parseClasses(text: string): number[] {
  return (text.match(/\d+/g) ?? []).map(Number);
}

/** DD/MM/YYYY (the UKIPO's usual form) or ISO to ISO. */
function ukDate(text: string | undefined): string | null {
  const value = text?.trim();
  if (!value) return null;
  const uk = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (uk) return `${uk[3]}-${uk[2]?.padStart(2, '0')}-${uk[1]?.padStart(2, '0')}`;
  return value.slice(0, 10);
}

export async function* readUkipo(file: string): AsyncGenerator<ReadItem> {
  let columns: Map<string, number> | null = null;
  let delimiter = ',';
  let pending = '';
  let pendingStart = 0;
  let current: { mark: MarkRecord; at: string } | null = null;

  for await (const { line, number } of readLines(file)) {
    if (!columns) {
      if (line.trim() === '') continue;
      const counts = [',', '|', '\t', ';'].map(
        (candidate) => [candidate, line.split(candidate).length] as const,
      );
      delimiter = counts.sort((a, b) => b[1] - a[1])[0]?.[0] ?? ',';
      const headers = (splitDelimited(line, delimiter) ?? []).map(headerKey);
      columns = new Map();
      for (const [field, aliases] of Object.entries(COLUMN_ALIASES)) {
        const position = headers.findIndex((header) => aliases.includes(header));
        if (position >= 0) columns.set(field, position);
      }
      if (!columns.has('number') || !columns.has('name')) {
        yield {
          kind: 'skip',
          at: `${file}:1`,
          reason: 'header has no trade mark number or mark text column',
        };
        return;
      }
      continue;
    }
    if (pending === '') pendingStart = number;
    const text: string = pending === '' ? line : `${pending}\n${line}`;
    const fields = splitDelimited(text, delimiter);
    // A quoted field spans lines; a runaway quote gives up after 50 lines so memory stays bounded.
    if (fields === null && number - pendingStart < 50) {
      pending = text;
      continue;
    }
    pending = '';
    const at = `${file}:${pendingStart}`;
    if (fields === null) {
      yield { kind: 'skip', at, reason: 'unterminated quoted field' };
      continue;
    }
    if (fields.every((field) => field.trim() === '')) continue;
    const get = (field: string) => {
      const position = columns?.get(field);
      return position === undefined ? undefined : fields[position]?.trim();
    };
    const markNumber = get('number') ?? '';
    const statusText = get('status') ?? '';
    const classes = parseClasses(get('classes') ?? '');
    if (current && current.mark.number === markNumber) {
      // One row per class: merge into the mark of the previous row.
      current.mark.classes.push(...classes);
      const goods = get('goods');
      if (goods) current.mark.goodsServices = [current.mark.goodsServices, goods].filter(Boolean).join('\n');
      continue;
    }
    if (current) yield { kind: 'mark', ...current };
    const owner = get('owner');
    const representative = get('representative');
    current = {
      at: `${at} (${markNumber})`,
      mark: {
        office: 'UK',
        number: markNumber,
        name: get('name') ?? '',
        status: ukipoStatus(statusText),
        rawStatus: statusText || null,
        classes,
        filed: ukDate(get('filed')),
        registered: ukDate(get('registered')),
        owners: owner ? [owner] : [],
        representatives: representative ? [representative] : [],
        goodsServices: get('goods') || null,
      },
    };
  }
  if (pending !== '')
    yield {
      kind: 'skip',
      at: `${file}:${pendingStart}`,
      reason: 'truncated row (file ends inside a quoted field)',
    };
  if (current) yield { kind: 'mark', ...current };
}
