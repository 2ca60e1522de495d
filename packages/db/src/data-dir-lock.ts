import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a process that owns DATA_DIR's embedded database publishes for others on the machine. */
export interface DataDirOwner {
  pid: number;
  port: number;
  startedAt: string;
}

const LOCK_FILE = 'pglite.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live owner of the directory, if any; a lock left by a killed process is ignored. */
export function readOwner(dataDir: string): DataDirOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as DataDirOwner;
    if (owner.pid !== process.pid && isAlive(owner.pid)) return owner;
  } catch {
    // Missing or half-written lock: nobody owns the directory.
  }
  return undefined;
}

export function claimDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const owner = readOwner(dataDir);
  if (owner) {
    throw new Error(
      `DATA_DIR ${dataDir} is already open in process ${owner.pid}; PGlite allows one process per directory.`,
    );
  }
  writeFileSync(
    path.join(dataDir, LOCK_FILE),
    JSON.stringify({ pid: process.pid, port: 0, startedAt: new Date().toISOString() }),
  );
}

export function publishPort(dataDir: string, port: number): void {
  writeFileSync(
    path.join(dataDir, LOCK_FILE),
    JSON.stringify({ pid: process.pid, port, startedAt: new Date().toISOString() } satisfies DataDirOwner),
  );
}

export function releaseDataDir(dataDir: string): void {
  try {
    const owner = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as DataDirOwner;
    if (owner.pid === process.pid) rmSync(path.join(dataDir, LOCK_FILE), { force: true });
  } catch {
    // Already gone.
  }
}
