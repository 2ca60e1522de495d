import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * The SDK client for the configured account, one per configuration. STRIPE_API_BASE points it at
 * another origin (tests use a loopback fake that speaks the same REST).
 */
export function stripeClient(config: StripeConfig): Stripe {
  const existing = clients.get(config);
  if (existing) return existing;
  const base = config.apiBase;
  const client = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
          ...(base.port ? { port: Number(base.port) } : {}),
        }
      : {}),
  });
  clients.set(config, client);
  return client;
}
