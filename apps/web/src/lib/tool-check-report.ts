import { readStorageJson, removeStorage, writeStorageJson } from './storage.ts';

/**
 * The Check search on screen, handed between Check Search History and the Brand Checker (spec 002
 * section 2: the keyword and search token of the selected history item are kept in the session). The
 * report's address carries the token too, so a reload or a shared tab still finds it.
 */
export interface CheckReportRef {
  token: string;
  keyword: string;
}

/** session: the report opened from Check Search History (/brand-checker/historydekonstrukt). */
const reportKey = 'bw.checkReport';
/** session: the Brand Checker's last search, shown again after a reload. */
const lastSearchKey = 'bw.checkSearch';

function readRef(key: string): CheckReportRef | null {
  const stored = readStorageJson('session', key);
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Record<string, unknown>;
  if (typeof value.token !== 'string' || value.token === '') return null;
  return { token: value.token, keyword: typeof value.keyword === 'string' ? value.keyword : '' };
}

export function openCheckReport(ref: CheckReportRef): void {
  writeStorageJson('session', reportKey, ref);
}

export function readCheckReport(): CheckReportRef | null {
  return readRef(reportKey);
}

export function rememberCheckSearch(ref: CheckReportRef): void {
  writeStorageJson('session', lastSearchKey, ref);
}

export function readLastCheckSearch(): CheckReportRef | null {
  return readRef(lastSearchKey);
}

export function forgetLastCheckSearch(): void {
  removeStorage('session', lastSearchKey);
}
