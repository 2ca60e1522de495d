import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_LIMITS, projectMessages } from '@brandwright/contracts';
import { MAX_SAVED_CREATIONS_LISTED } from '../src/modules/projects/saved-creations.ts';
import { addItem, call, createProject, UNKNOWN_ID } from './helpers/projects.ts';
import { RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';

// The original's /api/wordbank calls (spec 001): a project's Word Bank by name, saved creations.
// PGlite by default, PostgreSQL with TEST_DATABASE_URL.

const mailer = new RecordingMailer();
type User = Awaited<ReturnType<typeof signedInUser>>;
let alice: User;
let bob: User;

const t = useTestApp({ mailer });
beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(t.app, mailer), signedInUser(t.app, mailer)]);
});

interface Saved {
  id: string;
  created_at: string;
  konstruktor_name: string;
  words: string;
  word_list: string[];
  project_id: string | null;
}

const save = (token: string, payload: Record<string, unknown>) =>
  call(t.app, token, 'POST', '/api/wordbank/SaveWordsForUser', payload);
const savedList = async (token: string) =>
  (await call(t.app, token, 'POST', '/api/wordbank/getSaveKonstruct', {})).json<{ data: Saved[] }>().data;

describe('getWordBankByProjectName', () => {
  it("answers the Word Bank of the caller's project of that name, any case, in insertion order", async () => {
    const project = await createProject(t.app, alice.token, 'Citrus Co');
    for (const word of ['lime', 'Yuzu', 'kumquat'])
      await addItem(t.app, alice.token, project.id, 'word', word);
    await addItem(t.app, alice.token, project.id, 'brand', 'Not A Word');
    const response = await call(t.app, alice.token, 'POST', '/api/wordbank/getWordBankByProjectName', {
      user_id: alice.id,
      project_name: '  citrus CO ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        project_id: project.id,
        project_name: 'Citrus Co',
        words: 'lime,Yuzu,kumquat',
        word_list: ['lime', 'Yuzu', 'kumquat'],
      },
    });
    const empty = await createProject(t.app, alice.token, 'Empty bank');
    const emptyBank = await call(t.app, alice.token, 'POST', '/api/wordbank/getWordBankByProjectName', {
      project_name: 'Empty bank',
    });
    expect(emptyBank.json()).toEqual({
      data: { project_id: empty.id, project_name: 'Empty bank', words: '', word_list: [] },
    });
  });

  it("is a 404 for an unknown name and for another user's project; 403 for another user_id; 400 for a bad name", async () => {
    await createProject(t.app, bob.token, 'Bobs Secret');
    for (const project_name of ['Bobs Secret', 'Never made']) {
      const response = await call(t.app, alice.token, 'POST', '/api/wordbank/getWordBankByProjectName', {
        project_name,
      });
      expect(response.statusCode, project_name).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: projectMessages.notFound });
    }
    const foreign = await call(t.app, alice.token, 'POST', '/api/wordbank/getWordBankByProjectName', {
      user_id: bob.id,
      project_name: 'Bobs Secret',
    });
    expect(foreign.statusCode).toBe(403);
    for (const project_name of ['', ' ', 'x'.repeat(PROJECT_LIMITS.projectNameLength + 1), 7, 'a\u0000b']) {
      const response = await call(t.app, alice.token, 'POST', '/api/wordbank/getWordBankByProjectName', {
        project_name,
      });
      expect(response.statusCode, JSON.stringify(project_name)).toBe(400);
      expect(response.json()).toMatchObject({ fields: { project_name: expect.any(String) } });
    }
  });
});

