import { describe, expect, it } from 'vitest';

import { paths } from '../config/paths.ts';
import { safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it('keeps a same-site path with its query and fragment', () => {
    expect(safeNextPath('/my-account')).toBe('/my-account');
    expect(safeNextPath('/my-account/setting?tab=password#form')).toBe(
      '/my-account/setting?tab=password#form',
    );
    expect(safeNextPath('/brand-checker/abc%20def')).toBe('/brand-checker/abc%20def');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../my-account')).toBe('/my-account');
    expect(safeNextPath('/../../my-account')).toBe('/my-account');
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['an absolute URL', 'https://evil.example/phish'],
    ['an absolute URL on http', 'http://evil.example'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash-only trick', '\\\\evil.example'],
    ['a tab the browser strips', '/\t/evil.example'],
    ['a newline the browser strips', '/\n/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a relative path', 'my-account'],
    ['the login page itself', '/login'],
    ['the login page with a query', '/login?next=/my-account'],
  ])('refuses %s', (_, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('round-trips through the login link', () => {
    const href = paths.login.getHref('/my-account/setting?a=1&b=2');
    expect(href).toBe('/login?next=%2Fmy-account%2Fsetting%3Fa%3D1%26b%3D2');
    const next = new URL(href, 'http://localhost').searchParams.get('next');
    expect(safeNextPath(next)).toBe('/my-account/setting?a=1&b=2');
  });
});
