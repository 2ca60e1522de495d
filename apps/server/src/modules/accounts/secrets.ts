import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A random 32-byte secret, URL-safe (session tokens, activation and reset codes). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so a leaked table cannot be replayed. */
export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). Spelled out rather
 * than left to library defaults so an upgrade cannot silently weaken it. `algorithm` is the
 * library's const enum value for Argon2id, which isolated modules cannot import by name.
 */
const ARGON2ID_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, so an unknown e-mail cannot be told apart from a
 * wrong password by timing.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash(newSecret(), ARGON2ID_OPTIONS);
  await verifyPassword(await dummyHash, password);
}
