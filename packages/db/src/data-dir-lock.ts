import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a process that owns DATA_DIR's embedded database publishes for others on the machine. */
export interface DataDirOwner {
  pid: number;
  /** Directory of the owner's Unix socket (empty until the database is up). */
  socketDir: string;
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
  writeLock(dataDir, '');
}

/** Tells other processes of this user where to connect; the socket's directory admits no one else. */
export function publishSocketDir(dataDir: string, socketDir: string): void {
  writeLock(dataDir, socketDir);
}

function writeLock(dataDir: string, socketDir: string): void {
  const file = path.join(dataDir, LOCK_FILE);
  const owner: DataDirOwner = { pid: process.pid, socketDir, startedAt: new Date().toISOString() };
  writeFileSync(file, JSON.stringify(owner), { mode: 0o600 });
  // writeFileSync's mode applies only when it creates the file.
  chmodSync(file, 0o600);
}

export function releaseDataDir(dataDir: string): void {
  try {
    const owner = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as DataDirOwner;
    if (owner.pid === process.pid) rmSync(path.join(dataDir, LOCK_FILE), { force: true });
  } catch {
    // Already gone.
  }
}
