import { createHash } from 'node:crypto';
import type { NetworkId } from '../types.ts';
import type { FakeAccount } from './fake-social-server.ts';

/** One answer of the fake. */
export interface FakePage {
  status: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
}

/** How one network's fake reads a request and writes each kind of answer, in the network's own format. */
export interface NetworkPages {
  /** The handle a request asks about, or undefined when the path is not the network's. */
  handleOf(url: URL): string | undefined;
  /** The API refuses requests without the accepted token, sent as a bearer token or in this header. */
  needsToken?: boolean;
  tokenHeader?: string;
  /** Another form of the network's probe (the one used with a key), tried first. */
  keyed?: NetworkPages;
  profile(name: string, account: FakeAccount): FakePage;
  notFound(name: string): FakePage;
  rateLimited(retryAfter: string | null): FakePage;
  forbidden(): FakePage;
  loginWall(name: string): FakePage;
  captcha(): FakePage;
  changedLayout(name: string): FakePage;
  unauthorised(): FakePage;
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

const json = (status: number, value: unknown, headers?: Record<string, string>): FakePage => ({
  status,
  type: JSON_TYPE,
  body: JSON.stringify(value),
  ...(headers ? { headers } : {}),
});
const html = (status: number, title: string, inner: string, headers?: Record<string, string>): FakePage => ({
  status,
  type: HTML,
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${inner}<!-- loopback fake (demo data) --></body></html>`,
  ...(headers ? { headers } : {}),
});
const retryHeaders = (retryAfter: string | null): Record<string, string> =>
  retryAfter === null ? {} : { 'retry-after': retryAfter };
const redirect = (location: string): FakePage => ({
  status: 302,
  type: HTML,
  body: '',
  headers: { location },
});
const idOf = (name: string) => createHash('sha256').update(name).digest('hex').slice(0, 16);

const cloudflareChallenge = (): FakePage =>
  html(
    403,
    'Just a moment...',
    '<div id="challenge-running">Checking your browser</div><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script>',
    { 'cf-mitigated': 'challenge' },
  );
const dataDomeCaptcha = (): FakePage =>
  html(
    200,
    'tiktok.com',
    '<iframe src="https://geo.captcha-delivery.com/captcha/?initialCid=demo"></iframe>',
  );
const recaptchaPage = (): FakePage =>
  html(
    200,
    'Verification',
    '<form><div class="g-recaptcha" data-sitekey="demo"></div></form><script src="https://www.google.com/recaptcha/api.js"></script>',
  );

/** A profile page in HTML: a single page template, with the network's markers in its head. */
const page = (status: number, title: string, head: string, inner: string): FakePage => ({
  status,
  type: HTML,
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${inner}<!-- loopback fake (demo data) --></body></html>`,
});

const pathHandle = (pattern: RegExp) => (url: URL) => {
  const match = pattern.exec(url.pathname);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
};

const htmlRateLimit = (retryAfter: string | null) =>
  html(429, 'Too Many Requests', '<h1>Too Many Requests</h1>', retryHeaders(retryAfter));
const htmlForbidden = () => html(403, 'Forbidden', '<h1>403 Forbidden</h1>');
const changedHtml = (name: string) =>
  html(200, name, `<div id="app-root-v2" data-view="profile-next"><h1>${name}</h1></div>`);

const github: NetworkPages = {
  handleOf: pathHandle(/^\/github\/users\/([^/]+)$/),
  profile: (name) =>
    json(200, {
      login: name,
      id: parseInt(idOf(name).slice(0, 8), 16),
      node_id: `U_${idOf(name)}`,
      html_url: `https://github.com/${name}`,
      type: 'User',
      name: `${name} (demo data)`,
      public_repos: 3,
      created_at: '2015-03-14T09:26:53Z',
    }),
  notFound: () =>
    json(404, {
      message: 'Not Found',
      documentation_url: 'https://docs.github.com/rest/users/users#get-a-user',
      status: '404',
    }),
  rateLimited: (retryAfter) =>
    json(
      429,
      {
        message: 'API rate limit exceeded',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
      },
      { ...retryHeaders(retryAfter), 'x-ratelimit-remaining': '0' },
    ),
  forbidden: () =>
    json(403, { message: 'Forbidden', documentation_url: 'https://docs.github.com/rest', status: '403' }),
  loginWall: () => json(401, { message: 'Requires authentication', status: '401' }),
  captcha: cloudflareChallenge,
  changedLayout: (name) => json(200, { user: { handle: name, kind: 'account' } }),
  unauthorised: () => json(401, { message: 'Bad credentials', status: '401' }),
};

const bluesky: NetworkPages = {
  handleOf: (url) =>
    url.pathname === '/bluesky/xrpc/com.atproto.identity.resolveHandle'
      ? (url.searchParams.get('handle') ?? undefined)
      : undefined,
  profile: (name) => json(200, { did: `did:plc:${idOf(name)}${idOf(name).slice(0, 8)}` }),
  notFound: () => json(400, { error: 'InvalidRequest', message: 'Unable to resolve handle' }),
  rateLimited: (retryAfter) =>
    json(429, { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' }, retryHeaders(retryAfter)),
  forbidden: () => json(403, { error: 'Forbidden', message: 'Forbidden' }),
  loginWall: () => json(401, { error: 'AuthMissing', message: 'Authentication Required' }),
  captcha: cloudflareChallenge,
  changedLayout: (name) => json(200, { identity: { handle: name } }),
  unauthorised: () => json(401, { error: 'AuthMissing', message: 'Authentication Required' }),
};

const reddit: NetworkPages = {
  handleOf: pathHandle(/^\/reddit\/user\/([^/]+)\/about\.json$/),
  profile: (name, account) =>
    json(200, {
      kind: 't2',
      data: account.suspended
        ? { name, is_suspended: true, awardee_karma: 0 }
        : {
            name,
            id: idOf(name).slice(0, 6),
            created_utc: 1_426_325_213,
            link_karma: 1,
            is_suspended: false,
          },
    }),
  notFound: () => json(404, { message: 'Not Found', error: 404 }),
  rateLimited: (retryAfter) =>
    json(429, { message: 'Too Many Requests', error: 429 }, retryHeaders(retryAfter)),
  forbidden: () =>
    html(
      403,
      'Blocked',
      '<p>whoa there, pardner!</p><p>Your request has been blocked due to a network policy.</p>',
    ),
  loginWall: (name) => redirect(`https://www.reddit.com/login/?dest=%2Fuser%2F${name}`),
  captcha: recaptchaPage,
  changedLayout: (name) => json(200, { kind: 't2', payload: { username: name } }),
  unauthorised: () => json(401, { message: 'Unauthorized', error: 401 }),
};

/** The YouTube Data API's `channels.list` by handle (`forHandle`), the probe used with an API key. */
const youtubeDataApi: NetworkPages = {
  handleOf: (url) =>
    url.pathname === '/youtube/youtube/v3/channels'
      ? (url.searchParams.get('forHandle')?.replace(/^@/, '') ?? undefined)
      : undefined,
  needsToken: true,
  tokenHeader: 'x-goog-api-key',
  profile: (name) =>
    json(200, {
      kind: 'youtube#channelListResponse',
      etag: idOf(`etag-${name}`),
      pageInfo: { totalResults: 1, resultsPerPage: 5 },
      items: [{ kind: 'youtube#channel', etag: idOf(`item-${name}`), id: `UC${idOf(name)}` }],
    }),
  notFound: () =>
    json(200, {
      kind: 'youtube#channelListResponse',
      etag: idOf('empty'),
      pageInfo: { totalResults: 0, resultsPerPage: 5 },
    }),
  rateLimited: (retryAfter) =>
    json(
      429,
      { error: { code: 429, message: 'Resource has been exhausted', status: 'RESOURCE_EXHAUSTED' } },
      retryHeaders(retryAfter),
    ),
  forbidden: () =>
    json(403, {
      error: {
        code: 403,
        message: 'The request cannot be completed because you have exceeded your quota.',
        errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }],
      },
    }),
  loginWall: () =>
    json(400, {
      error: {
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        status: 'INVALID_ARGUMENT',
      },
    }),
  captcha: recaptchaPage,
  changedLayout: (name) =>
    json(200, { kind: 'youtube#channelListResponse', channels: [{ handle: `@${name}` }] }),
  unauthorised: () =>
    json(400, {
      error: {
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        status: 'INVALID_ARGUMENT',
      },
    }),
};

const youtube: NetworkPages = {
  handleOf: pathHandle(/^\/youtube\/@([^/]+)$/),
  keyed: youtubeDataApi,
  profile: (name) =>
    page(
      200,
      `${name} - YouTube`,
      `<link rel="canonical" href="https://www.youtube.com/channel/UC${idOf(name)}">`,
      `<script>var ytInitialData = ${JSON.stringify({
        metadata: {
          channelMetadataRenderer: {
            title: `${name} (demo data)`,
            vanityChannelUrl: `http://www.youtube.com/@${name}`,
            externalId: `UC${idOf(name)}`,
          },
        },
      })};</script>`,
    ),
  notFound: () => html(404, '404 Not Found', "<p>This page isn't available. Sorry about that.</p>"),
  rateLimited: htmlRateLimit,
  forbidden: htmlForbidden,
  loginWall: (name) =>
    redirect(`https://consent.youtube.com/m?continue=https%3A%2F%2Fwww.youtube.com%2F%40${name}&gl=GB&hl=en`),
  captcha: recaptchaPage,
  changedLayout: changedHtml,
  unauthorised: htmlForbidden,
};

