// Many connections share the embedded database's single PostgreSQL session. Each connection's
// extended-query sequence and each transaction must run as one unit, whatever the other connections
// do: every answer below carries its caller's own marker, so an interleaving shows as a wrong answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import pg from 'pg';
import { openDatabase, type Database } from '../src/index.ts';

const CONNECTIONS = 16;
const QUERIES_PER_CONNECTION = 40;

function newClient(database: Database): pg.Client {
  const { host, port, user, database: name } = database.pool.options;
  return new pg.Client({ host, port, user, database: name });
}

/** A statement whose parameter count depends on `shape`, so crossed Parse/Bind pairs cannot pass unseen. */
async function markedQuery(client: pg.ClientBase, marker: string, shape: number): Promise<void> {
  if (shape === 0) {
    const { rows } = await client.query<{ marker: string }>('SELECT $1::text AS marker', [marker]);
    expect(rows).toEqual([{ marker }]);
  } else if (shape === 1) {
    const { rows } = await client.query<{ marker: string; n: number }>(
      'SELECT $1::text AS marker, $2::int * 2 AS n',
      [marker, shape],
    );
    expect(rows).toEqual([{ marker, n: 2 }]);
  } else {
    const { rows } = await client.query<{ marker: string; total: number }>(
      "SELECT $1::text || '' AS marker, ($2::int + $3::int)::int AS total",
      [marker, shape, 1],
    );
    expect(rows).toEqual([{ marker, total: shape + 1 }]);
  }
}

/** A query that keeps the single session busy long enough for others to queue behind it. */
async function slowMarkedQuery(client: pg.ClientBase, marker: string): Promise<void> {
  const { rows } = await client.query<{ marker: string; total: string }>(
    'SELECT $1::text AS marker, sum(g)::text AS total FROM generate_series(1, $2::int) AS g',
    [marker, 300_000],
  );
  expect(rows).toEqual([{ marker, total: '45000150000' }]);
}

describe('embedded database under concurrent connections', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', poolSize: CONNECTIONS, runMigrations: false });
    await database.pool.query('CREATE TABLE mux_rows (owner text NOT NULL, n int NOT NULL)');
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers every connection with its own rows, inside and outside transactions', async () => {
    const clients = Array.from({ length: CONNECTIONS }, () => newClient(database));
    await Promise.all(clients.map((client) => client.connect()));
    try {
      await Promise.all(
        clients.map(async (client, c) => {
          for (let q = 0; q < QUERIES_PER_CONNECTION; q++) {
            const marker = `c${c}-q${q}`;
            if (c % 4 === 0 && q % 10 === 0) await slowMarkedQuery(client, marker);
            else if (c % 3 === 0) {
              // A transaction: its rows are visible to itself and nobody sees them half-done.
              await client.query('BEGIN');
              await client.query('INSERT INTO mux_rows (owner, n) VALUES ($1, $2)', [marker, q]);
              await markedQuery(client, marker, q % 3);
              const { rows } = await client.query<{ n: number }>('SELECT n FROM mux_rows WHERE owner = $1', [
                marker,
              ]);
              expect(rows).toEqual([{ n: q }]);
              await client.query(q % 2 === 0 ? 'COMMIT' : 'ROLLBACK');
            } else await markedQuery(client, marker, q % 3);
          }
        }),
      );
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
    const { rows } = await database.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM mux_rows',
    );
    // Connections 0, 3, 6, 9, 12, 15 ran transactions; even-numbered queries committed, minus the slow
    // queries that connections 0 and 12 ran in place of a transaction at q = 0, 10, 20, 30.
    const transactional = [0, 3, 6, 9, 12, 15];
    const expected = transactional.reduce((sum, c) => {
      let committed = 0;
      for (let q = 0; q < QUERIES_PER_CONNECTION; q += 2) if (!(c % 4 === 0 && q % 10 === 0)) committed++;
      return sum + committed;
    }, 0);
    expect(rows[0]?.count).toBe(expected);
  });

  it('survives clients that disconnect mid-query and mid-transaction', async () => {
    const steady = Array.from({ length: 6 }, () => newClient(database));
    await Promise.all(steady.map((client) => client.connect()));
    try {
      const quitters = Array.from({ length: 6 }, async (_, i) => {
        const client = newClient(database);
        client.on('error', () => undefined);
        await client.connect();
        if (i % 2 === 0) {
          await client.query('BEGIN');
          await client.query('INSERT INTO mux_rows (owner, n) VALUES ($1, 0)', [`quitter-${i}`]);
        }
        const pending = client
          .query('SELECT sum(g) FROM generate_series(1, 300000) AS g')
          .catch(() => undefined);
        const { stream } = (client as unknown as { connection: { stream: Socket } }).connection;
        // Once the query has left for the database, the client is gone without a Terminate message,
        // as a killed process would be.
        await new Promise<void>((resolve) => stream.write('', () => resolve()));
        stream.destroy();
        await pending;
      });
      await Promise.all([
        ...quitters,
        ...steady.map(async (client, c) => {
          for (let q = 0; q < 30; q++) await markedQuery(client, `steady-${c}-${q}`, (c + q) % 3);
        }),
      ]);
      // A quitter's open transaction was rolled back, not committed and not left holding the session.
      const { rows } = await steady[0]!.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM mux_rows WHERE owner LIKE 'quitter-%'",
      );
      expect(rows[0]?.count).toBe(0);
      const status = await steady[1]!.query<{ ok: number }>('SELECT 1 AS ok');
      expect(status.rows).toEqual([{ ok: 1 }]);
    } finally {
      await Promise.all(steady.map((client) => client.end()));
    }
  });

  it('keeps named prepared statements of different connections apart', async () => {
    const a = newClient(database);
    const b = newClient(database);
    await Promise.all([a.connect(), b.connect()]);
    try {
      for (let i = 0; i < 20; i++) {
        const [ra, rb] = await Promise.all([
          a.query<{ v: string }>({ name: 'shared-name', text: "SELECT 'a:' || $1::text AS v", values: [i] }),
          b.query<{ v: string }>({
            name: 'shared-name',
            text: "SELECT 'b:' || $1::text || $2::text AS v",
            values: [i, '!'],
          }),
        ]);
        expect(ra.rows).toEqual([{ v: `a:${i}` }]);
        expect(rb.rows).toEqual([{ v: `b:${i}!` }]);
      }
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });
});
