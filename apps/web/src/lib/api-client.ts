/**
 * The one way the SPA talks to the server: same-origin JSON, the httpOnly session cookie goes along
 * automatically, and every failure becomes an `ApiError` carrying the server's `{statusCode, code,
 * message, fields?}` body so screens can show the message in words.
 */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.code = body.code;
    this.fields = body.fields;
  }
}

export const networkErrorMessage =
  'We could not reach Brandwright. Please check your connection and try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body)) {
    const message =
      typeof body.message === 'string' && body.message.trim() !== ''
        ? body.message
        : typeof body.result === 'string'
          ? body.result
          : `The server answered with status ${status}.`;
    const fields = isRecord(body.fields) ? (body.fields as Record<string, string>) : undefined;
    return new ApiError({
      statusCode: typeof body.statusCode === 'number' ? body.statusCode : status,
      code: typeof body.code === 'string' ? body.code : 'HTTP_ERROR',
      message,
      ...(fields ? { fields } : {}),
    });
  }
  return new ApiError({
    statusCode: status,
    code: 'HTTP_ERROR',
    message: `The server answered with status ${status}.`,
  });
}

async function request<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: networkErrorMessage });
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed as T;
}

/**
 * A file from the server (an export): the body as a Blob when the answer is 2xx, otherwise the same
 * `ApiError` as the JSON calls, read from the JSON error body.
 */
async function requestFile(url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', credentials: 'same-origin' });
  } catch {
    throw new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: networkErrorMessage });
  }
  if (response.ok) {
    try {
      return await response.blob();
    } catch {
      // The connection broke while the file was arriving.
      throw new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: networkErrorMessage });
    }
  }
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(await response.text());
  } catch {
    parsed = undefined;
  }
  throw toApiError(response.status, parsed);
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body: unknown = {}) => request<T>('POST', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
  getFile: (url: string) => requestFile(url),
};

/** Words for any thrown value, so no screen ever shows "[object Object]". */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