const tiktokData = (detail: unknown) =>
  `<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">${JSON.stringify({
    __DEFAULT_SCOPE__: { 'webapp.user-detail': detail },
  })}</script>`;
const tiktok: NetworkPages = {
  handleOf: pathHandle(/^\/tiktok\/@([^/]+)$/),
  profile: (name) =>
    page(
      200,
      `${name} | TikTok`,
      '',
      tiktokData({
        statusCode: 0,
        statusMsg: '',
        userInfo: { user: { id: idOf(name), uniqueId: name, nickname: `${name} (demo data)` } },
      }),
    ),
  notFound: () =>
    page(
      200,
      'TikTok - Make Your Day',
      '',
      tiktokData({ statusCode: 10221, statusMsg: 'user not exist', userInfo: {} }),
    ),
  rateLimited: htmlRateLimit,
  forbidden: htmlForbidden,
  loginWall: (name) => redirect(`/login?redirect_url=%2F%40${name}`),
  captcha: dataDomeCaptcha,
  changedLayout: changedHtml,
  unauthorised: htmlForbidden,
};

const pinterest: NetworkPages = {
  handleOf: pathHandle(/^\/pinterest\/([^/]+)\/$/),
  profile: (name) =>
    page(
      200,
      `${name} (demo data) | Pinterest`,
      `<meta property="og:type" content="pinterestapp:pinner"><meta property="og:url" content="https://www.pinterest.com/${name}/">`,
      '<div id="__PWS_ROOT__"></div>',
    ),
  notFound: () =>
    page(
      404,
      'Pinterest',
      '',
      `<script id="__PWS_INITIAL_PROPS__" type="application/json">${JSON.stringify({
        initialReduxState: {
          resources: { UserResource: { error: { code: 'UserNotFound', status: 'failure' } } },
        },
      })}</script>`,
    ),
  rateLimited: htmlRateLimit,
  forbidden: htmlForbidden,
  loginWall: (name) => redirect(`/login/?next=%2F${name}%2F`),
  captcha: cloudflareChallenge,
  changedLayout: changedHtml,
  unauthorised: htmlForbidden,
};

