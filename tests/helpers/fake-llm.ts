import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the LLM APIs no machine here can reach, speaking each one's real wire format
 * (request paths, auth headers, structured-output parameters, success and error bodies), so the
 * production code runs unchanged against them: only its base URL and key point here.
 * - openai: the Responses API, POST /v1/responses, strict json_schema in text.format;
 * - anthropic: the Messages API, POST /v1/messages, output_config.format or a forced 'json' tool;
 * - openai-compatible: chat completions, POST /v1/chat/completions (Ollama, vLLM).
 */
export type FakeProvider = 'openai' | 'anthropic' | 'openai-compatible';

/** What the fake model does with one request. */
export type FakeReply =
  | { answer: unknown } // the model answers with this JSON
  | { text: string } // the model answers with this text (e.g. broken JSON)
  | { status: number; retryAfter?: string } // the API fails with its own error body
  | { hang: true }; // the API never answers

export interface FakeRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** Everything the model was told (system and user text), for assertions about the prompt. */
  prompt: string;
}

export interface FakeLlm {
  baseUrl: string;
  apiKey: string;
  requests: FakeRequest[];
  /** Sets the reply to every following request. */
  reply(r: FakeReply | ((req: FakeRequest) => FakeReply)): void;
  close(): Promise<void>;
}

const PATHS: Record<FakeProvider, string> = {
  openai: '/v1/responses',
  anthropic: '/v1/messages',
  'openai-compatible': '/v1/chat/completions',
};

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

