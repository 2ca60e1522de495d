import type { NetworkRule } from '../network-rule.ts';

/** LinkedIn: member and company pages sit behind its sign-in wall and no public API looks a name up. */
export const linkedinRule: NetworkRule = {
  network: 'linkedin',
  label: 'LinkedIn',
  validity: {
    minLength: 3,
    maxLength: 100,
    pattern: /[A-Za-z0-9-]+/,
    describe: 'LinkedIn public addresses are 3-100 letters, digits or hyphens',
    // Site pages at the top level, which no account can take (written from the site's own addresses).
    reserved: ['company', 'feed', 'groups', 'jobs', 'learning', 'login', 'messaging', 'school', 'search'],
  },
  profileUrl: (handle) => `https://www.linkedin.com/company/${handle}`,
  keepsRetiredNames: true,
  knownAccount: 'linkedin',
  withoutKey: {
    availability: 'unknown',
    reason: 'needs sign-in to check: LinkedIn shows member and company pages to signed-in visitors only',
  },
};
