// Loopback fakes of the domain source's services (RDAP, its bootstrap file, DNS), for tests and demo mode.
export {
  startFakeRdapServer,
  type FakeRdapServer,
  type FakeRdapOptions,
  type RdapBehaviour,
} from './fake-rdap-server.ts';
export {
  startFakeDnsServer,
  type FakeDnsServer,
  type FakeDnsOptions,
  type DnsBehaviour,
} from './fake-dns-server.ts';
export { FAKE_REGISTRIES, registryOfTld, type FakeRegistration, type FakeWorld } from './fake-world.ts';
export {
  demoWorld,
  startDemoNetwork,
  DEMO_REGISTRAR,
  type DemoNetwork,
  type DemoNetworkOptions,
} from './demo-world.ts';
