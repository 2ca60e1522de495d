// Streams the records of an XML file one element tree at a time (memory bounded by the largest record),
// with saxes: it never fetches or expands DTD entities; a DOCTYPE with an internal subset (the USPTO
// files) is accepted and ignored, and a reference to an undeclared entity is an error of that record.
import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export type XmlRecordItem =
  { kind: 'record'; element: XmlElement; index: number } | { kind: 'error'; index: number; reason: string };

// A record beyond these bounds is refused rather than allowed to eat the memory.
const MAX_RECORD_TEXT = 8 * 1024 * 1024;
const MAX_RECORD_ELEMENTS = 200_000;

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** The file's declared or marked encoding: BOM first, then the XML declaration, UTF-8 by default. */
export function sniffEncoding(head: Buffer): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const declaration = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head.toString('latin1'));
  const label = declaration?.[1]?.toLowerCase() ?? 'utf-8';
  try {
    new TextDecoder(label);
    return label;
  } catch {
    return 'utf-8';
  }
}

/** Yields each element named `recordName` (any depth, namespace prefix ignored) as a small tree. */
export async function* readXmlRecords(
  file: string,
  recordName: string,
): AsyncGenerator<XmlRecordItem, void, undefined> {
  const parser = new SaxesParser({ position: true });
  const queue: XmlRecordItem[] = [];
  const stack: XmlElement[] = [];
  let index = 0;
  let recordError: string | null = null;
  let recordText = 0;
  let recordElements = 0;

  parser.on('error', (error) => {
    const reason = error.message.replace(/^[^:]*:\d+:\d+: /, '');
    if (stack.length > 0) recordError ??= `malformed XML: ${reason}`;
    else queue.push({ kind: 'error', index, reason: `malformed XML outside a record: ${reason}` });
  });
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (stack.length === 0 && name !== recordName) return;
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes)) {
      attributes[localName(key)] = typeof value === 'string' ? value : value.value;
    }
    const element: XmlElement = { name, attributes, children: [], text: '' };
    if (stack.length === 0) {
      index += 1;
      recordError = null;
      recordText = 0;
      recordElements = 0;
    } else if (recordElements < MAX_RECORD_ELEMENTS) {
      stack[stack.length - 1]?.children.push(element);
    }
    recordElements += 1;
    if (recordElements === MAX_RECORD_ELEMENTS) recordError ??= 'record has too many elements';
    stack.push(element);
  });
  const onText = (text: string) => {
    const current = stack[stack.length - 1];
    if (!current) return;
    recordText += text.length;
    if (recordText > MAX_RECORD_TEXT) {
      recordError ??= 'record text too large';
      return;
    }
    current.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (stack.length === 0) return;
    const element = stack.pop();
    if (stack.length === 0 && element) {
      queue.push(
        recordError ? { kind: 'error', index, reason: recordError } : { kind: 'record', element, index },
      );
    }
  });

  const handle = await import('node:fs/promises').then((fs) => fs.open(file, 'r'));
  const head = Buffer.alloc(256);
  const { bytesRead } = await handle.read(head, 0, 256, 0);
  await handle.close();
  const decoder = new TextDecoder(sniffEncoding(head.subarray(0, bytesRead)));

  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
      while (queue.length > 0) yield queue.shift() as XmlRecordItem;
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    // saxes reports through the error handler; anything thrown here is an I/O failure of the file.
    queue.push({ kind: 'error', index, reason: `unreadable file: ${(error as Error).message}` });
  }
  if (stack.length > 0)
    queue.push({ kind: 'error', index, reason: 'truncated record (file ends inside it)' });
  while (queue.length > 0) yield queue.shift() as XmlRecordItem;
}

/** Direct children named `name`. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((child) => child.name === name) : [];
}

/** Follows a path of child names; the first match at each step. */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) current = current?.children.find((candidate) => candidate.name === name);
  return current;
}

export function childText(element: XmlElement | undefined, ...path: string[]): string | null {
  const found = child(element, ...path);
  const text = found?.text.trim();
  return text ? text : null;
}

/** Every descendant named `name`, depth first. */
export function descendants(
  element: XmlElement | undefined,
  name: string,
  found: XmlElement[] = [],
): XmlElement[] {
  for (const candidate of element?.children ?? []) {
    if (candidate.name === name) found.push(candidate);
    descendants(candidate, name, found);
  }
  return found;
}
