// npm run admin -- credits grant|revoke|show … | coupons add|list|disable … | users list  (usage below)
// Works while the server runs: on the embedded database it goes through the running server's socket
// (PGlite allows one process per DATA_DIR), on PostgreSQL through DATABASE_URL like the server.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@brandwright/db';
import { MAX_CREDIT_AMOUNT } from '@brandwright/contracts';
import { AppError } from '../errors.ts';
import { findUserByEmail } from '../modules/accounts/find-user.ts';
import { disableCoupon, findCoupons, upsertCoupon } from '../modules/coupons/manage-coupons.ts';
import { addCredits } from '../modules/credits/add-credits.ts';
import { auditBalance } from '../modules/credits/get-balance.ts';
import { findLedgerEntries } from '../modules/credits/find-ledger.ts';
import { spendCredits } from '../modules/credits/spend-credits.ts';
import { currentPlan } from '../modules/plans/current-plan.ts';

const USAGE = `Usage:
  admin credits grant <email> <credits> [--reason "…"]    add credits (ledger kind 'grant')
  admin credits revoke <email> <credits> [--reason "…"]   take credits back (kind 'admin'; never below 0)
  admin credits show <email> [--limit 50] [--json]       balance, plan and ledger (newest first)
  admin coupons add <code> <credits>                     add a coupon, or change and re-enable it
  admin coupons list [--json]
  admin coupons disable <code>
  admin users list [--limit 100] [--json]
Credits: a whole number from 1 to ${MAX_CREDIT_AMOUNT}. Database: DATABASE_URL (PostgreSQL) or DATA_DIR
(embedded, default ./data; through the running server when it has the directory open).`;

export class UsageError extends Error {}

export interface AdminCliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Opens the database (default: DATABASE_URL or DATA_DIR, attaching to a running server). */
  open: () => Promise<Database>;
}

export function openAdminDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  return openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || undefined,
    attachToRunningOwner: true,
  });
}

function parseCredits(value: string | undefined): number {
  if (value === undefined) throw new UsageError('give a number of credits');
  const credits = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(credits) || credits < 1 || credits > MAX_CREDIT_AMOUNT) {
    throw new UsageError(`credits must be a whole number from 1 to ${MAX_CREDIT_AMOUNT} (got "${value}")`);
  }
  return credits;
}

function parseLimit(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100_000)
    throw new UsageError('--limit must be 1 to 100000');
  return limit;
}

async function requireUser(database: Database, email: string | undefined) {
  if (!email) throw new UsageError('give the account e-mail');
  const user = await findUserByEmail(database.db, email);
  if (!user) throw new AdminError(`No account with the e-mail ${email.trim().toLowerCase()}.`);
  return user;
}

/** A refusal to report as it is (unknown e-mail, not enough credits): exit code 1, no usage text. */
export class AdminError extends Error {}

async function withDatabase<T>(io: AdminCliIo, run: (database: Database) => Promise<T>): Promise<T> {
  const database = await io.open();
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

async function runCredits(io: AdminCliIo, args: string[]): Promise<number> {
  const [action, ...rest] = args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { reason: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
  });
  if (action === 'grant' || action === 'revoke') {
    const [email, amount] = positionals;
    const credits = parseCredits(amount);
    if (!email) throw new UsageError('give the account e-mail');
    const reason = `admin: ${values.reason?.trim() || (action === 'grant' ? 'credits granted' : 'credits revoked')}`;
    return withDatabase(io, async (database) => {
      const user = await requireUser(database, email);
      const balance =
        action === 'grant'
          ? await addCredits(database.db, { userId: user.id, amount: credits, kind: 'grant', reason })
          : await spendCredits(database.db, { userId: user.id, amount: credits, kind: 'admin', reason });
      io.out(
        `${action === 'grant' ? 'Granted' : 'Revoked'} ${credits} credit${credits === 1 ? '' : 's'} ` +
          `${action === 'grant' ? 'to' : 'from'} ${user.email}: balance ${balance}.`,
      );
      return 0;
    });
  }
  if (action === 'show') {
    const [email] = positionals;
    const limit = parseLimit(values.limit, 50);
    return withDatabase(io, async (database) => {
      const user = await requireUser(database, email);
      const [audit, plan, entries] = await Promise.all([
        auditBalance(database.db, user.id),
        currentPlan(database.db, user.id),
        findLedgerEntries(database.db, user.id, limit),
      ]);
      if (values.json) {
        io.out(
          JSON.stringify(
            {
              email: user.email,
              balance: audit.balance,
              ledger_sum: audit.ledgerSum,
              entries: audit.entries,
              plan: {
                status: plan.status,
                name: plan.name,
                expires_at: plan.expiresAt?.toISOString() ?? null,
                ended_at: plan.endedAt?.toISOString() ?? null,
                end_reason: plan.endReason,
              },
              ledger: entries,
            },
            null,
            2,
          ),
        );
        return 0;
      }
      io.out(`${user.email} (${user.firstName})`);
      io.out(
        `Balance: ${audit.balance} credits (ledger sum ${audit.ledgerSum} over ${audit.entries} entries` +
          `${audit.balance === audit.ledgerSum ? '' : ' — MISMATCH'})`,
      );
      io.out(
        plan.status === 'active'
          ? `Plan: ${plan.name}${plan.expiresAt ? ` (until ${plan.expiresAt.toISOString()})` : ''}`
          : `Plan: none${plan.endReason ? ` (last ended: ${plan.endReason})` : ''}`,
      );
      if (entries.length === 0) {
        io.out('Ledger: no entries');
        return 0;
      }
      io.out(
        `Ledger (newest first${audit.entries > entries.length ? `, ${entries.length} of ${audit.entries}` : ''}):`,
      );
      for (const entry of entries) {
        const delta = entry.delta > 0 ? `+${entry.delta}` : String(entry.delta);
        io.out(
          `  ${entry.created_at}  ${delta.padStart(8)}  = ${String(entry.balance_after).padStart(8)}  ` +
            `${entry.kind.padEnd(12)}  ${entry.reason}${entry.reference ? `  [${entry.reference}]` : ''}`,
        );
      }
      return 0;
    });
  }
  throw new UsageError(`unknown credits command "${action ?? ''}"`);
}

