import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuthEmails } from './auth-emails';

/**
 * better-auth sends the sign-up e-mail after its transaction and only logs a failure, so the
 * person would wait for an e-mail that never comes. Each request runs in a scope that remembers
 * whether one of its e-mails failed; the sign-up route then answers with the spec's message.
 */
const scope = new AsyncLocalStorage<{ failed: boolean }>();

export async function trackMailFailures<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; mailFailed: boolean }> {
  const state = { failed: false };
  const result = await scope.run(state, fn);
  return { result, mailFailed: state.failed };
}

/** The same e-mails, each noting its failure in the current request's scope before rethrowing. */
export function withFailureTracking(emails: AuthEmails): AuthEmails {
  const tracked = {} as AuthEmails;
  for (const name of Object.keys(emails) as Array<keyof AuthEmails>) {
    const send = emails[name] as (...args: unknown[]) => Promise<void>;
    (tracked[name] as (...args: unknown[]) => Promise<void>) = async (...args) => {
      try {
        await send(...args);
      } catch (e) {
        const state = scope.getStore();
        if (state) state.failed = true;
        throw e;
      }
    };
  }
  return tracked;
}
