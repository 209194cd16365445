import { APICallError, RetryError } from 'ai';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { RECONCILE_MESSAGES } from '../../../shared/reconcile';

/**
 * What went wrong with an LLM provider, reduced to what is safe to log and show. Provider errors
 * carry the request body (the pasted medications) and the model's text: never log the error itself.
 */
export type FailureKind =
  | 'timeout'
  | 'auth'
  | 'rate-limited'
  | 'provider-error'
  | 'network'
  | 'rejected'
  | 'invalid-answer'
  | 'unknown';

export interface ProviderFailure {
  kind: FailureKind;
  /** The provider's HTTP status, when it answered. */
  providerStatus?: number;
  /** Our HTTP status for the client. */
  status: ContentfulStatusCode;
  /** For the user (spec: 'Failed to process medications' first). */
  message: string;
  /** A few words for the fallback warning: 'did not answer in time'. */
  reason: string;
}

const failed = RECONCILE_MESSAGES.failed;

const FAILURES: Record<FailureKind, Omit<ProviderFailure, 'kind' | 'providerStatus'>> = {
  timeout: {
    status: 504,
    message: `${failed}: the AI service did not answer in time. Please try again.`,
    reason: 'it did not answer in time',
  },
  auth: {
    status: 502,
    message: `${failed}: the AI service refused this server's credentials. Please tell your administrator.`,
    reason: 'it refused the credentials',
  },
  'rate-limited': {
    status: 503,
    message: `${failed}: the AI service is busy. Please try again in a minute.`,
    reason: 'it is busy',
  },
  'provider-error': {
    status: 502,
    message: `${failed}: the AI service had an error. Please try again.`,
    reason: 'it had an error',
  },
  network: {
    status: 502,
    message: `${failed}: the AI service could not be reached. Please try again.`,
    reason: 'it could not be reached',
  },
  rejected: {
    status: 502,
    message: `${failed}: the AI service refused the request. Please tell your administrator.`,
    reason: 'it refused the request',
  },
  'invalid-answer': {
    status: 502,
    message: `${failed}: the AI service gave an answer that could not be read. Please try again.`,
    reason: 'its answer could not be read',
  },
  unknown: { status: 500, message: failed, reason: 'of an unexpected error' },
};

const isAbort = (e: unknown) =>
  e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError');

// Errors that mean the model answered, but not with JSON of the agreed shape.
const INVALID_ANSWER = new Set([
  'AI_NoObjectGeneratedError',
  'AI_NoOutputGeneratedError',
  'AI_TypeValidationError',
  'AI_JSONParseError',
  'AI_InvalidResponseDataError',
  'AI_EmptyResponseBodyError',
  'ZodError',
]);

function kindOf(err: unknown): { kind: FailureKind; providerStatus?: number } {
  if (isAbort(err)) return { kind: 'timeout' };
  if (APICallError.isInstance(err)) {
    const status = err.statusCode;
    if (status === undefined) return { kind: 'network' };
    if (status >= 200 && status < 300) return { kind: 'invalid-answer', providerStatus: status };
    if (status === 401 || status === 403) return { kind: 'auth', providerStatus: status };
    if (status === 429) return { kind: 'rate-limited', providerStatus: status };
    // 529 is Anthropic's 'overloaded'.
    if (status >= 500) return { kind: 'provider-error', providerStatus: status };
    return { kind: 'rejected', providerStatus: status };
  }
  if (err instanceof Error && INVALID_ANSWER.has(err.name)) return { kind: 'invalid-answer' };
  return { kind: 'unknown' };
}

/** Classifies any error from a provider call (after retries) into a safe failure. */
export function classifyFailure(err: unknown): ProviderFailure {
  // After retries the SDK wraps the attempts; the last one says what finally went wrong.
  const last = RetryError.isInstance(err) ? err.lastError : err;
  const { kind, providerStatus } = kindOf(last);
  return { kind, providerStatus, ...FAILURES[kind] };
}

/** The warning on a built-in answer given because the provider failed. */
export const fallbackWarning = (f: ProviderFailure) =>
  `The AI service was unavailable (${f.reason}), so this list was made by the built-in rules engine. Check every row against the lists.`;
