// EUIPO open data, EM-TM-TradeMark schema (V3.x): one <TradeMark> per record, usually one per file.
import {
  childText,
  child,
  childrenNamed,
  descendants,
  readXmlRecords,
  type XmlElement,
} from './xml-records.ts';
import { euipoStatus } from './status-mapping.ts';
import type { MarkRecord, ReadItem } from './types.ts';

function partyNames(details: XmlElement | undefined, partyName: string): string[] {
  const names: string[] = [];
  for (const party of [...childrenNamed(details, partyName), ...childrenNamed(details, `${partyName}Key`)]) {
    const lines = [
      ...descendants(party, 'OrganizationName'),
      ...descendants(party, 'FreeFormatNameLine'),
      ...descendants(party, 'LastName'),
    ]
      .map((element) => element.text.trim())
      .filter(Boolean);
    const identifier = childText(party, 'Identifier') ?? childText(party, `${partyName}Identifier`);
    // The open-data files often carry only the party key; it still lets an examiner look the party up.
    if (lines.length > 0) names.push(lines.join(' '));
    else if (identifier) names.push(`EUIPO ${partyName.toLowerCase()} ${identifier}`);
  }
  return names;
}

export function euipoMark(
  tradeMark: XmlElement,
): { mark: MarkRecord } | { reason: string; number: string | null } {
  const number = childText(tradeMark, 'ApplicationNumber');
  if (!number) return { reason: 'no ApplicationNumber', number: null };
  if (tradeMark.attributes.operationCode === 'Delete')
    return { reason: 'delete operation (not applied)', number };
  const statusText = childText(tradeMark, 'MarkCurrentStatusCode') ?? '';
  const classes: number[] = [];
  const goods: string[] = [];
  for (const description of descendants(child(tradeMark, 'GoodsServicesDetails'), 'ClassDescription')) {
    const value = Number.parseInt(childText(description, 'ClassNumber') ?? '', 10);
    if (Number.isInteger(value) && value >= 1 && value <= 45) classes.push(value);
    const texts = childrenNamed(description, 'GoodsServicesDescription');
    const english = texts.find((text) => text.attributes.languageCode === 'en') ?? texts[0];
    if (english?.text.trim()) goods.push(`${value}: ${english.text.trim()}`);
  }
  return {
    mark: {
      office: 'EU',
      number,
      name: childText(tradeMark, 'WordMarkSpecification', 'MarkVerbalElementText') ?? '',
      status: euipoStatus(statusText),
      rawStatus: statusText || null,
      classes,
      filed: childText(tradeMark, 'ApplicationDate'),
      registered: childText(tradeMark, 'RegistrationDate'),
      owners: partyNames(child(tradeMark, 'ApplicantDetails'), 'Applicant'),
      representatives: partyNames(child(tradeMark, 'RepresentativeDetails'), 'Representative'),
      goodsServices: goods.join('\n') || null,
    },
  };
}

export async function* readEuipoXml(file: string): AsyncGenerator<ReadItem> {
  for await (const item of readXmlRecords(file, 'TradeMark')) {
    const at = `${file}#${item.index}`;
    if (item.kind === 'error') {
      yield { kind: 'skip', at, reason: item.reason };
      continue;
    }
    const result = euipoMark(item.element);
    if ('reason' in result)
      yield { kind: 'skip', at: result.number ? `${at} (${result.number})` : at, reason: result.reason };
    else yield { kind: 'mark', mark: result.mark, at: `${at} (${result.mark.number})` };
  }
}
