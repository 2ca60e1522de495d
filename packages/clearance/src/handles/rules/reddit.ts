import type { NetworkRule } from '../network-rule.ts';

/** Reddit: a user's public `about.json` (suspended accounts answer too, with `is_suspended`). */
export const redditRule: NetworkRule = {
  network: 'reddit',
  label: 'Reddit',
  validity: {
    minLength: 3,
    maxLength: 20,
    pattern: /[A-Za-z0-9_-]+/,
    describe: 'Reddit usernames are 3-20 letters, digits, underscores or hyphens',
    // Site pages at the top level, which no account can take (written from the site's own addresses).
    reserved: ['about', 'admin', 'login', 'mod', 'search', 'settings', 'signup'],
  },
  profileUrl: (handle) => `https://www.reddit.com/user/${handle}`,
  // Reddit never gives out the name of a deleted account again.
  keepsRetiredNames: true,
  knownAccount: 'spez',
  publicProbe: {
    baseUrl: 'https://www.reddit.com',
    path: '/user/{handle}/about.json',
    method: 'GET',
    headers: { accept: 'application/json' },
    walls: [
      { bodyIncludes: ['whoa there, pardner'], reason: "Reddit's network security blocked the request" },
      { redirectTo: '/login', reason: 'Reddit asked to log in' },
    ],
    taken: [
      { status: 200, json: { path: 'data.name', equals: '{handle}' }, reason: 'Reddit returned the account' },
    ],
    missing: [{ status: 404, json: { path: 'error', equals: 404 }, reason: 'Reddit has no such user' }],
  },
};
