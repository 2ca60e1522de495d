import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storageKeys } from '../../lib/storage.ts';
import { renderWithMantine } from '../../testing/render.tsx';
import { CookieBanner } from './cookie-banner.tsx';

describe('CookieBanner', () => {
  it('asks the question and records a dismissal by Yes', () => {
    renderWithMantine(<CookieBanner />);
    expect(screen.getByText('Disable non-essential cookies?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByText('Disable non-essential cookies?')).toBeNull();
    expect(window.sessionStorage.getItem(storageKeys.cookieBannerDismissed)).toBe('true');
  });

  it('is dismissed by No as well', () => {
    renderWithMantine(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog', { name: 'Cookie preferences' })).toBeNull();
  });

  it('is dismissed by a click outside it', () => {
    renderWithMantine(
      <div>
        <p>Page text</p>
        <CookieBanner />
      </div>,
    );
    fireEvent.mouseDown(screen.getByText('Page text'));
    fireEvent.touchStart(screen.getByText('Page text'));
    expect(screen.queryByText('Disable non-essential cookies?')).toBeNull();
    expect(window.sessionStorage.getItem(storageKeys.cookieBannerDismissed)).toBe('true');
  });

  it('stays hidden once dismissed in this session', () => {
    window.sessionStorage.setItem(storageKeys.cookieBannerDismissed, 'true');
    renderWithMantine(<CookieBanner />);
    expect(screen.queryByText('Disable non-essential cookies?')).toBeNull();
  });
});
