import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_SINGLE_SESSION: 'price_a',
  STRIPE_PRICE_LIGHT: 'price_b',
  STRIPE_PRICE_UNLIMITED: 'price_c',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/tmp');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('Stripe configuration', () => {
  it('is off (sandbox checkout) without a secret key', () => {
    expect(loadConfig({}, '/tmp').stripe).toBeUndefined();
  });

  it('reads the key, webhook secret, prices and API base', () => {
    const config = loadConfig({ ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' }, '/tmp');
    expect(config.stripe).toMatchObject({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      prices: { single_session: 'price_a', light: 'price_b', unlimited: 'price_c' },
    });
    expect(config.stripe?.apiBase?.port).toBe('12111');
  });

  it('names every missing setting when a key is given without them', () => {
    const problems = problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc' });
    expect(problems).toEqual([
      'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
      'STRIPE_PRICE_SINGLE_SESSION: required when STRIPE_SECRET_KEY is set',
      'STRIPE_PRICE_LIGHT: required when STRIPE_SECRET_KEY is set',
      'STRIPE_PRICE_UNLIMITED: required when STRIPE_SECRET_KEY is set',
    ]);
  });

  it('refuses values of the wrong shape', () => {
    const problems = problemsOf({
      ...STRIPE,
      STRIPE_SECRET_KEY: 'pk_live_publishable',
      STRIPE_PRICE_LIGHT: 'prod_x',
    });
    expect(problems.some((problem) => problem.startsWith('STRIPE_SECRET_KEY'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('STRIPE_PRICE_LIGHT'))).toBe(true);
  });
});
