import type { NetworkRule } from '../network-rule.ts';

const githubApi = {
  baseUrl: 'https://api.github.com',
  path: '/users/{handle}',
  method: 'GET',
  walls: [],
  taken: [
    {
      status: 200,
      json: { path: 'login', equals: '{handle}' },
      reason: "GitHub's users API returned the account",
    },
  ],
  missing: [
    {
      status: 404,
      json: { path: 'message', equals: 'Not Found' },
      reason: "GitHub's users API has no such account",
    },
  ],
} as const;

/** GitHub: the official users API (unauthenticated: 60 requests an hour per address; a token raises it). */
export const githubRule: NetworkRule = {
  network: 'github',
  label: 'GitHub',
  validity: {
    minLength: 1,
    maxLength: 39,
    pattern: /[A-Za-z0-9-]+/,
    describe: 'GitHub names are 1-39 letters, digits or hyphens',
    refuse: [
      { pattern: /^-|-$/, describe: 'GitHub names do not begin or end with a hyphen' },
      { pattern: /--/, describe: 'GitHub names do not hold two hyphens in a row' },
    ],
    // Top-level pages of github.com that no account can take.
    reserved: [
      'about',
      'account',
      'api',
      'blog',
      'contact',
      'explore',
      'features',
      'login',
      'logout',
      'marketplace',
      'new',
      'notifications',
      'organizations',
      'orgs',
      'pricing',
      'search',
      'security',
      'settings',
      'sponsors',
      'topics',
      'trending',
    ],
  },
  profileUrl: (handle) => `https://github.com/${handle}`,
  // Names of deleted and suspended accounts are held back for a while, and the API hides suspended ones.
  keepsRetiredNames: true,
  knownAccount: 'github',
  publicProbe: {
    ...githubApi,
    headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
  },
  keyProbe: {
    ...githubApi,
    headers: {
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      authorization: 'Bearer {credential}',
    },
  },
};
