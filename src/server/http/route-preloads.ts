import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * Pages whose code is a route `lazy` chunk (src/client/features/.../*-routes.tsx), by URL path, as
 * the source file Vite's manifest names it. Their HTML tells the browser to fetch and compile that
 * chunk while it is still running the main script, instead of only once the router asks for it.
 * Only the pages someone opens first thing (a bookmark, the redirect after sign-in) are worth it:
 * the landing page must stay without the dashboard's code (tests/e2e checks its script).
 */
const LAZY_PAGES: Record<string, string> = {
  '/dashboard': 'features/reconciliation/dashboard-page.tsx',
};

/**
 * Every page reads the session first thing (src/client/lib/session.tsx), so its request starts
 * with the HTML, alongside the main script. The browser hands this response to that fetch
 * (same URL, mode and credentials: `crossorigin` is fetch()'s default same-origin cors mode).
 */
const SESSION_PRELOAD = '<link rel="preload" href="/api/me" as="fetch" crossorigin>';

interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Vite's build manifest (build.manifest in vite.config.ts), or none (a build without it). */
export function readManifest(distDir: string): Manifest {
  const file = join(distDir, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The chunk of `source` and every chunk it imports statically, minus the main script's own. */
function chunkFiles(manifest: Manifest, source: string, seen = new Set<string>()): string[] {
  const chunk = manifest[source];
  if (!chunk || chunk.isEntry || seen.has(source)) return [];
  seen.add(source);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((key) => chunkFiles(manifest, key, seen))];
}

/**
 * A lazy page's chunk in the manifest: by its source file, or, when Rollup keys it by its output
 * file instead (it does for the dashboard's chunk), the dynamic entry named after that source.
 */
function chunkKey(manifest: Manifest, source: string): string | undefined {
  if (manifest[source]) return source;
  const name = basename(source).replace(/\.[^.]+$/, '');
  return Object.keys(manifest).find(
    (k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === name,
  );
}

/**
 * The `<link>` tags for the HTML of the page route `path` (shared/routes.ts): the session read,
 * and the page's own code when it is lazy.
 */
export function preloadTags(manifest: Manifest, path: string): string {
  const source = LAZY_PAGES[path];
  const key = source && chunkKey(manifest, source);
  const modules = key ? chunkFiles(manifest, key) : [];
  return [
    SESSION_PRELOAD,
    ...modules.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('');
}
