/**
 * Reads the parts of an RFC 9083 domain object we use: the registrar (the entity whose roles include
 * "registrar", by its vCard `fn`) and the expiry (the event whose eventAction is "expiration").
 */
export interface RdapDomainFacts {
  registrar: string | null;
  expiresAt: string | null;
}

export class RdapFormatError extends Error {}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readRdapDomain(body: unknown): RdapDomainFacts {
  if (!isObject(body)) throw new RdapFormatError('the RDAP answer is not a JSON object');
  if (body.objectClassName !== 'domain')
    throw new RdapFormatError('the RDAP answer is not a domain object (objectClassName)');
  return { registrar: findRegistrar(body.entities), expiresAt: findExpiry(body.events) };
}

function findRegistrar(entities: Json | undefined): string | null {
  if (!Array.isArray(entities)) return null;
  for (const entity of entities) {
    if (!isObject(entity) || !Array.isArray(entity.roles) || !entity.roles.includes('registrar')) continue;
    const name = vcardFn(entity.vcardArray);
    if (name) return name;
    if (typeof entity.handle === 'string' && entity.handle.trim()) return entity.handle.trim();
  }
  return null;
}

/** jCard (RFC 7095): ["vcard", [[name, params, type, value], …]]. */
function vcardFn(vcard: Json | undefined): string | null {
  if (!Array.isArray(vcard) || vcard[0] !== 'vcard' || !Array.isArray(vcard[1])) return null;
  for (const property of vcard[1]) {
    if (
      Array.isArray(property) &&
      property[0] === 'fn' &&
      typeof property[3] === 'string' &&
      property[3].trim()
    )
      return property[3].trim();
  }
  return null;
}

function findExpiry(events: Json | undefined): string | null {
  if (!Array.isArray(events)) return null;
  for (const event of events) {
    if (!isObject(event) || event.eventAction !== 'expiration' || typeof event.eventDate !== 'string')
      continue;
    const time = Date.parse(event.eventDate);
    if (Number.isFinite(time)) return new Date(time).toISOString();
  }
  return null;
}
