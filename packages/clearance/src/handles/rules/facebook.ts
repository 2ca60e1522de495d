import type { NetworkRule } from '../network-rule.ts';

/**
 * Facebook: profiles need sign-in; with a Graph API token configured, a Page is looked up by its
 * username. The Graph API sees Pages only, so it can show a name taken but never prove it free.
 */
export const facebookRule: NetworkRule = {
  network: 'facebook',
  label: 'Facebook',
  validity: {
    minLength: 5,
    maxLength: 50,
    pattern: /[A-Za-z0-9.]+/,
    describe: 'Facebook usernames are 5-50 letters, digits or periods',
    // Site pages at the top level, which no account can take (written from the site's own addresses).
    reserved: [
      'events',
      'friends',
      'groups',
      'login',
      'marketplace',
      'messages',
      'pages',
      'photos',
      'settings',
      'watch',
    ],
    refuse: [{ pattern: /^\.|\.$/, describe: 'Facebook usernames do not begin or end with a period' }],
  },
  profileUrl: (handle) => `https://www.facebook.com/${handle}`,
  keepsRetiredNames: true,
  knownAccount: 'facebook',
  keyProbe: {
    baseUrl: 'https://graph.facebook.com',
    path: '/v19.0/{handle}?fields=id,name',
    method: 'GET',
    headers: { accept: 'application/json', authorization: 'Bearer {credential}' },
    walls: [
      {
        status: [400, 401],
        bodyIncludes: ['"type":"OAuthException","code":190'],
        reason: 'the configured Facebook token was refused',
      },
    ],
    taken: [
      {
        status: 200,
        json: { path: 'id', exists: true },
        reason: "Facebook's Graph API returned a Page with this username",
      },
    ],
    missing: [],
    inconclusive: [
      {
        status: 404,
        json: { path: 'error.code', equals: 803 },
        reason:
          'no Facebook Page by this name, but the Graph API sees Pages only, so a personal profile may hold it',
      },
    ],
  },
  withoutKey: {
    availability: 'unknown',
    reason:
      'needs sign-in to check: Facebook shows profiles to signed-in visitors only (no Graph API token configured)',
  },
};
