import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { ConfigError, type Env } from '../../config/env';

// Explicit defaults: left undefined, the SDKs would read OPENAI_BASE_URL / ANTHROPIC_BASE_URL from
// process.env themselves, where an empty value (as in .env.example) would become a broken URL.
const OPENAI_DEFAULT_URL = 'https://api.openai.com/v1';
const ANTHROPIC_DEFAULT_URL = 'https://api.anthropic.com/v1';

export type LlmEngine = Exclude<Env['RECONCILE_ENGINE'], 'builtin'>;

export interface LlmModel {
  engine: LlmEngine;
  modelId: string;
  model: LanguageModel;
}

/** The variables each engine cannot work without, checked at start-up so a bad setup fails fast. */
function missingSettings(env: Env, engine: LlmEngine): string[] {
  const need: Array<keyof Env> = ['RECONCILE_MODEL'];
  if (engine === 'openai') need.push('OPENAI_API_KEY');
  if (engine === 'anthropic') need.push('ANTHROPIC_API_KEY');
  if (engine === 'openai-compatible') need.push('OPENAI_COMPATIBLE_BASE_URL');
  return need.filter((k) => !env[k]).map((k) => `  ${k}: required when RECONCILE_ENGINE=${engine}`);
}

/**
 * The AI SDK model for the configured engine. Keys and base URLs come from our validated env only,
 * passed explicitly.
 * - openai: `openai(model)` is the Responses API (POST /responses) in @ai-sdk/openai 3, with strict
 *   JSON-schema structured output.
 * - anthropic: the Messages API (POST /messages); structured output uses `output_config.format` on
 *   models that support it and a forced 'json' tool on older ones (the SDK decides per model).
 * - openai-compatible: chat completions (POST /chat/completions), as Ollama, vLLM and LM Studio serve.
 */
export function createLlmModel(env: Env, engine: LlmEngine): LlmModel {
  const missing = missingSettings(env, engine);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  const modelId = env.RECONCILE_MODEL!;
  switch (engine) {
    case 'openai':
      return {
        engine,
        modelId,
        model: createOpenAI({
          apiKey: env.OPENAI_API_KEY,
          baseURL: env.OPENAI_BASE_URL ?? OPENAI_DEFAULT_URL,
        })(modelId),
      };
    case 'anthropic':
      return {
        engine,
        modelId,
        model: createAnthropic({
          apiKey: env.ANTHROPIC_API_KEY,
          baseURL: env.ANTHROPIC_BASE_URL ?? ANTHROPIC_DEFAULT_URL,
        })(modelId),
      };
    case 'openai-compatible':
      return {
        engine,
        modelId,
        model: createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: env.OPENAI_COMPATIBLE_BASE_URL!,
          apiKey: env.OPENAI_COMPATIBLE_API_KEY,
          supportsStructuredOutputs: env.OPENAI_COMPATIBLE_STRUCTURED_OUTPUTS,
        })(modelId),
      };
  }
}
