import type { NetworkRule } from '../network-rule.ts';

/** YouTube: the channel page of the handle (`youtube.com/@handle`). */
export const youtubeRule: NetworkRule = {
  network: 'youtube',
  label: 'YouTube',
  validity: {
    minLength: 3,
    maxLength: 30,
    pattern: /[A-Za-z0-9._-]+/,
    describe: 'YouTube handles are 3-30 letters, digits, underscores, hyphens or periods',
    refuse: [{ pattern: /^\.|\.$/, describe: 'YouTube handles do not begin or end with a period' }],
  },
  profileUrl: (handle) => `https://www.youtube.com/@${handle}`,
  keepsRetiredNames: true,
  knownAccount: 'youtube',
  publicProbe: {
    baseUrl: 'https://www.youtube.com',
    path: '/@{handle}',
    method: 'GET',
    headers: { accept: 'text/html', 'accept-language': 'en' },
    walls: [
      { redirectTo: 'consent.', reason: 'YouTube showed a cookie consent page instead of the channel' },
      { redirectTo: '/sorry', reason: 'YouTube asked to prove the request is not automated' },
    ],
    taken: [
      {
        status: 200,
        bodyIncludes: ['"vanityChannelUrl":"http://www.youtube.com/@{handle}"'],
        reason: 'YouTube showed the channel of this handle',
      },
      {
        status: 200,
        bodyIncludes: ['"channelMetadataRenderer"', '"canonicalBaseUrl":"/@{handle}"'],
        reason: 'YouTube showed the channel of this handle',
      },
    ],
    missing: [
      {
        status: 404,
        bodyIncludes: ['<title>404 Not Found</title>'],
        reason: 'YouTube has no channel with this handle',
      },
    ],
  },
};
