import { expect, type APIRequestContext } from '@playwright/test';
import { findLinkInOutbox } from './outbox.ts';

export interface Member {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A fresh, unique member's details (not yet registered). */
export function newMember(label: string): Member {
  counter += 1;
  return {
    name: `${label} Tester`,
    email: `${label.toLowerCase()}.${Date.now()}.${counter}@example.test`,
    password: 'Brand1ng!journey',
  };
}

/**
 * Registers and activates a member through the API and the outbox, as the account journey does
 * through the screens; the journeys that only need a signed-in member start from here.
 */
export async function registerActiveMember(request: APIRequestContext, member: Member): Promise<void> {
  const registered = await request.post('/api/user/registerwithactivation', {
    // Each member signs up from an address of its own, as real people do: the server allows 10 sign-ups
    // an hour from one address, and the journeys register more members than that. The e2e server trusts
    // one proxy hop (playwright.config.ts); 198.18.0.0/15 is reserved for benchmarks and tests.
    headers: { 'X-Forwarded-For': `198.18.${process.pid % 250}.${(counter % 250) + 1}` },
    data: {
      email: member.email,
      password: member.password,
      password_confirmation: member.password,
      first_name: member.name,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = new URL(await findLinkInOutbox(member.email, '/activate/'));
  const [, , email = '', code = ''] = link.pathname.split('/');
  const activated = await request.get(`/api/user/activation/${email}/${code}`);
  expect(activated.status(), await activated.text()).toBe(200);
}

/** Signs in through the API; the session cookie lands in the request context's browser context. */
export async function signInByApi(request: APIRequestContext, member: Member): Promise<void> {
  const response = await request.post('/api/user/login', {
    data: { email: member.email, password: member.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The coupon the e2e server is started with (playwright.config.ts: COUPONS). */
export const E2E_COUPON = 'E2E-EARLYBIRD';

/**
 * A registered, signed-in member who has redeemed the e2e coupon: the brand tools send a member
 * without credits to the top-up page, so the journeys that use them start here.
 */
export async function signedInMemberWithCredits(request: APIRequestContext, label: string): Promise<Member> {
  const member = newMember(label);
  await registerActiveMember(request, member);
  await signInByApi(request, member);
  const coupon = await request.post('/api/addCouponCredits', { data: { coupon: E2E_COUPON } });
  expect(coupon.status(), await coupon.text()).toBe(200);
  return member;
}
