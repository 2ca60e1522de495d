import type { HandleValidity } from './network-rule.ts';

export type HandleValidityResult = { valid: true } | { valid: false; reason: string };

/** Whether a network could hold this handle at all; decided before any request. */
export function validateHandle(validity: HandleValidity, handle: string): HandleValidityResult {
  if (handle.length < validity.minLength || handle.length > validity.maxLength)
    return { valid: false, reason: `not a valid handle there: ${validity.describe}` };
  if (!new RegExp(`^(?:${validity.pattern.source})$`, validity.pattern.flags).test(handle))
    return { valid: false, reason: `not a valid handle there: ${validity.describe}` };
  for (const refused of validity.refuse ?? [])
    if (refused.pattern.test(handle))
      return { valid: false, reason: `not a valid handle there: ${refused.describe}` };
  if (validity.reserved?.includes(handle.toLowerCase()))
    return { valid: false, reason: 'not a valid handle there: the network keeps this name for itself' };
  return { valid: true };
}

/** A handle as people type it: '@' and spaces around it dropped. */
export function normaliseHandleInput(input: string): string {
  return input.trim().replace(/^@+/, '').trim();
}
