// The rules of every network, one file each: validity, probe and the signals that decide.
import type { NetworkRule } from '../network-rule.ts';
import { NETWORK_IDS, type NetworkId } from '../types.ts';
import { blueskyRule } from './bluesky.ts';
import { facebookRule } from './facebook.ts';
import { githubRule } from './github.ts';
import { instagramRule } from './instagram.ts';
import { linkedinRule } from './linkedin.ts';
import { pinterestRule } from './pinterest.ts';
import { redditRule } from './reddit.ts';
import { threadsRule } from './threads.ts';
import { tiktokRule } from './tiktok.ts';
import { tumblrRule } from './tumblr.ts';
import { twitterRule } from './twitter.ts';
import { youtubeRule } from './youtube.ts';

const byNetwork: Record<NetworkId, NetworkRule> = {
  twitter: twitterRule,
  facebook: facebookRule,
  instagram: instagramRule,
  tiktok: tiktokRule,
  youtube: youtubeRule,
  linkedin: linkedinRule,
  pinterest: pinterestRule,
  reddit: redditRule,
  tumblr: tumblrRule,
  github: githubRule,
  threads: threadsRule,
  bluesky: blueskyRule,
};

export const NETWORK_RULES: readonly NetworkRule[] = NETWORK_IDS.map((network) => byNetwork[network]);

export function ruleOf(network: NetworkId): NetworkRule {
  return byNetwork[network];
}
