import type { BankItem, ProjectDetail, ProjectSummary, SavedCreation } from '@brandwright/contracts';
import type { BankKind } from './project-errors.ts';

// Presenters turn rows into API shapes so that columns (user_id, timestamps) never leak.

export interface ProjectRow extends Record<string, unknown> {
  id: string;
  name: string;
  description: string;
}

export interface ProjectItemRow extends Record<string, unknown> {
  id: string;
  name: string;
  kind: BankKind;
}

export interface SavedCreationRow extends Record<string, unknown> {
  id: string;
  project_id: string | null;
  konstruktor_name: string;
  words: string[];
  created_at: Date | string;
}

export function presentProjectSummary(row: ProjectRow): ProjectSummary {
  return { id: row.id, name: row.name, description: row.description };
}

export function presentBankItem(row: Pick<ProjectItemRow, 'id' | 'name'>): BankItem {
  return { id: row.id, name: row.name };
}

/** A project with its banks; `items` in insertion order, both kinds together. */
export function presentProjectDetail(
  row: ProjectRow & { classes: number[] },
  items: ProjectItemRow[],
): ProjectDetail {
  return {
    ...presentProjectSummary(row),
    classes: row.classes,
    words: items.filter((item) => item.kind === 'word').map(presentBankItem),
    brands: items.filter((item) => item.kind === 'brand').map(presentBankItem),
  };
}

/** The Word Bank as the original sends it: a comma-separated string. */
export function joinWords(words: readonly string[]): string {
  return words.join(',');
}

export function presentSavedCreation(row: SavedCreationRow): SavedCreation {
  return {
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    konstruktor_name: row.konstruktor_name,
    words: joinWords(row.words),
    word_list: row.words,
    project_id: row.project_id,
  };
}
