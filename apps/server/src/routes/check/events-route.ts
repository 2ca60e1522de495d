import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkTokenParamsSchema } from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import { checkReadErrors } from '../../modules/check/read/check-read-errors.ts';
import { getOwnCheckSearchWithSources } from '../../modules/check/read/check-search-row.ts';
import { CheckEventStream, DEFAULT_STREAM_LIMITS } from '../../modules/check/read/check-event-stream.ts';
import { ProgressPoller } from '../../modules/check/read/progress-poller.ts';
import { StreamSlots } from '../../modules/check/read/stream-slots.ts';

/** Progress streams one user may hold open on one process (tabs, reconnects); 429 beyond. */
export const MAX_STREAMS_PER_USER = 5;

/**
 * GET /api/dekonstruktor/events/{token}: Server-Sent Events of a search's progress (decision 0013).
 * Authorisation and the search look-up answer normally (401, 404, 429); only then is the response
 * taken over and streamed. One poller per app reads every open stream's rows in one query per tick.
 */
export function checkEventsRoute(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const poller = new ProgressPoller(db, {
      onError: (error) => app.log.warn({ err: error }, 'reading check progress failed; retrying'),
    });
    const slots = new StreamSlots(MAX_STREAMS_PER_USER);
    const streams = new Set<CheckEventStream>();
    const securityHeaders: Record<string, string> = {
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      ...(ctx.config.publicUrl.startsWith('https:')
        ? { 'strict-transport-security': 'max-age=31536000' }
        : {}),
    };

    // Open streams would hold `app.close()` (and a graceful shutdown) forever: end them first.
    app.addHook('preClose', async () => {
      for (const stream of [...streams]) stream.close();
      poller.close();
    });

    app.get(
      '/dekonstruktor/events/:searchToken',
      {
        preValidation: hooks.requireSession,
        config: { isPassive: true },
        schema: {
          tags: ['check'],
          summary:
            "Server-Sent Events (text/event-stream): 'status' first, then 'source' for each source row that changed, 'complete' last, then the stream ends. 404 for another user's, an unknown or a malformed token; 429 beyond " +
            `${MAX_STREAMS_PER_USER} open streams per user`,
          security: SESSION_SECURITY,
          params: checkTokenParamsSchema,
          // Only the stream is text/event-stream; the errors before it are JSON like everywhere else.
          response: {
            200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
          },
        },
      },
      async (request, reply) => {
        const userId = requireAuth(request).user.id;
        if (!slots.tryTake(userId)) throw checkReadErrors.tooManyStreams(MAX_STREAMS_PER_USER);
        let handedOver = false;
        try {
          const { search, sources } = await getOwnCheckSearchWithSources(
            db,
            userId,
            request.params.searchToken,
          );
          reply.hijack();
          const response = reply.raw;
          response.writeHead(200, {
            ...securityHeaders,
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-store',
            connection: 'keep-alive',
            // No proxy buffering (nginx), and each event leaves at once.
            'x-accel-buffering': 'no',
          });
          // Absent on injected (in-process) requests.
          request.raw.socket?.setNoDelay?.(true);
          const stream = new CheckEventStream(response, search.jobTypes, DEFAULT_STREAM_LIMITS, () => {
            streams.delete(stream);
            slots.release(userId);
          });
          handedOver = true;
          streams.add(stream);
          response.on('close', () => stream.close());
          response.on('error', () => stream.close());
          stream.start(poller, search.id, sources);
        } finally {
          if (!handedOver) slots.release(userId);
        }
      },
    );
  };
}
