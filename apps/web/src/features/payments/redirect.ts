/**
 * Leaves the app for a checkout page. Only an https address or a same-site path is followed, so a
 * tampered answer cannot send the browser to a `javascript:` URL. Its own module so tests can replace it.
 */
export function isFollowableCheckoutUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.origin === window.location.origin;
  } catch {
    return false;
  }
}

export function leaveForCheckout(url: string): void {
  window.location.assign(url);
}
