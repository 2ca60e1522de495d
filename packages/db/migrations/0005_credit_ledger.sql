-- Credits as an append-only ledger, coupons, and the plan columns the server decides with
-- (decision 0009).
--
-- The ledger is the truth; users.credits stays as a cache that only the ledger's trigger writes, so
-- it always equals the sum of the user's entries. Every change of a balance is ONE insert into
-- credit_ledger: its BEFORE trigger locks the account row, skips an entry whose (kind, reference) is
-- already recorded, and applies the delta to users.credits, whose CHECK refuses a negative balance
-- (the insert then fails as a whole). Simultaneous spends of one account queue on its row lock, so
-- none can slip past the check, on PostgreSQL or PGlite.

-- Named constraints, so the application can tell an overdraft from a balance that is too large.
ALTER TABLE users DROP CONSTRAINT users_credits_check;
ALTER TABLE users ADD CONSTRAINT users_credits_non_negative CHECK (credits >= 0);
ALTER TABLE users ADD CONSTRAINT users_credits_at_most CHECK (credits <= 1000000000);

CREATE TABLE credit_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  delta integer NOT NULL CHECK (delta <> 0),
  kind text NOT NULL CHECK (kind IN ('grant', 'purchase', 'coupon', 'search_spend', 'refund', 'admin')),
  -- For people: why the balance moved ('Light plan purchase', 'Check search', 'admin: goodwill').
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  -- What the entry is for, when it is a one-time event: a payment id, 'search:<id>', 'coupon:<code>:<user>'.
  -- Null for repeatable entries (a removeCredits call, an admin grant).
  reference text CHECK (reference IS NULL OR length(reference) BETWEEN 1 AND 300),
  -- The account's balance once this entry was applied (set by the trigger).
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT credit_ledger_sign CHECK (
    (kind IN ('grant', 'purchase', 'coupon', 'refund') AND delta > 0)
    OR (kind = 'search_spend' AND delta < 0)
    OR kind = 'admin'
  )
);
-- A one-time event is recorded once: a repeated delivery (webhook, retry, double click) adds nothing.
CREATE UNIQUE INDEX credit_ledger_kind_reference_key ON credit_ledger (kind, reference) WHERE reference IS NOT NULL;
CREATE INDEX credit_ledger_user_id_idx ON credit_ledger (user_id, id);

-- Balances from before the ledger become its opening entries (users.credits is left as it is).
INSERT INTO credit_ledger (user_id, delta, kind, reason, reference, balance_after)
SELECT id, credits, 'admin', 'Opening balance (credits held before the ledger)', 'opening:' || id, credits
FROM users WHERE credits > 0;

CREATE FUNCTION credit_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_balance integer;
BEGIN
  -- Lock the account first: its entries are applied one at a time, and the duplicate check below
  -- (a new snapshot, after the lock) sees every entry committed before ours.
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'credit_ledger: no user %', NEW.user_id USING ERRCODE = 'foreign_key_violation',
      CONSTRAINT = 'credit_ledger_user_id_fkey';
  END IF;
  IF NEW.reference IS NOT NULL
     AND EXISTS (SELECT 1 FROM credit_ledger WHERE kind = NEW.kind AND reference = NEW.reference) THEN
    RETURN NULL; -- already recorded: nothing inserted, nothing applied
  END IF;
  -- users_credits_non_negative refuses an overdraft here, and the whole insert fails with it.
  UPDATE users SET credits = credits + NEW.delta, updated_at = now()
  WHERE id = NEW.user_id
  RETURNING credits INTO new_balance;
  NEW.balance_after := new_balance;
  RETURN NEW;
END
$$;
CREATE TRIGGER credit_ledger_apply BEFORE INSERT ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_apply();

-- Append-only: entries are never changed or removed (only with their account, by the cascade).
CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'credit_ledger is append-only' USING ERRCODE = 'restrict_violation';
END
$$;
CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE OR DELETE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();

-- users.credits moves only with a ledger entry (from inside the ledger's trigger, depth 2).
CREATE FUNCTION users_credits_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'users.credits changes only through credit_ledger' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER users_credits_guard BEFORE UPDATE OF credits ON users
  FOR EACH ROW WHEN (NEW.credits IS DISTINCT FROM OLD.credits) EXECUTE FUNCTION users_credits_guard();
CREATE TRIGGER users_credits_guard_insert BEFORE INSERT ON users
  FOR EACH ROW WHEN (NEW.credits <> 0) EXECUTE FUNCTION users_credits_guard();

-- Plans. The searches of Single Session and Light go into the credit pot (the ledger); the plan row
-- says which plan is active and until when. The server decides expiry with the database's clock:
-- Single Session after 30 minutes without activity, Light at 0 credits, Unlimited at plan_expires_at.
ALTER TABLE users ADD COLUMN plan_key text
  CHECK (plan_key IN ('single_session', 'light', 'unlimited'));
ALTER TABLE users ADD COLUMN plan_activated_at timestamptz;
ALTER TABLE users ADD COLUMN last_activity_at timestamptz;
ALTER TABLE users ADD COLUMN plan_ended_at timestamptz;
ALTER TABLE users ADD COLUMN plan_end_reason text CHECK (plan_end_reason IS NULL OR length(plan_end_reason) <= 200);
UPDATE users SET plan_key = CASE plan_name
    WHEN 'Single Session' THEN 'single_session' WHEN 'Light' THEN 'light' WHEN 'Unlimited' THEN 'unlimited' END
  WHERE plan_status = 'active';
UPDATE users SET plan_status = 'inactive', plan_name = NULL, plan_expires_at = NULL
  WHERE plan_status = 'active' AND plan_key IS NULL;
UPDATE users SET plan_activated_at = now(), last_activity_at = now() WHERE plan_status = 'active';
-- The searches left are the credit pot: a second counter could only disagree with it.
ALTER TABLE users DROP COLUMN plan_search_count;
ALTER TABLE users ADD CONSTRAINT users_active_plan_named CHECK (plan_status = 'inactive' OR plan_key IS NOT NULL);

-- Coupons: configured on the server (admin CLI, COUPONS), single use per account.
CREATE TABLE coupons (
  -- Stored upper-case; a code is compared case-insensitively.
  code text PRIMARY KEY CHECK (code = upper(code) AND code ~ '^[A-Z0-9_-]{1,64}$'),
  credits integer NOT NULL CHECK (credits BETWEEN 1 AND 1000000),
  source text NOT NULL DEFAULT 'admin' CHECK (source IN ('admin', 'env')),
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);

CREATE TABLE coupon_redemptions (
  coupon_code text NOT NULL REFERENCES coupons (code),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (coupon_code, user_id)
);
CREATE INDEX coupon_redemptions_user_id_idx ON coupon_redemptions (user_id);
