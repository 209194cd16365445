import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { compressDir } from '../../../scripts/compress-assets.mjs';
import type { AppEnv } from '../app-types';
import { acceptedEncodings } from './content-encoding';
import { mountClient } from './static-client';

const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/main-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
let dir: string;
let app: Hono<AppEnv>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'medrecon-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'assets/main-abc123.js'), script);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await compressDir(dir); // the build step itself
  app = new Hono<AppEnv>();
  mountClient(app, dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('static client assets', () => {
  it('serves a hashed asset pre-compressed with brotli or gzip as Accept-Encoding allows', async () => {
    const br = await get('/assets/main-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toMatch(/javascript/);
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(brBody).toString()).toBe(script);

    const gz = await get('/assets/main-abc123.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);

    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect((await bytes(plain)).toString()).toBe(script);
  });

  it('caches hashed assets for a year and makes the browser revalidate the HTML', async () => {
    const asset = await get('/assets/main-abc123.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/dashboard', '/index.html']) {
      const page = await get(path, { 'Accept-Encoding': 'br' });
      expect(page.status, path).toBe(200);
      expect(page.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(page.headers.get('Content-Type'), path).toMatch(/^text\/html/);
      expect(page.headers.get('Content-Encoding'), path).toBe('br');
    }
    const favicon = await get('/favicon.svg', { 'Accept-Encoding': 'br' });
    expect(favicon.headers.get('Cache-Control')).toBe('no-cache');
    expect(favicon.headers.get('Content-Encoding')).toBeNull(); // too small to be worth it
  });

  it('answers 304 to a revalidation of an unchanged page, and 404 with the app for unknown paths', async () => {
    const first = await get('/');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const missing = await get('/no-such-page', { 'If-None-Match': etag! });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
    expect((await get('/assets/../index.html')).status).not.toBe(500);
  });
});

describe('acceptedEncodings', () => {
  it('reads q-values and the wildcard, and accepts nothing without the header', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*;q=0, gzip')]).toEqual(['gzip']);
    expect([...acceptedEncodings('identity')]).toEqual([]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
