import type { Env } from './config/env';
import type { Db } from './db/client';
import type { SessionUser } from './features/auth/session-middleware';
import type { Mailer } from './features/mail/mailer';
import type { Logger } from './http/logger';

/** Per-request values set by middleware. Features add theirs here. */
export interface AppVariables {
  requestId: string;
  log: Logger;
  /** Set by loadSession on every API request: null when signed out. */
  user: SessionUser | null;
  sessionId: string | null;
}

export type AppEnv = { Variables: AppVariables };

/** What every feature is built from: no globals, so tests can build an app per database. */
export interface AppDeps {
  env: Env;
  db: Db;
  log: Logger;
  mailer: Mailer;
}
