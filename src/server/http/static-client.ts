import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { isClientRoute } from '../../shared/routes';
import type { AppEnv } from '../app-types';

/**
 * Serves the built client. Hashed assets are cached for a year; index.html never is.
 * Paths that are not a page of the app get index.html with a 404 status, so the browser shows
 * our 404 page and crawlers and monitors see the truth.
 */
export function mountClient(app: Hono<AppEnv>, distDir: string) {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');

  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root: distDir, index: '__no_index__' }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(indexHtml, isClientRoute(c.req.path) ? 200 : 404);
  });
  return true;
}