async function runCoupons(io: AdminCliIo, args: string[]): Promise<number> {
  const [action, ...rest] = args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { json: { type: 'boolean' } },
  });
  if (action === 'add') {
    const [code, amount] = positionals;
    if (!code) throw new UsageError('give a coupon code');
    const credits = parseCredits(amount);
    return withDatabase(io, async (database) => {
      const coupon = await upsertCoupon(database.db, { code, credits });
      io.out(
        `${coupon.isNew ? 'Added' : 'Updated'} coupon ${coupon.code}: ${coupon.credits} credits, single use per account.`,
      );
      return 0;
    });
  }
  if (action === 'disable') {
    const [code] = positionals;
    if (!code) throw new UsageError('give a coupon code');
    return withDatabase(io, async (database) => {
      if (!(await disableCoupon(database.db, code))) throw new AdminError(`No coupon ${code.toUpperCase()}.`);
      io.out(`Disabled coupon ${code.toUpperCase()}.`);
      return 0;
    });
  }
  if (action === 'list') {
    return withDatabase(io, async (database) => {
      const coupons = await findCoupons(database.db);
      if (values.json) {
        io.out(JSON.stringify(coupons, null, 2));
        return 0;
      }
      if (coupons.length === 0) io.out('No coupons.');
      for (const coupon of coupons) {
        io.out(
          `${coupon.code.padEnd(20)} ${String(coupon.credits).padStart(8)} credits  ${coupon.source.padEnd(5)}  ` +
            `${coupon.redemptions} redeemed${coupon.disabledAt ? '  (disabled)' : ''}`,
        );
      }
      return 0;
    });
  }
  throw new UsageError(`unknown coupons command "${action ?? ''}"`);
}

interface UserListRow extends Record<string, unknown> {
  email: string;
  first_name: string;
  activated_at: Date | string | null;
  credits: number;
  plan_status: string;
  plan_name: string | null;
  created_at: Date | string;
}

async function runUsers(io: AdminCliIo, args: string[]): Promise<number> {
  const [action, ...rest] = args;
  if (action !== 'list') throw new UsageError(`unknown users command "${action ?? ''}"`);
  const { values } = parseArgs({
    args: rest,
    options: { limit: { type: 'string' }, json: { type: 'boolean' } },
  });
  const limit = parseLimit(values.limit, 100);
  return withDatabase(io, async (database) => {
    const result = await database.db.execute<UserListRow>(sql`
      SELECT email, first_name, activated_at, credits, plan_status, plan_name, created_at
      FROM users ORDER BY created_at, email LIMIT ${limit}::integer`);
    const users = result.rows.map((row) => ({
      email: row.email,
      name: row.first_name,
      activated: row.activated_at !== null,
      credits: Number(row.credits),
      plan: row.plan_status === 'active' ? row.plan_name : null,
      created_at: new Date(row.created_at).toISOString(),
    }));
    if (values.json) {
      io.out(JSON.stringify(users, null, 2));
      return 0;
    }
    if (users.length === 0) io.out('No accounts.');
    for (const user of users) {
      io.out(
        `${user.email.padEnd(40)} ${user.name.slice(0, 20).padEnd(20)} ${String(user.credits).padStart(8)} credits  ` +
          `${(user.plan ?? 'no plan').padEnd(14)} ${user.activated ? 'activated' : 'not activated'}`,
      );
    }
    return 0;
  });
}

export async function runAdminCli(argv: string[], io: Partial<AdminCliIo> = {}): Promise<number> {
  const full: AdminCliIo = {
    out: io.out ?? ((line) => console.log(line)),
    err: io.err ?? ((line) => console.error(line)),
    open: io.open ?? (() => openAdminDatabase()),
  };
  const [area, ...args] = argv;
  try {
    if (area === 'credits') return await runCredits(full, args);
    if (area === 'coupons') return await runCoupons(full, args);
    if (area === 'users') return await runUsers(full, args);
    full.err(USAGE);
    return area === undefined || area === 'help' || area === '--help' ? 0 : 2;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (
      error instanceof UsageError ||
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ||
      code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
    ) {
      full.err(`admin: ${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof AdminError || error instanceof AppError) {
      full.err(`admin: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAdminCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`admin: ${(error as Error).stack ?? String(error)}`);
      process.exit(1);
    },
  );
}
