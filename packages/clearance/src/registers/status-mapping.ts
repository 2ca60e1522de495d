// Office statuses to our seven normalised ones. The raw status is always kept beside it.
import type { MarkStatus } from './types.ts';

/** EUIPO MarkCurrentStatusCode texts ("Application opposed", "Registration cancelled", …). */
export function euipoStatus(text: string): MarkStatus {
  const lower = text.toLowerCase();
  if (lower.includes('cancellation pending')) return 'registered';
  if (lower.includes('cancel') || lower.includes('surrender') || lower.includes('invalid'))
    return 'cancelled';
  if (lower.includes('expired') || lower.includes('not renewed')) return 'expired';
  if (lower.includes('withdrawn')) return 'withdrawn';
  if (lower.includes('refused') || lower.includes('rejected')) return 'refused';
  if (lower.includes('opposed') || lower.includes('opposition')) return 'opposed';
  if (lower.includes('registered') || lower.includes('renewed')) return 'registered';
  return 'pending';
}

/**
 * USPTO TSDR status codes by range: 600–629 dead applications (abandoned; 616 and 620–629 revived or
 * awaiting petition stay pending), 630–699 live applications, 700–709 registered, 710–719 cancelled,
 * 720–799 registered with post-registration activity, 800–899 registered or renewed, 900+ expired.
 */
export function usptoStatus(
  code: string | null,
  flags: { opposition: boolean; cancellation: boolean },
): MarkStatus {
  const value = Number.parseInt(code ?? '', 10);
  let status: MarkStatus = 'pending';
  if (Number.isNaN(value)) status = 'pending';
  else if (value >= 600 && value <= 615) status = 'withdrawn';
  else if (value >= 616 && value <= 699) status = 'pending';
  else if (value >= 700 && value <= 709) status = 'registered';
  else if (value >= 710 && value <= 719) status = 'cancelled';
  else if (value >= 720 && value <= 899) status = 'registered';
  else if (value >= 900) status = 'expired';
  if (status === 'pending' && flags.opposition) return 'opposed';
  return status;
}

/** UKIPO bulk-data status texts ("Registered", "Application Published", "Dead", "Removed", …). */
export function ukipoStatus(text: string): MarkStatus {
  const lower = text.toLowerCase();
  if (lower.includes('opposed') || lower.includes('opposition')) return 'opposed';
  if (lower.includes('refused')) return 'refused';
  if (lower.includes('withdrawn') || lower.includes('abandoned')) return 'withdrawn';
  if (lower.includes('expired') || lower.includes('removed') || lower.includes('lapsed')) return 'expired';
  if (
    lower.includes('cancel') ||
    lower.includes('revoked') ||
    lower.includes('invalid') ||
    lower.includes('surrender')
  ) {
    return 'cancelled';
  }
  if (lower === 'dead') return 'expired';
  if (lower.includes('registered') || lower.includes('renewed')) return 'registered';
  return 'pending';
}
