import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { sessionHooks } from './plugins/auth.ts';
import { exportRoutes } from './routes/export/index.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandler, serializeErrorForLog } from './plugins/error-handler.ts';
import { addErrorResponses } from './plugins/error-responses.ts';
import { addSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';
import { CheckRuntime } from './modules/check/check-runtime.ts';
import { GenerationPool } from './modules/create/generation-pool.ts';
import { blogRoutes } from './routes/blog/index.ts';
import { checkRoutes } from './routes/check/index.ts';
import { contactRoutes } from './routes/contact/index.ts';
import { createRoutes } from './routes/create/index.ts';
import { healthRoutes } from './routes/health/index.ts';
import { paymentRoutes } from './routes/payment/index.ts';
import { sandboxPageRoutes } from './routes/payment/sandbox-pages.ts';
import { planRoutes } from './routes/plan/index.ts';
import { productRoutes } from './routes/product/index.ts';
import { projectRoutes } from './routes/projects/index.ts';
import { trademarkClassRoutes } from './routes/trademark-classes/index.ts';
import { trademarkSearchRoutes } from './routes/trademarks/index.ts';
import { userRoutes } from './routes/user/index.ts';

/** Request bodies are small JSON documents; anything larger is refused with 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The longest path parameter (decoded) the router lets through to the route schema, which sets the
 * real limit: the longest is an e-mail address (254). Fastify's default of 100 refused a class-finder
 * term of 101 to 200 characters, which the contract allows, before validation.
 */
export const MAX_PATH_PARAM_LENGTH = 256;

/**
 * Builds the whole HTTP app in a fixed order: core settings, error handling, external plugins,
 * API docs (before routes, so it sees them), routes, then the SPA and the not-found handler.
 * The caller owns the database and mailer; tests call this in-process and use `inject`.
 */
export async function buildApp(
  ctx: AppContext,
  options: {
    /** Where log lines go (default stdout); tests read them. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: ctx.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Database errors are logged without their query parameters (plugins/error-handler.ts).
      serializers: { err: serializeErrorForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // Client-chosen request ids would let a caller forge log correlation; Fastify generates its own.
    requestIdHeader: false,
    // request.ip feeds the IP rate limits: only believe X-Forwarded-For from configured proxies.
    trustProxy: (_address: string, hop: number) => hop < ctx.config.trustProxyHops,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  addSecurityHeaders(app, ctx.config);
  app.decorateRequest('auth', null);

  await app.register(cookie);
  addErrorResponses(app);
  await registerDocs(app);

  const hooks = sessionHooks(ctx);
  await app.register(healthRoutes(ctx), { prefix: '/api' });
  await app.register(userRoutes(ctx, hooks), { prefix: '/api/user' });
  await app.register(contactRoutes(ctx, hooks), { prefix: '/api/contact' });
  await app.register(planRoutes(ctx, hooks), { prefix: '/api' });
  if (ctx.findClasses) {
    await app.register(trademarkClassRoutes(hooks, ctx.findClasses), {
      prefix: '/api/dekonstruktor/trademarkcategory',
    });
  }
  await app.register(trademarkSearchRoutes(ctx, hooks), { prefix: '/api/trademarks' });
  await app.register(blogRoutes(ctx));
  await app.register(productRoutes(ctx, hooks), { prefix: '/api/product' });
  await app.register(paymentRoutes(ctx, hooks), { prefix: '/api/payment' });
  await app.register(projectRoutes(ctx, hooks), { prefix: '/api' });
  const generation = ctx.generation ?? new GenerationPool(ctx.config.createWorkers);
  // Its threads end with the app, so tests and SIGTERM exit cleanly.
  app.addHook('onClose', async () => generation.close());
  await app.register(createRoutes(ctx, hooks, generation), { prefix: '/api' });
  const checkRuntime =
    ctx.checkRuntime ??
    new CheckRuntime({
      config: ctx.config.check,
      database: ctx.database,
      log: app.log,
      runsJobs: ctx.config.check.jobsInWeb,
    });
  // Its runners give their jobs back and stop with the app, before the caller closes the database.
  app.addHook('onClose', async () => checkRuntime.close());
  await app.register(checkRoutes({ ...ctx, checkRuntime }, hooks), { prefix: '/api' });
  await app.register(exportRoutes(ctx, hooks), { prefix: '/api' });
  await app.register(sandboxPageRoutes(ctx, hooks));

  await registerSpa(app, ctx.config.webDist);
  return app;
}
