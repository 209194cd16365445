import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-types';
import { preloadTags } from './route-preloads';
import { mountClient } from './static-client';

// The shape Vite 7 writes for this app: the dashboard's chunk keyed by its output file.
const manifest = {
  'index.html': { file: 'assets/index-a1.js', src: 'index.html', isEntry: true },
  '_dashboard-page-d1.js': {
    file: 'assets/dashboard-page-d1.js',
    name: 'dashboard-page',
    isDynamicEntry: true,
    imports: ['index.html', '_schemas-s1.js'],
    dynamicImports: ['_render-pdf-p1.js'],
  },
  '_schemas-s1.js': { file: 'assets/schemas-s1.js', name: 'schemas' },
  '_render-pdf-p1.js': { file: 'assets/render-pdf-p1.js', name: 'render-pdf' },
};
const html =
  '<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script></head><body></body></html>';
let dir: string;
let app: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'medrecon-preloads-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'index.html'), html);
  app = new Hono<AppEnv>();
  mountClient(app, dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = async (path: string) => (await app.request(path)).text();

describe('page HTML preloads what the page waits for', () => {
  it('fetches the dashboard code with the HTML: its chunk and the chunks it imports, not the PDF', async () => {
    const dashboard = await page('/dashboard');
    expect(dashboard).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-d1.js">',
    );
    expect(dashboard).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/schemas-s1.js">',
    );
    expect(dashboard).not.toContain('render-pdf');
    expect(dashboard).not.toContain('href="/assets/index-a1.js"'); // the main script is loaded anyway
  });

  it('starts the session read with every page, and keeps the dashboard code off the landing page', async () => {
    for (const path of ['/', '/login', '/dashboard']) {
      expect(await page(path), path).toContain(
        '<link rel="preload" href="/api/me" as="fetch" crossorigin>',
      );
    }
    expect(await page('/')).not.toContain('modulepreload');
  });

  it('gives each variant its own ETag and answers 304 to it', async () => {
    const first = await app.request('/dashboard');
    const etag = first.headers.get('ETag')!;
    expect(etag).not.toBe((await app.request('/')).headers.get('ETag'));
    expect((await app.request('/dashboard', { headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );
  });

  it('does not serve the build manifest to browsers', async () => {
    expect((await app.request('/.vite/manifest.json')).headers.get('Content-Type')).toMatch(/html/);
  });

  it('preloads nothing but the session without a manifest', () => {
    expect(preloadTags({}, '/dashboard')).toBe(
      '<link rel="preload" href="/api/me" as="fetch" crossorigin>',
    );
  });
});
