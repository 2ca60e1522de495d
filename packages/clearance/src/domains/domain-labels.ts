import { domainToASCII } from 'node:url';

/** Words of a brand name: split on spaces, punctuation and lower-to-upper case changes ("BlueSky"). */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFC')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The DNS label for a run of words (IDNA: punycode for non-ASCII), or undefined when no valid label
 * results (too long, or nothing left).
 */
export function toLabel(words: readonly string[], separator = ''): string | undefined {
  const joined = words.join(separator);
  if (!joined) return undefined;
  const ascii = domainToASCII(`${joined}.com`);
  if (!ascii) return undefined;
  const label = ascii.slice(0, -'.com'.length);
  // A label is at most 63 octets; a hyphen may not start or end it.
  if (label.length > 63 || label.startsWith('-') || label.endsWith('-')) return undefined;
  return label;
}

/** The plain label of a name: its words run together ("Blue Sky" → "bluesky"). */
export function domainLabel(name: string): string | undefined {
  return toLabel(nameWords(name));
}

/** Most variants one name may produce: with n words there are 2^(n-1) − 1, so keep it bounded. */
const MAX_HYPHENATED_VARIANTS = 7;

/**
 * HYPHENATE: every way of putting hyphens between a multi-word name's words, fewest hyphens first
 * ("blue sky labs" → "blue-skylabs", "bluesky-labs", "blue-sky-labs"). A one-word name has none.
 */
export function hyphenatedVariants(name: string): string[] {
  const words = nameWords(name);
  if (words.length < 2) return [];
  const gaps = words.length - 1;
  const masks: number[] = [];
  for (let mask = 1; mask < 2 ** Math.min(gaps, 16); mask += 1) masks.push(mask);
  masks.sort((a, b) => bitCount(a) - bitCount(b) || b - a);
  const variants: string[] = [];
  for (const mask of masks) {
    let text = words[0] ?? '';
    for (let gap = 0; gap < gaps; gap += 1)
      text += (mask & (1 << (gaps - 1 - gap)) ? '-' : '') + words[gap + 1];
    const label = toLabel([text]);
    if (label && !variants.includes(label)) variants.push(label);
    if (variants.length === MAX_HYPHENATED_VARIANTS) break;
  }
  return variants;
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest; rest &= rest - 1) count += 1;
  return count;
}

/** The TLD part of a domain for a known TLD set: the longest listed suffix wins ("co.uk" before "uk"). */
export function splitDomain(domain: string): { label: string; tld: string } {
  const dot = domain.indexOf('.');
  return dot < 0 ? { label: domain, tld: '' } : { label: domain.slice(0, dot), tld: domain.slice(dot + 1) };
}
