// JSONL interchange, one mark per line:
// {"office":"US","number":"74668071","name":"GUESS JEANS","status":"registered","classes":[25],"filed":"1995-05-01","registered":"1996-05-21","owner":"…"}
import { isOffice } from './mark-validation.ts';
import { readLines } from './read-lines.ts';
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

export async function* readJsonl(file: string, defaultOffice?: Office): AsyncGenerator<JsonlReadItem> {
  for await (const { line, number } of readLines(file)) {
    const at = `${file}:${number}`;
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      yield { kind: 'skip', at, reason: `invalid JSON: ${(error as Error).message}` };
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      yield { kind: 'skip', at, reason: 'line is not a JSON object' };
      continue;
    }
    const fields = value as Record<string, unknown>;
    const unknown = Object.keys(fields).filter((key) => !KNOWN_FIELDS.has(key));
    if (unknown.length > 0)
      yield { kind: 'warning', at, reason: `unknown fields ignored: ${unknown.join(', ')}` };
    const office = fields.office ?? defaultOffice;
    if (!isOffice(office)) {
      yield { kind: 'skip', at, reason: `unknown office ${JSON.stringify(office)}` };
      continue;
    }
    const classes = fields.classes ?? [];
    if (!Array.isArray(classes)) {
      yield { kind: 'skip', at, reason: 'classes is not an array' };
      continue;
    }
    const source = fields.source;
    const mark: MarkRecord = {
      office,
      number:
        typeof fields.number === 'number' ? String(fields.number) : (optionalString(fields.number) ?? ''),
      name: optionalString(fields.name) ?? '',
      status: (optionalString(fields.status) ?? 'pending') as MarkRecord['status'],
      rawStatus: optionalString(fields.rawStatus) ?? optionalString(fields.status),
      classes: classes.map((item) => (typeof item === 'string' ? Number(item) : item) as number),
      filed: optionalString(fields.filed),
      registered: optionalString(fields.registered),
      owners: [...stringList(fields.owner), ...stringList(fields.owners)],
      representatives: stringList(fields.representatives),
      goodsServices: optionalString(fields.goodsServices),
      officeUrl: optionalString(fields.officeUrl) ?? optionalString(fields.url),
      source: source === 'demo' || source === 'synthetic' ? (source as MarkSource) : 'import',
    };
    yield { kind: 'mark', mark, at: `${at} (${mark.number})` };
  }
}
