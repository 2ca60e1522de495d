import type { NetworkRule } from '../network-rule.ts';

/**
 * YouTube: with a Data API key, the official handle look-up (`channels.list` with `forHandle`);
 * without one, the channel page of the handle (`youtube.com/@handle`).
 */
export const youtubeRule: NetworkRule = {
  network: 'youtube',
  label: 'YouTube',
  validity: {
    minLength: 3,
    maxLength: 30,
    pattern: /[A-Za-z0-9._-]+/,
    describe: 'YouTube handles are 3-30 letters, digits, underscores, hyphens or periods',
    // Site pages at the top level, which no account can take (written from the site's own addresses).
    reserved: ['about', 'channel', 'feed', 'results', 'shorts', 'user', 'watch'],
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
  keyProbe: {
    baseUrl: 'https://www.googleapis.com',
    path: '/youtube/v3/channels?part=id&forHandle=%40{handle}',
    method: 'GET',
    // The key travels in a header rather than the query, so it never lands in an access log's URL.
    headers: { accept: 'application/json', 'x-goog-api-key': '{credential}' },
    walls: [
      {
        status: 400,
        bodyIncludes: ['API key not valid'],
        reason: 'the configured YouTube Data API key was refused',
      },
      {
        status: 403,
        bodyIncludes: ['quotaExceeded'],
        reason: "the YouTube Data API key's daily quota is spent",
      },
    ],
    taken: [
      {
        status: 200,
        json: { path: 'items.0.id', exists: true },
        reason: "YouTube's Data API returned the channel of this handle",
      },
    ],
    missing: [
      {
        status: 200,
        json: { path: 'pageInfo.totalResults', equals: 0 },
        reason: "YouTube's Data API has no channel with this handle",
      },
    ],
  },
};
