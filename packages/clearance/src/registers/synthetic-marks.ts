// Deterministic synthetic marks for scale tests and the demo register: brand-like names from syllables
// and common words, spread over the three offices, with plausible statuses, classes and dates.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createRandom } from '@brandwright/namegen/random';
import type { MarkRecord, MarkSource, MarkStatus, Office } from './types.ts';

/** Same seed, same marks: the product's one seeded generator (mulberry32), as a plain function. */
export function seededRandom(seed: number): () => number {
  return createRandom(seed).next;
}

const ONSETS = [
  'b',
  'br',
  'c',
  'cl',
  'd',
  'dr',
  'f',
  'fl',
  'g',
  'gr',
  'h',
  'j',
  'k',
  'l',
  'm',
  'n',
  'p',
  'pl',
  'qu',
  'r',
  's',
  'sk',
  'sn',
  'st',
  't',
  'tr',
  'v',
  'w',
  'z',
  'x',
  '',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'ou', 'y'];
const CODAS = ['', '', '', 'n', 'r', 'x', 'l', 's', 'm', 'k', 'nt', 'st', 'th'];
const SUFFIXES = ['', '', '', 'ify', 'ly', 'io', 'ex', 'ora', 'ix', 'on', 'ia', 'sy', 'lab', 'hub', 'go'];
const WORDS = (
  'blue red green black white gold silver sun moon star sky river ocean stone iron wolf lion eagle fox bear ' +
  'apple orange lemon cherry berry honey salt pepper coffee tea bread milk wine cloud rain snow storm wind ' +
  'fire water earth metal wood leaf tree root seed bloom rose lily oak pine maple north south east west ' +
  'bright swift smart true pure bold prime nova terra vita luna sol alpha omega delta zen flow wave peak ' +
  'point edge core craft works labs studio house home city urban rural wild free happy lucky magic royal ' +
  'tech soft data cloud net link byte pixel logic mind sense spark pulse beam arc orbit rocket comet ' +
  'garden field meadow harbor bridge tower castle crown king queen knight dragon tiger panda koala owl'
).split(' ');
const STATUSES: Array<[MarkStatus, number]> = [
  ['registered', 0.55],
  ['pending', 0.2],
  ['opposed', 0.04],
  ['refused', 0.04],
  ['withdrawn', 0.06],
  ['expired', 0.07],
  ['cancelled', 0.04],
];
const OFFICE_LIST: Office[] = ['UK', 'EU', 'US'];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function inventedWord(random: () => number): string {
  const syllables = 1 + Math.floor(random() * 3);
  let word = '';
  for (let index = 0; index < syllables; index += 1) word += pick(random, ONSETS) + pick(random, VOWELS);
  return word + pick(random, CODAS) + pick(random, SUFFIXES);
}

export function syntheticName(random: () => number): string {
  const shape = random();
  if (shape < 0.45) return inventedWord(random).toUpperCase();
  if (shape < 0.75) return `${pick(random, WORDS)} ${pick(random, WORDS)}`.toUpperCase();
  if (shape < 0.9) return `${pick(random, WORDS)}${inventedWord(random)}`.toUpperCase();
  return `${inventedWord(random)} ${pick(random, WORDS)}`.toUpperCase();
}

function markNumber(office: Office, serial: number): string {
  if (office === 'EU') return String(30_000_000 + serial).padStart(9, '0');
  if (office === 'US') return String(10_000_000 + serial);
  return `UK${String(10_000_000 + serial).padStart(11, '0')}`;
}

/** The `index`-th synthetic mark of a deterministic sequence (same seed and index, same mark). */
export function* syntheticMarks(
  count: number,
  options: { seed?: number; source?: MarkSource } = {},
): Generator<MarkRecord> {
  const random = seededRandom(options.seed ?? 42);
  for (let index = 0; index < count; index += 1) {
    const office = OFFICE_LIST[index % 3] as Office;
    let roll = random();
    let status: MarkStatus = 'registered';
    for (const [candidate, weight] of STATUSES) {
      if (roll < weight) {
        status = candidate;
        break;
      }
      roll -= weight;
    }
    const classCount = 1 + Math.floor(random() * 3);
    const classes = new Set<number>();
    while (classes.size < classCount) classes.add(1 + Math.floor(random() * 45));
    const year = 1980 + Math.floor(random() * 45);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    yield {
      office,
      number: markNumber(office, index),
      name: syntheticName(random),
      status,
      rawStatus: status,
      classes: [...classes],
      filed: `${year}-${month}-${day}`,
      registered: status === 'registered' ? `${Math.min(2025, year + 1)}-${month}-${day}` : null,
      owners: [
        `${pick(random, WORDS)} ${pick(random, ['Ltd', 'GmbH', 'Inc.', 'S.A.', 'LLC'])}`.toUpperCase(),
      ],
      source: options.source ?? 'synthetic',
    };
  }
}

/** Writes `count` synthetic marks as JSONL interchange lines. */
export async function writeSyntheticJsonl(file: string, count: number, seed = 42): Promise<void> {
  const out = createWriteStream(file);
  for (const mark of syntheticMarks(count, { seed })) {
    const line = JSON.stringify({
      office: mark.office,
      number: mark.number,
      name: mark.name,
      status: mark.status,
      classes: mark.classes,
      filed: mark.filed,
      ...(mark.registered ? { registered: mark.registered } : {}),
      owner: mark.owners?.[0],
      source: 'synthetic',
    });
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
