import type { NetworkRule } from '../network-rule.ts';

/** Threads: the public profile page (`threads.com/@<username>`, formerly threads.net); names are Instagram's. */
export const threadsRule: NetworkRule = {
  network: 'threads',
  label: 'Threads',
  validity: {
    minLength: 1,
    maxLength: 30,
    pattern: /[A-Za-z0-9._]+/,
    describe: 'Threads usernames are 1-30 letters, digits, underscores or periods',
    // Site pages at the top level, which no account can take (written from the site's own addresses).
    reserved: ['about', 'explore', 'login', 'search', 'settings'],
    refuse: [
      { pattern: /^\.|\.$/, describe: 'Threads usernames do not begin or end with a period' },
      { pattern: /\.\./, describe: 'Threads usernames do not hold two periods in a row' },
    ],
  },
  profileUrl: (handle) => `https://www.threads.com/@${handle}`,
  keepsRetiredNames: true,
  knownAccount: 'zuck',
  publicProbe: {
    baseUrl: 'https://www.threads.com',
    path: '/@{handle}',
    method: 'GET',
    headers: { accept: 'text/html', 'accept-language': 'en' },
    walls: [
      { redirectTo: '/login', reason: 'Threads asked to log in' },
      { bodyIncludes: ['Log in with your Instagram account'], reason: 'Threads showed its log-in page' },
    ],
    taken: [
      {
        status: 200,
        bodyIncludes: ['<meta property="og:url" content="https://www.threads.com/@{handle}"'],
        reason: 'Threads showed the profile of this username',
      },
      {
        // Pages may still name the old domain.
        status: 200,
        bodyIncludes: ['<meta property="og:url" content="https://www.threads.net/@{handle}"'],
        reason: 'Threads showed the profile of this username',
      },
    ],
    missing: [
      {
        status: 404,
        bodyIncludes: ["Sorry, this page isn't available"],
        reason: "Threads answered 'this page isn't available'",
      },
    ],
  },
};
