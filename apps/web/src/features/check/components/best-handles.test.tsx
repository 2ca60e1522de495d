import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithMantine } from '../../../testing/render.tsx';
import { BestHandles } from './best-handles.tsx';

describe('best common handle', () => {
  it('names the handle free on the most networks, the looks-available ones apart, and the runners-up', () => {
    renderWithMantine(
      <BestHandles
        suggestions={[
          { handle: 'zentro', free_on: ['bluesky', 'github'], looks_available_on: ['github'] },
          { handle: 'getzentro', free_on: ['bluesky'], looks_available_on: [] },
        ]}
      />,
    );
    const card = screen.getByRole('region', { name: 'Best common handle' });
    expect(card.textContent).toContain('@zentro');
    expect(card.textContent).toContain('Free on 2 networks: Bluesky; looks available on GitHub');
    expect(card.textContent).toContain('Also worth a look: @getzentro (free on 1).');
  });

  it('says so when no form tried is free anywhere, and shows nothing when none was tried', () => {
    const { unmount } = renderWithMantine(
      <BestHandles suggestions={[{ handle: 'google', free_on: [], looks_available_on: [] }]} />,
    );
    expect(screen.getByRole('region', { name: 'Best common handle' }).textContent).toContain(
      'None of the 1 handle forms we tried is free',
    );
    unmount();
    renderWithMantine(<BestHandles suggestions={[]} />);
    expect(screen.queryByRole('region', { name: 'Best common handle' })).toBeNull();
  });
});
