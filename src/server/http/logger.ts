import { pino, type DestinationStream, type Logger } from 'pino';
import type { MiddlewareHandler } from 'hono';

export type { Logger };

/**
 * Errors are logged by name, message, code, status and stack only. Library errors carry payloads
 * as properties (the AI SDK's carry the request body, i.e. the pasted medications, and the model's
 * answer) that pino's default serializer would copy into the log.
 */
function safeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Error & { code?: unknown; statusCode?: unknown; status?: unknown };
  return {
    type: e.name,
    message: e.message,
    code: e.code,
    statusCode: e.statusCode ?? e.status,
    stack: e.stack,
  };
}

/** The app's logger; `destination` (default stdout) lets tests read what would be logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    // Never log secrets or anything a user typed: only ids, paths, statuses and timings.
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
    serializers: { err: safeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A child logger per request carrying its id; one line per request, without query strings or bodies. */
export function requestLogger(root: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const log = root.child({ requestId: c.var.requestId });
    c.set('log', log);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  };
}
