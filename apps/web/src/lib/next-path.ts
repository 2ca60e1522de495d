import { paths } from '../config/paths.ts';

/** An origin no real page has, to resolve a path against and see whether it stays on it. */
const probeOrigin = 'https://brandwright.invalid';

/**
 * The page to go back to after signing in, read from a `?next=` value. Only a path on this site is
 * accepted (`/my-account/setting?x=1#top`). Anything that could leave the site (`https://evil.example`,
 * `//evil.example`, `/\evil.example`, `javascript:...`, control characters that browsers strip) gives
 * null, so the login page can never be turned into an open redirect. The login page itself is refused
 * too, so signing in cannot loop.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin || url.pathname === paths.login.path) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
