// Writes a .br and a .gz beside every compressible file of the built client, once, at build time,
// at the highest levels (too slow per request, free here). The server sends one of them when the
// browser's Accept-Encoding allows it (src/server/http/static-client.ts); the main script goes
// from about 450 KB to about 125 KB.
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, headers outweigh any saving. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function compressFile(path) {
  const data = await readFile(path);
  if (data.length < MIN_BYTES) return 0;
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: 9 }),
  ]);
  // Only when it saves something: the server sends the plain file when there is no copy.
  if (br.length < data.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < data.length) await writeFile(`${path}.gz`, gzipped);
  return 1;
}

/** Compresses every file under dir (zlib's thread pool runs them side by side); returns how many. */
export async function compressDir(dir) {
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && COMPRESSIBLE.test(d.name))
    .map((d) => join(d.parentPath, d.name));
  const done = await Promise.all(files.map(compressFile));
  return done.reduce((a, b) => a + b, 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? 'dist/client';
  console.log(`compressed ${await compressDir(dir)} files in ${dir} (brotli and gzip)`);
}
