import type { NetworkRule } from '../network-rule.ts';

/** TikTok: the profile page, whose embedded user-detail JSON names the account or says it is missing. */
export const tiktokRule: NetworkRule = {
  network: 'tiktok',
  label: 'TikTok',
  validity: {
    minLength: 2,
    maxLength: 24,
    pattern: /[A-Za-z0-9_.]+/,
    describe: 'TikTok usernames are 2-24 letters, digits, underscores or periods',
    // Site pages at the top level, which no account can take (written from the site's own addresses).
    reserved: ['about', 'discover', 'explore', 'following', 'foryou', 'live', 'login', 'search', 'upload'],
    refuse: [{ pattern: /\.$/, describe: 'TikTok usernames do not end with a period' }],
  },
  profileUrl: (handle) => `https://www.tiktok.com/@${handle}`,
  keepsRetiredNames: true,
  knownAccount: 'tiktok',
  publicProbe: {
    baseUrl: 'https://www.tiktok.com',
    path: '/@{handle}',
    method: 'GET',
    headers: { accept: 'text/html', 'accept-language': 'en' },
    walls: [{ redirectTo: '/login', reason: 'TikTok asked to log in' }],
    taken: [
      {
        status: 200,
        bodyIncludes: ['"webapp.user-detail"', '"uniqueId":"{handle}"'],
        reason: 'TikTok showed the profile of this username',
      },
    ],
    missing: [
      {
        status: 200,
        // 10221 is the user-detail status code of a username no account has.
        bodyIncludes: ['"webapp.user-detail"', '"statusCode":10221'],
        reason: "TikTok answered 'couldn't find this account'",
      },
    ],
  },
};
