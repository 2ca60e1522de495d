// USPTO trademark applications XML v2.0 (daily and annual files): one <case-file> per record. A record
// without mark text (status-only, design-only) updates the status of a mark we already hold.
import { childText, child, childrenNamed, readXmlRecords, type XmlElement } from './xml-records.ts';
import { usptoStatus } from './status-mapping.ts';
import type { MarkRecord, ReadItem, StatusUpdate } from './types.ts';

export function usptoRecord(
  caseFile: XmlElement,
): { mark: MarkRecord } | { update: StatusUpdate } | { reason: string } {
  const number = childText(caseFile, 'serial-number');
  if (!number) return { reason: 'no serial-number' };
  const header = child(caseFile, 'case-file-header');
  const statusCode = childText(header, 'status-code');
  const status = usptoStatus(statusCode, {
    opposition: childText(header, 'opposition-pending-in') === 'T',
    cancellation: childText(header, 'cancellation-pending-in') === 'T',
  });
  const rawStatus = statusCode ? `TSDR status ${statusCode}` : null;
  const name = childText(header, 'mark-identification');
  if (!name) return { update: { office: 'US', number, status, rawStatus } };

  const classes = new Set<number>();
  for (const classification of childrenNamed(child(caseFile, 'classifications'), 'classification')) {
    for (const code of childrenNamed(classification, 'international-code')) {
      const value = Number.parseInt(code.text.trim(), 10);
      // US-only codes (A, B, 200) are not Nice classes.
      if (Number.isInteger(value) && value >= 1 && value <= 45) classes.add(value);
    }
  }
  const goods = childrenNamed(child(caseFile, 'case-file-statements'), 'case-file-statement')
    .filter((statement) => (childText(statement, 'type-code') ?? '').startsWith('GS'))
    .map((statement) => childText(statement, 'text'))
    .filter((text): text is string => Boolean(text));
  const owners = childrenNamed(child(caseFile, 'case-file-owners'), 'case-file-owner')
    .map((owner) => childText(owner, 'party-name'))
    .filter((owner): owner is string => Boolean(owner));
  const attorney = childText(header, 'attorney-name');
  return {
    mark: {
      office: 'US',
      number,
      name,
      status,
      rawStatus,
      classes: [...classes],
      filed: childText(header, 'filing-date'),
      registered: childText(header, 'registration-date'),
      owners,
      representatives: attorney ? [attorney] : [],
      goodsServices: goods.join('\n') || null,
    },
  };
}

export async function* readUsptoXml(file: string): AsyncGenerator<ReadItem> {
  for await (const item of readXmlRecords(file, 'case-file')) {
    const at = `${file}#${item.index}`;
    if (item.kind === 'error') {
      yield { kind: 'skip', at, reason: item.reason };
      continue;
    }
    const result = usptoRecord(item.element);
    if ('reason' in result) yield { kind: 'skip', at, reason: result.reason };
    else if ('update' in result)
      yield { kind: 'status', update: result.update, at: `${at} (${result.update.number})` };
    else yield { kind: 'mark', mark: result.mark, at: `${at} (${result.mark.number})` };
  }
}
