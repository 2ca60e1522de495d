/** Registrations the loopback fakes agree on: RDAP serves them, DNS delegates them. */
export interface FakeRegistration {
  registrar: string;
  /** ISO date-time. */
  expiresAt: string;
  /** Registered but without nameservers (on hold): DNS answers NXDOMAIN, RDAP still finds it. */
  undelegated?: boolean;
}

export type FakeWorld = Map<string, FakeRegistration>;

/** Which fake registry serves which TLD, mirroring how real registries group them. */
export const FAKE_REGISTRIES: Readonly<Record<string, readonly string[]>> = {
  verisign: ['com', 'net'],
  nominet: ['uk'],
  pir: ['org'],
  google: ['app', 'dev'],
  identity: ['ai'],
  'io-registry': ['io'],
  'co-registry': ['co'],
  eurid: ['eu'],
  denic: ['de'],
  centralnic: ['tech', 'shop', 'store', 'cloud'],
};

export function registryOfTld(tld: string): string | undefined {
  const last = tld.split('.').at(-1) ?? tld;
  return Object.keys(FAKE_REGISTRIES).find((registry) => FAKE_REGISTRIES[registry]?.includes(last));
}
