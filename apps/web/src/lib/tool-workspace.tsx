import type { BankItem, ProjectSummary } from '@brandwright/contracts';
import { createContext, useContext } from 'react';

/**
 * What the brand tools (Brand Creator, Brand Checker) and the My Brand Centre panel share while a
 * member works: the current project, its Word and Brand Banks, and the current tool's input. Features
 * never import each other, so this is the contract between them; `app/` builds the value from the
 * Brand Centre's project hooks and hands it to both.
 */

/** Spec 001 section 2: blue for typed or dropped blue (brand) words, green otherwise. */
export type PillColour = 'blue' | 'green';

export interface ToolPill {
  value: string;
  colour: PillColour;
}

/** The input of the tool on screen: the search-word pills on /brand-creator. */
export interface ToolInput {
  values: readonly string[];
  add(pill: ToolPill): void;
}

export interface ToolWorkspace {
  /** The member's projects, newest first (empty until loaded). */
  projects: readonly ProjectSummary[];
  /** True once the project list has been read (so "not in the list" means unknown). */
  projectsReady: boolean;
  projectId: string | null;
  /** The chosen ("locked") project once known, else null. */
  project: ProjectSummary | null;
  /** Chooses a project (null clears it). `known` lets a just-created project show before a refetch. */
  selectProject(id: string | null, known?: ProjectSummary): void;
  words: readonly BankItem[];
  brands: readonly BankItem[];
  /**
   * Adds to the Word Bank of the current project (or of `projectId`, for a project chosen in the same
   * event); resolves false when there is no project or it failed.
   */
  addWord(name: string, projectId?: string): Promise<boolean>;
  /** Adds to the current project's Brand Bank; resolves false when there is no project or it failed. */
  addBrand(name: string, projectId?: string): Promise<boolean>;
  toolInput: ToolInput | null;
  /** The tool on screen registers its input (and null when it goes away). */
  setToolInput(input: ToolInput | null): void;
}

export const ToolWorkspaceContext = createContext<ToolWorkspace | null>(null);

export function useToolWorkspace(): ToolWorkspace {
  const workspace = useContext(ToolWorkspaceContext);
  if (!workspace) throw new Error('useToolWorkspace needs a ToolWorkspaceContext provider (app/routes).');
  return workspace;
}

/** Case-insensitive, as the server compares project and bank names. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
