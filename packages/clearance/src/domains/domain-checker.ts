import { domainToASCII } from 'node:url';
import pLimit, { type LimitFunction } from 'p-limit';
import { findRdapServer } from './bootstrap.ts';
import { createBootstrapSource, type BootstrapSource } from './bootstrap-source.ts';
import { domainLabel, hyphenatedVariants } from './domain-labels.ts';
import { probeDns, type DnsSignal } from './dns-probe.ts';
import { createTokenBucketBudget, type RateBudget } from './rate-budget.ts';
import { lookupRdap, type RdapOutcome } from './rdap-lookup.ts';
import { createMemoryResultCache, type DomainResultCache } from './result-cache.ts';
import { tldsFor } from './tld-sets.ts';
import type { DomainRecord } from './types.ts';

export const RATE_LIMIT_REASON = 'registry rate limit reached, try again shortly';

export interface DomainCheckerOptions {
  /** Where RDAP servers are found; default: the packaged seed, never refreshed. */
  bootstrap?: BootstrapSource;
  /** DNS resolvers ("127.0.0.1:5353"); undefined uses the system's. */
  dnsServers?: readonly string[] | undefined;
  /** Skip the DNS signal and ask RDAP about every domain. Default true (use DNS). */
  useDns?: boolean;
  fetch?: typeof fetch;
  /** Milliseconds one DNS probe or one RDAP attempt may take. Default 4000. */
  timeoutMs?: number;
  /** Extra RDAP attempts after a timeout, a 5xx or a broken answer (never after a 429). Default 1. */
  retries?: number;
  /** RDAP requests in flight at once per registry (its base URL). Default 4. */
  concurrencyPerRegistry?: number;
  /** DNS probes in flight at once. Default 32. */
  dnsConcurrency?: number;
  budget?: RateBudget;
  cache?: DomainResultCache;
  /** How long available and taken answers are cached; unknown answers never are. Default 5 minutes. */
  cacheTtlMs?: number;
  /**
   * A non-authoritative RDAP service (an aggregator) for TLDs missing from the bootstrap: its 200 shows
   * a registration, its 404 proves nothing and stays unknown.
   */
  fallbackRdapUrl?: string | undefined;
  /** Also ask RDAP about delegated names, for registrar and expiry, when the budget allows. Default true. */
  rdapForDelegated?: boolean;
  /** After a "network unreachable", answer that registry's look-ups at once for this long. Default 30 s. */
  unreachableCooldownMs?: number;
  /** The per-attempt timer; injectable so tests can time a look-up out without waiting. */
  createSignal?: (timeoutMs: number) => AbortSignal;
  now?: () => number;
}

export interface NameCheckOptions {
  /** TLDs without dots; default the standard set plus the industry's. */
  tlds?: readonly string[] | undefined;
  industry?: string | null | undefined;
  /** Also check each multi-word name's hyphenated variants. */
  hyphenate?: boolean | undefined;
}

export interface DomainChecker {
  /** One fully qualified domain ("brand.co.uk"). */
  checkDomain(domain: string): Promise<DomainRecord>;
  /** Every domain of every name: names in order, each name's labels, then TLDs in order. */
  checkDomains(names: readonly string[], options?: NameCheckOptions): Promise<DomainRecord[]>;
}

/** The domains a check of `names` covers, in answer order, without asking anything. */
export function domainsFor(names: readonly string[], options: NameCheckOptions = {}): string[] {
  const tlds = (options.tlds ?? tldsFor(options.industry)).map((tld) => tld.toLowerCase().replace(/^\./, ''));
  const domains: string[] = [];
  for (const name of names) {
    const plain = domainLabel(name);
    const labels = [...(plain ? [plain] : []), ...(options.hyphenate ? hyphenatedVariants(name) : [])];
    for (const label of labels)
      for (const tld of tlds) {
        const domain = `${label}.${tld}`;
        if (!domains.includes(domain)) domains.push(domain);
      }
  }
  return domains;
}

/**
 * A domain source holding its concurrency limits, cache and budget: create one per process (the
 * server passes a database-backed budget, cache and bootstrap store) and share it between checks.
 */
