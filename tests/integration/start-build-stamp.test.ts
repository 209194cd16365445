import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` exactly as package.json defines it, in a small project whose `build` only records that
// it ran (a real Vite build takes half a minute): the stamp logic is the real script.
const repo = process.cwd();
const scripts = (
  JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const startScript = scripts.start;

const FAKE_BUILD = `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
appendFileSync('builds.log', 'built\\n');
mkdirSync('dist/server', { recursive: true });
mkdirSync('dist/client', { recursive: true });
writeFileSync('dist/server/index.js', "console.log('server started');\\n");
writeFileSync('dist/client/index.html', '<!doctype html>');
`;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function project() {
  const dir = mkdtempSync(join(tmpdir(), 'medrecon-stamp-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'scripts'));
  mkdirSync(join(dir, 'src'));
  copyFileSync(
    join(repo, 'scripts/build-if-changed.mjs'),
    join(dir, 'scripts/build-if-changed.mjs'),
  );
  writeFileSync(join(dir, 'fake-build.mjs'), FAKE_BUILD);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      type: 'module',
      scripts: { start: startScript, prepare: scripts.prepare, build: 'node fake-build.mjs' },
    }),
  );
  writeFileSync(join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
  writeFileSync(join(dir, 'src/main.ts'), 'export const a = 1;\n');
  writeFileSync(join(dir, 'vite.config.ts'), 'export default {};\n');
  return dir;
}

const builds = (dir: string) =>
  readFileSync(join(dir, 'builds.log'), 'utf8').trim().split('\n').length;

function npmStart(dir: string) {
  const run = spawnSync('npm', ['start', '--silent'], { cwd: dir, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('server started');
  return readFileSync(join(dir, 'builds.log'), 'utf8').trim().split('\n').length;
}

describe('npm start builds only when the sources or the lockfile changed', () => {
  it('builds on the first start and not on the second', () => {
    const dir = project();
    expect(npmStart(dir)).toBe(1);
    expect(readFileSync(join(dir, 'dist/.build-stamp'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    expect(npmStart(dir)).toBe(1);
  }, 60_000);

  it('builds again after a source, a new file, or the lockfile changed', () => {
    const dir = project();
    expect(npmStart(dir)).toBe(1);
    appendFileSync(join(dir, 'src/main.ts'), 'export const b = 2;\n');
    expect(npmStart(dir)).toBe(2);
    writeFileSync(join(dir, 'src/new-file.ts'), 'export {};\n');
    expect(npmStart(dir)).toBe(3);
    writeFileSync(join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(npmStart(dir)).toBe(4);
    expect(npmStart(dir)).toBe(4);
  }, 60_000);

  it('builds again when the output is gone, and not after a failed build', () => {
    const dir = project();
    expect(npmStart(dir)).toBe(1);
    rmSync(join(dir, 'dist/client'), { recursive: true });
    expect(npmStart(dir)).toBe(2);

    writeFileSync(join(dir, 'fake-build.mjs'), `${FAKE_BUILD}\nprocess.exit(3);\n`);
    appendFileSync(join(dir, 'src/main.ts'), '// changed\n');
    const failed = spawnSync('npm', ['start', '--silent'], { cwd: dir, encoding: 'utf8' });
    expect(failed.status).not.toBe(0);
    expect(failed.stdout).not.toContain('server started');
    writeFileSync(join(dir, 'fake-build.mjs'), FAKE_BUILD);
    expect(npmStart(dir)).toBe(4); // the failed build left no stamp: this start builds
  }, 60_000);
});

describe('npm ci builds, so the first npm start of a fresh clone only starts the server', () => {
  it('builds in the prepare script (which npm ci runs) and not again on the first start', () => {
    const dir = project();
    const install = spawnSync('npm', ['run', '--silent', 'prepare'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(install.status, install.stderr).toBe(0);
    expect(builds(dir)).toBe(1);
    expect(npmStart(dir)).toBe(1);
  }, 60_000);

  it('skips the build when only package.json and the lockfile are there (a Docker layer)', () => {
    const dir = project();
    rmSync(join(dir, 'vite.config.ts'));
    const install = spawnSync('npm', ['run', '--silent', 'prepare'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(install.status, install.stderr).toBe(0);
    expect(install.stdout).toContain('no sources here yet');
  }, 60_000);
});
