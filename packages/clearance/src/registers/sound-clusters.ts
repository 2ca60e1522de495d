// Consonant clusters spelled several ways for one sound, which Double Metaphone and our respelling keep
// apart: SKW / SCHW / SQU / SHW (SKWAB, SCHWAB; SCHWIBB, SQUIBB) and SH / X, as pinyin writes SH
// (XARP, SHARP; XIAO said SHAO). Query side only: the respellings are looked up as compact names and
// spellings, and compared when scoring; no stored key changes.

/** The spellings of the SKW sound; any one may stand for any other. */
const SKW = ['schw', 'skw', 'squ', 'shw'];
/** At most this many respellings of a name (each is a btree key). */
const MAX_RESPELLINGS = 8;

/**
 * Respellings of a compact name by its clusters: each SKW spelling as the others (anywhere), and at the
 * head of the name X as SH and SH as X (XI before a vowel too, as pinyin writes SHA as XIA).
 */
export function clusterRespellings(compact: string): string[] {
  const found = new Set<string>();
  for (const from of SKW) {
    const at = compact.indexOf(from);
    if (at < 0) continue;
    for (const to of SKW)
      if (to !== from) found.add(compact.slice(0, at) + to + compact.slice(at + from.length));
  }
  if (compact.startsWith('x') && compact.length >= 3) {
    found.add(`sh${compact.slice(1)}`);
    // XIA, XIAO, XUE: the I only softens the X.
    if (/^xi[aeou]/.test(compact)) found.add(`sh${compact.slice(2)}`);
  }
  if (compact.startsWith('sh') && compact.length >= 4) {
    found.add(`x${compact.slice(2)}`);
    if (/^sh[aeou]/.test(compact)) found.add(`xi${compact.slice(2)}`);
  }
  found.delete(compact);
  return [...found].slice(0, MAX_RESPELLINGS);
}