export function createDomainChecker(options: DomainCheckerOptions = {}): DomainChecker {
  const bootstrap = options.bootstrap ?? createBootstrapSource();
  const timeoutMs = options.timeoutMs ?? 4_000;
  const retries = Math.max(0, options.retries ?? 1);
  const budget = options.budget ?? createTokenBucketBudget();
  const cache = options.cache ?? createMemoryResultCache();
  const cacheTtlMs = options.cacheTtlMs ?? 5 * 60_000;
  const createSignal = options.createSignal ?? ((ms: number) => AbortSignal.timeout(ms));
  const now = options.now ?? Date.now;
  const cooldownMs = options.unreachableCooldownMs ?? 30_000;
  const dnsLimit = pLimit(options.dnsConcurrency ?? 32);
  const registryLimits = new Map<string, LimitFunction>();
  const unreachableUntil = new Map<string, { until: number; reason: string }>();
  const inFlight = new Map<string, Promise<DomainRecord>>();

  function limitFor(registry: string): LimitFunction {
    let limit = registryLimits.get(registry);
    if (!limit) {
      limit = pLimit(options.concurrencyPerRegistry ?? 4);
      registryLimits.set(registry, limit);
    }
    return limit;
  }

  async function askRdap(domain: string, baseUrl: string, authoritative: boolean): Promise<RdapOutcome> {
    const registry = registryKey(baseUrl);
    let outcome: RdapOutcome = { kind: 'unknown', reason: 'RDAP look-up did not run', retryable: false };
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      const down = unreachableUntil.get(registry);
      if (down && down.until > now()) return { kind: 'unknown', reason: down.reason, retryable: false };
      outcome = await limitFor(registry)(async (): Promise<RdapOutcome> => {
        if (!(await budget.take(registry)))
          return { kind: 'unknown', reason: RATE_LIMIT_REASON, retryable: false };
        return lookupRdap(domain, baseUrl, {
          authoritative,
          timeoutMs,
          signal: createSignal(timeoutMs),
          ...(options.fetch ? { fetch: options.fetch } : {}),
        });
      });
      if (outcome.kind === 'unknown' && outcome.unreachable)
        unreachableUntil.set(registry, { until: now() + cooldownMs, reason: outcome.reason });
      if (outcome.kind !== 'unknown' || !outcome.retryable) break;
    }
    return outcome;
  }

  async function lookUp(domain: string): Promise<DomainRecord> {
    const tld = domain.slice(domain.indexOf('.') + 1);
    const server = findRdapServer(await bootstrap.current(), domain);
    const dnsSignal: DnsSignal | undefined =
      options.useDns === false
        ? undefined
        : await dnsLimit(() =>
            probeDns(domain, { servers: options.dnsServers, timeoutMs, signal: createSignal(timeoutMs) }),
          );

    if (dnsSignal?.kind === 'delegated') {
      const delegation = 'DNS delegation (the name has nameservers)';
      if (options.rdapForDelegated === false || !server) return record(domain, 'taken', delegation);
      const outcome = await askRdap(domain, server.baseUrl, true);
      if (outcome.kind === 'registered')
        return record(
          domain,
          'taken',
          `registered: ${delegation}; RDAP ${outcome.server}`,
          outcome.registrar,
          outcome.expiresAt,
        );
      const why = outcome.kind === 'unknown' ? outcome.reason : `RDAP ${outcome.server} did not find it`;
      return record(domain, 'taken', `${delegation}; registrar not known: ${why}`);
    }

    const dnsNote = dnsSignal?.kind === 'unknown' ? ` (${dnsSignal.reason})` : '';
    const baseUrl = server?.baseUrl ?? options.fallbackRdapUrl;
    if (!baseUrl) return record(domain, 'unknown', `no RDAP server is known for .${tld}${dnsNote}`);
    const outcome = await askRdap(domain, baseUrl, server !== undefined);
    if (outcome.kind === 'registered')
      return record(
        domain,
        'taken',
        `registered: RDAP ${outcome.server}`,
        outcome.registrar,
        outcome.expiresAt,
      );
    if (outcome.kind === 'not-found')
      return record(
        domain,
        'available',
        `not registered: 404 from ${outcome.server}, the registry's RDAP server`,
      );
    const context = server ? '' : `no RDAP server is known for .${tld}; `;
    return record(domain, 'unknown', `${context}${outcome.reason}${dnsNote}`);
  }

  async function checkDomain(input: string): Promise<DomainRecord> {
    const domain = normaliseDomain(input);
    if (!domain) return record(input, 'not_checked', 'not a valid domain name');
    const cached = await cache.get(domain);
    if (cached) return cached;
    // Simultaneous checks of one domain share one look-up (and one draw on the budget).
    let pending = inFlight.get(domain);
    if (!pending) {
      pending = lookUp(domain)
        // A failing store, budget or bootstrap is an unknown answer for this domain, not a failed check.
        .catch((error: unknown) =>
          record(
            domain,
            'unknown',
            `domain look-up failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
        .then(async (answer) => {
          if (answer.availability === 'available' || answer.availability === 'taken')
            await cache.set(domain, answer, cacheTtlMs);
          return answer;
        })
        .finally(() => inFlight.delete(domain));
      inFlight.set(domain, pending);
    }
    return pending;
  }

  async function checkDomains(
    names: readonly string[],
    nameOptions: NameCheckOptions = {},
  ): Promise<DomainRecord[]> {
    return Promise.all(domainsFor(names, nameOptions).map((domain) => checkDomain(domain)));
  }

  return { checkDomain, checkDomains };
}

/** One-off form: a checker for this call only (pass `cache` and `budget` to share them between calls). */
export async function checkDomains(
  names: readonly string[],
  options: DomainCheckerOptions & NameCheckOptions = {},
): Promise<DomainRecord[]> {
  return createDomainChecker(options).checkDomains(names, options);
}

export async function checkDomain(domain: string, options: DomainCheckerOptions = {}): Promise<DomainRecord> {
  return createDomainChecker(options).checkDomain(domain);
}

/** The RDAP service a request goes to: limits and budgets are kept per base URL. */
export function registryKey(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.host}${url.pathname}`;
}

function normaliseDomain(input: string): string | undefined {
  const ascii = domainToASCII(input.trim().replace(/\.$/, ''));
  return ascii && ascii.includes('.') && ascii.length <= 253 ? ascii.toLowerCase() : undefined;
}

function record(
  name: string,
  availability: DomainRecord['availability'],
  reason: string,
  registrar: string | null = null,
  expiresAt: string | null = null,
): DomainRecord {
  return { name, registrar, availability, reason, expires_at: expiresAt };
}
