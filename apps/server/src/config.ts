import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { NETWORK_IDS, type MentionSourcesConfig, type NetworkId } from '@brandwright/clearance';

/** The repository root, derived from this file's location (apps/server/src/config.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().regex(protocols, hint).optional())
    .optional();

const optionalText = (pattern: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().regex(pattern, hint).optional())
    .optional();

/** `COUPONS=CODE:999,OTHER:50`: codes of letters, digits, - and _ (case-insensitive), 1 to 1,000,000 credits. */
export function parseCoupons(value: string): { coupons: CouponDefinition[]; problems: string[] } {
  const coupons: CouponDefinition[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const part of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9_-]{1,64}):(\d{1,7})$/.exec(part);
    const credits = match ? Number(match[2]) : NaN;
    if (!match?.[1] || credits < 1 || credits > 1_000_000) {
      problems.push(
        `"${part}" is not CODE:CREDITS (code: 1 to 64 letters, digits, - or _; credits: 1 to 1000000)`,
      );
      continue;
    }
    const code = match[1].toUpperCase();
    if (seen.has(code)) problems.push(`${code} is listed twice`);
    seen.add(code);
    coupons.push({ code, credits });
  }
  return { coupons, problems };
}

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** One core stays with the request thread (and the embedded database's thread); at least one worker. */
function defaultCreateWorkers(): number {
  return Math.max(1, availableParallelism() - 1);
}

const MENTION_URL_KEYS = [
  'hackernews',
  'mastodon',
  'bluesky',
  'reddit',
  'reddit-auth',
  'twitter',
  'youtube',
] as const;
type MentionUrlKey = (typeof MENTION_URL_KEYS)[number];

/** "key=url,…" where each key is one of `keys` and each url http(s): base URLs replacing a source's own. */
function baseUrlPairs<K extends string>(keys: readonly K[], noun: string) {
  return z
    .string()
    .default('')
    .transform((value, context) => {
      const urls: Partial<Record<K, string>> = {};
      for (const pair of splitList(value)) {
        const [key = '', url = ''] = pair.split(/=(.*)/s);
        if (!(keys as readonly string[]).includes(key) || !/^https?:\/\/\S+$/.test(url)) {
          context.addIssue({
            code: 'custom',
            message: `"${pair}" is not ${noun}=url with a ${noun} among ${keys.join(', ')}`,
          });
          continue;
        }
        urls[key as K] = url;
      }
      return urls;
    });
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().trim().min(3).default('Brandwright <no-reply@brandwright.local>'),
  SUPPORT_EMAIL: z.string().trim().email().default('support@brandwright.local'),
  PUBLIC_URL: z.string().trim().url().optional(),
  SESSION_TTL_DAYS: positiveInt(1),
  REMEMBER_ME_TTL_DAYS: positiveInt(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().trim().min(1).optional(),
  // Number of reverse proxies in front of the server whose X-Forwarded-For we believe (0 = none).
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  DEMO_REGISTER: z.enum(['auto', 'on', 'off']).default('auto'),
  // Worker threads of the Create tool's generation pool; each holds its own lexicon (about 250 MB).
  CREATE_WORKERS: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .default(defaultCreateWorkers),
  // Coupons kept in the database at boot: CODE:CREDITS,... (decision 0009).
  COUPONS: z
    .string()
    .default('')
    .superRefine((value, context) => {
      for (const problem of parseCoupons(value).problems)
        context.addIssue({ code: 'custom', message: problem });
    }),
  STRIPE_SECRET_KEY: optionalText(/^(sk|rk)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_… or rk_…)'),
  STRIPE_WEBHOOK_SECRET: optionalText(/^whsec_[A-Za-z0-9_]+$/, 'must be a webhook signing secret (whsec_…)'),
  STRIPE_PRICE_SINGLE_SESSION: optionalText(/^price_[A-Za-z0-9_]+$/, 'must be a Stripe price id (price_…)'),
  STRIPE_PRICE_LIGHT: optionalText(/^price_[A-Za-z0-9_]+$/, 'must be a Stripe price id (price_…)'),
  STRIPE_PRICE_UNLIMITED: optionalText(/^price_[A-Za-z0-9_]+$/, 'must be a Stripe price id (price_…)'),
  STRIPE_API_BASE: optionalUrl(/^https?:\/\/[^/]+\/?$/, 'must be an origin such as https://api.stripe.com'),
  // The Check tool's search jobs (decision 0012).
  CHECK_SOURCES: z.enum(['network', 'demo']).default('network'),
  // IANA_BOOTSTRAP_URL of @brandwright/clearance, spelled out so that reading the config loads no engine.
  RDAP_BOOTSTRAP_URL: z.string().trim().url().default('https://data.iana.org/rdap/dns.json'),
  RDAP_FALLBACK_URL: optionalUrl(/^https?:\/\//, 'must start with http:// or https://'),
  DNS_SERVERS: z
    .string()
    .default('')
    .superRefine((value, context) => {
      for (const server of splitList(value))
        if (!/^[0-9a-fA-F.:[\]]+$/.test(server))
          context.addIssue({ code: 'custom', message: `"${server}" is not an address such as 127.0.0.1:53` });
    }),
  CHECK_JOBS_IN_WEB: z.enum(['on', 'off']).default('on'),
  CHECK_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  CHECK_WORKER_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  CHECK_TRADEMARK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  CHECK_DOMAIN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  CHECK_DOMAIN_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(4_000),
  CHECK_SOCIAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  CHECK_WEB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  CHECK_MENTIONS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Social mentions: Hacker News needs nothing; the others search only with these (unset: not checked). */
  MASTODON_ACCESS_TOKEN: z.string().trim().min(1).optional(),
  BLUESKY_IDENTIFIER: z.string().trim().min(1).optional(),
  BLUESKY_APP_PASSWORD: z.string().trim().min(1).optional(),
  REDDIT_CLIENT_ID: z.string().trim().min(1).optional(),
  REDDIT_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /**
   * "source=url,…" replacing the mention sources' base URLs (hackernews, mastodon: the instance searched,
   * bluesky, reddit, reddit-auth, twitter, youtube).
   */
  MENTION_BASE_URLS: baseUrlPairs(MENTION_URL_KEYS, 'source'),
  /** DataForSEO's API login and password (Google organic results and total hits); preferred when set. */
  DATAFORSEO_LOGIN: z.string().trim().min(1).optional(),
  DATAFORSEO_PASSWORD: z.string().trim().min(1).optional(),
  DATAFORSEO_BASE_URL: optionalUrl(/^https?:\/\//, 'DATAFORSEO_BASE_URL must be an http(s) URL'),
  /** Brave Search API key: the web search when DataForSEO is not configured. */
  BRAVE_SEARCH_API_KEY: z.string().trim().min(1).optional(),
  BRAVE_SEARCH_BASE_URL: optionalUrl(/^https?:\/\//, 'BRAVE_SEARCH_BASE_URL must be an http(s) URL'),
  /** Probes one process has in flight per social network (politeness; benchmarks against the fake raise it). */
  CHECK_SOCIAL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Keys of the networks whose official APIs answer handle look-ups (never logged). */
  X_BEARER_TOKEN: z.string().trim().min(1).optional(),
  FACEBOOK_GRAPH_TOKEN: z.string().trim().min(1).optional(),
  YOUTUBE_API_KEY: z.string().trim().min(1).optional(),
  GITHUB_TOKEN: z.string().trim().min(1).optional(),
  /** Sent with every social network probe: name the service and a contact address in production. */
  SOCIAL_USER_AGENT: z.string().trim().min(1).max(300).optional(),
  /**
   * "network=url,…": base URLs replacing the networks' own (a private proxy, or the loopback fake a
   * benchmark starts); networks not named keep theirs.
   */
  SOCIAL_BASE_URLS: baseUrlPairs(NETWORK_IDS, 'network'),
  CHECK_RDAP_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * "capacity:perSecond" of the shared RDAP budget for registries without a known limit (default the
   * clearance package's DEFAULT_REGISTRY_LIMIT). Benchmarks against the loopback fakes raise it; real
   * registries refuse more than their published rates.
   */
  CHECK_RDAP_DEFAULT_LIMIT: z
    .string()
    .trim()
    .regex(/^\d{1,6}:\d{1,6}(\.\d+)?$/, 'CHECK_RDAP_DEFAULT_LIMIT is "capacity:perSecond", e.g. 30:5')
    .transform((value) => {
      const [capacity, perSecond] = value.split(':');
      return { capacity: Number(capacity), refillPerSecond: Number(perSecond) };
    })
    .refine(
      (limit) => limit.capacity >= 1 && limit.refillPerSecond > 0,
      'CHECK_RDAP_DEFAULT_LIMIT needs a capacity of at least 1 and a refill above 0',
    )
    .optional(),
  CHECK_JOB_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  CHECK_JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(2),
  CHECK_JOB_EXPIRY_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  CHECK_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  CHECK_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});

/** Each mention source with its base URL override and credentials; those without credentials are left out. */
function mentionSourcesOf(values: z.output<typeof envSchema>): MentionSourcesConfig {
  const urls = values.MENTION_BASE_URLS;
  const baseUrl = (key: MentionUrlKey) => (urls[key] ? { baseUrl: urls[key] } : {});
  return {
    hackernews: baseUrl('hackernews'),
    ...(values.MASTODON_ACCESS_TOKEN
      ? { mastodon: { ...baseUrl('mastodon'), accessToken: values.MASTODON_ACCESS_TOKEN } }
      : {}),
    ...(values.BLUESKY_IDENTIFIER && values.BLUESKY_APP_PASSWORD
      ? {
          bluesky: {
            ...baseUrl('bluesky'),
            identifier: values.BLUESKY_IDENTIFIER,
            appPassword: values.BLUESKY_APP_PASSWORD,
          },
        }
      : {}),
    ...(values.REDDIT_CLIENT_ID && values.REDDIT_CLIENT_SECRET
      ? {
          reddit: {
            ...baseUrl('reddit'),
            ...(urls['reddit-auth'] ? { authBaseUrl: urls['reddit-auth'] } : {}),
            clientId: values.REDDIT_CLIENT_ID,
            clientSecret: values.REDDIT_CLIENT_SECRET,
          },
        }
      : {}),
    ...(values.X_BEARER_TOKEN
      ? { twitter: { ...baseUrl('twitter'), bearerToken: values.X_BEARER_TOKEN } }
      : {}),
    ...(values.YOUTUBE_API_KEY ? { youtube: { ...baseUrl('youtube'), apiKey: values.YOUTUBE_API_KEY } } : {}),
  };
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The Stripe settings, all or nothing: without a secret key payments use the built-in sandbox. */
const STRIPE_REQUIRED_WITH_KEY = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_SINGLE_SESSION',
  'STRIPE_PRICE_LIGHT',
  'STRIPE_PRICE_UNLIMITED',
] as const;

export interface AppConfig {
  /** Load the labelled demo trademark register: 'auto' = on the embedded database only. */
  demoRegister: 'auto' | 'on' | 'off';
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** Origin used in e-mailed links, without a trailing slash. */
  publicUrl: string;
  sessionTtlDays: number;
  rememberMeTtlDays: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Absolute path of the built web app. */
  webDist: string;
  /** Directory of the blog's Markdown posts and banner images. */
  blogDir: string;
  /**
   * Proxies to trust for the client address. IP rate limits key on it, so behind a proxy this must be
   * set, or every client shares the proxy's address.
   */
  trustProxyHops: number;
  /** Coupons from COUPONS, made to agree with the coupons table at boot (codes upper-cased). */
  coupons: CouponDefinition[];
  /** Worker threads that run the Create tool's generation (CREATE_WORKERS). */
  createWorkers: number;
  /** Stripe Checkout and webhooks; undefined = the built-in sandbox checkout (no real payment). */
  stripe: StripeConfig | undefined;
  /** The Check tool's search jobs and sources (decision 0012). */
  check: CheckConfig;
}

export interface CheckConfig {
  /** 'demo': loopback RDAP and DNS fakes started at boot, searches labelled demo (CHECK_SOURCES). */
  sources: 'network' | 'demo';
  rdapBootstrapUrl: string;
  /** A non-authoritative RDAP aggregator for TLDs missing from the bootstrap (its 404 proves nothing). */
  rdapFallbackUrl: string | undefined;
  /** DNS resolvers ("127.0.0.1:53"); empty = the system's. */
  dnsServers: string[];
  /** Whether a web process also runs search jobs (CHECK_JOBS_IN_WEB); `npm run worker` always does. */
  jobsInWeb: boolean;
  /** Jobs one process runs at once per source queue. */
  workerConcurrency: number;
  /**
   * Database connections of a worker process (`npm run worker`): its jobs' register searches each hold
   * one while the domain source's many short statements share the rest.
   */
  workerPoolSize: number;
  /** Time one trademark source (every name of a search) may take. */
  trademarkTimeoutMs: number;
  /** Time the domain source of one search may take; unanswered domains are then unknown. */
  domainTimeoutMs: number;
  /** Time one DNS probe or RDAP attempt may take. */
  domainLookupTimeoutMs: number;
  /** Time the social handle source of one search may take. */
  socialTimeoutMs: number;
  /** API keys of the social networks that have an official handle look-up; unset ones are probed publicly or not at all. */
  socialKeys: { twitter?: string; facebook?: string; youtube?: string; github?: string };
  /** User-Agent of social network probes; undefined: the clearance package's identifying default. */
  socialUserAgent: string | undefined;
  /** Base URLs replacing the networks' own (SOCIAL_BASE_URLS). */
  socialBaseUrls: Partial<Record<NetworkId, string>>;
  /** Probes in flight per social network per process. */
  socialConcurrency: number;
  /** Time the web search of one search may take. */
  webTimeoutMs: number;
  /** Time the social mentions of one search may take. */
  mentionsTimeoutMs: number;
  /** Where each mention source is asked and with what; a source left out is not checked. */
  mentionSources: MentionSourcesConfig;
  /** The SERP provider's settings; both undefined: web search is not configured (not checked). */
  webSearch: {
    dataforseo: { login: string; password: string; baseUrl?: string } | undefined;
    brave: { apiKey: string; baseUrl?: string } | undefined;
  };
  /** RDAP requests one process has in flight at once per registry (politeness; the budget is shared). */
  rdapConcurrency: number;
  /** The shared budget of registries without a known limit (CHECK_RDAP_DEFAULT_LIMIT); undefined: the package default. */
  rdapDefaultLimit: { capacity: number; refillPerSecond: number } | undefined;
  /** Attempts after the first for a job that failed or whose process died. */
  jobRetries: number;
  jobRetryDelaySeconds: number;
  /** Added to a source's timeout to give its job's expiry: how long a dead process's job waits. */
  jobExpiryGraceSeconds: number;
  /** Fallback poll of the queues when no wake-up arrives. */
  pollSeconds: number;
  /** How often expired jobs are looked for (pg-boss maintenance). */
  maintenanceSeconds: number;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price id per product key of the plan catalogue. */
  prices: { single_session: string; light: string; unlimited: string };
  /** Where the SDK sends requests (a loopback fake in tests); undefined = Stripe's API. */
  apiBase: URL | undefined;
}

export interface CouponDefinition {
  code: string;
  credits: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates the environment once at boot. Every bad variable is named in one error so that a
 * misconfigured deployment is fixed in one round.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  if (values.STRIPE_SECRET_KEY) {
    const missing = STRIPE_REQUIRED_WITH_KEY.filter((name) => !values[name]);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((name) => `${name}: required when STRIPE_SECRET_KEY is set`));
    }
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    publicUrl,
    sessionTtlDays: values.SESSION_TTL_DAYS,
    rememberMeTtlDays: values.REMEMBER_ME_TTL_DAYS,
    logLevel: values.LOG_LEVEL,
    webDist: values.WEB_DIST ? path.resolve(cwd, values.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist'),
    blogDir: path.join(REPO_ROOT, 'content/blog'),
    trustProxyHops: values.TRUST_PROXY_HOPS,
    demoRegister: values.DEMO_REGISTER,
    coupons: parseCoupons(values.COUPONS).coupons,
    createWorkers: values.CREATE_WORKERS,
    check: {
      sources: values.CHECK_SOURCES,
      rdapBootstrapUrl: values.RDAP_BOOTSTRAP_URL,
      rdapFallbackUrl: values.RDAP_FALLBACK_URL,
      dnsServers: splitList(values.DNS_SERVERS),
      jobsInWeb: values.CHECK_JOBS_IN_WEB === 'on',
      workerConcurrency: values.CHECK_WORKER_CONCURRENCY,
      workerPoolSize: values.CHECK_WORKER_POOL_SIZE,
      trademarkTimeoutMs: values.CHECK_TRADEMARK_TIMEOUT_MS,
      domainTimeoutMs: values.CHECK_DOMAIN_TIMEOUT_MS,
      domainLookupTimeoutMs: values.CHECK_DOMAIN_LOOKUP_TIMEOUT_MS,
      socialTimeoutMs: values.CHECK_SOCIAL_TIMEOUT_MS,
      socialKeys: {
        ...(values.X_BEARER_TOKEN ? { twitter: values.X_BEARER_TOKEN } : {}),
        ...(values.FACEBOOK_GRAPH_TOKEN ? { facebook: values.FACEBOOK_GRAPH_TOKEN } : {}),
        ...(values.YOUTUBE_API_KEY ? { youtube: values.YOUTUBE_API_KEY } : {}),
        ...(values.GITHUB_TOKEN ? { github: values.GITHUB_TOKEN } : {}),
      },
      socialUserAgent: values.SOCIAL_USER_AGENT,
      socialBaseUrls: values.SOCIAL_BASE_URLS,
      socialConcurrency: values.CHECK_SOCIAL_CONCURRENCY,
      webTimeoutMs: values.CHECK_WEB_TIMEOUT_MS,
      mentionsTimeoutMs: values.CHECK_MENTIONS_TIMEOUT_MS,
      mentionSources: mentionSourcesOf(values),
      webSearch: {
        dataforseo:
          values.DATAFORSEO_LOGIN && values.DATAFORSEO_PASSWORD
            ? {
                login: values.DATAFORSEO_LOGIN,
                password: values.DATAFORSEO_PASSWORD,
                ...(values.DATAFORSEO_BASE_URL ? { baseUrl: values.DATAFORSEO_BASE_URL } : {}),
              }
            : undefined,
        brave: values.BRAVE_SEARCH_API_KEY
          ? {
              apiKey: values.BRAVE_SEARCH_API_KEY,
              ...(values.BRAVE_SEARCH_BASE_URL ? { baseUrl: values.BRAVE_SEARCH_BASE_URL } : {}),
            }
          : undefined,
      },
      rdapConcurrency: values.CHECK_RDAP_CONCURRENCY,
      rdapDefaultLimit: values.CHECK_RDAP_DEFAULT_LIMIT,
      jobRetries: values.CHECK_JOB_RETRIES,
      jobRetryDelaySeconds: values.CHECK_JOB_RETRY_DELAY_SECONDS,
      jobExpiryGraceSeconds: values.CHECK_JOB_EXPIRY_GRACE_SECONDS,
      pollSeconds: values.CHECK_POLL_SECONDS,
      maintenanceSeconds: values.CHECK_MAINTENANCE_SECONDS,
    },
    stripe: values.STRIPE_SECRET_KEY
      ? {
          secretKey: values.STRIPE_SECRET_KEY,
          webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? '',
          prices: {
            single_session: values.STRIPE_PRICE_SINGLE_SESSION ?? '',
            light: values.STRIPE_PRICE_LIGHT ?? '',
            unlimited: values.STRIPE_PRICE_UNLIMITED ?? '',
          },
          apiBase: values.STRIPE_API_BASE ? new URL(values.STRIPE_API_BASE) : undefined,
        }
      : undefined,
  };
}
