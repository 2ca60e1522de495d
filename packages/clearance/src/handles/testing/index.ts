// The loopback fake of the social networks a handle is checked on, for tests and demo mode.
export {
  startFakeSocialServer,
  FAKE_NETWORKS,
  type FakeSocialServer,
  type FakeSocialOptions,
  type FakeHandleBehaviour,
  type FakeAccount,
} from './fake-social-server.ts';
export { networkPages, type FakePage, type NetworkPages } from './network-pages.ts';
export {
  startDemoSocial,
  demoAccounts,
  DEMO_HANDLES,
  type DemoSocial,
  type DemoSocialOptions,
} from './demo-social.ts';
