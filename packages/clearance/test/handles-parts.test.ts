// The social handle source's pure parts: rule data, validity, classification, canary handles, candidates, ranking.
import { describe, expect, it } from 'vitest';
import {
  canaryHandle,
  classifyResponse,
  createMemoryHandleCache,
  handleCandidates,
  MAX_HANDLE_CANDIDATES,
  NETWORK_IDS,
  NETWORK_RULES,
  parseRetryAfter,
  rankHandleCandidates,
  ruleOf,
  validateHandle,
  type HandleRecord,
  type NetworkId,
  type ProbeRule,
} from '../src/index.ts';

describe('rule data', () => {
  it('has one rule per network, in answer order', () => {
    expect(NETWORK_RULES.map((rule) => rule.network)).toEqual([...NETWORK_IDS]);
  });

  it.each(NETWORK_RULES.map((rule) => [rule.network, rule] as const))(
    '%s: every probe has a positive signal for each outcome it can report, and an answer without one',
    (_, rule) => {
      const probes = [rule.publicProbe, rule.keyProbe].filter(
        (probe): probe is ProbeRule => probe !== undefined,
      );
      if (probes.length === 0 || !rule.publicProbe) expect(rule.withoutKey?.reason).toBeTruthy();
      for (const probe of probes) {
        expect(probe.taken.length).toBeGreaterThan(0);
        expect(probe.missing.length + (probe.inconclusive?.length ?? 0)).toBeGreaterThan(0);
        // A bare status is no signal: every decisive signal also names a body marker, a JSON field or a redirect.
        for (const signal of [...probe.taken, ...probe.missing])
          expect(signal.bodyIncludes ?? signal.json ?? signal.redirectTo).toBeDefined();
        expect(probe.baseUrl).toMatch(/^https:\/\//);
      }
    },
  );

  it.each(NETWORK_RULES.filter((rule) => !rule.expand).map((rule) => [rule.network, rule] as const))(
    "%s: the canary's known account is a valid handle there",
    (_, rule) => {
      expect(validateHandle(rule.validity, rule.knownAccount)).toEqual({ valid: true });
    },
  );

  it('keeps X (Twitter) without a public probe: not checked unless a token is configured', () => {
    expect(ruleOf('twitter').publicProbe).toBeUndefined();
    expect(ruleOf('twitter').withoutKey?.availability).toBe('not_checked');
  });
});

const VALIDITY: Record<NetworkId, { valid: string[]; invalid: string[] }> = {
  twitter: {
    valid: ['acme', 'acme_co', 'A1234567890bcde'],
    invalid: ['abc', 'acme-co', 'acme.co', 'A1234567890bcdef', 'myadminpage', 'TwitterFan'],
  },
  facebook: { valid: ['acmeco', 'acme.co'], invalid: ['acme', 'acme_co', '.acmeco', 'acmeco.'] },
  instagram: {
    valid: ['a', 'acme.co', 'acme_co'],
    invalid: ['acme..co', '.acme', 'acme.', 'acme-co', 'a'.repeat(31)],
  },
  tiktok: {
    valid: ['ac', 'acme.co', 'acme_co'],
    invalid: ['a', 'acme.', 'acme-co', 'a'.repeat(25), 'foryou'],
  },
  youtube: {
    valid: ['acm', 'acme-co', 'acme.co', 'acme_co'],
    invalid: ['ac', '.acme', 'acme.', 'acme co', 'a'.repeat(31)],
  },
  linkedin: { valid: ['acme', 'acme-co'], invalid: ['ac', 'acme_co', 'acme.co'] },
  pinterest: { valid: ['acme', 'acme_co'], invalid: ['ac', 'acme-co', 'acme.co', 'a'.repeat(31)] },
  reddit: { valid: ['acm', 'acme-co', 'acme_co'], invalid: ['ac', 'acme.co', 'a'.repeat(21)] },
  tumblr: { valid: ['a', 'acme-co'], invalid: ['-acme', 'acme-', 'acme_co', 'a'.repeat(33), 'Dashboard'] },
  github: {
    valid: ['a', 'acme-co', 'a'.repeat(39)],
    invalid: ['-acme', 'acme-', 'acme--co', 'acme_co', 'a'.repeat(40), 'settings', 'Pricing'],
  },
  threads: { valid: ['a', 'acme.co', 'acme_co'], invalid: ['acme..co', '.acme', 'acme-co'] },
  bluesky: {
    valid: ['acm', 'acme-co', 'a'.repeat(18)],
    invalid: ['ac', '-acme', 'acme_co', 'acme.co', 'a'.repeat(19)],
  },
};

describe('handle validity', () => {
  it.each(NETWORK_IDS)(
    '%s accepts its valid handles and refuses the rest, with the rule in words',
    (network) => {
      const { validity } = ruleOf(network);
      for (const handle of VALIDITY[network].valid)
        expect(validateHandle(validity, handle)).toEqual({ valid: true });
      for (const handle of VALIDITY[network].invalid) {
        const result = validateHandle(validity, handle);
        expect(result.valid, `${network}: ${handle}`).toBe(false);
        if (!result.valid) expect(result.reason).toMatch(/^not a valid handle there: /);
      }
    },
  );

  it.each(NETWORK_IDS)('%s: a canary handle is valid there and differs from run to run', (network) => {
    const rule = ruleOf(network);
    let state = 1;
    const random = () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
    const first = canaryHandle(rule, random);
    const second = canaryHandle(rule, random);
    expect(validateHandle(rule.validity, first)).toEqual({ valid: true });
    expect(first).not.toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(Math.min(12, rule.validity.maxLength));
  });
});

describe('classification', () => {
  const github = ruleOf('github').publicProbe as ProbeRule;
  const tumblr = ruleOf('tumblr').publicProbe as ProbeRule;
  const classify = (probe: ProbeRule, status: number, body: string, location: string | null = null) =>
    classifyResponse(probe, 'acme', { status, location, body }, 'Net');

  it('takes a profile only when it names the handle asked about', () => {
    expect(classify(github, 200, '{"login":"ACME"}').kind).toBe('taken');
    expect(classify(github, 200, '{"login":"other"}')).toMatchObject({
      kind: 'unknown',
      reason: expect.stringMatching(/does not recognise/),
    });
    const otherBlog = '<link rel="canonical" href="https://www.tumblr.com/acmefan">';
    expect(classify(tumblr, 200, otherBlog).kind).toBe('unknown');
  });

  it('needs the not-found marker, not just the status, to call a handle missing', () => {
    expect(classify(github, 404, '{"message":"Not Found"}').kind).toBe('missing');
    expect(classify(github, 404, '<html>Not Found</html>').kind).toBe('unknown');
    expect(classify(tumblr, 404, '<h1>Gone fishing</h1>').kind).toBe('unknown');
  });

  it('knows the alternative forms of an answer: the newer Bluesky error name, a YouTube channel by its base URL', () => {
    const bluesky = ruleOf('bluesky').publicProbe as ProbeRule;
    const youtube = ruleOf('youtube').publicProbe as ProbeRule;
    expect(
      classify(bluesky, 400, '{"error":"HandleNotFound","message":"Unable to resolve handle"}').kind,
    ).toBe('missing');
    expect(
      classify(bluesky, 400, '{"error":"InvalidRequest","message":"Error: Params must have handle"}').kind,
    ).toBe('unknown');
    const channel =
      '{"channelMetadataRenderer":{"title":"Acme"},"browseEndpoint":{"canonicalBaseUrl":"/@acme"}}';
    expect(classify(youtube, 200, channel).kind).toBe('taken');
    expect(classify(youtube, 200, channel.replace('/@acme', '/@acmefan')).kind).toBe('unknown');
  });

  it('is unknown when a page holds both signals', () => {
    const both = '<link rel="canonical" href="https://www.tumblr.com/acme"> There\'s nothing here.';
    expect(
      classify({ ...tumblr, missing: [{ ...tumblr.missing[0]!, status: 200 }] }, 200, both),
    ).toMatchObject({
      kind: 'unknown',
      reason: 'Net gave contradictory signals (HTTP 200)',
    });
  });

  it('puts walls, rate limits, challenges, refusals and server errors before any signal', () => {
    const profile = '{"login":"acme"}';
    expect(classify(github, 429, profile)).toMatchObject({ kind: 'unknown', rateLimited: true });
    expect(
      classify(github, 200, `${profile} <script src="https://js.hcaptcha.com/1/api.js">`).reason,
    ).toMatch(/bot check \(hCaptcha\)/);
    expect(classify(github, 403, profile).reason).toMatch(/refused the request \(HTTP 403\)/);
    expect(classify(github, 502, profile)).toMatchObject({ kind: 'unknown', retryable: true });
    expect(classify(tumblr, 302, '', '/login?redirect_to=%2Facme')).toMatchObject({
      kind: 'unknown',
      reason: 'Tumblr asked to log in',
    });
    expect(classify(tumblr, 301, '', 'https://elsewhere.example/acme').reason).toBe(
      'Net redirected to elsewhere.example/acme, which the check does not recognise',
    );
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and ignores the unreadable', () => {
    expect(parseRetryAfter('120', 0)).toBe(120_000);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:10 GMT', 4_000)).toBe(6_000);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:10 GMT', 20_000)).toBe(0);
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
    expect(parseRetryAfter(null, 0)).toBeUndefined();
  });
});

