import type { HandleCheckOptions, HandleChecker } from './handle-checker.ts';
import { NETWORK_IDS, type HandleRecord, type NetworkId } from './types.ts';

/**
 * Candidates checked at most for a best common handle: with at most ten probed networks (X and Facebook
 * only with keys), a suggestion costs at most 8 x 10 = 80 probes plus each network's two canary probes.
 */
export const MAX_HANDLE_CANDIDATES = 8;

/** The handle forms of a brand name, plainest first: as is, with underscores, dots or hyphens, 'get', 'hq', 'app', the industry word. */
export function handleCandidates(
  brand: string,
  industry?: string | null,
  max: number = MAX_HANDLE_CANDIDATES,
): string[] {
  const words = handleWords(brand);
  const joined = words.join('');
  if (joined === '') return [];
  const industryWord = handleWords(industry ?? '').join('');
  const forms = [
    joined,
    ...(words.length > 1 ? [words.join('_'), words.join('.'), words.join('-')] : []),
    `get${joined}`,
    `${joined}hq`,
    `${joined}app`,
    ...(industryWord && !joined.includes(industryWord) ? [`${joined}${industryWord}`] : []),
  ];
  return [...new Set(forms)].slice(0, Math.max(0, max));
}

/** Lower-case ASCII words of a name: accents dropped, anything else a separator. */
function handleWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

export interface HandleSuggestion {
  handle: string;
  /** Networks where the handle is available (including 'looks available'), in network order. */
  free_on: NetworkId[];
  /** Of those, the networks whose 'not found' carries the caveat of kept names. */
  looks_available_on: NetworkId[];
  /** Every answer for the handle, one per network asked. */
  records: HandleRecord[];
}

/**
 * Ranks candidates by how many networks report them available; taken, unknown and not checked never
 * count. Ties keep the candidates' order (plainer forms first).
 */
export function rankHandleCandidates(
  candidates: readonly string[],
  answers: readonly { candidate: string; record: HandleRecord }[],
): HandleSuggestion[] {
  const suggestions = candidates.map((handle) => {
    const records = answers.filter((answer) => answer.candidate === handle).map((answer) => answer.record);
    const free = records.filter((record) => record.availability === 'available');
    return {
      handle,
      free_on: NETWORK_IDS.filter((network) => free.some((record) => record.network === network)),
      looks_available_on: NETWORK_IDS.filter((network) =>
        free.some((record) => record.network === network && record.looks_available),
      ),
      records,
    };
  });
  return suggestions
    .map((suggestion, order) => ({ suggestion, order }))
    .sort((a, b) => b.suggestion.free_on.length - a.suggestion.free_on.length || a.order - b.order)
    .map(({ suggestion }) => suggestion);
}

export interface BestHandleOptions extends HandleCheckOptions {
  industry?: string | null | undefined;
  /** At most MAX_HANDLE_CANDIDATES. */
  maxCandidates?: number;
}

/** Checks a brand's candidate handles on every chosen network and ranks them, the best first. */
export async function findBestHandles(
  checker: HandleChecker,
  brand: string,
  options: BestHandleOptions = {},
): Promise<HandleSuggestion[]> {
  const max = Math.min(MAX_HANDLE_CANDIDATES, options.maxCandidates ?? MAX_HANDLE_CANDIDATES);
  const candidates = handleCandidates(brand, options.industry, max);
  const networks = options.networks ?? NETWORK_IDS;
  const records = await checker.checkHandles(candidates, { networks });
  // checkHandles answers handles in order, each handle's networks in order.
  const answers = records.map((record, index) => ({
    candidate: candidates[Math.floor(index / networks.length)] ?? '',
    record,
  }));
  return rankHandleCandidates(candidates, answers);
}