const tumblr: NetworkPages = {
  handleOf: pathHandle(/^\/tumblr\/([^/]+)$/),
  profile: (name) =>
    page(
      200,
      `${name} (demo data) on Tumblr`,
      `<link rel="canonical" href="https://www.tumblr.com/${name}">`,
      '<main></main>',
    ),
  notFound: () =>
    html(
      404,
      'Not found',
      "<h1>There's nothing here.</h1><p>Whatever you were looking for doesn't live here.</p>",
    ),
  rateLimited: htmlRateLimit,
  forbidden: htmlForbidden,
  loginWall: (name) => redirect(`/login?redirect_to=%2F${name}`),
  captcha: cloudflareChallenge,
  changedLayout: changedHtml,
  unauthorised: htmlForbidden,
};

const threads: NetworkPages = {
  handleOf: pathHandle(/^\/threads\/@([^/]+)$/),
  profile: (name) =>
    page(
      200,
      `${name} (@${name}) on Threads`,
      `<meta property="og:url" content="https://www.threads.com/@${name}"><meta property="og:title" content="${name} (&#064;${name}) on Threads">`,
      '<div id="barcelona-page-layout"></div>',
    ),
  notFound: () => html(404, 'Threads', "<span>Sorry, this page isn't available</span>"),
  rateLimited: htmlRateLimit,
  forbidden: htmlForbidden,
  loginWall: () =>
    html(200, 'Threads', '<h1>Log in with your Instagram account</h1><form action="/login"></form>'),
  captcha: recaptchaPage,
  changedLayout: changedHtml,
  unauthorised: htmlForbidden,
};

