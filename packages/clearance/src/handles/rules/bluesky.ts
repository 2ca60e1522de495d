import type { NetworkRule } from '../network-rule.ts';

/** Bluesky: the AT Protocol's public handle resolution (`com.atproto.identity.resolveHandle`). */
export const blueskyRule: NetworkRule = {
  network: 'bluesky',
  label: 'Bluesky',
  validity: {
    minLength: 3,
    maxLength: 18,
    pattern: /[A-Za-z0-9-]+/,
    describe: 'bsky.social handles are 3-18 letters, digits or hyphens',
    // Site pages at the top level, which no account can take (written from the site's own addresses).
    reserved: ['about', 'admin', 'help', 'support'],
    refuse: [{ pattern: /^-|-$/, describe: 'bsky.social handles do not begin or end with a hyphen' }],
  },
  // People choose a name under bsky.social; the canary's known account is a handle of its own domain.
  expand: (handle) => (handle.includes('.') ? handle : `${handle}.bsky.social`),
  profileUrl: (handle) => `https://bsky.app/profile/${handle}`,
  // A handle is a DNS name the service points at an account; one that resolves to nothing is free.
  keepsRetiredNames: false,
  knownAccount: 'bsky.app',
  publicProbe: {
    baseUrl: 'https://public.api.bsky.app',
    path: '/xrpc/com.atproto.identity.resolveHandle?handle={handle}',
    method: 'GET',
    headers: { accept: 'application/json' },
    taken: [
      { status: 200, json: { path: 'did', exists: true }, reason: 'the handle resolves to an account (DID)' },
    ],
    missing: [
      {
        status: 400,
        json: { path: 'message', equals: 'Unable to resolve handle' },
        reason: 'Bluesky could not resolve the handle to any account',
      },
      {
        // The error name newer servers give for the same answer.
        status: 400,
        json: { path: 'error', equals: 'HandleNotFound' },
        reason: 'Bluesky could not resolve the handle to any account',
      },
    ],
  },
};
