import type { NetworkRule } from '../network-rule.ts';

/** Instagram: profiles are shown to signed-in visitors only and no public API looks a username up. */
export const instagramRule: NetworkRule = {
  network: 'instagram',
  label: 'Instagram',
  validity: {
    minLength: 1,
    maxLength: 30,
    pattern: /[A-Za-z0-9._]+/,
    describe: 'Instagram usernames are 1-30 letters, digits, underscores or periods',
    // Site pages at the top level, which no account can take (written from the site's own addresses).
    reserved: ['about', 'accounts', 'direct', 'explore', 'p', 'reel', 'reels', 'stories', 'tv'],
    refuse: [
      { pattern: /^\.|\.$/, describe: 'Instagram usernames do not begin or end with a period' },
      { pattern: /\.\./, describe: 'Instagram usernames do not hold two periods in a row' },
    ],
  },
  profileUrl: (handle) => `https://www.instagram.com/${handle}/`,
  keepsRetiredNames: true,
  knownAccount: 'instagram',
  withoutKey: {
    availability: 'unknown',
    reason: 'needs sign-in to check: Instagram shows profiles to signed-in visitors only',
  },
};
