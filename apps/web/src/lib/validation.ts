/**
 * Client-side validation reuses the zod schemas of `@brandwright/contracts`, so the browser shows
 * exactly the messages the server would send (spec 000, section 5). This helper turns a schema's
 * issues into one message per field.
 */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The part of a zod schema we rely on; typed structurally so the web app needs no zod import here. */
export interface SafeParser {
  safeParse(value: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
}

export function validateWith<T>(schema: SafeParser, values: T): FieldErrors<T> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<T> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') continue;
    const key = field as keyof T;
    // The first issue per field is the one to show (e.g. the length message wins over the pattern).
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

export function hasErrors<T>(errors: FieldErrors<T>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}
