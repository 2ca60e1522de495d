import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage.ts';

export const activationMessages = {
  success: 'Your Account has been Activated',
  failure: 'User Activation Failed',
} as const;

/** How long the login page shows the activation result (spec 9: 2 seconds). */
export const activationMessageMs = 2000;

export type ActivationResult = keyof typeof activationMessages;

export function storeActivationResult(result: ActivationResult): void {
  writeStorage('session', storageKeys.activationResult, result);
}

/** Reads the stored result once and removes it, so a reload does not show it again. */
export function takeActivationResult(): ActivationResult | null {
  const stored = readStorage('session', storageKeys.activationResult);
  removeStorage('session', storageKeys.activationResult);
  return stored === 'success' || stored === 'failure' ? stored : null;
}
