// Property-based fuzzing of every route: whatever a client sends (malformed JSON, NUL bytes, objects
// where strings go, huge strings, prototype-pollution keys, hostile path and query parameters), with
// or without a session, the answer is never a 5xx. Routes and their request shapes come from the
// OpenAPI document the contracts generate; inputs from a fixed seed and run count, so a run does not
// depend on the clock and a failure replays.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findClasses } from '@brandwright/clearance';
import { createSession } from '../src/modules/accounts/sessions.ts';
import { SESSION_COOKIE } from '../src/plugins/auth.ts';
import { nextAddress, RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';

const SEED = 20_260_901;
const RUNS_PER_ROUTE = 40;

interface JsonSchema {
  type?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
}

interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface FuzzRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Fastify form: /api/user/activation/:email/:code */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Routes kept out of the API document (`hide: true`) that still take input. */
const HIDDEN_ROUTES: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/blog/:slug',
    pathParams: [{ in: 'path', name: 'slug', schema: { type: 'string' } }],
    queryParams: [],
    body: undefined,
  },
  // The sandbox checkout page and its Pay / Cancel forms (issue 10).
  ...(
    [
      'GET /sandbox-checkout/:sessionId',
      'POST /sandbox-checkout/:sessionId/complete',
      'POST /sandbox-checkout/:sessionId/cancel',
    ] as const
  ).map((route): FuzzRoute => {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string];
    return {
      method,
      path,
      pathParams: [{ in: 'path', name: 'sessionId', schema: { type: 'string' } }],
      queryParams: [],
      body: undefined,
    };
  }),
];

/** A string most text fields accept (letters, a digit, a listed special character, 10 characters). */
const VALID_TEXT = 'Fuzz-t3st!';

/** A value the schema accepts in the common case: the starting point of mutations. */
function sampleOf(schema: JsonSchema): unknown {
  if (schema.anyOf?.[0]) return sampleOf(schema.anyOf[0]);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleOf(property)]),
      );
    case 'string':
      return schema.format === 'email' ? 'fuzz@example.com' : VALID_TEXT;
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

function routesOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [openApiPath, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      routes.push({
        method: method.toUpperCase() as FuzzRoute['method'],
        path: openApiPath.replace(/\{(\w+)\}/g, ':$1'),
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return routes;
}

/** Each byte of the UTF-8 percent-encoded: safe for any string, including lone surrogates. */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

// ---- arbitraries ----

const hostileUnit = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udfff', '\ufeff', '\u202e', '"', '\\', '%', '\n', '<', 'é', '😀'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

const hostileString = fc.oneof(
  fc.string({ unit: hostileUnit, maxLength: 30 }),
  fc
    .string({ maxLength: 30 })
    .chain((valid) =>
      fc.nat({ max: valid.length }).map((at) => `${valid.slice(0, at)}\u0000${valid.slice(at)}`),
    ),
  // Huge: past every field limit, some past the body limit too.
  fc.constantFrom(300, 5_001, 70_000).map((length) => 'x'.repeat(length)),
);

/** JSON text whose keys would pollute a prototype if a parser or a merge honoured them. */
const pollutingJson = fc.constantFrom(
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"prototype":{"polluted":true}}',
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom({ toString: 'x' }, { valueOf: 1 }, {}, [], [VALID_TEXT], null, true),
  fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(-0, 2 ** 53 + 1, 1e308),
  ),
  fc.jsonValue({ maxDepth: 3 }),
  pollutingJson.map((json) => JSON.parse(json) as unknown),
);

const CLAIMED_ID_KEYS = ['userId', 'user_id', 'userid'];
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];

/** A valid body with one to three fields replaced, added or removed. */
function mutatedBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const base = sampleOf(schema);
  const fields = Object.keys(schema.properties ?? {});
  const key = fc.constantFrom(...fields, ...CLAIMED_ID_KEYS, ...POLLUTING_KEYS);
  const edit = fc.oneof(
    fc.record({ key, value: hostileValue }),
    fc.record({ key, value: fc.constant(undefined) }),
  );
  return fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits) => {
    const body: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const { key: name, value } of edits) {
      if (value === undefined) delete body[name];
      // An own property even for "__proto__", as JSON.parse would make it.
      else Object.defineProperty(body, name, { value, enumerable: true, configurable: true, writable: true });
    }
    return body;
  });
}

interface FuzzPayload {
  /** JSON text, or raw text that may not be JSON at all. */
  text: string;
  contentType: string;
}

