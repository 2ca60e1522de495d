/** True for PostgreSQL's unique_violation (23505), whether the driver error is wrapped (Drizzle) or not. */
export function isUniqueViolation(error: unknown): boolean {
  const direct = (error as { code?: unknown }).code;
  const wrapped = (error as { cause?: { code?: unknown } }).cause?.code;
  return direct === '23505' || wrapped === '23505';
}

/** What of a database error may be logged: never the query's parameters, row values or detail. */
export interface DatabaseErrorSummary {
  /** SQLSTATE, e.g. 23505. */
  code: string;
  /** The server's message, with any value after a colon (`invalid input syntax for type uuid: "…"`) cut. */
  message: string;
  constraint?: string;
}

/** The driver's error (pg's DatabaseError: a SQLSTATE code and a severity), or undefined. */
function asDriverError(error: unknown): { code: string; message: string; constraint?: unknown } | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, severity } = error as Error & { code?: unknown; severity?: unknown };
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || typeof severity !== 'string')
    return undefined;
  return error as Error & { code: string };
}

/** Drizzle's wrapper (DrizzleQueryError): its message and properties carry the SQL and every parameter. */
function isQueryWrapper(error: unknown): boolean {
  return error instanceof Error && 'params' in error && 'query' in error;
}

/**
 * Summarises a database error, whether the driver's own or wrapped by Drizzle; undefined for any
 * other error. Parameters (password hashes, e-mail addresses) and row values in `detail` are left out.
 */
export function summariseDatabaseError(error: unknown): DatabaseErrorSummary | undefined {
  // Down through Drizzle's wrappers (a wrapper may wrap another) to the driver's error.
  let current: unknown = error;
  let wrapped = false;
  for (let depth = 0; depth < 5; depth += 1) {
    const driver = asDriverError(current);
    if (driver) {
      return {
        code: driver.code,
        // PostgreSQL quotes identifiers inline ('relation "users"') and puts values after a colon.
        message: driver.message.replace(/:\s[\s\S]*$/, ': [redacted]'),
        ...(typeof driver.constraint === 'string' ? { constraint: driver.constraint } : {}),
      };
    }
    if (!isQueryWrapper(current)) break;
    wrapped = true;
    current = (current as Error).cause;
  }
  if (!wrapped) return undefined;
  // Not the server's answer (a lost connection, a pool timeout): that error's own words are safe.
  const { code, message } = (current ?? {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : 'unknown',
    message: typeof message === 'string' && !isQueryWrapper(current) ? message : 'database query failed',
  };
}
