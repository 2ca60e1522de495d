import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@brandwright/db';
import { openTestDatabase } from '@brandwright/db/testing';
import { runAdminCli } from '../src/admin/cli.ts';
import { redeemCoupon } from '../src/modules/coupons/redeem-coupon.ts';
import { auditBalance } from '../src/modules/credits/index.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/admin/cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Runs the CLI in-process on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
async function admin(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(args, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    // The test owns the database: the CLI's close must not end it.
    open: async () => ({ ...database, close: async () => undefined }),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

let userCounter = 0;
async function createUser(db: Database = database): Promise<{ id: string; email: string }> {
  userCounter += 1;
  const email = `cli${userCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const result = await db.db.execute<{ id: string }>(
    sql`INSERT INTO users (email, first_name, password_hash, activated_at) VALUES (${email}, 'Cli', 'x', now()) RETURNING id`,
  );
  return { id: result.rows[0]!.id, email };
}

describe('npm run admin', () => {
  it('grants, revokes and shows credits with the ledger', async () => {
    const user = await createUser();
    const granted = await admin('credits', 'grant', user.email.toUpperCase(), '25', '--reason', 'goodwill');
    expect(granted).toMatchObject({ code: 0, stdout: `Granted 25 credits to ${user.email}: balance 25.` });
    expect((await admin('credits', 'revoke', user.email, '5')).stdout).toBe(
      `Revoked 5 credits from ${user.email}: balance 20.`,
    );

    const shown = await admin('credits', 'show', user.email);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('Balance: 20 credits (ledger sum 20 over 2 entries)');
    expect(shown.stdout).toContain('Plan: none');
    expect(shown.stdout).toMatch(/\+25 += +25 +grant +admin: goodwill/);
    expect(shown.stdout).toMatch(/-5 += +20 +admin +admin: credits revoked/);

    const json = JSON.parse((await admin('credits', 'show', user.email, '--json')).stdout) as Record<
      string,
      unknown
    >;
    expect(json).toMatchObject({ email: user.email, balance: 20, ledger_sum: 20, entries: 2 });
    expect((json.ledger as unknown[]).length).toBe(2);
  });

  it('names an unknown e-mail clearly, and refuses bad amounts and overdrafts', async () => {
    const unknown = await admin('credits', 'grant', 'nobody@example.com', '5');
    expect(unknown).toMatchObject({
      code: 1,
      stderr: 'admin: No account with the e-mail nobody@example.com.',
    });
    expect((await admin('credits', 'show', 'Nobody@Example.com')).stderr).toBe(
      'admin: No account with the e-mail nobody@example.com.',
    );

    const user = await createUser();
    for (const amount of ['0', '-1', '1.5', '1e3', '1000001', 'ten', '']) {
      const refused = await admin('credits', 'grant', user.email, amount);
      expect(refused.code, amount).toBe(2);
      // A leading '-' reads as an option: refused as one, with the usage.
      expect(refused.stderr).toMatch(
        amount === '-1' ? /Unknown option '-1'/ : /credits must be a whole number from 1 to 1000000/,
      );
    }
    const overdraft = await admin('credits', 'revoke', user.email, '1');
    expect(overdraft).toMatchObject({ code: 1, stderr: 'admin: You do not have enough credits.' });
    expect(await auditBalance(database.db, user.id)).toMatchObject({ balance: 0, ledgerSum: 0, entries: 0 });
    expect((await admin('credits', 'fly')).code).toBe(2);
    expect((await admin()).code).toBe(0);
  });

  it('adds coupons that users can redeem once, lists and disables them', async () => {
    expect((await admin('coupons', 'add', 'spring-24', '50')).stdout).toBe(
      'Added coupon SPRING-24: 50 credits, single use per account.',
    );
    expect((await admin('coupons', 'add', 'SPRING-24', '60')).stdout).toBe(
      'Updated coupon SPRING-24: 60 credits, single use per account.',
    );
    expect((await admin('coupons', 'add', 'bad code', '5')).code).toBe(1);
    expect((await admin('coupons', 'add', 'OK', '0')).code).toBe(2);

    const user = await createUser();
    const redeemed = await redeemCoupon(database.db, user.id, 'spring-24', '127.0.0.1');
    expect(redeemed).toMatchObject({ added: 60, balance: 60 });
    expect((await admin('coupons', 'list')).stdout).toMatch(/SPRING-24 +60 credits +admin +1 redeemed/);

    expect((await admin('coupons', 'disable', 'spring-24')).stdout).toBe('Disabled coupon SPRING-24.');
    expect((await admin('coupons', 'disable', 'nope')).code).toBe(1);
    const other = await createUser();
    await expect(redeemCoupon(database.db, other.id, 'SPRING-24', '127.0.0.2')).rejects.toMatchObject({
      code: 'INVALID_COUPON',
    });
  });

  it('lists users', async () => {
    const user = await createUser();
    await admin('credits', 'grant', user.email, '7');
    const listed = await admin('users', 'list', '--limit', '1000');
    expect(listed.stdout).toMatch(
      new RegExp(`${user.email.replace('.', '\\.')} +Cli +7 credits +no plan +activated`),
    );
    const json = JSON.parse((await admin('users', 'list', '--json', '--limit', '1000')).stdout) as Array<{
      email: string;
    }>;
    expect(json.find((row) => row.email === user.email)).toMatchObject({
      credits: 7,
      plan: null,
      activated: true,
    });
  });
});

async function spawnAdmin(env: NodeJS.ProcessEnv, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(TSX, [CLI, ...args], {
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the admin CLI as its own process', () => {
  it('works while the server holds the embedded database, through its socket', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bw-admin-cli-'));
    // This process plays the running server: it owns DATA_DIR and serves its socket.
    const running = await openDatabase({ dataDir });
    try {
      const user = await createUser(running);
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      expect(await spawnAdmin(env, 'credits', 'grant', user.email, '12')).toMatchObject({
        code: 0,
        stdout: `Granted 12 credits to ${user.email}: balance 12.\n`,
      });
      expect(await auditBalance(running.db, user.id)).toMatchObject({ balance: 12, ledgerSum: 12 });
      const unknown = await spawnAdmin(env, 'credits', 'show', 'ghost@example.com');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No account with the e-mail ghost@example.com.');
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'works on PostgreSQL through DATABASE_URL',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `bw_admin_cli_${randomBytes(4).toString('hex')}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const postgres = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      try {
        const user = await createUser(postgres);
        const env = { DATABASE_URL: url.toString() };
        expect((await spawnAdmin(env, 'coupons', 'add', 'PGTEST', '5')).code).toBe(0);
        expect((await spawnAdmin(env, 'credits', 'grant', user.email, '4')).code).toBe(0);
        const shown = await spawnAdmin(env, 'credits', 'show', user.email, '--json');
        expect(JSON.parse(shown.stdout)).toMatchObject({ balance: 4, ledger_sum: 4 });
        expect((await spawnAdmin(env, 'users', 'list')).stdout).toContain(user.email);
      } finally {
        await postgres.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      }
    },
    120_000,
  );
});
