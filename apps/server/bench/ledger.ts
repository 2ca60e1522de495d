// `npm run bench:ledger`: the credit ledger under contention. CONCURRENCY operations are in flight at
// once (default 200), drawn with a fixed seed until OPS have run (bounded by a count, never by time):
// grants and spends of 1 to 3 credits on a few shared accounts, some grants delivered twice under one
// reference (a webhook retried). Runs on a fresh embedded database (PGlite behind its socket, as the
// server uses it) and, when DATABASE_URL is set, on that PostgreSQL (bench accounts are deleted after).
// Prints operations/s and latency percentiles, then checks every account: initial + grants − spends =
// users.credits = the sum of its ledger. Exits non-zero when a balance is not exact or an operation
// failed unexpectedly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@brandwright/db';
import { addCredits } from '../src/modules/credits/add-credits.ts';
import { InsufficientCreditsError } from '../src/modules/credits/credit-errors.ts';
import { auditBalance } from '../src/modules/credits/get-balance.ts';
import { spendCredits } from '../src/modules/credits/spend-credits.ts';
import { seededRandom } from './bench-stats.ts';

const OPS = positive('BENCH_LEDGER_OPS', 20_000);
const CONCURRENCY = positive('BENCH_LEDGER_CONCURRENCY', 200);
const ACCOUNTS = positive('BENCH_LEDGER_ACCOUNTS', 4);
const INITIAL = 50;
/** One grant in DUPLICATE_EVERY reuses a reference already sent (a repeated delivery). */
const DUPLICATE_EVERY = 10;

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

interface Account {
  id: string;
  granted: number;
  spent: number;
}

interface Tally {
  grants: number;
  duplicatesIgnored: number;
  spends: number;
  refused: number;
  failures: number;
  latencies: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function createAccounts(database: Database, run: string): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let index = 0; index < ACCOUNTS; index += 1) {
    const result = await database.db.execute<{ id: string }>(sql`
      INSERT INTO users (email, first_name, password_hash)
      VALUES (${`bench-ledger-${run}-${index}@bench.invalid`}, 'Bench', 'not a hash') RETURNING id`);
    const id = result.rows[0]!.id;
    await addCredits(database.db, { userId: id, amount: INITIAL, kind: 'grant', reason: 'bench: opening' });
    accounts.push({ id, granted: 0, spent: 0 });
  }
  return accounts;
}

async function bench(kind: string, database: Database): Promise<boolean> {
  const run = `${Date.now().toString(36)}-${process.pid}`;
  const accounts = await createAccounts(database, run);
  const next = seededRandom(20_260_001);
  const tally: Tally = { grants: 0, duplicatesIgnored: 0, spends: 0, refused: 0, failures: 0, latencies: [] };
  const sentReferences: string[] = [];
  const referenceOwners = new Map<string, { account: Account; amount: number }>();
  let issued = 0;

  async function operation(): Promise<void> {
    const account = accounts[Math.floor(next() * accounts.length)]!;
    const amount = 1 + Math.floor(next() * 3);
    const isGrant = next() < 0.5;
    let reference: string | null = null;
    if (isGrant && next() < 0.3) {
      reference =
        sentReferences.length > 0 && issued % DUPLICATE_EVERY === 0
          ? sentReferences[Math.floor(next() * sentReferences.length)]!
          : `bench:${run}:${issued}`;
    }
    const started = performance.now();
    try {
      if (isGrant) {
        // A repeated reference belongs to its first account and amount, as a retried webhook would.
        const owner = reference
          ? (referenceOwners.get(reference) ?? { account, amount })
          : { account, amount };
        if (reference && !referenceOwners.has(reference)) {
          referenceOwners.set(reference, owner);
          sentReferences.push(reference);
        }
        const balance = await addCredits(database.db, {
          userId: owner.account.id,
          amount: owner.amount,
          kind: 'grant',
          reason: 'bench: grant',
          reference,
        });
        if (balance === null) tally.duplicatesIgnored += 1;
        else {
          owner.account.granted += owner.amount;
          tally.grants += 1;
        }
      } else {
        await spendCredits(database.db, {
          userId: account.id,
          amount,
          kind: 'search_spend',
          reason: 'bench: spend',
        });
        account.spent += amount;
        tally.spends += 1;
      }
    } catch (error) {
      if (error instanceof InsufficientCreditsError) tally.refused += 1;
      else {
        tally.failures += 1;
        if (tally.failures <= 3) console.error(`  unexpected failure: ${(error as Error).message}`);
      }
    }
    tally.latencies.push(performance.now() - started);
  }
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, OPS) }, async () => {
      while (issued < OPS) {
        issued += 1;
        await operation();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = tally.latencies.sort((a, b) => a - b);

  let exact = true;
  const lines: string[] = [];
  for (const [index, account] of accounts.entries()) {
    const expected = INITIAL + account.granted - account.spent;
    const audit = await auditBalance(database.db, account.id);
    const ok = audit.balance === expected && audit.ledgerSum === expected;
    exact &&= ok;
    lines.push(
      `    account ${index + 1}: ${INITIAL} + ${account.granted} granted − ${account.spent} spent = ${expected}; ` +
        `balance ${audit.balance}, ledger sum ${audit.ledgerSum} over ${audit.entries} entries ${ok ? 'ok' : 'MISMATCH'}`,
    );
  }
  console.log(
    `${kind}: ${OPS} operations, ${Math.min(CONCURRENCY, OPS)} in flight, on ${ACCOUNTS} accounts, in ${seconds.toFixed(2)} s ` +
      `= ${Math.round(OPS / seconds)} ops/s; latency p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(
    `  ${tally.grants} grants, ${tally.duplicatesIgnored} repeated deliveries ignored, ${tally.spends} spends, ` +
      `${tally.refused} spends refused (balance short), ${tally.failures} unexpected failures`,
  );
  for (const line of lines) console.log(line);
  console.log(
    `  final balance check: ${exact ? 'exact' : 'NOT EXACT'} (grants − spends = balance = ledger sum)`,
  );

  // Bench accounts leave nothing behind (the ledger goes with its account).
  await database.db.execute(sql`DELETE FROM users WHERE email LIKE ${`bench-ledger-${run}-%`}`);
  return exact && tally.failures === 0;
}

let sound = true;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bw-bench-ledger-'));
try {
  const embedded = await openDatabase({ dataDir });
  try {
    sound = (await bench('pglite', embedded)) && sound;
  } finally {
    await embedded.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const postgres = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 20 });
  try {
    sound = (await bench('postgres', postgres)) && sound;
  } finally {
    await postgres.close();
  }
} else {
  console.log('DATABASE_URL not set: PostgreSQL run skipped.');
}

if (!sound) {
  console.error('bench:ledger: a balance was not exact or an operation failed');
  process.exitCode = 1;
}
