import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { bearer } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One signed-in call (or an anonymous one without a token). */
export function call(
  app: FastifyInstance,
  token: string | undefined,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function createProject(
  app: FastifyInstance,
  token: string,
  name: string,
  description = 'A project',
): Promise<{ id: string; name: string; description: string }> {
  const response = await call(app, token, 'POST', '/api/project', { name, description });
  if (response.statusCode !== 201) throw new Error(`create project failed: ${response.body}`);
  return response.json();
}

export async function addItem(
  app: FastifyInstance,
  token: string,
  projectId: string,
  kind: 'word' | 'brand',
  name: string,
): Promise<{ id: string; name: string }> {
  const response = await call(app, token, 'POST', `/api/project/${projectId}/${kind}`, { name });
  if (response.statusCode !== 201) throw new Error(`add ${kind} failed: ${response.body}`);
  return response.json();
}

/** Fills a bank with `count` names straight in the database (the set-up of the limit tests). */
export async function seedBank(
  db: DbOrTx,
  userId: string,
  projectId: string,
  kind: 'word' | 'brand',
  count: number,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO project_items (project_id, user_id, kind, name)
    SELECT ${projectId}::uuid, ${userId}::uuid, ${kind}, 'seeded-' || n FROM generate_series(1, ${count}::integer) AS n`);
}

/** Gives a user `count` projects straight in the database. */
export async function seedProjects(db: DbOrTx, userId: string, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO projects (user_id, name)
    SELECT ${userId}::uuid, 'Seeded ' || n FROM generate_series(1, ${count}::integer) AS n`);
}

export async function countRows(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

/** The statuses of a batch of answers, counted: { 201: 5, 409: 15 }. */
export function statusCounts(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

/** A well-formed uuid that names no row. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
