import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@brandwright/contracts';

const NOT_BUILT_TEXT =
  'The web app is not built yet. Run `npm run build -w @brandwright/web` (or `npm start`, which builds it) and reload.\n';

/**
 * Serves the built SPA with history fallback: any GET outside /api that is not a file gets index.html.
 * Unknown /api paths get the JSON 404 every API error uses.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: true, index: ['index.html'] });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPageRequest) {
      const body: ErrorBody = {
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `No route for ${request.method} ${pathname}`,
      };
      return reply.status(404).send(body);
    }
    if (!hasBuild) return reply.status(404).type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT);
    // A missing build asset is a real 404: answering with index.html would hide a stale deploy.
    if (pathname.startsWith('/assets/'))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
