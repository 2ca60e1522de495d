import type { NetworkRule } from '../network-rule.ts';

/** Pinterest: the profile page (`pinterest.com/<username>/`). */
export const pinterestRule: NetworkRule = {
  network: 'pinterest',
  label: 'Pinterest',
  validity: {
    minLength: 3,
    maxLength: 30,
    pattern: /[A-Za-z0-9_]+/,
    describe: 'Pinterest usernames are 3-30 letters, digits or underscores',
    // Site pages at the top level, which no account can take (written from the site's own addresses).
    reserved: ['about', 'business', 'ideas', 'login', 'pin', 'search', 'settings', 'today'],
  },
  profileUrl: (handle) => `https://www.pinterest.com/${handle}/`,
  keepsRetiredNames: true,
  knownAccount: 'pinterest',
  publicProbe: {
    baseUrl: 'https://www.pinterest.com',
    path: '/{handle}/',
    method: 'GET',
    headers: { accept: 'text/html', 'accept-language': 'en' },
    walls: [{ redirectTo: '/login', reason: 'Pinterest asked to log in' }],
    taken: [
      {
        status: 200,
        bodyIncludes: [
          'content="pinterestapp:pinner"',
          '<meta property="og:url" content="https://www.pinterest.com/{handle}/"',
        ],
        reason: 'Pinterest showed the profile of this username',
      },
    ],
    missing: [
      {
        status: 404,
        bodyIncludes: ['"code":"UserNotFound"'],
        reason: 'Pinterest answered that the user was not found',
      },
    ],
  },
};
