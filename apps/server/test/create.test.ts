import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { importRecords, type MarkRecord } from '@brandwright/clearance';
import {
  CREATE_GROUP_LIMIT,
  CREATE_GROUP_TITLES,
  CREATE_LANGUAGES,
  CREATE_METHODS,
  CREATE_RESULT_PATHS,
  createMessages,
  creditMessages,
  emptyGroupMessage,
  MAX_CANDIDATE_DETAILS,
  MAX_CREATE_KEYWORD_LENGTH,
  type CandidateDetails,
  type CreateGroup,
  type CreateMethod,
} from '@brandwright/contracts';
import { LANGUAGE_PREFIXES, LANGUAGES, MAX_KEYWORD_LENGTH, METHODS } from '@brandwright/namegen';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { generateGroup, presentCandidates } from '../src/modules/create/generation-tasks.ts';
import { METHODS_BY_COST } from '../src/modules/create/running-searches.ts';
import { activatePlan } from '../src/modules/plans/index.ts';
import { seedCheckSearch } from './helpers/seed-check-search.ts';
import { bearer, RecordingMailer, signedInUser, useTestApp, testConfig } from './helpers/test-app.ts';

// Through HTTP on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL), generation on the
// app's worker pool (one thread). The oracle for "each user got their own keyword's names" is the
// same task function run in this process, outside the pool, the HTTP layer and the database.

const mailer = new RecordingMailer();
let member: { id: string; token: string };
let other: { id: string; token: string };

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

interface BrandCreateBody {
  search_token: string;
  project: { id: string; name: string; description: string };
  data: Record<string, string[]>;
  groups: CreateGroup[];
}

type ResultBody = CreateGroup & { search_token: string };

async function memberWithPlan(): Promise<{ id: string; token: string }> {
  const user = await signedInUser(t.app, mailer);
  await activatePlan(t.database.db, user.id, 'light', { reference: `create-test:${user.id}` });
  return user;
}

function post(token: string | undefined, url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
}

function searchPayload(overrides: Record<string, unknown> = {}) {
  return {
    project_name: 'Sunrise',
    project_description: 'Solar panels for homes',
    job_type: [...CREATE_METHODS],
    language: 'EN',
    keyword: 'sun power',
    ...overrides,
  };
}

function resultUrl(method: CreateMethod): string {
  return `/api/konstruktor/${CREATE_RESULT_PATHS[method]}`;
}

/** The names the engine gives for one method, computed here, outside the pool and the server. */
function expectedWords(keyword: string, method: CreateMethod, language = 'EN'): string[] {
  const outcome = generateGroup({ keyword, method, language, limit: CREATE_GROUP_LIMIT });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.candidates.map((candidate) => candidate.name);
}

async function startSearch(token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await post(token, '/api/konstruktor', searchPayload(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ search_token: string }>().search_token;
}

async function storedGroups(token: string): Promise<Record<string, { candidates: { name: string }[] }>> {
  const result = await t.database.db.execute<{ groups: Record<string, { candidates: { name: string }[] }> }>(
    sql`SELECT groups FROM create_searches WHERE token = ${token}`,
  );
  return result.rows[0]!.groups;
}

const t = useTestApp({ mailer, env: { CREATE_WORKERS: '1' } });
beforeAll(async () => {
  member = await memberWithPlan();
  other = await memberWithPlan();
});

describe('the Create contracts and the engine', () => {
  it('name the same eight methods, ten languages and keyword length', () => {
    expect([...CREATE_METHODS]).toEqual([...METHODS]);
    expect([...CREATE_LANGUAGES]).toEqual([...LANGUAGES]);
    expect(MAX_CREATE_KEYWORD_LENGTH).toBe(MAX_KEYWORD_LENGTH);
  });

  it('orders the groups of a search by cost over every method', () => {
    expect([...METHODS_BY_COST].sort()).toEqual([...CREATE_METHODS].sort());
  });

  it('CREATE_WORKERS defaults to at least one thread and refuses what is not a count', () => {
    expect(loadConfig({}, '/srv').createWorkers).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ CREATE_WORKERS: '3' }, '/srv').createWorkers).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'many', '65']) {
      expect(() => loadConfig({ CREATE_WORKERS: bad }, '/srv')).toThrow(ConfigError);
      try {
        loadConfig({ CREATE_WORKERS: bad }, '/srv');
      } catch (error) {
        expect((error as ConfigError).problems.join('\n')).toMatch(/^CREATE_WORKERS: /m);
      }
    }
  });
});

