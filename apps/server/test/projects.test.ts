import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_LIMITS, projectMessages } from '@brandwright/contracts';
import { selectOrCreateProject } from '../src/modules/projects/select-or-create-project.ts';
import {
  addItem,
  call,
  countRows,
  createProject,
  seedBank,
  seedProjects,
  statusCounts,
  UNKNOWN_ID,
} from './helpers/projects.ts';
import { RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';

// Projects with their Word Bank and Brand Bank (issue 11), through HTTP on a real database: PGlite by
// default, PostgreSQL with TEST_DATABASE_URL.

const mailer = new RecordingMailer();
type User = Awaited<ReturnType<typeof signedInUser>>;
let alice: User;
let bob: User;

const t = useTestApp({ mailer });
beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(t.app, mailer), signedInUser(t.app, mailer)]);
});

const projectCount = (userId: string) =>
  countRows(t.database.db, sql`SELECT count(*)::integer AS n FROM projects WHERE user_id = ${userId}::uuid`);
const bankCount = (projectId: string, kind: 'word' | 'brand') =>
  countRows(
    t.database.db,
    sql`SELECT count(*)::integer AS n FROM project_items WHERE project_id = ${projectId}::uuid AND kind = ${kind}`,
  );

describe('projects', () => {
  it('creates a project (201), lists newest first, shows it with its banks in insertion order', async () => {
    const user = await signedInUser(t.app, mailer);
    const first = await call(t.app, user.token, 'POST', '/api/project', {
      name: '  Bright Spark ',
      description: ' Energy drinks ',
      classes: [32, 5, 32],
    });
    expect(first.statusCode).toBe(201);
    const spark = first.json<{ id: string }>();
    expect(spark).toEqual({ id: expect.any(String), name: 'Bright Spark', description: 'Energy drinks' });
    const second = await createProject(t.app, user.token, 'Second', 'Another');
    const third = await call(t.app, user.token, 'POST', '/api/project', { name: 'No description' });
    expect(third.statusCode).toBe(201);
    expect(third.json()).toMatchObject({ name: 'No description', description: '' });

    const list = await call(t.app, user.token, 'GET', '/api/project');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      third.json(),
      second,
      { id: spark.id, name: 'Bright Spark', description: 'Energy drinks' },
    ]);

    const words = ['zest', 'amber', 'Mango'];
    for (const word of words) await addItem(t.app, user.token, spark.id, 'word', word);
    await addItem(t.app, user.token, spark.id, 'brand', 'Zestora');
    await addItem(t.app, user.token, spark.id, 'brand', 'Ambrio');
    const detail = await call(t.app, user.token, 'GET', `/api/project/${spark.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json<{ words: Array<{ id: string; name: string }> }>();
    expect(body).toEqual({
      id: spark.id,
      name: 'Bright Spark',
      description: 'Energy drinks',
      classes: [5, 32],
      words: words.map((name) => ({ id: expect.any(String), name })),
      brands: [
        { id: expect.any(String), name: 'Zestora' },
        { id: expect.any(String), name: 'Ambrio' },
      ],
    });
    // Only the contract's fields: no user_id or timestamps.
    expect(Object.keys(body).sort()).toEqual(['brands', 'classes', 'description', 'id', 'name', 'words']);
  });

  it("answers the caller's existing project for a name in any case (200), never a second", async () => {
    const user = await signedInUser(t.app, mailer);
    const acme = await createProject(t.app, user.token, 'Acme Labs', 'First description');
    for (const name of ['acme labs', 'ACME LABS', '  Acme Labs  ']) {
      const again = await call(t.app, user.token, 'POST', '/api/project', { name, description: 'Other' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(acme);
    }
    // Names are unique per user, not across users.
    const bobs = await call(t.app, bob.token, 'POST', '/api/project', { name: 'Acme Labs' });
    expect(bobs.statusCode).toBe(201);
    expect(bobs.json<{ id: string }>().id).not.toBe(acme.id);
    expect(await projectCount(user.id)).toBe(1);
  });

  it('sets the Nice classes with PATCH', async () => {
    const project = await createProject(t.app, alice.token, 'Classy');
    const patched = await call(t.app, alice.token, 'PATCH', `/api/project/${project.id}`, {
      classes: [45, 1, 9, 9],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: project.id, classes: [1, 9, 45], words: [], brands: [] });
    const cleared = await call(t.app, alice.token, 'PATCH', `/api/project/${project.id}`, { classes: [] });
    expect(cleared.json()).toMatchObject({ classes: [] });
    const read = await call(t.app, alice.token, 'GET', `/api/project/${project.id}`);
    expect(read.json()).toMatchObject({ classes: [] });
  });

  it('deletes a project with its words and brands; saved creations stay without it', async () => {
    const project = await createProject(t.app, alice.token, 'Doomed');
    const word = await addItem(t.app, alice.token, project.id, 'word', 'gone');
    await addItem(t.app, alice.token, project.id, 'brand', 'Gonely');
    const saved = await call(t.app, alice.token, 'POST', '/api/wordbank/SaveWordsForUser', {
      project_id: project.id,
      konstruktor_name: 'Doomed',
      words: ['gone'],
    });
    expect(saved.statusCode).toBe(200);
    const savedId = saved.json<{ data: { id: string; project_id: string } }>().data.id;
    expect(saved.json()).toMatchObject({ data: { project_id: project.id } });

    const deleted = await call(t.app, alice.token, 'DELETE', `/api/project/${project.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: project.id });
    expect(await bankCount(project.id, 'word')).toBe(0);
    expect(await bankCount(project.id, 'brand')).toBe(0);
    expect((await call(t.app, alice.token, 'GET', `/api/project/${project.id}`)).statusCode).toBe(404);
    expect(
      (await call(t.app, alice.token, 'DELETE', `/api/project/${project.id}/word/${word.id}`)).statusCode,
    ).toBe(404);
    expect((await call(t.app, alice.token, 'DELETE', `/api/project/${project.id}`)).statusCode).toBe(404);
    const creation = await call(t.app, alice.token, 'GET', `/api/wordbank/savedCreation/${savedId}`);
    expect(creation.statusCode).toBe(200);
    expect(creation.json()).toMatchObject({
      data: { id: savedId, project_id: null, konstruktor_name: 'Doomed', word_list: ['gone'] },
    });
    const list = await call(t.app, alice.token, 'GET', '/api/project');
    expect(list.json<Array<{ id: string }>>().map((p) => p.id)).not.toContain(project.id);
  });
});

