import pLimit, { type LimitFunction } from 'p-limit';
import { canaryHandle, judgeCanary, type CanaryResult } from './canary.ts';
import { createMemoryHandleCache, type HandleResultCache } from './handle-cache.ts';
import { normaliseHandleInput, validateHandle } from './handle-validity.ts';
import type { NetworkRule, ProbeRule } from './network-rule.ts';
import { probeHandle, type ProbeOutcome } from './probe-handle.ts';
import { NETWORK_RULES } from './rules/index.ts';
import { NETWORK_IDS, type HandleRecord, type NetworkId } from './types.ts';

export const DEFAULT_USER_AGENT =
  'BrandwrightHandleCheck/1.0 (brand name availability check; one request per handle, cached, rate limited)';
export const UNRELIABLE_REASON = 'check unreliable right now';

export interface HandleCheckerOptions {
  /** Base URL per network, replacing the real one (tests and demo mode point them at the loopback fake). */
  baseUrls?: Partial<Record<NetworkId, string>>;
  /** API keys per network (X bearer token, Facebook Graph token, GitHub token); never logged. */
  keys?: Partial<Record<NetworkId, string>>;
  rules?: readonly NetworkRule[];
  fetch?: typeof fetch;
  /** Sent with every probe so networks can see who asks; add a contact address in production. */
  userAgent?: string;
  /** Milliseconds one probe may take. Default 5000. */
  timeoutMs?: number;
  /** Extra attempts after a timeout, a 5xx or a short Retry-After. Default 1. */
  retries?: number;
  /** Probes in flight at once per network. Default 2. */
  concurrencyPerNetwork?: number;
  /**
   * The longest `Retry-After` waited (once) within a search. A longer one, or a 429 without it, makes the
   * network unknown for this search (and for the time asked) instead. Default 2000 ms.
   */
  retryAfterBudgetMs?: number;
  /** How long a network that asked us to stop (with no Retry-After) is left alone. Default 60 s. */
  defaultBackOffMs?: number;
  /** After a 'network unreachable', answer that network at once for this long. Default 30 s. */
  unreachableCooldownMs?: number;
  cache?: HandleResultCache;
  /** How long taken and available answers are kept; unknown ones never are. Default 60 s. */
  cacheTtlMs?: number;
  /** How long one canary verdict serves every search of the network. Default 60 s (0: every search). */
  canaryTtlMs?: number;
  /** Bytes of a page read at most. Default 2 MB. */
  maxBodyBytes?: number;
  now?: () => number;
  /** Waits out a short Retry-After; injectable so tests never wait on the wall clock. */
  sleep?: (ms: number) => Promise<void>;
  /** The per-attempt timer; injectable so tests time a probe out without waiting. */
  createSignal?: (timeoutMs: number) => AbortSignal;
  /** Draws the canary's random handle. */
  random?: () => number;
}

export interface HandleCheckOptions {
  /** Networks asked, in answer order; default every network. */
  networks?: readonly NetworkId[] | undefined;
}

export interface HandleChecker {
  /** One handle on one network. */
  checkHandle(network: NetworkId, handle: string): Promise<HandleRecord>;
  /** Every handle on every chosen network: handles in order, each handle's networks in order. */
  checkHandles(handles: readonly string[], options?: HandleCheckOptions): Promise<HandleRecord[]>;
}

interface NetworkState {
  limit: LimitFunction;
  /** Set when the network asked us to stop or could not be reached: probes answer at once until then. */
  blocked?: { until: number; reason: string };
  canary?: { at: number; result: Promise<CanaryResult> };
}

/**
 * The social handle source: per-network rules, a canary per network, politeness (concurrency, timeouts,
 * Retry-After, back-off, cache). Create one per process and share it between searches.
 */
