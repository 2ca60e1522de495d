import { sql } from 'drizzle-orm';
import { parseBootstrap, type BootstrapStore, type RdapBootstrap } from '@brandwright/clearance';
import type { Database } from '@brandwright/db';
import {
  DomainStateError,
  warnOnDomainStateError,
  type DomainStateErrorHandler,
} from './domain-state-error.ts';

export interface DatabaseBootstrapStoreOptions {
  /** Told about a load that failed and was answered as "nothing stored". Default: a process warning. */
  onError?: DomainStateErrorHandler;
}

interface BootstrapRow extends Record<string, unknown> {
  document: unknown;
  publication: string;
  fetched_at: Date | string;
}

/** The bootstrap as RFC 9224's dns.json, so the stored document is the file's own shape. */
function toDnsJson(bootstrap: RdapBootstrap) {
  return {
    version: bootstrap.version,
    publication: bootstrap.publication,
    services: bootstrap.services.map((service) => [service.tlds, service.urls]),
  };
}

/**
 * The IANA RDAP bootstrap registry as last fetched, in the one `rdap_bootstrap` row, so every process
 * shares one refreshed copy. `load` parses the document again (a bad or empty row reads as nothing
 * stored, and the bootstrap source falls back to its seed or refreshes); a database that cannot be read
 * also loads as nothing stored, since the packaged seed is a sound answer. `save` throws on failure
 * (the bootstrap source treats it as a failed refresh) and never replaces a copy fetched later than its own.
 */
export function createDatabaseBootstrapStore(
  database: Pick<Database, 'db'>,
  options: DatabaseBootstrapStoreOptions = {},
): BootstrapStore {
  const onError = options.onError ?? warnOnDomainStateError;
  return {
    async load() {
      let row: BootstrapRow | undefined;
      try {
        const result = await database.db.execute<BootstrapRow>(
          sql`SELECT document, publication, fetched_at FROM rdap_bootstrap WHERE id = 1`,
        );
        row = result.rows[0];
      } catch (error) {
        onError(error, 'loading the RDAP bootstrap');
        return undefined;
      }
      if (!row) return undefined;
      const fetchedAt = new Date(row.fetched_at).getTime();
      try {
        const bootstrap = parseBootstrap(row.document, row.publication);
        if (bootstrap.services.length === 0 || !Number.isFinite(fetchedAt)) return undefined;
        return { bootstrap: { ...bootstrap, publication: row.publication }, fetchedAt };
      } catch {
        return undefined;
      }
    },

    async save({ bootstrap, fetchedAt }) {
      try {
        await database.db.execute(sql`
          INSERT INTO rdap_bootstrap (id, document, publication, fetched_at)
          VALUES (1, ${JSON.stringify(toDnsJson(bootstrap))}::jsonb, ${bootstrap.publication},
                  ${new Date(fetchedAt).toISOString()}::timestamptz)
          ON CONFLICT (id) DO UPDATE
            SET document = excluded.document, publication = excluded.publication, fetched_at = excluded.fetched_at
            WHERE rdap_bootstrap.fetched_at <= excluded.fetched_at`);
      } catch (error) {
        throw new DomainStateError('the RDAP bootstrap could not be stored', { cause: error });
      }
    },
  };
}