describe('cache', () => {
  it('forgets an answer after its time and drops the oldest when full', async () => {
    let time = 0;
    const cache = createMemoryHandleCache({ now: () => time, maxEntries: 2 });
    const record: HandleRecord = {
      network: 'github',
      handle: 'a',
      availability: 'taken',
      reason: 'r',
      url: null,
    };
    await cache.set('github:a', record, 1000);
    time = 999;
    expect(await cache.get('github:a')).toBe(record);
    time = 1000;
    expect(await cache.get('github:a')).toBeUndefined();
    await cache.set('x', record, 10_000);
    await cache.set('y', record, 10_000);
    await cache.set('z', record, 10_000);
    expect(await cache.get('x')).toBeUndefined();
    expect(await cache.get('z')).toBe(record);
  });
});

describe('best common handle', () => {
  it('forms candidates from the name, plainest first, bounded', () => {
    expect(handleCandidates('Blue Sky', 'Tech')).toEqual([
      'bluesky',
      'blue_sky',
      'blue.sky',
      'blue-sky',
      'getbluesky',
      'blueskyhq',
      'blueskyapp',
      'blueskytech',
    ]);
    expect(handleCandidates('Café Noir')).toEqual([
      'cafenoir',
      'cafe_noir',
      'cafe.noir',
      'cafe-noir',
      'getcafenoir',
      'cafenoirhq',
      'cafenoirapp',
    ]);
    expect(handleCandidates('Acme', 'acme tools')).toEqual([
      'acme',
      'getacme',
      'acmehq',
      'acmeapp',
      'acmeacmetools',
    ]);
    expect(handleCandidates('TechFlow', 'tech')).not.toContain('techflowtech');
    expect(handleCandidates('!!!')).toEqual([]);
    expect(handleCandidates('Blue Sky', 'Tech', 3)).toHaveLength(3);
    expect(handleCandidates('Blue Sky', 'Tech').length).toBeLessThanOrEqual(MAX_HANDLE_CANDIDATES);
  });

  it('ranks by networks free, counting only available answers, ties in candidate order', () => {
    const answer = (
      candidate: string,
      network: NetworkId,
      availability: HandleRecord['availability'],
      looks = false,
    ) => ({
      candidate,
      record: {
        network,
        handle: candidate,
        availability,
        reason: '',
        url: null,
        ...(looks ? { looks_available: true } : {}),
      },
    });
    const ranked = rankHandleCandidates(
      ['one', 'two', 'three'],
      [
        answer('one', 'github', 'available'),
        answer('one', 'reddit', 'unknown'),
        answer('one', 'tiktok', 'taken'),
        answer('two', 'github', 'available', true),
        answer('two', 'reddit', 'available'),
        answer('two', 'tiktok', 'not_checked'),
        answer('three', 'reddit', 'available'),
        answer('three', 'github', 'unknown'),
      ],
    );
    expect(
      ranked.map((suggestion) => [suggestion.handle, suggestion.free_on, suggestion.looks_available_on]),
    ).toEqual([
      ['two', ['reddit', 'github'], ['github']],
      ['one', ['github'], []],
      ['three', ['reddit'], []],
    ]);
  });
});