describe('Word Bank and Brand Bank', () => {
  it('adds words and brands (201), an equal name in any case is answered as it is (200)', async () => {
    const project = await createProject(t.app, alice.token, 'Banks');
    const word = await call(t.app, alice.token, 'POST', `/api/project/${project.id}/word`, {
      name: ' Zest ',
    });
    expect(word.statusCode).toBe(201);
    expect(word.json()).toEqual({ id: expect.any(String), name: 'Zest' });
    const again = await call(t.app, alice.token, 'POST', `/api/project/${project.id}/word`, { name: 'zEST' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(word.json());
    // The two banks are separate: the same name may be a word and a brand.
    const brand = await call(t.app, alice.token, 'POST', `/api/project/${project.id}/brand`, {
      name: 'zest',
    });
    expect(brand.statusCode).toBe(201);
    expect(brand.json<{ id: string }>().id).not.toBe(word.json<{ id: string }>().id);
    expect(await bankCount(project.id, 'word')).toBe(1);
    expect(await bankCount(project.id, 'brand')).toBe(1);
  });

  it('removes a word and a brand; a word id on the brand path (and the reverse) is a 404', async () => {
    const project = await createProject(t.app, alice.token, 'Removals');
    const word = await addItem(t.app, alice.token, project.id, 'word', 'alpha');
    const brand = await addItem(t.app, alice.token, project.id, 'brand', 'Alphora');
    const base = `/api/project/${project.id}`;
    expect((await call(t.app, alice.token, 'DELETE', `${base}/brand/${word.id}`)).statusCode).toBe(404);
    expect((await call(t.app, alice.token, 'DELETE', `${base}/word/${brand.id}`)).statusCode).toBe(404);

    const removedWord = await call(t.app, alice.token, 'DELETE', `${base}/word/${word.id}`);
    expect(removedWord.statusCode).toBe(200);
    expect(removedWord.json()).toEqual({ id: word.id });
    const removedBrand = await call(t.app, alice.token, 'DELETE', `${base}/brand/${brand.id}`);
    expect(removedBrand.statusCode).toBe(200);
    expect(removedBrand.json()).toEqual({ id: brand.id });
    expect((await call(t.app, alice.token, 'DELETE', `${base}/word/${word.id}`)).statusCode).toBe(404);
    expect((await call(t.app, alice.token, 'GET', base)).json()).toMatchObject({ words: [], brands: [] });
  });
});

describe('who may do what', () => {
  let project: { id: string };
  let word: { id: string };
  let brand: { id: string };
  let bobsProject: { id: string };

  beforeAll(async () => {
    project = await createProject(t.app, alice.token, "Alice's secret");
    word = await addItem(t.app, alice.token, project.id, 'word', 'hidden');
    brand = await addItem(t.app, alice.token, project.id, 'brand', 'Hiddenly');
    bobsProject = await createProject(t.app, bob.token, "Bob's own");
  });

  /** Every project call, with the ids it acts on. */
  function projectCalls(ids: { project: string; word: string; brand: string }) {
    const base = `/api/project/${ids.project}`;
    return [
      ['GET', base, undefined],
      ['PATCH', base, { classes: [1] }],
      ['DELETE', base, undefined],
      ['POST', `${base}/word`, { name: 'intruder' }],
      ['POST', `${base}/brand`, { name: 'Intruder' }],
      ['DELETE', `${base}/word/${ids.word}`, undefined],
      ['DELETE', `${base}/brand/${ids.brand}`, undefined],
    ] as const;
  }

  it('answers 401 to every call without a session', async () => {
    const calls = [
      ['GET', '/api/project', undefined],
      ['POST', '/api/project', { name: 'Anon' }],
      ...projectCalls({ project: project.id, word: word.id, brand: brand.id }),
      ['POST', '/api/wordbank/getWordBankByProjectName', { project_name: "Alice's secret" }],
      ['POST', '/api/wordbank/getSaveKonstruct', {}],
      ['POST', '/api/wordbank/SaveWordsForUser', { konstruktor_name: 'Anon', words: 'a,b' }],
      ['GET', `/api/wordbank/savedCreation/${UNKNOWN_ID}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const response = await call(t.app, undefined, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it("answers 404 for another user's project, word and brand, exactly like a missing one", async () => {
    const attempts = [
      // Bob on Alice's project.
      ...projectCalls({ project: project.id, word: word.id, brand: brand.id }),
      // Bob on his own project, with Alice's word and brand ids.
      ...projectCalls({ project: bobsProject.id, word: word.id, brand: brand.id }).filter(([, url]) =>
        /\/(word|brand)\/[^/]+$/.test(url),
      ),
      // Ids that name nothing.
      ...projectCalls({ project: UNKNOWN_ID, word: UNKNOWN_ID, brand: UNKNOWN_ID }),
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(t.app, bob.token, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    // Nothing of Alice's changed, and her project is not in Bob's list.
    const detail = await call(t.app, alice.token, 'GET', `/api/project/${project.id}`);
    expect(detail.json()).toMatchObject({
      classes: [],
      words: [{ id: word.id, name: 'hidden' }],
      brands: [{ id: brand.id, name: 'Hiddenly' }],
    });
    const bobsList = await call(t.app, bob.token, 'GET', '/api/project');
    expect(bobsList.json<Array<{ id: string }>>().map((p) => p.id)).not.toContain(project.id);
  });

  it('answers 404, never 500, for ids that are not uuids', async () => {
    for (const bad of [
      'not-a-uuid',
      '1',
      '00000000-0000-0000-0000-00000000000g',
      "1'; DROP TABLE projects;--",
    ]) {
      const id = encodeURIComponent(bad);
      for (const [method, url, payload] of [
        ...projectCalls({ project: id, word: word.id, brand: brand.id }),
        ...projectCalls({ project: project.id, word: id, brand: id }).filter(([, url]) =>
          /\/(word|brand)\/[^/]+$/.test(url),
        ),
      ]) {
        const response = await call(t.app, alice.token, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await call(t.app, alice.token, 'GET', `/api/project/${project.id}`)).statusCode).toBe(200);
  });

  it("refuses (403) a body user_id naming someone else; the caller's own is accepted", async () => {
    const foreign = await call(t.app, alice.token, 'POST', '/api/project', {
      name: 'Spoof',
      user_id: bob.id,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN' });
    const foreignWord = await call(t.app, alice.token, 'POST', `/api/project/${project.id}/word`, {
      name: 'spoof',
      userId: bob.id,
    });
    expect(foreignWord.statusCode).toBe(403);
    expect(await projectCount(bob.id)).toBe(2);
    const own = await call(t.app, alice.token, 'POST', '/api/project', { name: 'Mine', user_id: alice.id });
    expect(own.statusCode).toBe(201);
  });
});

describe('bad input (400 naming the field)', () => {
  it('refuses empty, over-long, wrongly typed and NUL-bearing project fields', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const cases: Array<[Record<string, unknown>, string, string | undefined]> = [
      [{}, 'name', projectMessages.nameRequired],
      [{ name: '' }, 'name', projectMessages.nameRequired],
      [{ name: '   ' }, 'name', projectMessages.nameRequired],
      [{ name: long(PROJECT_LIMITS.projectNameLength + 1) }, 'name', projectMessages.nameTooLong],
      [{ name: 5 }, 'name', undefined],
      [{ name: ['Acme'] }, 'name', undefined],
      [{ name: 'Ac\u0000me' }, 'name', undefined],
      [{ name: 'Ok', description: '' }, 'description', projectMessages.descriptionRequired],
      [
        { name: 'Ok', description: long(PROJECT_LIMITS.projectDescriptionLength + 1) },
        'description',
        projectMessages.descriptionTooLong,
      ],
      [{ name: 'Ok', description: { text: 'x' } }, 'description', undefined],
      [{ name: 'Ok', description: 'nul\u0000' }, 'description', undefined],
      [{ name: 'Ok', classes: 'five' }, 'classes', undefined],
      [{ name: 'Ok', classes: [0] }, 'classes.0', undefined],
      [{ name: 'Ok', classes: [1, 46] }, 'classes.1', undefined],
      [{ name: 'Ok', classes: [1.5] }, 'classes.0', undefined],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(t.app, alice.token, 'POST', '/api/project', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{ code: string; fields: Record<string, string> }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields), JSON.stringify(payload)).toContain(field);
      if (message) expect(body.fields[field]).toBe(message);
    }
    expect(await projectCount(alice.id)).toBeLessThan(10);
    const names = (await call(t.app, alice.token, 'GET', '/api/project')).json<Array<{ name: string }>>();
    expect(names.map((p) => p.name)).not.toContain('Ok');
  });

  it('refuses bad bank names and bad classes', async () => {
    const project = await createProject(t.app, alice.token, 'Strict');
    for (const kind of ['word', 'brand']) {
      for (const [name, message] of [
        ['', projectMessages.itemRequired],
        ['  ', projectMessages.itemRequired],
        ['x'.repeat(PROJECT_LIMITS.bankItemLength + 1), projectMessages.itemTooLong],
        [42, undefined],
        [null, undefined],
        ['ze\u0000st', undefined],
      ] as const) {
        const response = await call(t.app, alice.token, 'POST', `/api/project/${project.id}/${kind}`, {
          name,
        });
        expect(response.statusCode, `${kind} ${JSON.stringify(name)}`).toBe(400);
        const fields = response.json<{ fields: Record<string, string> }>().fields;
        expect(Object.keys(fields)).toEqual(['name']);
        if (message) expect(fields.name).toBe(message);
      }
    }
    const exact = 'y'.repeat(PROJECT_LIMITS.bankItemLength);
    expect(
      (await call(t.app, alice.token, 'POST', `/api/project/${project.id}/word`, { name: exact })).statusCode,
    ).toBe(201);
    for (const classes of [[0], [46], ['1'], 'all', null]) {
      const response = await call(t.app, alice.token, 'PATCH', `/api/project/${project.id}`, { classes });
      expect(response.statusCode, JSON.stringify(classes)).toBe(400);
      expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields)[0]).toMatch(/^classes/);
    }
    expect(await bankCount(project.id, 'word')).toBe(1);
    expect(await bankCount(project.id, 'brand')).toBe(0);
  });
});

describe('limits under simultaneous requests', () => {
  it('20 simultaneous creates of one name give one project', async () => {
    const user = await signedInUser(t.app, mailer);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, user.token, 'POST', '/api/project', { name: i % 2 ? 'Racer' : 'RACER' }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 200: 19, 201: 1 });
    const ids = new Set(responses.map((response) => response.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    expect(await projectCount(user.id)).toBe(1);
  });

  it('a bank at 495 takes exactly 5 of 20 simultaneous adds; the other bank is not counted', async () => {
    const user = await signedInUser(t.app, mailer);
    const project = await createProject(t.app, user.token, 'Nearly full');
    const room = 5;
    await seedBank(t.database.db, user.id, project.id, 'word', PROJECT_LIMITS.itemsPerBank - room);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, user.token, 'POST', `/api/project/${project.id}/word`, { name: `racer${i}` }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 201: room, 409: 20 - room });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toMatchObject({ code: 'LIMIT_REACHED', message: projectMessages.bankFull });
    }
    expect(await bankCount(project.id, 'word')).toBe(PROJECT_LIMITS.itemsPerBank);
    // A name already in the full bank is still answered; the Brand Bank has its own 500.
    const known = await call(t.app, user.token, 'POST', `/api/project/${project.id}/word`, {
      name: 'SEEDED-1',
    });
    expect(known.statusCode).toBe(200);
    const detail = await call(t.app, user.token, 'GET', `/api/project/${project.id}`);
    expect(detail.json<{ words: unknown[] }>().words).toHaveLength(PROJECT_LIMITS.itemsPerBank);
    await addItem(t.app, user.token, project.id, 'brand', 'Still room');
  });

  it('a user at 95 projects gets exactly 5 of 20 simultaneous new names; a known name still answers', async () => {
    const user = await signedInUser(t.app, mailer);
    const room = 5;
    await seedProjects(t.database.db, user.id, PROJECT_LIMITS.projectsPerUser - room);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, user.token, 'POST', '/api/project', { name: `New ${i}` }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 201: room, 409: 20 - room });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toMatchObject({
        code: 'LIMIT_REACHED',
        message: projectMessages.tooManyProjects,
      });
    }
    expect(await projectCount(user.id)).toBe(PROJECT_LIMITS.projectsPerUser);
    const known = await call(t.app, user.token, 'POST', '/api/project', { name: 'seeded 1' });
    expect(known.statusCode).toBe(200);
    // Deleting one makes room for one.
    const id = known.json<{ id: string }>().id;
    expect((await call(t.app, user.token, 'DELETE', `/api/project/${id}`)).statusCode).toBe(200);
    expect((await call(t.app, user.token, 'POST', '/api/project', { name: 'Fresh' })).statusCode).toBe(201);
    expect((await call(t.app, user.token, 'POST', '/api/project', { name: 'Fresher' })).statusCode).toBe(409);
  });
});

describe('selectOrCreateProject (the create search picks its project)', () => {
  it('selects the known name in any case, creates once under simultaneous calls', async () => {
    const user = await signedInUser(t.app, mailer);
    const known = await createProject(t.app, user.token, 'Known', 'Described');
    await expect(
      selectOrCreateProject(t.database.db, user.id, { name: 'KNOWN', description: 'ignored' }),
    ).resolves.toEqual(known);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        selectOrCreateProject(t.database.db, user.id, { name: 'Searched', description: 'From a search' }),
      ),
    );
    expect(new Set(results.map((project) => project.id)).size).toBe(1);
    expect(results[0]).toMatchObject({ name: 'Searched', description: 'From a search' });
    expect(await projectCount(user.id)).toBe(2);
  });

  it('keeps the project limit exact for simultaneous different names and still selects a known one', async () => {
    const user = await signedInUser(t.app, mailer);
    const room = 3;
    await seedProjects(t.database.db, user.id, PROJECT_LIMITS.projectsPerUser - room);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 15 }, (_, i) =>
        selectOrCreateProject(t.database.db, user.id, { name: `Search ${i}`, description: '' }),
      ),
    );
    const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(fulfilled).toHaveLength(room);
    expect(rejected).toHaveLength(15 - room);
    for (const outcome of rejected) {
      expect(outcome.reason).toMatchObject({ statusCode: 409, code: 'LIMIT_REACHED' });
    }
    expect(await projectCount(user.id)).toBe(PROJECT_LIMITS.projectsPerUser);
    await expect(
      selectOrCreateProject(t.database.db, user.id, { name: 'Seeded 2', description: '' }),
    ).resolves.toMatchObject({ name: 'Seeded 2' });
  });

  it("runs inside a caller's transaction (a savepoint there)", async () => {
    const user = await signedInUser(t.app, mailer);
    const project = await t.database.db.transaction((tx) =>
      selectOrCreateProject(tx, user.id, { name: 'In a transaction', description: '' }),
    );
    const list = await call(t.app, user.token, 'GET', '/api/project');
    expect(list.json()).toEqual([project]);
  });
});
