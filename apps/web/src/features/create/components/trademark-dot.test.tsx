import type { CandidateDetails } from '@brandwright/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithMantine } from '../../../testing/render.tsx';
import { TrademarkDot } from './trademark-dot.tsx';

function details(overrides: Partial<CandidateDetails>): CandidateDetails {
  return {
    name: 'Solix',
    is_word: false,
    trademark: 'none',
    conflict: null,
    register: 'real',
    com: 'not_checked',
    ...overrides,
  };
}

describe('TrademarkDot', () => {
  it('says each risk in words, and never calls an unknown answer clear', () => {
    const cases = [
      ['high', 'Solix: high trademark risk'],
      ['medium', 'Solix: medium trademark risk'],
      ['none', 'Solix: no similar trademark found'],
      ['unknown', 'Solix: trademark risk unknown'],
    ] as const;
    for (const [risk, label] of cases) {
      const { unmount } = renderWithMantine(
        <TrademarkDot name="Solix" details={details({ trademark: risk })} isChecking={false} />,
      );
      const dot = screen.getByRole('img');
      expect(dot.getAttribute('aria-label')).toBe(label);
      expect(dot.getAttribute('data-risk')).toBe(risk);
      unmount();
    }
  });

  it('words a clear answer from the demo register alone as demo data, not as a real search', () => {
    renderWithMantine(
      <TrademarkDot
        name="Solix"
        details={details({ trademark: 'none', register: 'demo' })}
        isChecking={false}
      />,
    );
    const dot = screen.getByRole('img');
    expect(dot.getAttribute('aria-label')).toBe(
      'Solix: no similar trademark in the demo register (demo data, not a real register search)',
    );
    expect(dot.getAttribute('data-register')).toBe('demo');
  });

  it('is grey "unknown" when the details could not be read, and "checking" while they load', () => {
    const { unmount } = renderWithMantine(<TrademarkDot name="Solix" isChecking={false} />);
    expect(screen.getByRole('img').getAttribute('data-risk')).toBe('unknown');
    unmount();
    renderWithMantine(<TrademarkDot name="Solix" isChecking />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Solix: checking trademarks');
  });

  it('names the conflicting mark in its words (the tooltip on hover and focus is checked in e2e/create.spec.ts)', () => {
    renderWithMantine(
      <TrademarkDot
        name="Solix"
        isChecking={false}
        details={details({
          trademark: 'high',
          conflict: {
            mark: 'SOLIXA',
            office: 'EUIPO',
            number: '0123',
            classes: [30],
            reasons: [],
            demo: true,
          },
        })}
      />,
    );
    const dot = screen.getByRole('img');
    expect(dot.getAttribute('aria-label')).toBe(
      'Solix: high trademark risk. Similar mark: SOLIXA, EUIPO 0123, classes 30 (demo register)',
    );
  });
});
