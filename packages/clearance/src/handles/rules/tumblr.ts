import type { NetworkRule } from '../network-rule.ts';

/** Tumblr: the blog's page on tumblr.com (`tumblr.com/<blog>`). */
export const tumblrRule: NetworkRule = {
  network: 'tumblr',
  label: 'Tumblr',
  validity: {
    minLength: 1,
    maxLength: 32,
    pattern: /[A-Za-z0-9-]+/,
    describe: 'Tumblr blog names are 1-32 letters, digits or hyphens',
    // Site pages at the top level, which no account can take (written from the site's own addresses).
    reserved: ['dashboard', 'explore', 'likes', 'login', 'register', 'search', 'settings', 'tagged'],
    refuse: [{ pattern: /^-|-$/, describe: 'Tumblr blog names do not begin or end with a hyphen' }],
  },
  profileUrl: (handle) => `https://www.tumblr.com/${handle}`,
  keepsRetiredNames: true,
  knownAccount: 'staff',
  publicProbe: {
    baseUrl: 'https://www.tumblr.com',
    path: '/{handle}',
    method: 'GET',
    headers: { accept: 'text/html', 'accept-language': 'en' },
    walls: [{ redirectTo: '/login', reason: 'Tumblr asked to log in' }],
    taken: [
      {
        status: 200,
        bodyIncludes: ['<link rel="canonical" href="https://www.tumblr.com/{handle}"'],
        reason: 'Tumblr showed the blog',
      },
    ],
    missing: [
      {
        status: 404,
        bodyIncludes: ["There's nothing here."],
        reason: "Tumblr answered 'there's nothing here'",
      },
    ],
  },
};
