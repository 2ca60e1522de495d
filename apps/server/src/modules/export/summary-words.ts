import type { ExportSourceSummary } from './export-plan.ts';
import { STATE_WORDS } from './export-columns.ts';

/** The terms' disclaimer (spec 000: no legal advice, no registration, no search guaranteed complete). */
export const DISCLAIMER =
  'This report is for information only and is not legal advice. Brandwright does not register trademarks ' +
  'and cannot guarantee that any search is complete: registers, domain registries, networks and search ' +
  'engines change daily and may not answer every query. Before you adopt or file a name, ask a trademark ' +
  'attorney to confirm that it is free to use in your classes and countries.';

const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

/** One source's figures in a sentence: what it found, or why it could not answer. */
export function sourceFigureWords(summary: ExportSourceSummary): string {
  if (summary.state !== 'done') {
    const why = summary.reason ? `: ${summary.reason}` : '';
    const partial = summary.records > 0 ? ` (${plural(summary.records, 'result')} so far)` : '';
    return `${STATE_WORDS[summary.state]}${why}${partial}`;
  }
  if (summary.risks) {
    const { high, medium, low } = summary.risks;
    const register = summary.demoRegister
      ? ' in the demo register (demo data, not a real register search)'
      : '';
    if (summary.records === 0) return `No similar trademarks found${register}`;
    return `${plural(summary.records, 'similar trademark')}${register}: ${high} high, ${medium} medium, ${low} low risk`;
  }
  if (summary.availability) {
    const { available, taken, unknown, notChecked } = summary.availability;
    const parts = [`${available} available`, `${taken} taken`];
    if (unknown > 0) parts.push(`${unknown} unknown`);
    if (notChecked > 0) parts.push(`${notChecked} not checked`);
    return `${plural(summary.records, 'name')} checked: ${parts.join(', ')}`;
  }
  const hits =
    summary.totalHits && summary.totalHits > 0 ? `; ${plural(summary.totalHits, 'hit')} on the web` : '';
  return `${plural(summary.records, 'result')}${hits}`;
}
