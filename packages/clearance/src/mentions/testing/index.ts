// The loopback fake of the social mention sources, for tests and demo mode.
export {
  startFakeMentionsServer,
  FAKE_MENTION_CREDENTIALS,
  type FakeMentionsServer,
  type FakeMentionsOptions,
  type FakeMentionBehaviour,
  type FakeMentionCredentials,
  type FakeMentionRequest,
} from './fake-mentions-server.ts';
export {
  defaultPosts,
  sourceAnswers,
  type FakePostSeed,
  type FakeAnswer,
  type SourceAnswers,
} from './mention-answers.ts';
export { startDemoMentions, type DemoMentions, type DemoMentionsOptions } from './demo-mentions.ts';