function send(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** OpenAI rejects strict schemas unless every object lists all its properties and closes itself. */
function strictSchemaProblem(schema: unknown, path = 'schema'): string | null {
  if (!schema || typeof schema !== 'object') return null;
  const s = schema as Record<string, unknown>;
  if (s.type === 'object') {
    const props = Object.keys((s.properties as object) ?? {});
    const required = (s.required as string[]) ?? [];
    if (s.additionalProperties !== false)
      return `In context=(${path}), 'additionalProperties' is required to be supplied and to be false.`;
    const missing = props.find((p) => !required.includes(p));
    if (missing)
      return `In context=(${path}), 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
  }
  for (const [k, v] of Object.entries(s)) {
    const problem = typeof v === 'object' ? strictSchemaProblem(v, `${path}, ${k}`) : null;
    if (problem) return problem;
  }
  return null;
}

/** Checks the request the way the real API would; returns [status, error type, message] when it is refused. */
function refuse(
  provider: FakeProvider,
  key: string,
  req: FakeRequest,
): [number, string, string] | null {
  const auth = provider === 'anthropic' ? req.headers['x-api-key'] : req.headers.authorization;
  const wanted = provider === 'anthropic' ? key : `Bearer ${key}`;
  if (auth !== wanted)
    return [
      401,
      provider === 'anthropic' ? 'authentication_error' : 'invalid_request_error',
      'Incorrect API key provided.',
    ];
  const b = req.body;
  if (typeof b.model !== 'string')
    return [400, 'invalid_request_error', 'you must provide a model parameter'];
  if (provider === 'openai') {
    const format = (
      b.text as { format?: { type?: string; strict?: boolean; schema?: unknown } } | undefined
    )?.format;
    if (format?.type !== 'json_schema')
      return [400, 'invalid_request_error', 'expected text.format json_schema'];
    const problem = format.strict ? strictSchemaProblem(format.schema) : null;
    if (problem)
      return [
        400,
        'invalid_request_error',
        `Invalid schema for response_format 'reconciliation': ${problem}`,
      ];
  }
  if (provider === 'anthropic') {
    if (req.headers['anthropic-version'] !== '2023-06-01')
      return [400, 'invalid_request_error', 'anthropic-version header is required'];
    if (typeof b.max_tokens !== 'number')
      return [400, 'invalid_request_error', 'max_tokens: Field required'];
  }
  if (provider === 'openai-compatible' && !b.response_format)
    return [400, 'invalid_request_error', 'expected response_format'];
  return null;
}

function errorBody(provider: FakeProvider, status: number, type?: string, message?: string) {
  const t =
    type ??
    (status === 429
      ? provider === 'anthropic'
        ? 'rate_limit_error'
        : 'requests'
      : provider === 'anthropic'
        ? 'api_error'
        : 'server_error');
  const m =
    message ??
    (status === 429
      ? 'Rate limit reached. Please try again later.'
      : 'The server had an error while processing your request.');
  if (provider === 'anthropic') return { type: 'error', error: { type: t, message: m } };
  return {
    error: {
      message: m,
      type: t,
      param: null,
      code: status === 429 ? 'rate_limit_exceeded' : null,
    },
  };
}

/** The model's output text wrapped in the provider's success response. */
function success(provider: FakeProvider, req: FakeRequest, text: string) {
  const model = String(req.body.model);
  if (provider === 'openai') {
    return {
      id: id('resp_'),
      object: 'response',
      created_at: Math.floor(Date.now() / 1000),
      status: 'completed',
      error: null,
      incomplete_details: null,
      model,
      output: [
        {
          type: 'message',
          id: id('msg_'),
          status: 'completed',
          role: 'assistant',
          content: [{ type: 'output_text', text, annotations: [] }],
        },
      ],
      usage: {
        input_tokens: 900,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: 400,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: 1300,
      },
    };
  }
  if (provider === 'anthropic') {
    const tools = (req.body.tools as Array<{ name: string }> | undefined) ?? [];
    // Older models get a forced 'json' tool from the SDK: the answer comes back as that tool's input.
    const viaTool = tools.some((t) => t.name === 'json');
    let content: unknown[] = [{ type: 'text', text }];
    if (viaTool) {
      let input: unknown = text;
      try {
        input = JSON.parse(text);
      } catch {
        /* a broken answer stays text */
      }
      content = [{ type: 'tool_use', id: id('toolu_'), name: 'json', input }];
    }
    return {
      id: id('msg_'),
      type: 'message',
      role: 'assistant',
      model,
      content,
      stop_reason: viaTool ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: {
        input_tokens: 900,
        output_tokens: 400,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
    };
  }
  return {
    id: id('chatcmpl-'),
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    system_fingerprint: 'fp_ollama',
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 900, completion_tokens: 400, total_tokens: 1300 },
  };
}

export async function startFakeLlm(provider: FakeProvider): Promise<FakeLlm> {
  const apiKey = `test-key-${randomBytes(4).toString('hex')}`;
  const requests: FakeRequest[] = [];
  let replyWith: (req: FakeRequest) => FakeReply = () => ({ status: 500 });
  const server = http.createServer((httpReq, res) => {
    let raw = '';
    httpReq.on('data', (c: Buffer) => (raw += c.toString()));
    httpReq.on('end', () => {
      if (httpReq.method !== 'POST' || httpReq.url !== PATHS[provider]) {
        return send(
          res,
          404,
          errorBody(provider, 404, 'not_found_error', `Unknown path ${httpReq.url}`),
        );
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      const req: FakeRequest = { path: httpReq.url, headers: httpReq.headers, body, prompt: raw };
      requests.push(req);
      const refused = refuse(provider, apiKey, req);
      if (refused)
        return send(res, refused[0], errorBody(provider, refused[0], refused[1], refused[2]));
      const r = replyWith(req);
      if ('hang' in r) return; // the client's timeout ends it
      if ('status' in r)
        return send(
          res,
          r.status,
          errorBody(provider, r.status),
          r.retryAfter ? { 'retry-after': r.retryAfter } : {},
        );
      return send(
        res,
        200,
        success(provider, req, 'text' in r ? r.text : JSON.stringify(r.answer)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    reply: (r) => {
      replyWith = typeof r === 'function' ? r : () => r;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
