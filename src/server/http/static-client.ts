import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { clientRoute } from '../../shared/routes';
import type { AppEnv } from '../app-types';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { acceptedEncodings, PRECOMPRESSED, type Encoding } from './content-encoding';
import { preloadTags, readManifest } from './route-preloads';

/** Vite names every file under assets/ by its content hash: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (the HTML above all) is checked with the server each time, by its ETag. */
const REVALIDATE = 'no-cache';

type Bytes = Uint8Array<ArrayBuffer>;

interface Asset {
  type: string;
  cacheControl: string;
  etag: string;
  identity: Bytes;
  /** The build's pre-compressed copies (scripts/compress-assets.mjs), when it made them. */
  encoded: Partial<Record<Encoding, Bytes>>;
}

/** A copy in a plain ArrayBuffer (what Response bodies take), made once per file. */
const readBytes = async (path: string): Promise<Bytes> => new Uint8Array(await readFile(path));

async function readOptional(path: string): Promise<Bytes | undefined> {
  try {
    return await readBytes(path);
  } catch {
    return undefined;
  }
}

const etagOf = (bytes: Bytes) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

async function loadAsset(distDir: string, file: string): Promise<Asset> {
  const path = join(distDir, file);
  const identity = await readBytes(path);
  const encoded: Asset['encoded'] = {};
  for (const { encoding, suffix } of PRECOMPRESSED) {
    const body = await readOptional(path + suffix);
    if (body) encoded[encoding] = body;
  }
  return {
    type: getMimeType(file) ?? 'application/octet-stream',
    cacheControl: file.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
    etag: etagOf(identity),
    identity,
    encoded,
  };
}

/** Below this, compressing the HTML saves less than its headers cost (as compress-assets.mjs). */
const MIN_COMPRESS_BYTES = 1024;

/** index.html with `tags` at the end of its head: its own ETag, compressed once here. */
function withHeadTags(html: Asset, tags: string): Asset {
  const text = Buffer.from(html.identity).toString('utf8').replace('</head>', `${tags}</head>`);
  const identity = new Uint8Array(Buffer.from(text));
  const encoded: Asset['encoded'] =
    identity.length < MIN_COMPRESS_BYTES
      ? {}
      : {
          br: new Uint8Array(brotliCompressSync(identity)),
          gzip: new Uint8Array(gzipSync(identity)),
        };
  return { ...html, etag: etagOf(identity), identity, encoded };
}

/** The built files by URL path, read on first use and then kept in memory (the build is immutable). */
function assetStore(distDir: string) {
  const known = new Set<string>();
  for (const d of readdirSync(distDir, { withFileTypes: true, recursive: true })) {
    if (!d.isFile() || PRECOMPRESSED.some((p) => d.name.endsWith(p.suffix))) continue;
    const file = relative(distDir, join(d.parentPath, d.name)).split(sep).join('/');
    if (!file.startsWith('.vite/')) known.add(file); // the build manifest is for the server only
  }
  const loaded = new Map<string, Promise<Asset>>();
  return (file: string): Promise<Asset> | undefined => {
    if (!known.has(file)) return undefined;
    let asset = loaded.get(file);
    if (!asset) {
      asset = loadAsset(distDir, file);
      loaded.set(file, asset);
    }
    return asset;
  };
}

/** One file, compressed as the browser allows, or 304 when its cached copy is still this one. */
function send(c: Context<AppEnv>, asset: Asset, status: 200 | 404 = 200) {
  const headers: Record<string, string> = {
    'Content-Type': asset.type,
    'Cache-Control': asset.cacheControl,
    ETag: asset.etag,
  };
  const compressed = Object.keys(asset.encoded).length > 0;
  // Caches must keep the compressed and plain answers apart, whichever this one is.
  if (compressed) headers.Vary = 'Accept-Encoding';
  if (status === 200 && c.req.header('If-None-Match') === asset.etag) {
    return c.body(null, 304, headers);
  }
  let body = asset.identity;
  if (compressed) {
    const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
    const choice = PRECOMPRESSED.find((p) => accepted.has(p.encoding) && asset.encoded[p.encoding]);
    if (choice) {
      body = asset.encoded[choice.encoding]!;
      headers['Content-Encoding'] = choice.encoding;
    }
  }
  return c.body(body, status, headers);
}

/**
 * Serves the built client from memory. Hashed assets are cached for a year; the HTML and other
 * files are revalidated each time. Paths that are not a page of the app get index.html with a 404
 * status, so the browser shows our 404 page and crawlers and monitors see the truth.
 */
export function mountClient(app: Hono<AppEnv>, distDir: string) {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  const find = assetStore(distDir);
  const manifest = readManifest(distDir);
  // Each page's HTML with its preloads (route-preloads.ts), made on its first request.
  const pages = new Map<string, Promise<Asset>>();
  const page = (route: string) => {
    let html = pages.get(route);
    if (!html) {
      html = find('index.html')!.then((base) => withHeadTags(base, preloadTags(manifest, route)));
      pages.set(route, html);
    }
    return html;
  };
  app.get('*', async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path).replace(/^\/+/, '');
    } catch {
      path = '';
    }
    const asset = path ? find(path) : undefined;
    if (asset) return send(c, await asset);
    const route = clientRoute(c.req.path);
    return route ? send(c, await page(route)) : send(c, await find('index.html')!, 404);
  });
  return true;
}
