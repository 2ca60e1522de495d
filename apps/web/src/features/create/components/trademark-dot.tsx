import type { CandidateDetails, TrademarkDot as Risk } from '@brandwright/contracts';
import { Tooltip } from '@mantine/core';

const riskWords: Record<Risk, string> = {
  high: 'high trademark risk',
  medium: 'medium trademark risk',
  none: 'no similar trademark found',
  // Never worded as clear: the search could not give a complete answer.
  unknown: 'trademark risk unknown',
};

/** The words of a risk; a clear answer from the demo register alone is never worded as a real search. */
function wordsOf(details: CandidateDetails): string {
  if (details.trademark === 'none' && details.register === 'demo')
    return 'no similar trademark in the demo register (demo data, not a real register search)';
  return riskWords[details.trademark];
}

function conflictWords(details: CandidateDetails): string | null {
  const { conflict } = details;
  if (!conflict) return null;
  const classes = conflict.classes.length > 0 ? `, classes ${conflict.classes.join(', ')}` : '';
  const demo = conflict.demo ? ' (demo register)' : '';
  return `Similar mark: ${conflict.mark}, ${conflict.office} ${conflict.number}${classes}${demo}`;
}

/**
 * The trademark risk of one name as a dot (high red, medium amber, none green, unknown grey) with
 * the same in words for screen readers and, on hover or focus, the conflicting mark.
 */
export function TrademarkDot({
  name,
  details,
  isChecking,
}: {
  name: string;
  details?: CandidateDetails;
  isChecking: boolean;
}) {
  const risk: Risk | 'checking' = details ? details.trademark : isChecking ? 'checking' : 'unknown';
  const words = risk === 'checking' ? 'checking trademarks' : details ? wordsOf(details) : riskWords[risk];
  const conflict = details ? conflictWords(details) : null;
  const label = `${name}: ${words}${conflict ? `. ${conflict}` : ''}`;
  return (
    <Tooltip
      label={conflict ?? words}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
      multiline
      maw={260}
    >
      <span
        role="img"
        aria-label={label}
        tabIndex={0}
        className="bw-risk-dot"
        data-risk={risk}
        data-register={details?.register}
      />
    </Tooltip>
  );
}
