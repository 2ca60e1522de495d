-- The Check tool (issue 12): searches, one progress row per chosen source, the sources' records, the
-- referral to IP partners, and what the domain source shares between processes (rate budgets per
-- registry, a short answer cache, the RDAP bootstrap registry). Background jobs themselves live in
-- pg-boss's own schema, which pg-boss creates. Every search row carries its user_id: each query is
-- scoped to the caller, and another user's token is simply not found.

CREATE TABLE check_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- 128 random bits, url-safe: the search_token of the documented calls.
  token text NOT NULL UNIQUE CHECK (length(token) BETWEEN 16 AND 64),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The keyword as entered (pills joined by commas) and the distinct names checked.
  keyword text NOT NULL CHECK (length(keyword) BETWEEN 1 AND 400),
  names text[] NOT NULL CHECK (cardinality(names) BETWEEN 1 AND 5),
  -- Spec 9 job type codes, as chosen.
  job_types text[] NOT NULL CHECK (cardinality(job_types) >= 1),
  trademark_cat integer[] NOT NULL DEFAULT '{}',
  report_cat text NOT NULL DEFAULT '',
  -- social_search_options and domain_search_options as validated.
  options jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- True when the search ran against the loopback demo sources (CHECK_SOURCES=demo).
  demo boolean NOT NULL DEFAULT false,
  -- False when an Unlimited plan meant the search was not counted.
  charged boolean NOT NULL,
  refunded boolean NOT NULL DEFAULT false,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX check_searches_user_created_idx ON check_searches (user_id, created_at DESC);
-- Searches still running: what a restarted process looks at.
CREATE INDEX check_searches_running_idx ON check_searches (created_at) WHERE completed_at IS NULL;

CREATE TABLE check_search_sources (
  search_id uuid NOT NULL REFERENCES check_searches (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (
    source IN ('uk_trademarks', 'eu_trademarks', 'us_trademarks', 'domains', 'social', 'social_users', 'web')
  ),
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'unknown', 'not_checked')),
  percentage smallint NOT NULL DEFAULT 0 CHECK (percentage BETWEEN 0 AND 100),
  record_count integer NOT NULL DEFAULT 0 CHECK (record_count >= 0),
  -- Why a source is unknown or not checked, in words.
  reason text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
  -- Source-specific figures that are not records (a web search's total hits, a trademark search's completeness).
  meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  attempts integer NOT NULL DEFAULT 0,
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (search_id, source),
  CONSTRAINT check_search_sources_finished CHECK (
    (state IN ('done', 'unknown', 'not_checked')) = (finished_at IS NOT NULL)
  ),
  CONSTRAINT check_search_sources_reason CHECK (state NOT IN ('unknown', 'not_checked') OR reason IS NOT NULL)
);

-- The records of a source, in answer order. A job that runs again (a retry after a crash) rewrites its
-- own positions, so a retried source never holds duplicates.
CREATE TABLE check_results (
  search_id uuid NOT NULL REFERENCES check_searches (id) ON DELETE CASCADE,
  source text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  -- The record exactly as the result and paginate calls answer it (packages/contracts/src/check.ts).
  record jsonb NOT NULL,
  -- Nice classes of a trademark record, so the paginate calls can filter by categoryIds in SQL.
  classes integer[],
  PRIMARY KEY (search_id, source, position),
  FOREIGN KEY (search_id, source) REFERENCES check_search_sources (search_id, source) ON DELETE CASCADE
);

-- Spec 'Referral': an account is referred to IP partners at most once.
CREATE TABLE check_referrals (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The domain source's state shared by every web and worker process.
-- A token bucket per RDAP registry (its base URL key): taken in one guarded upsert (decision 0007's rule).
CREATE TABLE domain_rate_buckets (
  registry text PRIMARY KEY CHECK (length(registry) BETWEEN 1 AND 300),
  tokens double precision NOT NULL,
  refilled_at timestamptz NOT NULL
);
-- Available and taken answers for a short while (unknown answers are never cached).
CREATE TABLE domain_result_cache (
  domain text PRIMARY KEY CHECK (length(domain) BETWEEN 1 AND 300),
  record jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX domain_result_cache_expires_idx ON domain_result_cache (expires_at);
-- The IANA RDAP bootstrap registry (RFC 9224 dns.json) as last fetched; one row.
CREATE TABLE rdap_bootstrap (
  id smallint PRIMARY KEY CHECK (id = 1),
  document jsonb NOT NULL,
  publication text NOT NULL,
  fetched_at timestamptz NOT NULL
);
