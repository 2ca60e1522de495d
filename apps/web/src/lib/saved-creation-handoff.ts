import { readStorageJson, storageKeys, writeStorageJson } from './storage.ts';

/**
 * A saved creation opened from Saved Creations (spec 001 section 2: its konstruktorName is the
 * project name, its konstruktorSearchId the words of the word bank). Saved Creations writes it, the
 * Brand Creator's /brand-creator/savedkonstrukt reads it; session storage keeps it over a reload.
 */
export interface OpenedCreation {
  konstruktorName: string;
  words: string[];
  projectId: string | null;
  createdAt: string;
}

export function openCreation(creation: OpenedCreation): void {
  writeStorageJson('session', storageKeys.savedCreation, creation);
}

export function readOpenedCreation(): OpenedCreation | null {
  const stored = readStorageJson('session', storageKeys.savedCreation);
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Record<string, unknown>;
  if (typeof value.konstruktorName !== 'string' || !Array.isArray(value.words)) return null;
  return {
    konstruktorName: value.konstruktorName,
    words: value.words.filter((word): word is string => typeof word === 'string'),
    projectId: typeof value.projectId === 'string' ? value.projectId : null,
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : '',
  };
}
