import type { SecondaryStorage } from 'better-auth';
import type { Env } from './config/env';
import type { Db } from './db/client';
import type { MembershipView } from './domain/membership';
import type { SessionUser } from './features/auth/session-middleware';
import type { EnginePool } from './features/reconcile/engine-pool';
import type { Mailer } from './features/mail/mailer';
import type { EventRecorder } from './features/reconcile/event-recorder';
import type { ParsedJsonBody } from './http/control-characters';
import type { Logger } from './http/logger';

/** Per-request values set by middleware. Features add theirs here. */
export interface AppVariables {
  requestId: string;
  log: Logger;
  /** Set by loadSession on every API request: null when signed out. */
  user: SessionUser | null;
  sessionId: string | null;
  /**
   * The signed-in user's organisation and role as read at the start of this request (null when
   * signed out or in none). For access checks; code that changes memberships reads them afresh.
   */
  membership: MembershipView | null;
  /**
   * A JSON body as refuseControlCharacters already read and parsed it (absent when it did not:
   * not JSON, a GET, a path it skips); a route may use it instead of reading the body again.
   */
  jsonBody?: ParsedJsonBody;
}

export type AppEnv = { Variables: AppVariables };

/** What the process knows that the load balancer must see; index.ts owns it. */
export interface ServerState {
  /** Set on SIGTERM: /api/health/ready answers 503 while requests in flight finish. */
  draining: boolean;
}

/** What every feature is built from: no globals, so tests can build an app per database. */
export interface AppDeps {
  env: Env;
  db: Db;
  log: Logger;
  mailer: Mailer;
  /** The built-in engine's worker threads (every engine uses them; LLM answers are checked with it). */
  engine: EnginePool;
  /** Writes the reconciliation counter behind the answers; index.ts flushes it on shutdown. */
  events?: EventRecorder;
  /** better-auth's secondary storage (Redis) when REDIS_URL is set; else all in the database. */
  secondaryStorage?: SecondaryStorage;
  /** Absent in tests that build an app without a server around it. */
  server?: ServerState;
}
