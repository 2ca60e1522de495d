/**
 * A shared store of the domain source could not answer (the database is down, say). The message is
 * written for the domain record's reason, which the domain checker builds from it, so it names the
 * store and never the database's own message; the cause keeps that for logs.
 */
export class DomainStateError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DomainStateError';
  }
}

/** Told about store failures that are answered without throwing (a cache miss, a skipped write). */
export type DomainStateErrorHandler = (error: unknown, operation: string) => void;

export const warnOnDomainStateError: DomainStateErrorHandler = (error, operation) => {
  const detail = error instanceof Error ? error.message : String(error);
  process.emitWarning(`domain state: ${operation} failed: ${detail}`, { code: 'BW_DOMAIN_STATE' });
};
