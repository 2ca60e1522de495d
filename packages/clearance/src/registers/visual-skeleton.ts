// Visual skeleton: characters that look alike on a label or a screen are merged, so 0/O, 1/l/I and
// rn/m give one key. Computed from the folded name including symbols ($ for S, @ for A).

const SINGLE: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  i: 'l',
  j: 'l',
  '!': 'l',
  '|': 'l',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '8': 'b',
  '6': 'b',
  '9': 'g',
  q: 'g',
  u: 'v',
};

const MULTI: Array<[RegExp, string]> = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
  [/nn/g, 'm'],
];

/** The skeleton of an already case-folded name (see foldCase). */
export function visualSkeleton(folded: string): string {
  let mapped = '';
  for (const char of folded) mapped += SINGLE[char] ?? char;
  mapped = mapped.replace(/[^\p{L}\p{N}]+/gu, '');
  for (const [pattern, replacement] of MULTI) mapped = mapped.replace(pattern, replacement);
  // Doubled letters read the same at a glance (APPLE / APLE).
  return mapped.replace(/(.)\1+/gu, '$1');
}
