/** True for PostgreSQL's unique_violation (23505), whether the driver error is wrapped (Drizzle) or not. */
export function isUniqueViolation(error: unknown): boolean {
  const direct = (error as { code?: unknown }).code;
  const wrapped = (error as { cause?: { code?: unknown } }).cause?.code;
  return direct === '23505' || wrapped === '23505';
}
