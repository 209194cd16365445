import { APICallError, NoObjectGeneratedError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { classifyFailure, fallbackWarning } from './llm-errors';

const apiError = (statusCode?: number) =>
  new APICallError({
    message: 'x',
    url: 'http://127.0.0.1/v1/responses',
    requestBodyValues: {},
    statusCode,
  });

describe('classifyFailure', () => {
  it.each([
    [401, 'auth', 502],
    [403, 'auth', 502],
    [404, 'rejected', 502],
    [429, 'rate-limited', 503],
    [500, 'provider-error', 502],
    [529, 'provider-error', 502],
    [200, 'invalid-answer', 502],
    [undefined, 'network', 502],
  ] as const)('provider status %s is %s (%s)', (status, kind, ours) => {
    expect(classifyFailure(apiError(status))).toMatchObject({
      kind,
      status: ours,
      providerStatus: status === undefined ? undefined : status,
    });
  });

  it('reads the last attempt after retries', () => {
    const err = new RetryError({
      message: 'Failed after 2 attempts',
      reason: 'maxRetriesExceeded',
      errors: [apiError(500), apiError(429)],
    });
    expect(classifyFailure(err).kind).toBe('rate-limited');
  });

  it('treats an aborted call as a timeout', () => {
    expect(
      classifyFailure(new DOMException('The operation timed out.', 'TimeoutError')),
    ).toMatchObject({ kind: 'timeout', status: 504 });
  });

  it('treats unreadable or wrongly shaped answers as invalid', () => {
    const noObject = new NoObjectGeneratedError({
      message: 'No object generated',
      text: '{',
      response: { id: '1', timestamp: new Date(), modelId: 'm' },
      usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 } as never,
      finishReason: 'stop',
    });
    expect(classifyFailure(noObject).kind).toBe('invalid-answer');
    expect(classifyFailure(z.object({ a: z.string() }).safeParse({}).error).kind).toBe(
      'invalid-answer',
    );
  });

  it('gives the spec message for anything else', () => {
    expect(classifyFailure(new Error('boom'))).toMatchObject({
      kind: 'unknown',
      status: 500,
      message: 'Failed to process medications',
    });
  });

  it('words the fallback warning for the clinician', () => {
    expect(fallbackWarning(classifyFailure(apiError(429)))).toBe(
      'The AI service was unavailable (it is busy), so this list was made by the built-in rules engine. Check every row against the lists.',
    );
  });
});
