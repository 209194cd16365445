import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const appWith = (trusted: string | undefined) =>
  new Hono().get('/', (c) => c.text(clientIp(c, trusted)));
const ipFor = async (trusted: string | undefined, headers: Record<string, string>) =>
  (await appWith(trusted).request('/', { headers })).text();

describe('client IP', () => {
  it('takes the right-most X-Forwarded-For entry: the one our own proxy appended', async () => {
    expect(await ipFor('x-forwarded-for', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })).toBe(
      '203.0.113.7',
    );
    expect(await ipFor('x-forwarded-for', { 'x-forwarded-for': '203.0.113.7' })).toBe(
      '203.0.113.7',
    );
  });

  it('reads single-value headers as they are', async () => {
    expect(await ipFor('x-real-ip', { 'x-real-ip': '198.51.100.2' })).toBe('198.51.100.2');
    expect(await ipFor('cf-connecting-ip', { 'cf-connecting-ip': '2001:db8::1' })).toBe(
      '2001:db8::1',
    );
  });

  it('ignores forwarding headers unless told to trust one', async () => {
    // No socket in an in-process request: 'unknown', never the client-supplied header.
    expect(await ipFor(undefined, { 'x-forwarded-for': '6.6.6.6' })).toBe('unknown');
    expect(await ipFor('x-real-ip', { 'x-forwarded-for': '6.6.6.6' })).toBe('unknown');
  });
});