const facebook: NetworkPages = {
  handleOf: pathHandle(/^\/facebook\/v19\.0\/([^/]+)$/),
  needsToken: true,
  profile: (name) =>
    json(200, { id: String(parseInt(idOf(name).slice(0, 12), 16)), name: `${name} (demo data)` }),
  notFound: (name) =>
    json(404, {
      error: {
        message: `(#803) Some of the aliases you requested do not exist: ${name}`,
        type: 'OAuthException',
        code: 803,
        fbtrace_id: 'DemoTrace',
      },
    }),
  rateLimited: (retryAfter) =>
    json(
      429,
      { error: { message: '(#4) Application request limit reached', type: 'OAuthException', code: 4 } },
      retryHeaders(retryAfter),
    ),
  forbidden: () =>
    json(403, { error: { message: '(#10) Permission denied', type: 'OAuthException', code: 10 } }),
  loginWall: () =>
    json(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }),
  captcha: recaptchaPage,
  changedLayout: (name) => json(200, { page: { username: name } }),
  unauthorised: () =>
    json(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }),
};

const twitterProblem = (name: string, title: string, detail: string) => ({
  errors: [
    {
      value: name,
      detail,
      title,
      resource_type: 'user',
      parameter: 'username',
      resource_id: name,
      type: 'https://api.twitter.com/2/problems/resource-not-found',
    },
  ],
});
const twitter: NetworkPages = {
  handleOf: pathHandle(/^\/twitter\/2\/users\/by\/username\/([^/]+)$/),
  needsToken: true,
  profile: (name, account) =>
    account.suspended
      ? json(200, twitterProblem(name, 'Forbidden', `User has been suspended: [${name}].`))
      : json(200, {
          data: {
            id: String(parseInt(idOf(name).slice(0, 12), 16)),
            name: `${name} (demo data)`,
            username: name,
          },
        }),
  notFound: (name) =>
    json(200, twitterProblem(name, 'Not Found Error', `Could not find user with username: [${name}].`)),
  rateLimited: (retryAfter) =>
    json(
      429,
      { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
      retryHeaders(retryAfter),
    ),
  forbidden: () => json(403, { title: 'Forbidden', detail: 'Forbidden', type: 'about:blank', status: 403 }),
  loginWall: () =>
    json(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' }),
  captcha: cloudflareChallenge,
  changedLayout: (name) => json(200, { result: { screen_name: name } }),
  unauthorised: () =>
    json(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' }),
};

export const networkPages: Readonly<Partial<Record<NetworkId, NetworkPages>>> = {
  github,
  bluesky,
  reddit,
  youtube,
  tiktok,
  pinterest,
  tumblr,
  threads,
  facebook,
  twitter,
};
