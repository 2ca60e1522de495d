import type { MentionSearcherOptions } from '../mention-searcher.ts';
import {
  startFakeMentionsServer,
  type FakeMentionsOptions,
  type FakeMentionsServer,
} from './fake-mentions-server.ts';

export interface DemoMentions {
  fake: FakeMentionsServer;
  /** Searcher options that point every source at the fake, with the fake's credentials. */
  searcherOptions: MentionSearcherOptions;
  close(): Promise<void>;
}

export interface DemoMentionsOptions extends FakeMentionsOptions {
  /** Configure X and YouTube keys too, as a deployment with paid keys would. Default false: both not checked. */
  withKeys?: boolean;
}

/**
 * The loopback mention sources and searcher options using them (tests, benches and CHECK_SOURCES=demo):
 * Hacker News, Mastodon with a token, Bluesky with an app password and Reddit with an app answer; X and
 * YouTube only `withKeys`, so the demo also shows what an unconfigured source looks like.
 */
export async function startDemoMentions(options: DemoMentionsOptions = {}): Promise<DemoMentions> {
  const { withKeys, ...fakeOptions } = options;
  const fake = await startFakeMentionsServer(fakeOptions);
  const { credentials, baseUrls } = fake;
  return {
    fake,
    searcherOptions: {
      sources: {
        hackernews: { baseUrl: baseUrls.hackernews },
        mastodon: { baseUrl: baseUrls.mastodon, accessToken: credentials.token },
        bluesky: {
          baseUrl: baseUrls.bluesky,
          identifier: credentials.blueskyIdentifier,
          appPassword: credentials.blueskyAppPassword,
        },
        reddit: {
          ...baseUrls.reddit,
          clientId: credentials.redditClientId,
          clientSecret: credentials.redditClientSecret,
        },
        twitter: { baseUrl: baseUrls.twitter, ...(withKeys ? { bearerToken: credentials.token } : {}) },
        youtube: { baseUrl: baseUrls.youtube, ...(withKeys ? { apiKey: credentials.token } : {}) },
      },
    },
    close: () => fake.close(),
  };
}
