import type { NetworkRule } from '../network-rule.ts';

/** X (Twitter): the official API v2 user look-up, which needs a bearer token; without one it is not checked. */
export const twitterRule: NetworkRule = {
  network: 'twitter',
  label: 'X (Twitter)',
  validity: {
    minLength: 4,
    maxLength: 15,
    pattern: /[A-Za-z0-9_]+/,
    describe: 'X usernames are 4-15 letters, digits or underscores',
    // Site pages at the top level, which no account can take (written from the site's own addresses).
    reserved: [
      'explore',
      'home',
      'i',
      'login',
      'messages',
      'notifications',
      'privacy',
      'search',
      'settings',
      'signup',
      'tos',
    ],
    refuse: [{ pattern: /twitter|admin/i, describe: "X usernames may not contain 'Twitter' or 'Admin'" }],
  },
  profileUrl: (handle) => `https://x.com/${handle}`,
  keepsRetiredNames: true,
  knownAccount: 'XDevelopers',
  keyProbe: {
    baseUrl: 'https://api.x.com',
    path: '/2/users/by/username/{handle}',
    method: 'GET',
    headers: { accept: 'application/json', authorization: 'Bearer {credential}' },
    walls: [{ status: 401, reason: 'the configured X API token was refused' }],
    taken: [
      {
        status: 200,
        json: { path: 'data.username', equals: '{handle}' },
        reason: "X's API returned the account",
      },
      {
        status: 200,
        json: { path: 'errors.0.detail', includes: 'suspended' },
        reason: "X's API says the account is suspended; the name stays with it",
      },
    ],
    missing: [
      {
        status: 200,
        json: { path: 'errors.0.title', equals: 'Not Found Error' },
        reason: "X's API has no such user",
      },
    ],
  },
  withoutKey: {
    availability: 'not_checked',
    reason: 'X (Twitter) is checked through its API only, and no API token is configured',
  },
};
