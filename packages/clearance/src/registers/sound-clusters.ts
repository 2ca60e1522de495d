// Consonant clusters spelled several ways for one sound, which Double Metaphone and our respelling keep
// apart: SKW / SCHW / SQU / SHW (SKWAB, SCHWAB; SCHWIBB, SQUIBB) and SH / X, as pinyin writes SH
// (XARP, SHARP; XIAO said SHAO) and French and Portuguese CH (XANEL, CHANEL). Query side only: the respellings are looked up as compact names and
// spellings, and compared when scoring; no stored key changes.

/** The spellings of the SKW sound; any one may stand for any other. */
const SKW = ['schw', 'skw', 'squ', 'shw'];
/** Letters a pinyin syllable may end with, before another syllable's X or SH. */
const SYLLABLE_END = /[aeiouvng]/;
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
    // French and Portuguese write that SH sound CH (CHANEL, CHAVE), as Portuguese and Catalan write it
    // X: a head X before a vowel is read as their CH too (XANEL, CHANEL).
    if (/^x[aeiou]/.test(compact)) found.add(`ch${compact.slice(1)}`);
  }
  if (compact.startsWith('sh') && compact.length >= 4) {
    found.add(`x${compact.slice(2)}`);
    if (/^sh[aeou]/.test(compact)) found.add(`xi${compact.slice(2)}`);
  }
  // Inside a name, at the start of a syllable as pinyin writes one (HUAXI, LENXIN: after a vowel or
  // the N and NG that end a syllable), X before I or U is SH, and SH before a vowel is X (XI before
  // A, E, O, U). An English X between vowels (TAXI) gets the reading too: one more respelling, compared
  // as a sound-alike like the others; after a consonant (MARXIST) X is left as it is.
  for (let at = 2; at < compact.length - 1; at += 1) {
    if (!SYLLABLE_END.test(compact.charAt(at - 1))) continue;
    const rest = compact.slice(at);
    const head = compact.slice(0, at);
    if (/^x[iu]/.test(rest)) {
      found.add(`${head}sh${rest.slice(1)}`);
      if (/^xi[aeou]/.test(rest)) found.add(`${head}sh${rest.slice(2)}`);
    } else if (/^sh[aeiou]/.test(rest)) {
      found.add(`${head}x${rest.slice(2)}`);
      if (/^sh[aeou]/.test(rest)) found.add(`${head}xi${rest.slice(2)}`);
    }
  }
  found.delete(compact);
  return [...found].slice(0, MAX_RESPELLINGS);
}