function payloadFor(route: FuzzRoute): fc.Arbitrary<FuzzPayload | undefined> {
  const json = (value: unknown): FuzzPayload => ({
    text: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  const anyJson = fc.jsonValue({ maxDepth: 4 }).map(json);
  const garbage = fc.oneof(
    fc.string({ unit: hostileUnit, maxLength: 40 }),
    fc.constantFrom('', '{', '{"a":', '[1,', 'null', '"\\u0000"', '{"a":"\\ud800"}'),
    pollutingJson,
  );
  const raw = fc.record({
    text: garbage,
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  });
  const options: fc.WeightedArbitrary<FuzzPayload | undefined>[] = [
    { arbitrary: anyJson, weight: 1 },
    { arbitrary: raw, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  ];
  // Mostly near-valid bodies: they get past the parser and exercise the schema and the handler.
  if (route.body) options.push({ arbitrary: mutatedBody(route.body).map(json), weight: 3 });
  return fc.oneof(...options);
}

const rawPathFragment = fc.constantFrom('%', '%zz', '%00', '%C0%80', '%ED%A0%80', '%FF', '..', '%2F', '');

function paramValue(parameter: Parameter): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(percentEncode(String(sampleOf(parameter.schema)))),
    hostileString.map(percentEncode),
    rawPathFragment,
  );
}

function queryFor(route: FuzzRoute): fc.Arbitrary<string> {
  const required = route.queryParams.filter((parameter) => parameter.required);
  const base = required.map((parameter) => [
    parameter.name,
    percentEncode(String(sampleOf(parameter.schema))),
  ]);
  const names = [...route.queryParams.map((parameter) => parameter.name), 'constructor', '__proto__', 'x'];
  const pair = fc.tuple(
    fc.constantFrom(...names),
    fc.oneof(fc.constant(VALID_TEXT), hostileString.map(percentEncode), rawPathFragment),
  );
  // The required parameters, valid, then up to three more: hostile values, or a repeated name, which
  // makes an array where the schema expects a string.
  return fc.tuple(fc.boolean(), fc.array(pair, { maxLength: 3 })).map(([keepBase, extra]) => {
    const pairs = [...(keepBase ? base : []), ...extra];
    return pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}` : '';
  });
}

type SessionKind = 'none' | 'bearer' | 'cookie' | 'bogus';

// ---- the app ----

const mailer = new RecordingMailer();
let userId: string;
let routes: FuzzRoute[];

const t = useTestApp({ mailer, context: { findClasses } });
beforeAll(async () => {
  userId = (await signedInUser(t.app, mailer)).id;
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  routes = [...routesOf(document), ...HIDDEN_ROUTES];
});

/** A fresh session per request: a fuzzed logout or password change must not starve the next run. */
async function sessionHeaders(kind: SessionKind): Promise<Record<string, string>> {
  if (kind === 'none') return {};
  if (kind === 'bogus') return { cookie: `${SESSION_COOKIE}=%00%ED%A0%80x`, authorization: 'Bearer \u00ff' };
  const { token } = await createSession(t.database.db, t.config, userId, false);
  return kind === 'bearer' ? { authorization: `Bearer ${token}` } : { cookie: `${SESSION_COOKIE}=${token}` };
}

describe('fuzzing every route', () => {
  it('finds every route that takes input in the API document (or the hidden list)', () => {
    const listed = new Set(routes.map((route) => `${route.method} ${route.path}`));
    // Top-level lines of the router's own listing: "├── /api/user/login (POST)".
    const registered = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /^[└├]── (\/\S*) \(([A-Z, ]+)\)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .flatMap((match) =>
        (match[2] ?? '')
          .split(', ')
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${match[1]}`),
      )
      // The docs UI and the SPA fallback serve files; they take no input of their own.
      .filter((route) => !route.includes('/api/docs') && !route.endsWith(' /*'));
    expect(registered.length).toBeGreaterThan(15);
    expect(registered.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('never answers 5xx, and no error answer carries a stack', async () => {
    let requests = 0;
    for (const [index, route] of routes.entries()) {
      const request = fc.record({
        params: fc.tuple(...route.pathParams.map(paramValue)),
        query: queryFor(route),
        payload: payloadFor(route),
        session: fc.constantFrom<SessionKind>('none', 'bearer', 'cookie', 'bogus'),
      });
      const property = fc.asyncProperty(request, async ({ params, query, payload, session }) => {
        let url = route.path;
        route.pathParams.forEach((parameter, at) => {
          url = url.replace(`:${parameter.name}`, params[at] ?? '');
        });
        const headers = await sessionHeaders(session);
        if (payload) headers['content-type'] = payload.contentType;
        const response = await t.app.inject({
          method: route.method,
          url: `${url}${query}`,
          headers,
          remoteAddress: nextAddress(),
          ...(payload ? { payload: payload.text } : {}),
        });
        requests += 1;
        expect(
          response.statusCode,
          `${route.method} ${route.path}: ${response.body.slice(0, 300)}`,
        ).toBeLessThan(500);
        expect(response.body).not.toMatch(/\n\s+at .+:\d+:\d+/);
      });
      await fc.assert(property, { seed: SEED + index, numRuns: RUNS_PER_ROUTE });
    }
    expect(requests).toBe(routes.length * RUNS_PER_ROUTE);
  }, 180_000);
});
