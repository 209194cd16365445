import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';

/** An error whose message is safe to show the user, with its HTTP status. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    /** Sent with the error answer, e.g. Retry-After with a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message });
  }
}

export const jsonError = (c: Context, status: ContentfulStatusCode, message: string) =>
  c.json({ error: message }, status);

/** Every error leaves as `{ error }` with its status and never a stack trace. */
export function toErrorResponse(err: Error, c: Context) {
  if (err instanceof HTTPException) {
    // Hono's own exceptions (e.g. body limit) may carry a prepared response without JSON.
    const status = err.status as ContentfulStatusCode;
    if (err instanceof ApiError) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return jsonError(c, status, err.message || defaultMessage(status));
  }
  if (err instanceof ZodError) {
    return jsonError(c, 400, err.issues[0]?.message ?? 'Invalid request');
  }
  if (err instanceof SyntaxError) return jsonError(c, 400, 'The request body is not valid JSON');
  c.var.log?.error({ err }, 'unhandled error');
  return jsonError(c, 500, 'Something went wrong on our side. Please try again.');
}

function defaultMessage(status: number): string {
  if (status === 401) return 'No active session';
  if (status === 403) return 'You do not have access to this';
  if (status === 404) return 'Not found';
  if (status === 413) return 'The request is too large';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  return 'Request failed';
}
