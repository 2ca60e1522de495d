// The domain source's pure parts: bootstrap parsing and matching, names and TLDs, RDAP reading, budget, cache.
import { describe, expect, it } from 'vitest';
import {
  BootstrapFormatError,
  createBootstrapSource,
  createMemoryBootstrapStore,
  createMemoryResultCache,
  createTokenBucketBudget,
  DEFAULT_TLDS,
  domainLabel,
  domainsFor,
  findRdapServer,
  hyphenatedVariants,
  parseBootstrap,
  readRdapDomain,
  seedBootstrap,
  tldsFor,
  type DomainRecord,
} from '../src/index.ts';
import { startFakeRdapServer } from '../src/domains/testing/index.ts';

const file = {
  version: '1.0',
  publication: '2026-03-01T00:00:00Z',
  services: [
    [['uk'], ['https://rdap.example-uk.test/uk/']],
    [
      ['co.uk', 'org.uk'],
      ['http://rdap.example-couk.test/v1', 'https://rdap.example-couk.test/v1/'],
    ],
    [['com', 'NET'], ['https://rdap.example-com.test/']],
    [['broken'], ['ftp://nowhere.test/']],
  ],
};

describe('bootstrap', () => {
  it('parses RFC 9224 and matches the longest suffix, preferring https', () => {
    const bootstrap = parseBootstrap(file);
    expect(bootstrap.publication).toBe('2026-03-01T00:00:00Z');
    expect(findRdapServer(bootstrap, 'brand.co.uk')).toEqual({
      entry: 'co.uk',
      baseUrl: 'https://rdap.example-couk.test/v1/',
    });
    expect(findRdapServer(bootstrap, 'brand.uk')?.entry).toBe('uk');
    expect(findRdapServer(bootstrap, 'brand.me.uk')?.entry).toBe('uk');
    expect(findRdapServer(bootstrap, 'brand.net')?.baseUrl).toBe('https://rdap.example-com.test/');
    expect(findRdapServer(bootstrap, 'brand.broken')).toBeUndefined();
    expect(findRdapServer(bootstrap, 'brand.de')).toBeUndefined();
    expect(findRdapServer(bootstrap, 'co.uk')?.entry).toBe('uk');
  });

  it('refuses files that are not bootstrap files', () => {
    expect(() => parseBootstrap('nope')).toThrow(BootstrapFormatError);
    expect(() => parseBootstrap({ services: 'x' })).toThrow(BootstrapFormatError);
    expect(() => parseBootstrap({ services: [[['com'], 'https://x.test/']] })).toThrow(BootstrapFormatError);
  });

  it('reads the packaged seed (a bare services array) with its date', () => {
    const seed = seedBootstrap();
    expect(seed.publication).toBe('2026-05-24');
    expect(findRdapServer(seed, 'brand.com')?.baseUrl).toMatch(/^https:\/\/rdap\.verisign\.com\/com\//);
    expect(findRdapServer(seed, 'brand.co.uk')?.entry).toBe('uk');
  });

  it('refreshes from a configured URL into the store, and falls back without retrying on every call', async () => {
    const fake = await startFakeRdapServer({ world: new Map() });
    try {
      const store = createMemoryBootstrapStore();
      const fresh = createBootstrapSource({ refreshUrl: fake.bootstrapUrl, store, now: () => 1_000 });
      const bootstrap = await fresh.current();
      expect(findRdapServer(bootstrap, 'brand.com')?.baseUrl).toBe(`${fake.origin}/rdap/verisign/`);
      expect((await store.load())?.fetchedAt).toBe(1_000);

      let calls = 0;
      const failing: typeof fetch = async () => {
        calls += 1;
        return new Response('down', { status: 503 });
      };
      let time = 0;
      const stale = createBootstrapSource({
        refreshUrl: fake.bootstrapUrl,
        fetch: failing,
        now: () => time,
        retryAfterMs: 60_000,
        fallback: () => parseBootstrap(file),
      });
      expect((await stale.current()).publication).toBe(file.publication);
      await stale.current();
      expect(calls).toBe(1);
      time = 60_001;
      await stale.current();
      expect(calls).toBe(2);
    } finally {
      await fake.close();
    }
  });
});

describe('names and TLDs', () => {
  it('gives the hyphenated variants of a multi-word name, fewest hyphens first', () => {
    expect(hyphenatedVariants('Blue Sky')).toEqual(['blue-sky']);
    expect(hyphenatedVariants('blue sky labs')).toEqual(['blue-skylabs', 'bluesky-labs', 'blue-sky-labs']);
    expect(hyphenatedVariants('BlueSky')).toEqual(['blue-sky']);
    expect(hyphenatedVariants('brandwright')).toEqual([]);
    expect(hyphenatedVariants('a b c d e f g h i j').length).toBe(7);
  });

  it('turns names into labels (IDNA for accents) and domains into a deterministic list', () => {
    expect(domainLabel("Joe's Café")).toBe('xn--joescaf-hya');
    expect(domainLabel('Blue  Sky!')).toBe('bluesky');
    expect(domainLabel('!!!')).toBeUndefined();
    expect(domainLabel('x'.repeat(64))).toBeUndefined();
    expect(domainsFor(['Blue Sky', 'blue sky'], { tlds: ['com', '.io'], hyphenate: true })).toEqual([
      'bluesky.com',
      'bluesky.io',
      'blue-sky.com',
      'blue-sky.io',
    ]);
  });

  it('adds industry TLDs from our table after the default set', () => {
    expect(tldsFor()).toEqual(DEFAULT_TLDS);
    const fashion = tldsFor('Fashion, retail');
    expect(fashion.slice(0, DEFAULT_TLDS.length)).toEqual(DEFAULT_TLDS);
    expect(fashion).toEqual(expect.arrayContaining(['fashion', 'style', 'shop', 'store']));
    expect(new Set(fashion).size).toBe(fashion.length);
    expect(tldsFor('shops')).toEqual([...DEFAULT_TLDS, 'shop', 'store']);
    expect(tldsFor('zzz')).toEqual(DEFAULT_TLDS);
  });
});

describe('RDAP domain object (RFC 9083)', () => {
  it('reads the registrar vCard fn and the expiration event', () => {
    expect(
      readRdapDomain({
        objectClassName: 'domain',
        events: [
          { eventAction: 'registration', eventDate: '2001-01-01T00:00:00Z' },
          { eventAction: 'expiration', eventDate: '2030-01-02T03:04:05Z' },
        ],
        entities: [
          {
            objectClassName: 'entity',
            roles: ['registrant'],
            vcardArray: ['vcard', [['fn', {}, 'text', 'Owner']]],
          },
          {
            objectClassName: 'entity',
            roles: ['registrar'],
            vcardArray: [
              'vcard',
              [
                ['version', {}, 'text', '4.0'],
                ['fn', {}, 'text', 'Registrar X'],
              ],
            ],
          },
        ],
      }),
    ).toEqual({ registrar: 'Registrar X', expiresAt: '2030-01-02T03:04:05.000Z' });
    expect(
      readRdapDomain({ objectClassName: 'domain', entities: [{ roles: ['registrar'], handle: '292' }] }),
    ).toEqual({
      registrar: '292',
      expiresAt: null,
    });
    expect(() => readRdapDomain({ objectClassName: 'entity' })).toThrow(/not a domain object/);
    expect(() => readRdapDomain([])).toThrow(/not a JSON object/);
  });
});

describe('budget and cache', () => {
  it('token bucket: spends, refuses at once when empty, refills with the injected clock, per registry', async () => {
    let time = 0;
    const budget = createTokenBucketBudget({
      limits: { 'rdap.slow.test': { capacity: 2, refillPerSecond: 1 } },
      defaultLimit: { capacity: 1, refillPerSecond: 0 },
      now: () => time,
    });
    expect(await budget.take('rdap.slow.test/v1/')).toBe(true);
    expect(await budget.take('rdap.slow.test/v1/')).toBe(true);
    expect(await budget.take('rdap.slow.test/v1/')).toBe(false);
    expect(await budget.take('other.test/')).toBe(true);
    expect(await budget.take('other.test/')).toBe(false);
    time = 1_000;
    expect(await budget.take('rdap.slow.test/v1/')).toBe(true);
    expect(await budget.take('rdap.slow.test/v1/')).toBe(false);
    expect(await budget.take('other.test/')).toBe(false);
  });

  it('memory cache: expires with the injected clock and drops the oldest when full', async () => {
    let time = 0;
    const cache = createMemoryResultCache({ maxEntries: 2, now: () => time });
    const answer = (name: string): DomainRecord => ({
      name,
      registrar: null,
      availability: 'available',
      reason: 'test',
      expires_at: null,
    });
    await cache.set('a.com', answer('a.com'), 100);
    await cache.set('b.com', answer('b.com'), 100);
    await cache.set('c.com', answer('c.com'), 100);
    expect(await cache.get('a.com')).toBeUndefined();
    expect((await cache.get('c.com'))?.name).toBe('c.com');
    time = 100;
    expect(await cache.get('c.com')).toBeUndefined();
  });
});
