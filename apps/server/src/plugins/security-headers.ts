import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/** One year; sent only when the public origin is https (a browser ignores it over http anyway). */
const HSTS = 'max-age=31536000';

/**
 * The Content-Security-Policy of an HTML page: scripts only from our origin (no inline script, no
 * eval), nothing may frame the page. Styles may be inline by default: Mantine, the SPA's UI library,
 * writes <style> elements at runtime (its CSS variables), and a static index.html has no per-request
 * nonce to give it. A page that needs less narrows `styleSrc` (a blog page allows its one style by hash;
 * a hash and 'unsafe-inline' cannot be combined, the browser then ignores 'unsafe-inline').
 */
export function contentSecurityPolicy(options: { styleSrc?: readonly string[] } = {}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': options.styleSrc ?? ["'self'", "'unsafe-inline'"],
    // data: for the SPA's inline SVG favicon and the icons in Swagger UI's stylesheet.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const PAGE_POLICY = contentSecurityPolicy();

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Security headers on every response: nosniff, no framing, a strict referrer policy, HSTS when the
 * public origin is https; a Content-Security-Policy on every HTML page that did not set its own; and
 * `Cache-Control: no-store` on every API answer that did not set its own: they are user-specific (a
 * login with its token, a session's account) or errors, and no browser or proxy cache may keep them.
 */
export function addSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl'>): void {
  const isHttps = config.publicUrl.startsWith('https:');
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('x-frame-options', 'DENY');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (isHttps) void reply.header('strict-transport-security', HSTS);
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      void reply.header('content-security-policy', PAGE_POLICY);
    }
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
}
