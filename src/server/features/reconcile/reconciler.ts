import { generateText, Output } from 'ai';
import type { ReconcileRequest, ReconcileResponse } from '../../../shared/reconcile';
import type { Env } from '../../config/env';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { checkAnswer } from './answer-check/check-answer';
import type { EnginePool } from './engine-pool';
import { classifyFailure, fallbackWarning } from './llm-errors';
import { createLlmModel, type LlmEngine } from './llm-model';
import { SYSTEM_PROMPT, userPrompt } from './llm-prompt';
import { llmAnswerSchema, toReconcileResponse } from './llm-schema';

/** `log` (e.g. the per-request logger) overrides the one given at creation for this call. */
export type Reconciler = (request: ReconcileRequest, log?: Logger) => Promise<ReconcileResponse>;

/**
 * One retry on a 429 or 5xx (the SDK honours the provider's retry-after), all within
 * RECONCILE_TIMEOUT_MS: a clinician is waiting, so more retries would only delay the error.
 */
const MAX_RETRIES = 1;

const elapsed = (started: number) => Math.round(performance.now() - started);

/**
 * The reconcile function for the configured engine: the built-in rules engine, or an LLM provider
 * whose answer is checked against the input (and topped up from the built-in result) before it is
 * returned. Throws a ConfigError at creation when the engine's settings are missing, and ApiError
 * (with the user's message and status) when a provider fails and RECONCILE_FALLBACK is none.
 * Logs provider, model, status, counts and timings only: never medication text.
 */
export function createReconciler(env: Env, log: Logger, pool: EnginePool): Reconciler {
  if (env.RECONCILE_ENGINE === 'builtin') return (request) => pool.reconcile(request);
  return llmReconciler(env, env.RECONCILE_ENGINE, log, pool);
}

function llmReconciler(env: Env, engine: LlmEngine, rootLog: Logger, pool: EnginePool): Reconciler {
  const { model, modelId } = createLlmModel(env, engine);
  const meta = { engine, model: modelId };
  return async (request, log = rootLog) => {
    // The built-in answer and parse first, in the pool: a 503 past the deadline, like builtin.
    const { builtin, parsed } = await pool.reconcileAndParse(request);
    const started = performance.now();
    try {
      const { output } = await generateText({
        model,
        system: SYSTEM_PROMPT,
        prompt: userPrompt(request),
        output: Output.object({
          schema: llmAnswerSchema,
          name: 'reconciliation',
          description: 'The reconciled medication list',
        }),
        temperature: 0,
        maxRetries: MAX_RETRIES,
        timeout: env.RECONCILE_TIMEOUT_MS,
      });
      const answer = toReconcileResponse(output, request);
      const { response, removed, added } = checkAnswer({ request, answer, parsed, builtin });
      log.info(
        { ...meta, ms: elapsed(started), rows: response.medications.length, removed, added },
        'reconcile provider answered',
      );
      return response;
    } catch (err) {
      const failure = classifyFailure(err);
      log.warn(
        {
          ...meta,
          ms: elapsed(started),
          failure: failure.kind,
          providerStatus: failure.providerStatus,
          errorType: (err as Error)?.name,
        },
        'reconcile provider failed',
      );
      if (env.RECONCILE_FALLBACK === 'builtin') {
        return { ...builtin, warnings: [fallbackWarning(failure), ...(builtin.warnings ?? [])] };
      }
      throw new ApiError(failure.status, failure.message);
    }
  };
}
