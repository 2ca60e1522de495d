/**
 * Browser storage keys in one place. Storage can throw (private mode, disabled cookies), so every
 * access is guarded and simply forgets instead of breaking the page.
 */
export const storageKeys = {
  /** session: the project name typed on the home page, picked up by the Create tool. */
  currentProjectName: 'bw.currentProjectName',
  /** session: 'success' or 'failure' left by the activation page for the login page. */
  activationResult: 'bw.activationResult',
  /** session: the cookie banner was dismissed. */
  cookieBannerDismissed: 'bw.cookieBannerDismissed',
  /** local: remember-me keeps the e-mail only (architecture departure: never the password). */
  rememberedEmail: 'bw.rememberedEmail',
  /** local: the e-mail that asked for a reset link in this browser, to prefill the reset page. */
  resetEmail: 'bw.resetEmail',
  /** local: the Create tool's current project id, so a reload keeps the project and its banks. */
  currentProjectId: 'bw.currentProjectId',
  /** local: the last Create search (its search_token and methods), so a reload shows its groups again. */
  createSearch: 'bw.createSearch',
  /** session: the Brand Creator's unsaved inputs (pills, options, language, typed name). */
  createDraft: 'bw.createDraft',
  /** session: the saved creation opened from Saved Creations, read by /brand-creator/savedkonstrukt. */
  savedCreation: 'bw.savedCreation',
} as const;

type StorageKind = 'session' | 'local';

function area(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the feature degrades to "not remembered".
  }
}

export function removeStorage(kind: StorageKind, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

/** A stored JSON value, or undefined when missing or unreadable; callers check its shape. */
export function readStorageJson(kind: StorageKind, key: string): unknown {
  const raw = readStorage(kind, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeStorageJson(kind: StorageKind, key: string, value: unknown): void {
  writeStorage(kind, key, JSON.stringify(value));
}
