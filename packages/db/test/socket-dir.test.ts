import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareSocketDir } from '../src/embedded/socket-dir.ts';

describe('the embedded socket directory', () => {
  const roots: string[] = [];
  const root = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bw-sock-'));
    roots.push(dir);
    return dir;
  };
  afterAll(() => roots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('lives in DATA_DIR/socket, private to its owner, even when it existed with open permissions', () => {
    const dataDir = root();
    mkdirSync(path.join(dataDir, 'socket'), { mode: 0o777 });
    const socket = prepareSocketDir(dataDir);
    expect(socket.dir).toBe(path.join(dataDir, 'socket'));
    expect(statSync(socket.dir).mode & 0o777).toBe(0o700);
  });

  it('moves to a private temporary directory when DATA_DIR is too deep for a socket address', () => {
    const dataDir = path.join(root(), 'a-rather-long-folder-name'.repeat(4));
    mkdirSync(dataDir, { recursive: true });
    const socket = prepareSocketDir(dataDir);
    roots.push(socket.dir);
    expect(socket.dir.startsWith(os.tmpdir())).toBe(true);
    expect(socket.socketPath.length).toBeLessThanOrEqual(100);
    expect(statSync(socket.dir).mode & 0o777).toBe(0o700);
  });

  it('refuses a socket directory that is a symbolic link', () => {
    const dataDir = root();
    symlinkSync(root(), path.join(dataDir, 'socket'));
    expect(() => prepareSocketDir(dataDir)).toThrow(/must be a directory/);
  });
});
