import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RdapBootstrap, RdapService } from './types.ts';

export class BootstrapFormatError extends Error {}

/**
 * Parses the IANA RDAP bootstrap file for DNS (RFC 9224 §4): `{version, publication, services}` where
 * each service is `[[tld, …], [baseUrl, …]]`. A bare `services` array (how the seed package stores it)
 * is accepted with `fallbackPublication`. Throws BootstrapFormatError on anything else.
 */
export function parseBootstrap(input: unknown, fallbackPublication = 'unknown'): RdapBootstrap {
  const file = Array.isArray(input)
    ? { version: '1.0', publication: fallbackPublication, services: input }
    : input;
  if (typeof file !== 'object' || file === null)
    throw new BootstrapFormatError('bootstrap is not a JSON object');
  const { version, publication, services } = file as Record<string, unknown>;
  if (!Array.isArray(services)) throw new BootstrapFormatError('bootstrap has no services array');
  const parsed: RdapService[] = [];
  for (const service of services) {
    if (!Array.isArray(service) || !isStringArray(service[0]) || !isStringArray(service[1]))
      throw new BootstrapFormatError('a bootstrap service is not [[tlds], [urls]]');
    const urls = service[1].filter(isHttpUrl).map((url) => (url.endsWith('/') ? url : `${url}/`));
    if (urls.length === 0) continue;
    parsed.push({ tlds: service[0].map((tld) => tld.toLowerCase().replace(/^\.|\.$/g, '')), urls });
  }
  return {
    version: typeof version === 'string' ? version : '1.0',
    publication: typeof publication === 'string' ? publication : fallbackPublication,
    services: parsed,
  };
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export interface RdapServer {
  /** The bootstrap entry that matched ("uk" for brand.co.uk unless "co.uk" has its own). */
  entry: string;
  /** Base URL ending in '/'; a lookup is `${baseUrl}domain/<name>` (RFC 9082). */
  baseUrl: string;
}

/**
 * The authoritative RDAP server of a domain: the entry with the longest matching label-wise suffix
 * (RFC 9224 §4), preferring an https URL when the service lists several.
 */
export function findRdapServer(bootstrap: RdapBootstrap, domain: string): RdapServer | undefined {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  let best: RdapServer | undefined;
  let bestLength = 0;
  for (const service of bootstrap.services) {
    for (const entry of service.tlds) {
      const entryLabels = entry.split('.');
      if (entryLabels.length <= bestLength || entryLabels.length >= labels.length) continue;
      if (labels.slice(-entryLabels.length).join('.') !== entry) continue;
      const baseUrl = service.urls.find((url) => url.startsWith('https:')) ?? service.urls[0];
      if (baseUrl) {
        best = { entry, baseUrl };
        bestLength = entryLabels.length;
      }
    }
  }
  return best;
}

/**
 * The seed copy: `tlds.json` of the npm package freewhois 1.2.6 (MIT), the `services` array of IANA's
 * dns.json as that package shipped it. The file has no publication date of its own, so the package's
 * publication date stands in for it.
 */
export const SEED_BOOTSTRAP_SOURCE = 'freewhois@1.2.6 tlds.json';
export const SEED_BOOTSTRAP_DATE = '2026-05-24';

let seed: RdapBootstrap | undefined;

/** The packaged bootstrap, read once from node_modules (nothing copied into this repository). */
export function seedBootstrap(): RdapBootstrap {
  if (!seed) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('freewhois/tlds.json');
    seed = parseBootstrap(JSON.parse(readFileSync(file, 'utf8')), SEED_BOOTSTRAP_DATE);
  }
  return seed;
}
