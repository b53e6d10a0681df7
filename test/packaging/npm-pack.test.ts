/**
 * The package as a user installs it: `npm pack` of the built checkout, its file list, an install of the
 * tarball into a fresh global prefix, and the installed `abapdeck` running the embedded demo system from
 * the installed files only (kernel sources, demo data, work processes).
 *
 * The install skips install scripts: the only one that matters is better-sqlite3's native build (a
 * minute or more of compiling on a 2-core machine, the same for every package that uses it), so the
 * test puts this checkout's compiled binary where that build would. Everything of abapdeck's own comes
 * from the tarball. Needs the build (npm test builds first) and the npm cache or registry.
 */
import { execFile, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const hasBuild = existsSync(join(root, 'dist', 'bundle', 'cli.cjs'));
const hasNpm = spawnSync('npm', ['--version']).status === 0;
if (!hasBuild || !hasNpm) console.warn('test/packaging/npm-pack.test.ts: needs npm and the build (npm run build); skipped');

const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

interface PackResult {
  filename: string;
  files: Array<{ path: string }>;
}

let work: string;
let packed: PackResult;
let installed: string;
const dataDir = () => join(work, 'data');

/** Stops the embedded server the installed abapdeck started, and waits until it has ended (it writes its data folder while it stops). */
async function stopEmbeddedServer(): Promise<void> {
  let pid: number;
  try {
    ({ pid } = JSON.parse(readFileSync(join(dataDir(), 'server.json'), 'utf8')) as { pid: number });
    process.kill(pid);
  } catch {
    return; // none started, or it has ended
  }
  for (let waited = 0; waited < 15_000; waited += 100) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!hasBuild || !hasNpm)('the npm package', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'abapdeck-pack-'));
    // the build is fresh (npm test builds before it tests): pack without running prepare again
    const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    packed = (JSON.parse(stdout) as PackResult[])[0]!;
    const prefix = join(work, 'prefix');
    await run('npm', ['install', '-g', '--prefix', prefix, '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline', join(work, packed.filename)], {
      cwd: work,
      maxBuffer: 16 * 1024 * 1024,
    });
    installed = join(prefix, 'lib', 'node_modules', 'abapdeck');
    const release = join(installed, 'node_modules', 'better-sqlite3', 'build', 'Release');
    mkdirSync(release, { recursive: true });
    copyFileSync(join(root, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'), join(release, 'better_sqlite3.node'));
    mkdirSync(join(work, 'cwd'));
  }, 300_000);

  afterAll(async () => {
    if (!work) return;
    await stopEmbeddedServer();
    rmSync(work, { recursive: true, force: true });
  });

  it('holds what an installation runs, and none of the sources, tests or results of the checkout', () => {
    const paths = new Set(packed.files.map((file) => file.path));
    for (const needed of [
      'package.json',
      'README.md',
      'bin/abapdeck',
      'bin/package.json',
      'dist/bundle/code-cache.cjs',
      'dist/bundle/cli.cjs',
      'dist/bundle/tui.js',
      'dist/vendor/abaplint.cjs',
      'dist/src/server/serve.js',
      'dist/src/system/execution/worker/main.js',
      'dist/src/system/debugger/agent/debug-agent.js',
      'dist/screens/App.js',
      'src/system/kernel/abap/cl_abap_unit_assert.clas.abap',
      'examples/demo-data.json',
    ]) {
      expect(paths, needed).toContain(needed);
    }
    const unwanted = [...paths].filter((path) => /^(test|bench|scripts|\.ci)\//.test(path) || /\.tsx?$/.test(path) || path === 'dist/test-results.json');
    expect(unwanted).toEqual([]);
  });

  it('installs an abapdeck that reports its version', async () => {
    const bin = join(work, 'prefix', 'bin', 'abapdeck');
    const { stdout } = await run(bin, ['--version'], { cwd: join(work, 'cwd') });
    expect(stdout.trim()).toBe(version);
  });

  it('starts the embedded demo system from the installed files and answers a command and a run', async () => {
    const bin = join(work, 'prefix', 'bin', 'abapdeck');
    const env = { ...process.env, ABAPDECK_DATA: dataDir(), XDG_CONFIG_HOME: join(work, 'config'), CI: '1' };
    delete env['ABAP_HOST'];
    const listed = await run(bin, ['list', '--package', 'ZDEMO_CORE'], { cwd: join(work, 'cwd'), env, timeout: 120_000 });
    expect(listed.stderr).toContain('starting the embedded demo system');
    expect(listed.stdout).toMatch(/^CLAS\s+ZCL_DEMO_BOOKING_SERVICE$/m);
    // the server runs the installed package's code, not this checkout's
    const { pid } = JSON.parse(readFileSync(join(dataDir(), 'server.json'), 'utf8')) as { pid: number };
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    expect(command.some((part) => part.startsWith(installed))).toBe(true);
    // a run goes through a work process and the transpiled kernel, both found beside the installed modules
    const ran = await run(bin, ['run', '--class', 'ZCL_DEMO_CLASSRUN'], { cwd: join(work, 'cwd'), env, timeout: 120_000 });
    expect(ran.stdout.trim().length).toBeGreaterThan(0);
  }, 240_000);
});
