import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@brandwright/contracts';
import { AppError } from '../errors.ts';
import { summariseDatabaseError } from '../modules/accounts/db-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Status for schema validation failures on this route (default 400; the reset calls use 422). */
    validationStatus?: number;
  }
}

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

const INTERNAL_ERROR: ErrorBody = {
  statusCode: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong',
};

function toErrorBody(error: FastifyError, request: FastifyRequest): ErrorBody & Record<string, unknown> {
  // Anything can be thrown (`throw null`): a handler that failed on it would fall back to Fastify's
  // own, which sends the new error's message.
  if (typeof error !== 'object' || error === null) return INTERNAL_ERROR;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath);
      // The first message per field wins (e.g. the length rule before the character rule).
      fields[name] ??= issue.message ?? 'Invalid value';
    }
    const statusCode = request.routeOptions.config.validationStatus ?? 400;
    const message = error.validation[0]?.message ?? 'Validation failed';
    return { statusCode, code: 'VALIDATION_FAILED', message, fields };
  }
  if (error instanceof AppError) {
    return { ...error.details, statusCode: error.statusCode, code: error.code, message: error.message };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, body too large, wrong content type) are safe to show.
    const message = error.message || 'Bad request';
    return { statusCode: status, code: STATUS_CODES[status] ?? 'BAD_REQUEST', message };
  }
  return INTERNAL_ERROR;
}

/** The stack's frames without its first line(s), which repeat the message. */
function stackFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * The logger's `err` serializer (every `log.x({ err })` goes through it). A database error, or one
 * caused by it, is logged as its SQLSTATE code, redacted message and constraint only: Drizzle's
 * wrapper carries the query's parameters in its message, stack and properties (a password hash once
 * reached the log that way) and the driver's `detail` carries row values. Other errors are logged
 * like pino's standard serializer does (type, message, stack, own properties, cause).
 */
export function serializeErrorForLog(error: Error, depth = 0): SerializedError {
  // Whatever is logged under `err` arrives here, error or not.
  if (!(error instanceof Error)) return error as unknown as SerializedError;
  const type = error.constructor?.name || error.name;
  const database = summariseDatabaseError(error);
  if (database) {
    const message = `database error ${database.code}: ${database.message}`;
    return { type, ...database, message, stack: `${type}: ${message}\n${stackFrames(error.stack)}` };
  }
  const serialized: SerializedError = { type, message: error.message, stack: error.stack ?? '' };
  for (const [key, value] of Object.entries(error)) {
    if (!(value instanceof Error) && serialized[key] === undefined) serialized[key] = value;
  }
  if (error.cause instanceof Error && depth < 5)
    serialized.cause = serializeErrorForLog(error.cause, depth + 1);
  else if (error.cause !== undefined) serialized.cause = error.cause;
  return serialized;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The one place errors become HTTP: `{ statusCode, code, message, ... }`, never a stack or a 5xx message. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body = toErrorBody(error, request);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, statusCode: body.statusCode }, body.message);
    if (body.code === 'TOO_MANY_REQUESTS' && typeof body.retryAfterSeconds === 'number') {
      void reply.header('retry-after', String(body.retryAfterSeconds));
    }
    return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  });
}
