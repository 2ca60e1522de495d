import type { FastifyInstance } from 'fastify';

/**
 * Low-risk security headers on every response. No Content-Security-Policy here: the SPA's UI library
 * injects styles at runtime, and a policy belongs with the web build that knows its assets.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('x-frame-options', 'DENY');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
}