describe('SaveWordsForUser and getSaveKonstruct', () => {
  it('saves words given as a list or a comma-separated string (trimmed, no empties, no repeats)', async () => {
    const user = await signedInUser(t.app, mailer);
    const asList = await save(user.token, {
      user_id: user.id,
      konstruktor_name: 'List form',
      words: ['alpha', ' beta ', 'ALPHA'],
    });
    expect(asList.statusCode).toBe(200);
    expect(asList.json()).toEqual({
      data: {
        id: expect.any(String),
        created_at: expect.any(String),
        konstruktor_name: 'List form',
        words: 'alpha,beta',
        word_list: ['alpha', 'beta'],
        project_id: null,
      },
    });
    const created = asList.json<{ data: Saved }>().data.created_at;
    expect(new Date(created).toISOString()).toBe(created);

    const asString = await save(user.token, {
      konstruktor_name: 'String form',
      words: ' gamma, delta ,,Gamma , ,epsilon,',
    });
    expect(asString.statusCode).toBe(200);
    expect(asString.json()).toMatchObject({
      data: { words: 'gamma,delta,epsilon', word_list: ['gamma', 'delta', 'epsilon'] },
    });
    const none = await save(user.token, { konstruktor_name: 'Nothing yet', words: '' });
    expect(none.json()).toMatchObject({ data: { words: '', word_list: [] } });

    // Newest first; the request body may be absent, empty or carry the caller's own id.
    const expected = [none, asString, asList].map((response) => response.json<{ data: Saved }>().data);
    expect(await savedList(user.token)).toEqual(expected);
    for (const payload of [undefined, { user_id: user.id }, { userId: user.id }]) {
      const response = await call(t.app, user.token, 'POST', '/api/wordbank/getSaveKonstruct', payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: expected });
    }
    const one = await call(t.app, user.token, 'GET', `/api/wordbank/savedCreation/${expected[1]?.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ data: expected[1] });
  });

  it("links the caller's project: the one named by project_id, or the one named konstruktor_name", async () => {
    const project = await createProject(t.app, alice.token, 'Linked');
    const byId = await save(alice.token, {
      project_id: project.id,
      konstruktor_name: 'Other title',
      words: 'a',
    });
    expect(byId.json()).toMatchObject({ data: { project_id: project.id, konstruktor_name: 'Other title' } });
    const byName = await save(alice.token, { konstruktor_name: 'LINKED', words: 'b', project_id: '' });
    expect(byName.json()).toMatchObject({ data: { project_id: project.id, konstruktor_name: 'LINKED' } });
    // Bob's project of the same name is not Alice's.
    await createProject(t.app, bob.token, 'Only Bobs');
    const notHers = await save(alice.token, { konstruktor_name: 'Only Bobs', words: 'c' });
    expect(notHers.json()).toMatchObject({ data: { project_id: null } });
  });

  it("is a 404 for another user's project or saved creation and for malformed ids; lists only the caller's", async () => {
    const bobsProject = await createProject(t.app, bob.token, 'Bobs Project');
    const bobsSaved = (await save(bob.token, { konstruktor_name: 'Bobs Project', words: 'secret' })).json<{
      data: Saved;
    }>().data;
    const before = await savedList(alice.token);

    for (const project_id of [bobsProject.id, UNKNOWN_ID, 'not-a-uuid', '42']) {
      const response = await save(alice.token, { project_id, konstruktor_name: 'Sneaky', words: 'x' });
      expect(response.statusCode, project_id).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    for (const id of [bobsSaved.id, UNKNOWN_ID, 'not-a-uuid', encodeURIComponent("x' OR '1'='1")]) {
      const response = await call(t.app, alice.token, 'GET', `/api/wordbank/savedCreation/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await savedList(alice.token)).toEqual(before);
    expect((await savedList(alice.token)).map((saved) => saved.id)).not.toContain(bobsSaved.id);
    expect(await savedList(bob.token)).toEqual([bobsSaved]);

    const foreign = await call(t.app, alice.token, 'POST', '/api/wordbank/getSaveKonstruct', {
      user_id: bob.id,
    });
    expect(foreign.statusCode).toBe(403);
    const foreignSave = await save(alice.token, { user_id: bob.id, konstruktor_name: 'Spoof', words: 'x' });
    expect(foreignSave.statusCode).toBe(403);
    expect(await savedList(bob.token)).toEqual([bobsSaved]);
  });

  it('refuses bad words, names and types (400 naming the field); nothing is saved', async () => {
    const user = await signedInUser(t.app, mailer);
    const long = 'w'.repeat(PROJECT_LIMITS.bankItemLength + 1);
    const tooMany = Array.from({ length: PROJECT_LIMITS.itemsPerBank + 1 }, (_, i) => `w${i}`);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ konstruktor_name: 'Ok', words: `fine,${long}` }, 'words'],
      [{ konstruktor_name: 'Ok', words: 'fine,nu\u0000l' }, 'words'],
      [{ konstruktor_name: 'Ok', words: tooMany.join(',') }, 'words'],
      [{ konstruktor_name: 'Ok', words: tooMany }, 'words'],
      [{ konstruktor_name: 'Ok', words: ['fine', long] }, 'words'],
      [{ konstruktor_name: 'Ok', words: ['fine', ''] }, 'words'],
      [{ konstruktor_name: 'Ok', words: ['fine', 3] }, 'words'],
      [{ konstruktor_name: 'Ok', words: 12 }, 'words'],
      [{ konstruktor_name: 'Ok', words: { a: 'b' } }, 'words'],
      [{ konstruktor_name: 'Ok' }, 'words'],
      [{ words: 'a' }, 'konstruktor_name'],
      [{ konstruktor_name: '  ', words: 'a' }, 'konstruktor_name'],
      [
        { konstruktor_name: 'x'.repeat(PROJECT_LIMITS.projectNameLength + 1), words: 'a' },
        'konstruktor_name',
      ],
      [{ konstruktor_name: 'a\u0000', words: 'a' }, 'konstruktor_name'],
      [{ konstruktor_name: 'Ok', words: 'a', project_id: 5 }, 'project_id'],
      [{ konstruktor_name: 'Ok', words: 'a', project_id: 'x'.repeat(65) }, 'project_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await save(user.token, payload);
      const label = JSON.stringify(payload).slice(0, 120);
      expect(response.statusCode, label).toBe(400);
      const body = response.json<{ code: string; fields: Record<string, string> }>();
      expect(body.code, label).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields)[0]?.split('.')[0], label).toBe(field);
    }
    const tooLong = await save(user.token, { konstruktor_name: 'Ok', words: `fine,${long}` });
    expect(tooLong.json()).toMatchObject({ fields: { words: projectMessages.itemTooLong } });
    expect(await savedList(user.token)).toEqual([]);
    // Exactly at the limits is fine.
    const atLimit = await save(user.token, {
      konstruktor_name: 'Ok',
      words: tooMany.slice(1).map((word) => word.padEnd(PROJECT_LIMITS.bankItemLength, 'z')),
    });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json<{ data: Saved }>().data.word_list).toHaveLength(PROJECT_LIMITS.itemsPerBank);
  });

  it('lists the newest saved creations only, up to the cap', async () => {
    const user = await signedInUser(t.app, mailer);
    // One more than the cap, an hour apart, the newest last inserted.
    await t.database.db.execute(sql`
      INSERT INTO saved_creations (user_id, konstruktor_name, words, created_at)
      SELECT ${user.id}::uuid, 'Saved ' || n, ARRAY['w' || n], now() - make_interval(hours => ${MAX_SAVED_CREATIONS_LISTED + 1}::integer - n)
      FROM generate_series(1, ${MAX_SAVED_CREATIONS_LISTED + 1}::integer) AS n`);
    const list = await savedList(user.token);
    expect(list).toHaveLength(MAX_SAVED_CREATIONS_LISTED);
    expect(list[0]).toMatchObject({ konstruktor_name: `Saved ${MAX_SAVED_CREATIONS_LISTED + 1}` });
    expect(list.at(-1)).toMatchObject({ konstruktor_name: 'Saved 2' });
  });
});
