-- Payments (issue 10): one row per checkout the server creates (Stripe or the built-in sandbox) and one
-- per subscription renewal Stripe reports; stripe_events makes webhook fulfilment exactly-once.
-- A row is created 'pending' when the checkout is created and only fulfilment (a verified webhook or
-- the sandbox's own completion) moves it to 'paid'; a return URL never changes it.

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
  kind text NOT NULL CHECK (kind IN ('checkout', 'renewal')),
  -- Checkout Session id (cs_…, or sandbox_cs_…) for a checkout; the invoice id (in_…) for a renewal.
  provider_ref text NOT NULL,
  product_key text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('payment', 'subscription')),
  -- Minor units (pence).
  amount_total integer NOT NULL CHECK (amount_total >= 0),
  currency text NOT NULL DEFAULT 'gbp',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  subscription_id text,
  -- Set when the provider reports the subscription deleted (possibly before its checkout completed).
  subscription_ended_at timestamptz,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payments_provider_ref_key ON payments (provider, provider_ref);
CREATE INDEX payments_user_id_idx ON payments (user_id, created_at DESC);
CREATE INDEX payments_subscription_id_idx ON payments (subscription_id) WHERE subscription_id IS NOT NULL;

-- Every Stripe event id fulfilled, recorded in the same transaction as its effects: a redelivery (or a
-- simultaneous duplicate, which waits on the primary key) finds it and changes nothing.
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now()
);
