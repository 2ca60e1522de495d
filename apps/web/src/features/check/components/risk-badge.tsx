import { Badge, List, Stack } from '@mantine/core';

import { conflictReasonWords } from '../conflict-reasons.ts';
import { WRAPPING_LABEL } from './badge-styles.ts';

export type TrademarkRisk = 'high' | 'medium' | 'low';

const riskColours: Record<TrademarkRisk, string> = { high: 'red.9', medium: 'yellow.4', low: 'teal.9' };
const riskWords: Record<TrademarkRisk, string> = {
  high: 'High risk',
  medium: 'Medium risk',
  low: 'Low risk',
};

/** How close a registered mark is to the searched name, and why, in words. */
export function RiskBadge({
  risk,
  reasons,
  query,
  showQuery,
}: {
  risk: TrademarkRisk;
  reasons: readonly string[];
  query: string;
  showQuery: boolean;
}) {
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        color={riskColours[risk]}
        autoContrast
        tt="none"
        data-risk={risk}
        style={{ height: 'auto' }}
        styles={WRAPPING_LABEL}
      >
        {riskWords[risk]}
        {showQuery ? ` for ${query}` : ''}
      </Badge>
      {reasons.length > 0 ? (
        <List size="xs" spacing={0} aria-label={`Why: ${riskWords[risk].toLowerCase()}`}>
          {reasons.map((reason) => (
            <List.Item key={reason}>{conflictReasonWords(reason)}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
