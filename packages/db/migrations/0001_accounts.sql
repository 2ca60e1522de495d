-- Accounts: users, sessions, one-time codes (activation, password reset), login attempts,
-- generic rate-limit hits and contact messages. Rate-limit counters live here, not in a process's
-- memory, because several web processes may serve the same database.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Always stored lower-cased (the application lower-cases; the check keeps it honest).
  email text NOT NULL CHECK (email = lower(email)),
  first_name text NOT NULL,
  password_hash text NOT NULL,
  store_my_data boolean NOT NULL DEFAULT false,
  user_marketing boolean NOT NULL DEFAULT false,
  activated_at timestamptz,
  credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
  plan_status text NOT NULL DEFAULT 'inactive' CHECK (plan_status IN ('active', 'inactive')),
  plan_name text,
  plan_search_count integer NOT NULL DEFAULT 0,
  plan_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 of the bearer token (hex); the token itself is never stored.
  token_hash text NOT NULL,
  is_remembered boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX sessions_token_hash_key ON sessions (token_hash);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE one_time_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('activation', 'password_reset')),
  -- SHA-256 of the code (hex); the code only travels in the e-mailed link.
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE UNIQUE INDEX one_time_codes_code_hash_key ON one_time_codes (purpose, code_hash);
CREATE INDEX one_time_codes_user_id_idx ON one_time_codes (user_id);

CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  ip_address text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_email_idx ON login_attempts (email, created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip_address, created_at);

-- Sliding-window counters for other abuse-prone calls (registration, contact, forgotten password).
CREATE TABLE rate_limit_hits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bucket text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_lookup_idx ON rate_limit_hits (bucket, subject, created_at);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  email text NOT NULL,
  name text NOT NULL,
  message text NOT NULL,
  phone text,
  is_existing_customer boolean NOT NULL DEFAULT false,
  marketing_opt_in boolean NOT NULL DEFAULT false,
  ip_address text,
  created_at timestamptz NOT NULL DEFAULT now()
);
