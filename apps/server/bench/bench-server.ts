// What the HTTP benchmarks share: a free loopback port for the server they start, waiting for it, and
// signing bench users up.
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** How long a started server may take to answer /api/health (a cold start builds nothing, but migrates). */
const START_TIMEOUT_MS = 60_000;

/** A loopback port nobody listens on right now (the tests' helper, so there is one). */
export { freePort } from '../test/helpers/free-port.ts';

/** Resolves once the server answers /api/health; throws when it exits first or takes too long. */
export async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in time');
}

/** A signed-in bench user; each comes from its own address (the server trusts one proxy hop), as real users do. */
export interface BenchUser {
  email: string;
  token: string;
  address: string;
}

/** JSON headers from the user's address, with its bearer token once signed in. */
export function benchHeaders(user: { address: string; token?: string }): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-forwarded-for': user.address,
    ...(user.token ? { authorization: `Bearer ${user.token}` } : {}),
  };
}

export async function benchPost(base: string, url: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/**
 * Registers, activates (the link from the .eml outbox), logs in and redeems `coupon` (which gives the
 * bench's plan or credits).
 */
export async function signUpBenchUser(
  base: string,
  outboxDir: string,
  user: { email: string; address: string; password: string; firstName: string; coupon: string },
): Promise<BenchUser> {
  const { email, address, password } = user;
  const registered = await benchPost(
    base,
    '/api/user/registerwithactivation',
    { email, password, password_confirmation: password, first_name: user.firstName },
    benchHeaders({ address }),
  );
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const encoded = email.replace('@', '%40');
  const link = readdirSync(outboxDir)
    .map((file) => readFileSync(path.join(outboxDir, file), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(encoded) || mail.includes(email))
    .map((mail) => /\/activate\/([^/\s]+)\/([\w-]+)/.exec(mail))
    .find(Boolean);
  if (!link) throw new Error(`no activation link for ${email} in the outbox`);
  const activated = await fetch(`${base}/api/user/activation/${link[1]}/${link[2]}`);
  if (!activated.ok) throw new Error(`activation: ${activated.status}`);
  const login = await benchPost(base, '/api/user/login', { email, password }, benchHeaders({ address }));
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const token = ((await login.json()) as { result: { access_token: string } }).result.access_token;
  const coupon = await benchPost(
    base,
    '/api/addCouponCredits',
    { coupon: user.coupon },
    benchHeaders({ address, token }),
  );
  if (!coupon.ok) throw new Error(`coupon: ${coupon.status} ${await coupon.text()}`);
  return { email, token, address };
}