describe('POST /api/brand/create', () => {
  it('answers every chosen group of a two-word keyword, titled as the product shows them', async () => {
    const response = await post(member.token, '/api/brand/create', searchPayload());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<BrandCreateBody>();
    expect(body.search_token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(body.project).toMatchObject({ name: 'Sunrise', description: 'Solar panels for homes' });
    expect(Object.keys(body.data)).toEqual(CREATE_METHODS.map((method) => CREATE_GROUP_TITLES[method]));
    expect(body.data).toHaveProperty('Word Combi Results');
    expect(body.groups.map((group) => group.method)).toEqual([...CREATE_METHODS]);
    for (const group of body.groups) {
      expect(group.title).toBe(CREATE_GROUP_TITLES[group.method]);
      expect(group.words).toEqual(expectedWords('sun power', group.method));
      expect(body.data[group.title]).toEqual(group.words);
      expect(group.candidates.map((candidate) => candidate.name)).toEqual(group.words);
      expect(group.words.length).toBeLessThanOrEqual(CREATE_GROUP_LIMIT);
      expect(group.empty_message).toBe(group.words.length === 0 ? emptyGroupMessage(group.method) : null);
    }
    // A two-word keyword blends (the portmanteau group has names).
    expect(body.data['Word Combi Results']!.length).toBeGreaterThan(0);
  });

  it('strips language prefixes from the names (spec 001 section 9)', async () => {
    const response = await post(
      member.token,
      '/api/brand/create',
      searchPayload({ job_type: ['translations'], language: 'de' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [group] = response.json<BrandCreateBody>().groups;
    expect(group!.candidates.some((candidate) => /german/i.test(candidate.why))).toBe(true);
    for (const word of group!.words) {
      for (const prefix of LANGUAGE_PREFIXES) expect(word.toLowerCase().startsWith(prefix)).toBe(false);
    }
    expect(group!.words).toEqual(expectedWords('sun power', 'translations', 'DE'));
  });

  it('a group drops language prefixes, names that were only a prefix, and repeats once stripped', () => {
    const names = [
      'spanish luz',
      'German_Licht',
      'french',
      'Luz',
      'italian-sole sole',
      'swedishljus',
      'nova',
    ];
    const presented = presentCandidates(
      names.map((name, index) => ({ name, why: `w${index}`, score: 1 - index / 10 })),
    );
    expect(presented).toEqual([
      { name: 'luz', why: 'w0', score: 1 },
      { name: 'Licht', why: 'w1', score: 0.9 },
      { name: 'sole sole', why: 'w4', score: 0.6 },
      { name: 'ljus', why: 'w5', score: 0.5 },
      { name: 'nova', why: 'w6', score: 0.4 },
    ]);
  });

  it('answers an empty group with the spec text: word_combi of one word, rhyme and associate of an unknown word', async () => {
    const response = await post(
      member.token,
      '/api/brand/create',
      searchPayload({ keyword: 'blorptastic', job_type: ['word_combi', 'rhyme', 'associate'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<BrandCreateBody>();
    expect(body.data).toEqual({
      'Sounds Like Results': [],
      'Describe Like Results': [],
      'Word Combi Results': [],
    });
    const messages = Object.fromEntries(body.groups.map((group) => [group.method, group.empty_message]));
    expect(messages).toEqual({
      rhyme: 'Try your search again – the rhyme tool will only work with a single word with a known meaning.',
      associate:
        'Try your search again – the associate tool will only work with a single word with a known meaning.',
      word_combi:
        'Try your search again, perhaps you could try adding some spaces or a different word entirely!',
    });
  });

  it('selects the caller’s project of a known name (any case) instead of creating a second', async () => {
    const user = await memberWithPlan();
    const first = await post(user.token, '/api/brand/create', searchPayload({ job_type: ['abbreviate'] }));
    const second = await post(
      user.token,
      '/api/brand/create',
      searchPayload({
        project_name: 'SUNRISE',
        project_description: 'Other words',
        job_type: ['abbreviate'],
      }),
    );
    expect(second.json<BrandCreateBody>().project).toEqual(first.json<BrandCreateBody>().project);
    const count = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM projects WHERE user_id = ${user.id}::uuid`,
    );
    expect(Number(count.rows[0]!.n)).toBe(1);
  });
});

describe('refusals of a create search', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no project name', { project_name: '  ' }, 'project_name', createMessages.projectNameRequired],
    [
      'no description',
      { project_description: '' },
      'project_description',
      createMessages.projectDescriptionRequired,
    ],
    ['no search word', { keyword: ' ' }, 'keyword', createMessages.searchWordRequired],
    ['no search term', { job_type: [] }, 'job_type', createMessages.searchTermRequired],
    ['an over-long keyword', { keyword: 'a'.repeat(61) }, 'keyword', createMessages.keywordTooLong],
  ];
  for (const [what, overrides, field, message] of cases) {
    it(`is a 400 naming ${field} for ${what}, on both create calls`, async () => {
      for (const url of ['/api/brand/create', '/api/konstruktor']) {
        const response = await post(member.token, url, searchPayload(overrides));
        expect(response.statusCode).toBe(400);
        const body = response.json<ErrorBody>();
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.message).toBe(message);
        expect(body.fields?.[field]).toBe(message);
      }
    });
  }

  it('reports the first failing check in the spec’s order', async () => {
    const everythingMissing = await post(member.token, '/api/konstruktor', {});
    expect(everythingMissing.json<ErrorBody>().message).toBe(createMessages.projectNameRequired);
    const wordAndTerm = await post(
      member.token,
      '/api/konstruktor',
      searchPayload({ keyword: '', job_type: [] }),
    );
    expect(wordAndTerm.json<ErrorBody>().message).toBe(createMessages.searchWordRequired);
    expect(Object.keys(wordAndTerm.json<ErrorBody>().fields ?? {}).sort()).toEqual(['job_type', 'keyword']);
  });

  it('is a 400 naming job_type for an unknown method and language for an unknown language', async () => {
    const method = await post(
      member.token,
      '/api/konstruktor',
      searchPayload({ job_type: ['autogen', 'magic'] }),
    );
    expect(method.statusCode).toBe(400);
    expect(method.json<ErrorBody>().fields).toHaveProperty('job_type');
    const language = await post(member.token, '/api/konstruktor', searchPayload({ language: 'XX' }));
    expect(language.statusCode).toBe(400);
    expect(language.json<ErrorBody>().fields?.language).toMatch(/Language must be one of/);
  });

  it('is a 400 naming keyword for a keyword the engine refuses, and records nothing', async () => {
    const before = await historyCount(member.id);
    for (const url of ['/api/brand/create', '/api/konstruktor']) {
      const response = await post(member.token, url, searchPayload({ keyword: '2024 365' }));
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().fields?.keyword).toMatch(/not only digits/);
    }
    expect(await historyCount(member.id)).toBe(before);
  });

  it('is a 401 without a session, on every Create call', async () => {
    const urls = [
      '/api/brand/create',
      '/api/konstruktor',
      ...CREATE_METHODS.map(resultUrl),
      '/api/konstruktor/userwordExist',
      '/api/konstruktor/searchHistory',
      '/api/konstruktor/candidates',
    ];
    for (const url of urls) {
      const response = await post(undefined, url, searchPayload());
      expect(response.statusCode, url).toBe(401);
      expect(response.json<ErrorBody>().code).toBe('UNAUTHENTICATED');
    }
  });

  it('is a 403 NO_ACTIVE_PLAN without an active plan (the client goes to top-up), recording nothing', async () => {
    const user = await signedInUser(t.app, mailer);
    for (const url of ['/api/brand/create', '/api/konstruktor']) {
      const response = await post(user.token, url, searchPayload());
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>()).toMatchObject({
        code: 'NO_ACTIVE_PLAN',
        message: creditMessages.noActivePlan,
      });
    }
    expect(await historyCount(user.id)).toBe(0);
    const projects = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM projects WHERE user_id = ${user.id}::uuid`,
    );
    expect(Number(projects.rows[0]!.n)).toBe(0);
  });

  it('is a 403 when the body names another user', async () => {
    const response = await post(member.token, '/api/konstruktor', searchPayload({ user_id: other.id }));
    expect(response.statusCode).toBe(403);
  });
});

async function historyCount(userId: string): Promise<number> {
  const result = await t.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::integer AS n FROM create_searches WHERE user_id = ${userId}::uuid`,
  );
  return Number(result.rows[0]!.n);
}

describe('POST /api/konstruktor and the result calls', () => {
  it('records the search, then each result call answers and stores its group', async () => {
    const response = await post(member.token, '/api/konstruktor', searchPayload({ language: 'fr' }));
    expect(response.statusCode, response.body).toBe(200);
    const started = response.json<{
      search_token: string;
      project: { name: string };
      keyword: string;
      language: string;
      job_type: string[];
    }>();
    expect(started).toMatchObject({
      keyword: 'sun power',
      language: 'FR',
      job_type: [...CREATE_METHODS],
      project: { name: 'Sunrise' },
    });

    const results = await Promise.all(
      CREATE_METHODS.map((method) =>
        post(member.token, resultUrl(method), { search_token: started.search_token }),
      ),
    );
    for (const [index, method] of CREATE_METHODS.entries()) {
      const result = results[index]!;
      expect(result.statusCode, result.body).toBe(200);
      const group = result.json<ResultBody>();
      expect(group).toMatchObject({
        method,
        title: CREATE_GROUP_TITLES[method],
        search_token: started.search_token,
      });
      expect(group.words).toEqual(expectedWords('sun power', method, 'FR'));
    }
    const stored = await storedGroups(started.search_token);
    expect(Object.keys(stored).sort()).toEqual([...CREATE_METHODS].sort());
    expect(stored.word_combi!.candidates.map((candidate) => candidate.name)).toEqual(
      expectedWords('sun power', 'word_combi', 'FR'),
    );
  });

  it('serves a search started by another server process from the row (nothing of it in this one’s memory)', async () => {
    const second = await buildApp({
      config: testConfig({ CREATE_WORKERS: '1' }),
      database: t.database,
      mailer: new RecordingMailer(),
    });
    try {
      await second.ready();
      const token = await startSearch(member.token, { keyword: 'quiet harbor', language: 'it' });
      const results = await Promise.all(
        CREATE_METHODS.map((method) =>
          second.inject({
            method: 'POST',
            url: resultUrl(method),
            headers: bearer(member.token),
            payload: { search_token: token },
          }),
        ),
      );
      for (const [index, method] of CREATE_METHODS.entries()) {
        expect(results[index]!.statusCode, results[index]!.body).toBe(200);
        expect(results[index]!.json<ResultBody>().words).toEqual(expectedWords('quiet harbor', method, 'IT'));
      }
      const foreign = await second.inject({
        method: 'POST',
        url: resultUrl('autogen'),
        headers: bearer(other.token),
        payload: { search_token: token },
      });
      expect(foreign.statusCode).toBe(404);
      expect(Object.keys(await storedGroups(token)).sort()).toEqual([...CREATE_METHODS].sort());
    } finally {
      await second.close();
    }
  });

  it('answers a group already stored as it is stored, without generating it again', async () => {
    const token = await startSearch(member.token, { job_type: ['rewrite'] });
    const first = await post(member.token, resultUrl('rewrite'), { search_token: token });
    expect(first.statusCode).toBe(200);
    const marker = { candidates: [{ name: 'StoredMarker', why: 'stored', score: 1 }] };
    await t.database.db.execute(sql`
      UPDATE create_searches SET groups = jsonb_build_object('rewrite', ${JSON.stringify(marker)}::jsonb)
      WHERE token = ${token}`);
    const second = await post(member.token, resultUrl('rewrite'), { search_token: token });
    expect(second.json<ResultBody>().words).toEqual(['StoredMarker']);
  });

  it('is a 404 for another user’s token or an unknown one, and a 400 for a method the search did not ask for', async () => {
    const token = await startSearch(member.token, { job_type: ['autogen', 'rhyme'] });
    const foreign = await post(other.token, resultUrl('autogen'), { search_token: token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorBody>().message).toBe(createMessages.searchNotFound);
    expect(
      (await post(member.token, resultUrl('autogen'), { search_token: 'no-such-token' })).statusCode,
    ).toBe(404);
    const notChosen = await post(member.token, resultUrl('urbanedge'), { search_token: token });
    expect(notChosen.statusCode).toBe(400);
    expect(notChosen.json<ErrorBody>().message).toMatch(/Urbanize/);
    const empty = await post(member.token, resultUrl('autogen'), { search_token: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().fields).toHaveProperty('search_token');
    // The refused calls reached nothing: the row holds the chosen methods' groups only.
    await post(member.token, resultUrl('autogen'), { search_token: token });
    await post(member.token, resultUrl('rhyme'), { search_token: token });
    expect(Object.keys(await storedGroups(token)).sort()).toEqual(['autogen', 'rhyme']);
  });

  it('20 simultaneous result calls of one search all answer their own method and every group is kept', async () => {
    const token = await startSearch(member.token, { keyword: 'federal express' });
    const methods = Array.from({ length: 20 }, (_, index) => CREATE_METHODS[index % CREATE_METHODS.length]!);
    const responses = await Promise.all(
      methods.map((method) => post(member.token, resultUrl(method), { search_token: token })),
    );
    for (const [index, method] of methods.entries()) {
      const response = responses[index]!;
      expect(response.statusCode, response.body).toBe(200);
      const group = response.json<ResultBody>();
      expect(group.method).toBe(method);
      expect(group.words).toEqual(expectedWords('federal express', method));
    }
    const stored = await storedGroups(token);
    expect(Object.keys(stored).sort()).toEqual([...CREATE_METHODS].sort());
    for (const method of CREATE_METHODS) {
      expect(stored[method]!.candidates.map((candidate) => candidate.name)).toEqual(
        expectedWords('federal express', method),
      );
    }
  });
});

describe('simultaneous creates', () => {
  const users: Array<{ id: string; token: string }> = [];
  beforeAll(async () => {
    for (let index = 0; index < 20; index += 1) users.push(await memberWithPlan());
  });

  it('20 users at once each get their own keyword’s names, and their own project and history', async () => {
    const keywords = [
      'sun power',
      'green tea',
      'river',
      'blue ocean',
      'fast car',
      'garden',
      'silver moon',
      'light',
      'coffee bean',
      'mountain air',
      'quiet storm',
      'paper plane',
      'golden gate',
      'ember',
      'north star',
      'velvet',
      'iron will',
      'cloud nine',
      'maple leaf',
      'swift fox',
    ];
    const responses = await Promise.all(
      users.map((user, index) =>
        post(
          user.token,
          '/api/brand/create',
          searchPayload({ keyword: keywords[index], project_name: `Project ${index}` }),
        ),
      ),
    );
    for (const [index, response] of responses.entries()) {
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<BrandCreateBody>();
      expect(body.project.name).toBe(`Project ${index}`);
      for (const group of body.groups) {
        expect(group.words, `${keywords[index]} ${group.method}`).toEqual(
          expectedWords(keywords[index]!, group.method),
        );
      }
      const history = await post(users[index]!.token, '/api/konstruktor/searchHistory', {});
      const items = history.json<{ data: Array<{ keyword: string; search_token: string }> }>().data;
      expect(items).toEqual([
        expect.objectContaining({ keyword: keywords[index], search_token: body.search_token }),
      ]);
    }
  });

  it('20 users at once through POST /api/konstruktor and eight result calls each get their own keyword’s groups', async () => {
    const keywords = users.map(
      (_, index) =>
        `${['amber', 'cobalt', 'linen', 'slate'][index % 4]} ${['fern', 'kite', 'reef', 'dune', 'loom'][index % 5]}`,
    );
    const outcomes = await Promise.all(
      users.map(async (user, index) => {
        const token = await startSearch(user.token, { keyword: keywords[index], project_name: 'Same name' });
        const results = await Promise.all(
          CREATE_METHODS.map((method) => post(user.token, resultUrl(method), { search_token: token })),
        );
        return { token, results };
      }),
    );
    for (const [index, { token, results }] of outcomes.entries()) {
      for (const [at, method] of CREATE_METHODS.entries()) {
        const result = results[at]!;
        expect(result.statusCode, result.body).toBe(200);
        const group = result.json<ResultBody>();
        expect(group.search_token).toBe(token);
        expect(group.words, `${keywords[index]} ${method}`).toEqual(expectedWords(keywords[index]!, method));
      }
      const stored = await storedGroups(token);
      expect(Object.keys(stored).sort()).toEqual([...CREATE_METHODS].sort());
    }
    // Every user got a project of that name of their own.
    const projects = await t.database.db.execute<{ n: number }>(sql`
      SELECT count(DISTINCT id)::integer AS n FROM projects
      WHERE name = 'Same name' AND user_id = ANY(${sql.param(users.map((user) => user.id))}::uuid[])`);
    expect(Number(projects.rows[0]!.n)).toBe(20);
  });
});

describe('the per-user limit on create searches', () => {
  it('admits 60 of 70 simultaneous searches of one user (429 with Retry-After for the rest), and not another user’s', async () => {
    const busy = await memberWithPlan();
    const calm = await memberWithPlan();
    const responses = await Promise.all(
      Array.from({ length: 70 }, (_, index) =>
        post(
          busy.token,
          '/api/konstruktor',
          searchPayload({ keyword: `harbor${String.fromCharCode(97 + (index % 26))}` }),
        ),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(60);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await t.database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM create_searches WHERE user_id = ${busy.id}::uuid`,
    );
    expect(stored.rows[0]!.count).toBe(60);
    await startSearch(calm.token);
  });
});

describe('history', () => {
  it('lists the caller’s Create searches newest first, and with search_type dekonstruktor the caller’s Check searches', async () => {
    const user = await memberWithPlan();
    const tokens = [];
    for (const keyword of ['alpha', 'beta', 'gamma']) {
      tokens.push(
        await startSearch(user.token, { keyword, job_type: ['abbreviate'], project_name: 'History' }),
      );
    }
    const response = await post(user.token, '/api/konstruktor/searchHistory', { search_type: 'konstruktor' });
    expect(response.statusCode).toBe(200);
    const items = response.json<{ data: Array<Record<string, unknown>> }>().data;
    expect(items.map((item) => item.search_token)).toEqual([...tokens].reverse());
    expect(items[0]).toMatchObject({
      search_type: 'konstruktor',
      keyword: 'gamma',
      project_name: 'History',
      job_type: ['abbreviate'],
      language: 'EN',
    });
    expect(typeof items[0]!.project_id).toBe('string');
    expect(Date.parse(String(items[0]!.created_at))).not.toBeNaN();
    const empty = await post(user.token, '/api/konstruktor/searchHistory', { search_type: 'dekonstruktor' });
    expect(empty.json()).toEqual({ data: [] });
    const checked = await seedCheckSearch(t.database.db, {
      userId: user.id,
      keyword: 'Zestora',
      jobTypes: ['trademark_search', 'domain_search'],
    });
    await seedCheckSearch(t.database.db, { userId: other.id, keyword: 'Foreign', jobTypes: ['web_search'] });
    const check = await post(user.token, '/api/konstruktor/searchHistory', { search_type: 'dekonstruktor' });
    expect(check.json<{ data: unknown[] }>().data).toEqual([
      {
        search_token: checked.token,
        search_type: 'dekonstruktor',
        keyword: 'Zestora',
        project_id: null,
        project_name: '',
        job_type: ['trademark_search', 'domain_search'],
        language: '',
        created_at: expect.any(String),
      },
    ]);
  });

  it('keeps at most 100 searches in the history', async () => {
    const user = await memberWithPlan();
    const rows = Array.from({ length: 105 }, (_, index) => index);
    await t.database.db.execute(sql`
      INSERT INTO create_searches (token, user_id, project_name, keyword, language, methods, created_at)
      SELECT 'bulk-' || ${user.id} || '-' || n, ${user.id}::uuid, 'Bulk', 'kw' || n, 'EN', '{autogen}',
             now() - make_interval(secs => n)
      FROM unnest(${sql.param(rows)}::integer[]) AS n`);
    const response = await post(user.token, '/api/konstruktor/searchHistory', {});
    const items = response.json<{ data: Array<{ keyword: string }> }>().data;
    expect(items).toHaveLength(100);
    expect(items[0]!.keyword).toBe('kw0');
    expect(items[99]!.keyword).toBe('kw99');
  });

  it('userwordExist answers the caller’s earlier searches of a keyword with their names', async () => {
    const user = await memberWithPlan();
    const token = await startSearch(user.token, { keyword: 'Harbor', job_type: ['abbreviate', 'rewrite'] });
    await post(user.token, resultUrl('rewrite'), { search_token: token });
    await post(user.token, resultUrl('abbreviate'), { search_token: token });
    await startSearch(user.token, { keyword: 'meadow', job_type: ['abbreviate'] });
    const response = await post(user.token, '/api/konstruktor/userwordExist', { keyword: 'harbor' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          keyword: 'Harbor',
          job_type: ['rewrite', 'abbreviate'],
          result: [...expectedWords('harbor', 'rewrite'), ...expectedWords('harbor', 'abbreviate')],
        },
      ],
    });
    const all = await post(user.token, '/api/konstruktor/userwordExist', { user_id: user.id });
    expect(all.json<{ data: Array<{ keyword: string }> }>().data.map((item) => item.keyword)).toEqual([
      'meadow',
      'Harbor',
    ]);
    // Another user's searches are not among them.
    const foreign = await post(other.token, '/api/konstruktor/userwordExist', { keyword: 'harbor' });
    expect(foreign.json()).toEqual({ data: [] });
  });
});

function mark(number: string, name: string, classes: number[], source: MarkRecord['source']): MarkRecord {
  return {
    office: 'US',
    number,
    name,
    status: 'registered',
    rawStatus: 'registered',
    classes,
    owners: [`${name} owner`],
    officeUrl: null,
    source,
  };
}

describe('POST /api/konstruktor/candidates before any mark is in the register', () => {
  it('answers unknown, never none: an empty register was not checked against anything', async () => {
    const response = await post(member.token, '/api/konstruktor/candidates', { names: ['Zorblaxquint'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: CandidateDetails[] }>().data[0]).toMatchObject({
      trademark: 'unknown',
      conflict: null,
      register: 'empty',
    });
  });
});

describe('POST /api/konstruktor/candidates against the demo register alone', () => {
  it('says which register a clear answer came from: demo, not a real register search', async () => {
    const demoMark = mark('96000001', 'QUINTARELLO', [9], 'demo');
    await importRecords(t.database.pool, [{ kind: 'mark' as const, mark: demoMark, at: demoMark.number }]);
    const response = await post(member.token, '/api/konstruktor/candidates', { names: ['Zorblaxquint'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: CandidateDetails[] }>().data[0]).toMatchObject({
      trademark: 'none',
      register: 'demo',
    });
  });
});

describe('POST /api/konstruktor/candidates', () => {
  beforeAll(async () => {
    const marks = [
      mark('97000001', 'LUMINARO', [9], 'demo'),
      mark('97000002', 'STARBUCKS', [30, 43], 'import'),
      // More marks holding one four-letter piece than the spelling-neighbour branch reads (40): a name
      // with that piece cannot be searched completely.
      ...Array.from({ length: 45 }, (_, index) =>
        mark(
          `97100${String(index).padStart(3, '0')}`,
          `PLEXQ${String.fromCharCode(97 + (index % 26))}${index}`,
          [2],
          'import',
        ),
      ),
    ];
    await importRecords(
      t.database.pool,
      marks.map((m) => ({ kind: 'mark' as const, mark: m, at: m.number })),
    );
  });

  async function details(token: string, payload: Record<string, unknown>) {
    const response = await post(token, '/api/konstruktor/candidates', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: CandidateDetails[] }>().data;
  }

  it('finds a demo-register mark, says none for an invented name, and tells dictionary words', async () => {
    const data = await details(member.token, { names: ['Luminaro', 'Zorblaxquint', 'light'] });
    expect(data.map((item) => item.name)).toEqual(['Luminaro', 'Zorblaxquint', 'light']);
    expect(data[0]).toMatchObject({
      is_word: false,
      trademark: 'high',
      com: 'not_checked',
      conflict: { mark: 'LUMINARO', office: 'US', number: '97000001', classes: [9], demo: true },
    });
    expect(data[0]!.conflict!.reasons.length).toBeGreaterThan(0);
    expect(data[1]).toEqual({
      name: 'Zorblaxquint',
      is_word: false,
      trademark: 'none',
      conflict: null,
      register: 'real',
      com: 'not_checked',
    });
    expect(data[2]!.is_word).toBe(true);
  });

  it('looks in the project’s classes only', async () => {
    const user = await memberWithPlan();
    const response = await post(user.token, '/api/brand/create', searchPayload({ job_type: ['abbreviate'] }));
    const project = response.json<BrandCreateBody>().project;
    await t.database.db.execute(sql`UPDATE projects SET classes = '{30}' WHERE id = ${project.id}::uuid`);
    const inOther = await details(user.token, { names: ['Luminaro', 'Starbucks'], project_id: project.id });
    expect(inOther.map((item) => item.trademark)).toEqual(['none', 'high']);
    expect(inOther[1]!.conflict).toMatchObject({ mark: 'STARBUCKS', demo: false });
    await t.database.db.execute(sql`UPDATE projects SET classes = '{9}' WHERE id = ${project.id}::uuid`);
    const inNine = await details(user.token, { names: ['Luminaro'], project_id: project.id });
    expect(inNine[0]!.trademark).toBe('high');
  });

  it('never reports a search that could not look at every candidate as clear', async () => {
    const data = await details(member.token, { names: ['Vorplexq'] });
    expect(data[0]).toMatchObject({ trademark: 'unknown', conflict: null });
  });

  it('is a 404 for another user’s project or a malformed id, a 400 beyond 48 names', async () => {
    const response = await post(
      other.token,
      '/api/brand/create',
      searchPayload({ project_name: 'Theirs', job_type: ['abbreviate'] }),
    );
    const theirs = response.json<BrandCreateBody>().project.id;
    for (const projectId of [theirs, 'not-a-uuid']) {
      const foreign = await post(member.token, '/api/konstruktor/candidates', {
        names: ['light'],
        project_id: projectId,
      });
      expect(foreign.statusCode).toBe(404);
    }
    const tooMany = await post(member.token, '/api/konstruktor/candidates', {
      names: Array.from({ length: MAX_CANDIDATE_DETAILS + 1 }, (_, index) => `name${index}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ErrorBody>().fields).toHaveProperty('names');
  });
});
