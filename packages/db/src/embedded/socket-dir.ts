import { chmodSync, lstatSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** pg connects to `<host>/.s.PGSQL.<port>` when host is a directory; the port only names the file. */
export const SOCKET_PORT = 5432;
const SOCKET_FILE = `.s.PGSQL.${SOCKET_PORT}`;
// sun_path holds 108 bytes on Linux, 104 on macOS, with the terminating NUL.
const MAX_SOCKET_PATH = 100;

export interface SocketDir {
  dir: string;
  socketPath: string;
  remove(): void;
}

/**
 * A directory only this user can enter, for the embedded database's Unix socket: `DATA_DIR/socket`
 * when its path is short enough for a socket address, a private temporary directory otherwise (and
 * for in-memory databases). Other local users cannot connect, whatever they know of the path.
 */
export function prepareSocketDir(dataDir: string | undefined): SocketDir {
  if (dataDir) {
    const dir = path.join(dataDir, 'socket');
    if (path.join(dir, SOCKET_FILE).length <= MAX_SOCKET_PATH) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      assertPrivateDirectory(dir);
      const socketPath = path.join(dir, SOCKET_FILE);
      // A socket left by a killed owner; the caller holds the data directory's lock.
      rmSync(socketPath, { force: true });
      return { dir, socketPath, remove: () => rmSync(socketPath, { force: true }) };
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bw-pglite-'));
  chmodSync(dir, 0o700);
  return {
    dir,
    socketPath: path.join(dir, SOCKET_FILE),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function assertPrivateDirectory(dir: string): void {
  const stat = lstatSync(dir);
  if (!stat.isDirectory() || stat.isSymbolicLink()) throw new Error(`${dir} must be a directory`);
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) throw new Error(`${dir} belongs to another user`);
  if ((stat.mode & 0o077) !== 0) chmodSync(dir, 0o700);
}
