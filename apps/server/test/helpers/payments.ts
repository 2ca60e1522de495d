import type { FastifyInstance } from 'fastify';
import type { Database } from '@brandwright/db';
import { bearer } from './test-app.ts';

/** The account's balance and plan as the database holds them (not as an API presents them). */
export async function accountRow(database: Database, userId: string) {
  const result = await database.pool.query<{
    credits: number;
    plan_status: string;
    plan_key: string | null;
  }>('SELECT credits, plan_status, plan_key FROM users WHERE id = $1', [userId]);
  const row = result.rows[0];
  if (!row) throw new Error('no user');
  return row;
}

/** `product/getProductSessionId` for the user: opens a checkout (Stripe's or the sandbox's). */
export function requestCheckout(app: FastifyInstance, token: string, productId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/product/getProductSessionId',
    headers: bearer(token),
    payload: { productId },
  });
}
