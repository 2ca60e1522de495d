import { validateHandle } from './handle-validity.ts';
import type { NetworkRule, ProbeRule } from './network-rule.ts';
import type { ProbeOutcome } from './probe-handle.ts';

/** `transient` when the canary could not be asked (rate limited, timed out): not reused by later searches. */
export type CanaryResult = { reliable: true } | { reliable: false; reason: string; transient?: boolean };

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A handle no one holds: twelve random letters and digits (fewer where the network allows fewer),
 * valid on the network so that its probe is a fair question.
 */
export function canaryHandle(rule: NetworkRule, random: () => number): string {
  const length = Math.max(rule.validity.minLength, Math.min(12, rule.validity.maxLength));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    let handle = 'q';
    while (handle.length < length) handle += ALPHABET[Math.floor(random() * ALPHABET.length)] ?? 'x';
    if (validateHandle(rule.validity, handle).valid) return handle;
  }
  throw new Error(`no canary handle fits the rules of ${rule.network}`);
}

/**
 * Judges the canary's two probes: the known account must be found and the handle that cannot exist must
 * be reported missing (or, where the probe can never prove a handle free, at least not taken).
 */
export function judgeCanary(probe: ProbeRule, known: ProbeOutcome, absent: ProbeOutcome): CanaryResult {
  if (known.kind === 'unknown')
    return {
      reliable: false,
      reason: `the known account could not be checked (${known.reason})`,
      transient: true,
    };
  if (known.kind === 'missing') return { reliable: false, reason: 'a known account was reported missing' };
  if (absent.kind === 'missing') return { reliable: true };
  if (absent.kind === 'taken')
    return { reliable: false, reason: 'a handle that cannot exist was reported taken' };
  if (probe.missing.length === 0 && absent.inconclusive) return { reliable: true };
  return {
    reliable: false,
    reason: `a handle that cannot exist could not be checked (${absent.reason})`,
    transient: true,
  };
}