export function createHandleChecker(options: HandleCheckerOptions = {}): HandleChecker {
  const rules = new Map((options.rules ?? NETWORK_RULES).map((rule) => [rule.network, rule]));
  const fetcher = options.fetch ?? fetch;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const retries = Math.max(0, options.retries ?? 1);
  const retryAfterBudgetMs = options.retryAfterBudgetMs ?? 2_000;
  const defaultBackOffMs = options.defaultBackOffMs ?? 60_000;
  const cooldownMs = options.unreachableCooldownMs ?? 30_000;
  const cache = options.cache ?? createMemoryHandleCache({ now: options.now ?? Date.now });
  const cacheTtlMs = options.cacheTtlMs ?? 60_000;
  const canaryTtlMs = options.canaryTtlMs ?? 60_000;
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const createSignal = options.createSignal ?? ((ms: number) => AbortSignal.timeout(ms));
  const random = options.random ?? Math.random;
  const states = new Map<NetworkId, NetworkState>();
  const inFlight = new Map<string, Promise<HandleRecord>>();

  function stateOf(network: NetworkId): NetworkState {
    let state = states.get(network);
    if (!state) {
      state = { limit: pLimit(options.concurrencyPerNetwork ?? 2) };
      states.set(network, state);
    }
    return state;
  }

  function probeOf(rule: NetworkRule): ProbeRule | undefined {
    const key = options.keys?.[rule.network];
    return (key && rule.keyProbe) || rule.publicProbe;
  }

  /** One probe with its retries, inside the network's concurrency limit and back-off. */
  async function probe(rule: NetworkRule, probeRule: ProbeRule, handle: string): Promise<ProbeOutcome> {
    const state = stateOf(rule.network);
    return state.limit(async () => {
      let outcome: ProbeOutcome = { kind: 'unknown', reason: `${rule.label} was not asked` };
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        if (state.blocked && state.blocked.until > now())
          return { kind: 'unknown', reason: state.blocked.reason };
        outcome = await probeHandle(probeRule, handle, {
          baseUrl: options.baseUrls?.[rule.network] ?? probeRule.baseUrl,
          key: options.keys?.[rule.network],
          userAgent,
          label: rule.label,
          signal: createSignal(timeoutMs),
          timeoutMs,
          now: now(),
          fetch: fetcher,
          maxBodyBytes,
        });
        if (outcome.kind !== 'unknown') return outcome;
        if (outcome.unreachable) {
          state.blocked = { until: now() + cooldownMs, reason: outcome.reason };
          return outcome;
        }
        const waitMs = outcome.retryAfterMs;
        if (outcome.rateLimited || waitMs !== undefined) {
          if (waitMs !== undefined && waitMs <= retryAfterBudgetMs && attempt < retries) {
            await sleep(waitMs);
            continue;
          }
          const backOff = waitMs ?? defaultBackOffMs;
          const asked = waitMs === undefined ? '' : `; it asked to wait ${Math.ceil(waitMs / 1000)} s`;
          const reason = `${outcome.reason}${asked}`;
          state.blocked = { until: now() + backOff, reason };
          return { ...outcome, reason };
        }
        if (!outcome.retryable) return outcome;
      }
      return outcome;
    });
  }

  /**
   * The network's canary verdict for one search: decided once per search (every handle of the search
   * sees the same verdict), and reused by later searches for `canaryTtlMs`.
   */
  function canaryOf(rule: NetworkRule, probeRule: ProbeRule, run: Map<NetworkId, Promise<CanaryResult>>) {
    const ofRun = run.get(rule.network);
    if (ofRun) return ofRun;
    const state = stateOf(rule.network);
    let result: Promise<CanaryResult>;
    if (state.canary && now() - state.canary.at < canaryTtlMs) result = state.canary.result;
    else {
      const expand = rule.expand ?? ((handle: string) => handle);
      result = Promise.all([
        probe(rule, probeRule, expand(rule.knownAccount)),
        probe(rule, probeRule, expand(canaryHandle(rule, random))),
      ]).then(([known, absent]) => {
        const verdict = judgeCanary(probeRule, known, absent);
        // A canary that could not be asked says nothing about the rule: the next search asks again.
        if (!verdict.reliable && verdict.transient && state.canary?.result === result)
          state.canary = undefined;
        return verdict;
      });
      state.canary = { at: now(), result };
    }
    run.set(rule.network, result);
    return result;
  }

  async function lookUp(
    rule: NetworkRule,
    probeRule: ProbeRule,
    probed: string,
    run: Map<NetworkId, Promise<CanaryResult>>,
  ): Promise<HandleRecord> {
    const [canary, outcome] = await Promise.all([
      canaryOf(rule, probeRule, run),
      probe(rule, probeRule, probed),
    ]);
    const url = rule.profileUrl(probed);
    // The probe's own reason says more than the canary's when the network could not be asked at all.
    if (outcome.kind === 'unknown') return record(rule, probed, 'unknown', outcome.reason, url);
    if (!canary.reliable)
      return record(
        rule,
        probed,
        'unknown',
        `${UNRELIABLE_REASON}: ${rule.label}'s canary failed, ${canary.reason}`,
        url,
      );
    if (outcome.kind === 'taken') return record(rule, probed, 'taken', `taken: ${outcome.reason}`, url);
    if (!rule.keepsRetiredNames)
      return record(rule, probed, 'available', `available: ${outcome.reason}`, url);
    return {
      ...record(
        rule,
        probed,
        'available',
        `looks available: ${outcome.reason}, but ${rule.label} keeps the names of deleted and suspended accounts, so it may still not be free to register`,
        url,
      ),
      looks_available: true,
    };
  }

  async function checkInRun(
    network: NetworkId,
    input: string,
    run: Map<NetworkId, Promise<CanaryResult>>,
  ): Promise<HandleRecord> {
    const rule = rules.get(network);
    const handle = normaliseHandleInput(input);
    if (!rule)
      return { network, handle, availability: 'not_checked', reason: `no rule for ${network}`, url: null };
    const validity = validateHandle(rule.validity, handle);
    if (!validity.valid) return record(rule, handle, 'not_checked', validity.reason, null);
    const probed = (rule.expand ?? ((value: string) => value))(handle);
    const probeRule = probeOf(rule);
    if (!probeRule) {
      const without = rule.withoutKey ?? {
        availability: 'unknown' as const,
        reason: `${rule.label} has no probe`,
      };
      return record(rule, probed, without.availability, without.reason, rule.profileUrl(probed));
    }
    const key = `${network}:${probed.toLowerCase()}`;
    const cached = await cache.get(key);
    if (cached) return cached;
    // Simultaneous checks of one handle share one probe.
    let pending = inFlight.get(key);
    if (!pending) {
      pending = lookUp(rule, probeRule, probed, run)
        .catch((error: unknown) =>
          record(
            rule,
            probed,
            'unknown',
            `${rule.label} check failed: ${error instanceof Error ? error.message : String(error)}`,
            null,
          ),
        )
        .then(async (answer) => {
          if (answer.availability === 'available' || answer.availability === 'taken')
            await cache.set(key, answer, cacheTtlMs);
          return answer;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  async function checkHandle(network: NetworkId, handle: string): Promise<HandleRecord> {
    return checkInRun(network, handle, new Map());
  }

  async function checkHandles(handles: readonly string[], checkOptions: HandleCheckOptions = {}) {
    const networks = checkOptions.networks ?? NETWORK_IDS;
    const run = new Map<NetworkId, Promise<CanaryResult>>();
    return Promise.all(
      handles.flatMap((handle) => networks.map((network) => checkInRun(network, handle, run))),
    );
  }

  return { checkHandle, checkHandles };
}

function record(
  rule: NetworkRule,
  handle: string,
  availability: HandleRecord['availability'],
  reason: string,
  url: string | null,
): HandleRecord {
  return { network: rule.network, handle, availability, reason, url };
}
