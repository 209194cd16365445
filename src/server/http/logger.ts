import { pino, type Logger } from 'pino';
import type { MiddlewareHandler } from 'hono';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Never log secrets or anything a user typed: only ids, paths, statuses and timings.
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
  });
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
