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

  it('logs a database error without the values of its query or the addresses it names', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (l: string) => void lines.push(l) });
    // The shape of Drizzle's query error, as better-auth hands it to its logger.
    const err = new Error(
      'Failed query: insert into "users" ("id", "name", "email") values ($1, $2, $3)\nparams: u1,Dr Zed Secretname,zed@example.org',
      { cause: new Error('duplicate key for zed@example.org') },
    );
    log.error({ err }, 'Failed to create user');
    const [line] = lines;
    expect(line).toContain('Failed query: insert into');
    expect(line).not.toContain('Secretname');
    expect(line).not.toContain('zed@example.org');
  });
});
