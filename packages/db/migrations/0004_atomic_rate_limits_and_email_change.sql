-- Rate limits decided in one statement, and e-mail changes confirmed by the new address (decision 0007).

-- One row per (bucket, subject, fixed window). A hit is counted by a single guarded
-- INSERT ... ON CONFLICT DO UPDATE ... WHERE: the row lock makes concurrent hits queue, so the count
-- and the decision cannot race. expires_at (two windows after window_start) is when the row stops
-- mattering: the previous window is still read to smooth the boundary between windows.
CREATE TABLE rate_limit_counters (
  bucket text NOT NULL,
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL CHECK (hits >= 0),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, subject, window_start)
);
CREATE INDEX rate_limit_counters_expires_at_idx ON rate_limit_counters (expires_at);

-- The append-only logs they replace were counted before the attempt was recorded, so simultaneous
-- requests all passed. Their rows only mattered for an hour at most: nothing is carried over.
DROP TABLE login_attempts;
DROP TABLE rate_limit_hits;

-- E-mail change: the code travels to the new address, which is kept with it until confirmed.
ALTER TABLE one_time_codes ADD COLUMN new_email text;
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('activation', 'password_reset', 'email_change'));
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_new_email_check
  CHECK ((purpose = 'email_change') = (new_email IS NOT NULL) AND (new_email IS NULL OR new_email = lower(new_email)));

-- At most one outstanding code per user and purpose: issuing a code replaces the outstanding one
-- (INSERT ... ON CONFLICT on this index), so an older link stops working. Older duplicates are
-- spent first, keeping the newest of each.
UPDATE one_time_codes SET used_at = now()
WHERE used_at IS NULL
  AND id NOT IN (
    SELECT DISTINCT ON (user_id, purpose) id
    FROM one_time_codes
    WHERE used_at IS NULL
    ORDER BY user_id, purpose, created_at DESC, id
  );
CREATE UNIQUE INDEX one_time_codes_outstanding_key ON one_time_codes (user_id, purpose) WHERE used_at IS NULL;
