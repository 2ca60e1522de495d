-- The Create tool (issue 11): projects with their Word Bank and Brand Bank, create searches (history and
-- results, so any server process can serve any search) and saved creations. Every row carries its
-- user_id so that each query can be scoped to the caller: another user's id is simply not found.

CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 1000),
  -- Nice classes the project's names are meant for (the results' trademark dots look in these).
  classes integer[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Spec 001 section 4: a name already known selects that project; names are unique per user, any case.
CREATE UNIQUE INDEX projects_user_name_key ON projects (user_id, lower(name));
CREATE INDEX projects_user_created_idx ON projects (user_id, created_at DESC);

-- One table for both banks: kind 'word' (Word Bank, green pills) or 'brand' (Brand Bank, blue pills).
CREATE TABLE project_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('word', 'brand')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX project_items_name_key ON project_items (project_id, kind, lower(name));
CREATE INDEX project_items_user_idx ON project_items (user_id);

-- One row per create search: its request, and each method's group once computed (jsonb by method code).
CREATE TABLE create_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id uuid REFERENCES projects (id) ON DELETE SET NULL,
  project_name text NOT NULL,
  keyword text NOT NULL,
  language text NOT NULL,
  methods text[] NOT NULL,
  groups jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX create_searches_user_created_idx ON create_searches (user_id, created_at DESC);

-- Saved creations (spec 001 'Saved Creations'): a project's name and its words at the time of saving.
CREATE TABLE saved_creations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id uuid REFERENCES projects (id) ON DELETE SET NULL,
  konstruktor_name text NOT NULL,
  words text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_creations_user_created_idx ON saved_creations (user_id, created_at DESC);
