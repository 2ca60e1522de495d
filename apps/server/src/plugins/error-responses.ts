import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@brandwright/contracts';

/**
 * Gives every documented route the shared error body for 4xx and 5xx, so the OpenAPI document shows
 * it and error bodies are serialised through the same schema (no stray fields). Must be added before
 * the routes are registered.
 */
export function addErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) return;
    response['4xx'] ??= errorBodySchema;
    response['5xx'] ??= errorBodySchema;
  });
}
