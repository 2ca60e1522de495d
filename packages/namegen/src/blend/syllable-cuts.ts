/**
 * Syllable boundaries from spelling: a consonant run between two vowels splits so that the right part
 * is the longest cluster English allows at the start of a syllable (the maximal-onset principle), so
 * "consumer" splits con|su|mer and "morning" mor|ning. Blends switch words at such boundaries.
 */
import type { LetterUnit } from './letter-units.ts';

/** Consonant clusters English spelling allows at the start of a syllable (general phonotactics). */
const LEGAL_ONSETS = new Set([
  'bl',
  'br',
  'cl',
  'cr',
  'dr',
  'dw',
  'fl',
  'fr',
  'gl',
  'gr',
  'pl',
  'pr',
  'sc',
  'sk',
  'sl',
  'sm',
  'sn',
  'sp',
  'st',
  'sw',
  'tr',
  'tw',
  'scr',
  'spl',
  'spr',
  'str',
  'squ',
  'skr',
  'thr',
  'shr',
  'sch',
  'chr',
  'phr',
  'sq',
  'qu',
  'tw',
  'kr',
  'kl',
  'scl',
  'sph',
  'thw',
]);
/** Single consonant units that never start an English syllable. */
const NON_ONSET_UNITS = new Set(['ng', 'x', 'ck']);

function isLegalOnset(units: readonly LetterUnit[]): boolean {
  if (units.length === 0) return true;
  if (units.length === 1) {
    const unit = units[0];
    // A doubled consonant ("tt") belongs to both syllables; as an onset it reads as its single letter.
    return unit !== undefined && !NON_ONSET_UNITS.has(unit.text);
  }
  return LEGAL_ONSETS.has(
    units
      .map((unit) => (unit.text.length === 2 && unit.text[0] === unit.text[1] ? unit.text[0] : unit.text))
      .join(''),
  );
}

/**
 * Unit indexes at which a new syllable starts (never 0). Each is the start of the maximal legal
 * onset of a consonant run that lies between two vowels, or a vowel directly after a vowel when the
 * pair is not a digraph the source spells as one vowel.
 */
export function syllableStarts(units: readonly LetterUnit[]): Set<number> {
  const starts = new Set<number>();
  // A final "e" after a consonant is silent ("lime"): it starts no syllable of its own.
  const last = units[units.length - 1];
  // A final consonant + "le" is a syllable of its own ("sin|gle").
  const syllabicLe = units[units.length - 2]?.text === 'l' && units[units.length - 3]?.kind === 'C';
  const silentE =
    units.length > 3 && last?.text === 'e' && units[units.length - 2]?.kind === 'C' && !syllabicLe;
  const end = silentE ? units.length - 1 : units.length;
  let index = 0;
  while (index < units.length && units[index]?.kind === 'C') index += 1;
  while (index < end) {
    while (index < end && units[index]?.kind === 'V') index += 1;
    const runStart = index;
    while (index < end && units[index]?.kind === 'C') index += 1;
    if (index >= end) break; // final consonants are a coda, no new syllable
    const run = units.slice(runStart, index);
    let onsetStart = runStart;
    for (let split = runStart; split <= index; split += 1) {
      if (isLegalOnset(run.slice(split - runStart))) {
        onsetStart = split;
        break;
      }
    }
    starts.add(onsetStart);
  }
  return starts;
}
