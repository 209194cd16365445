import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('logs an error without the payloads a library attached to it', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (l: string) => void lines.push(l) });
    const err = new APICallError({
      message: 'Internal server error',
      url: 'https://api.openai.com/v1/responses',
      requestBodyValues: { input: 'Atorvastatin 40mg nocte' },
      statusCode: 500,
      responseBody: '{"echo":"Metformin 500mg BD"}',
    });
    log.error({ err }, 'provider failed');
    const [line] = lines;
    expect(line).toContain('"statusCode":500');
    expect(line).toContain('"type":"AI_APICallError"');
    expect(line).not.toContain('Atorvastatin');
    expect(line).not.toContain('Metformin');
  });
});
