import { describe, expect, it } from 'vitest';
import { handleCandidates } from '@brandwright/clearance';
import { checkResultResponseSchema } from '@brandwright/contracts';
import {
  ledgerEntries,
  memberWithCredits,
  startSearch,
  useCheckTestApp,
  waitForCompletion,
} from './helpers/check-app.ts';
import { call } from './helpers/projects.ts';

// Many members start searches of the part-2 sources at the same moment (issue 13): the per-process
// handle checker, mention searcher and web searcher, with their caches, canaries and shared requests,
// serve all of them. Each search must end with its own names' answers only, charged once, on PGlite or
// PostgreSQL (TEST_DATABASE_URL), against the demo sources' loopback fakes.

const t = useCheckTestApp({ env: { CHECK_SOURCES: 'demo' } });

const SEARCHES = 12;
// Two pairs of members search the same name at once: answers of one name may be shared, never mixed.
const nameOf = (index: number) =>
  `Concurq${['alpha', 'beta', 'gamma', 'delta', 'omega'][index % 5]}${Math.floor(index / 5) % 2 === 0 ? '' : 'x'}`;

describe('part-2 sources under simultaneous searches', () => {
  it(`${SEARCHES} searches at once each get their own names' handles, mentions and web results, charged once`, async () => {
    const members = await Promise.all(Array.from({ length: SEARCHES }, () => memberWithCredits(t, 1)));
    const started = await Promise.all(
      members.map((member, index) =>
        startSearch(t.app, member.token, {
          user_id: member.id,
          keyword: nameOf(index),
          job_type: 'social_users_search,social_search,web_search',
        }),
      ),
    );
    expect(started.map((response) => response.statusCode)).toEqual(Array(SEARCHES).fill(200));
    const tokens = started.map((response) => response.json<{ search_token: string }>().search_token);

    await Promise.all(
      tokens.map(async (token, index) => {
        const name = nameOf(index);
        const { search, sources } = await waitForCompletion(t.database, token);
        expect(search, name).toMatchObject({ charged: true, refunded: false });
        expect(sources.map((row) => [row.source, row.state]).sort(), name).toEqual([
          ['social', 'done'],
          ['social_users', 'done'],
          ['web', 'done'],
        ]);
        const member = members[index]!;
        const { data } = checkResultResponseSchema.parse(
          (await call(t.app, member.token, 'GET', `/api/dekonstruktor/result/${token}`)).json(),
        );
        const handle = handleCandidates(name, null, 1)[0]!;
        const handles = data.social_user_search?.results ?? [];
        expect(handles.length, name).toBeGreaterThan(0);
        expect(
          handles.every((record) => record.handle.replace(/\.bsky\.social$/, '') === handle),
          name,
        ).toBe(true);
        const posts = data.social_search?.results ?? [];
        expect(posts.length, name).toBeGreaterThan(0);
        expect(
          posts.every((record) => record.text.toLowerCase().includes(name.toLowerCase())),
          name,
        ).toBe(true);
        const web = data.web_search?.results ?? [];
        expect(web.length, name).toBeGreaterThan(0);
        expect(
          web.every((record) => record.title.toLowerCase().includes(name.toLowerCase())),
          name,
        ).toBe(true);
        expect(await ledgerEntries(t.database, member.id), name).toEqual([
          { kind: 'search_spend', delta: -1 },
        ]);
      }),
    );
  });
});
