// JSONL interchange, one mark per line:
// {"office":"US","number":"74668071","name":"GUESS JEANS","status":"registered","classes":[25],"filed":"1995-05-01","registered":"1996-05-21","owner":"…"}
import { isOffice } from './mark-validation.ts';
import { readLineBatches } from './read-lines.ts';
import type { MarkRecord, MarkSource, Office, ReadItem } from './types.ts';

const KNOWN_FIELDS = new Set([
  'office',
  'number',
  'name',
  'status',
  'rawStatus',
  'classes',
  'filed',
  'registered',
  'owner',
  'owners',
  'representatives',
  'goodsServices',
  'officeUrl',
  'url',
  'source',
]);

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export type JsonlReadItem = ReadItem | { kind: 'warning'; at: string; reason: string };

/** The items of one JSONL line (none for a blank line; a warning may come before its mark). */
export function lineItems(
  line: string,
  at: string,
  defaultOffice: Office | undefined,
  out: JsonlReadItem[],
): void {
  if (line.trim() === '') return;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    out.push({ kind: 'skip', at, reason: `invalid JSON: ${(error as Error).message}` });
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    out.push({ kind: 'skip', at, reason: 'line is not a JSON object' });
    return;
  }
  const fields = value as Record<string, unknown>;
  let unknown: string[] | undefined;
  for (const key in fields) if (!KNOWN_FIELDS.has(key)) (unknown ??= []).push(key);
  if (unknown) out.push({ kind: 'warning', at, reason: `unknown fields ignored: ${unknown.join(', ')}` });
  const office = fields.office ?? defaultOffice;
  if (!isOffice(office)) {
    out.push({ kind: 'skip', at, reason: `unknown office ${JSON.stringify(office)}` });
    return;
  }
  const classes = fields.classes ?? [];
  if (!Array.isArray(classes)) {
    out.push({ kind: 'skip', at, reason: 'classes is not an array' });
    return;
  }
  const source = fields.source;
  const mark: MarkRecord = {
    office,
    number: typeof fields.number === 'number' ? String(fields.number) : (optionalString(fields.number) ?? ''),
    name: optionalString(fields.name) ?? '',
    status: (optionalString(fields.status) ?? 'pending') as MarkRecord['status'],
    rawStatus: optionalString(fields.rawStatus) ?? optionalString(fields.status),
    classes: classes.map((item) => (typeof item === 'string' ? Number(item) : item) as number),
    filed: optionalString(fields.filed),
    registered: optionalString(fields.registered),
    owners:
      fields.owners === undefined
        ? stringList(fields.owner)
        : [...stringList(fields.owner), ...stringList(fields.owners)],
    representatives: stringList(fields.representatives),
    goodsServices: optionalString(fields.goodsServices),
    officeUrl: optionalString(fields.officeUrl) ?? optionalString(fields.url),
    source: source === 'demo' || source === 'synthetic' ? (source as MarkSource) : 'import',
  };
  out.push({ kind: 'mark', mark, at: `${at} (${mark.number})` });
}

/** The items of a JSONL file a chunk at a time (what the importer reads: one await per chunk). */
export async function* readJsonlBatches(
  file: string,
  defaultOffice?: Office,
): AsyncGenerator<JsonlReadItem[]> {
  for await (const { lines, first } of readLineBatches(file)) {
    const items: JsonlReadItem[] = [];
    for (let index = 0; index < lines.length; index += 1)
      lineItems(lines[index] as string, `${file}:${first + index}`, defaultOffice, items);
    yield items;
  }
}

/** The items of a JSONL file one by one. */
export async function* readJsonl(file: string, defaultOffice?: Office): AsyncGenerator<JsonlReadItem> {
  for await (const items of readJsonlBatches(file, defaultOffice)) yield* items;
}
