import { pino, type DestinationStream, type Logger } from 'pino';
import type { MiddlewareHandler } from 'hono';

export type { Logger };

const EMAIL_ADDRESS = /[^\s@"'<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+\.[a-z]{2,}/gi;

/**
 * Text a library wrote (an error message, a better-auth log line) without the values it may
 * quote: Drizzle's query errors end with the query's parameters (names, e-mail addresses, token
 * hashes), and other messages can name an address.
 */
export function scrubText(text: string): string {
  const params = text.search(/\s*params:/);
  const kept = params >= 0 ? `${text.slice(0, params)} (parameters not logged)` : text;
  return kept.replace(EMAIL_ADDRESS, '[e-mail address]');
}

type ErrorFields = Error & { code?: unknown; statusCode?: unknown; status?: unknown };

/**
 * Errors are logged by name, scrubbed message, code, status and stack frames only (a stack's first
 * line repeats the message). Library errors carry payloads as properties (the AI SDK's carry the
 * request body, i.e. the pasted medications, and the model's answer) that pino's default
 * serializer would copy into the log.
 */
function safeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as ErrorFields;
  return {
    type: e.name,
    message: scrubText(e.message),
    code: e.code,
    statusCode: e.statusCode ?? e.status,
    stack: e.stack
      ?.split('\n')
      .filter((l) => l.startsWith('    at '))
      .join('\n'),
    cause: depth < 2 && e.cause instanceof Error ? safeError(e.cause, depth + 1) : undefined,
  };
}

/** The app's logger; `destination` (default stdout) lets tests read what would be logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    // Never log secrets or anything a user typed: only ids, paths, statuses and timings.
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      '*.password',
      '*.newPassword',
      '*.token',
      '*.otp',
    ],
    serializers: { err: (e: unknown) => safeError(e) },
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
