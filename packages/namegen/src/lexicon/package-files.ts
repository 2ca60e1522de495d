import { createRequire } from 'node:module';
import path from 'node:path';

// createRequire resolves through the workspace's node_modules the same way under tsx, vitest and the
// server, without importing the (large) data modules as JavaScript.
const requireFromHere = createRequire(import.meta.url);

/** Absolute path of a file inside an installed npm data package. */
export function packageFile(packageName: string, relativePath?: string): string {
  const entry = requireFromHere.resolve(packageName);
  return relativePath === undefined ? entry : path.join(path.dirname(entry), relativePath);
}
