#!/usr/bin/env node
/**
 * A real project as a new user meets it (docs/PERFORMANCE.md, "Real projects"): a fresh embedded system
 * (`abapdeck serve` on a temporary data folder), the project committed to a local bare repository, then with
 * the built binary `create --package`, `pull --json` and `unit --json` for every class that has test classes,
 * one class per run so that one class's time limit takes no other class with it.
 *
 * usage: node scripts/measure-project.mjs <project folder> [--package ZPKG] [--with file,file] [--one-run] [--json]
 * The project folder is an abapGit repository checked out without .git (its .abapgit.xml at the top).
 * --with adds files of the project outside its starting folder to the starting folder before the commit: the
 * objects the project's own test setup gives the open toolchain besides it (abapGit: its persistence table
 * ZABAPGIT, the lock object EZABAPGIT and the message class ZABAPGIT from test/src, which abapGit creates itself
 * on a real system). They are counted apart (added_objects), not among the starting folder's objects.
 * --one-run runs every test class in one `unit` call (one request, one work process, a limit of 3,600 s) instead of
 * one call per class.
 * Prints the objects of the starting folder, activated and failed on the first pull with the pull's time,
 * and the test methods run, passed and failed with the unit runs' time. Needs `npm run build` first.
 */
import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'abapdeck');
const run = promisify(execFile);

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function git(cwd, ...args) {
  await run('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 });
}

/** Runs the CLI in the working folder; answers exit code, parsed JSON (when it printed one) and seconds. */
async function cli(cwd, args) {
  const started = performance.now();
  const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, ABAP_TRANSPORT: '', NO_COLOR: '1' } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  let json;
  try {
    json = JSON.parse(stdout);
  } catch {
    json = undefined;
  }
  return { code, json, stdout, stderr, seconds: (performance.now() - started) / 1000 };
}

function startingFolder(project) {
  const dot = join(project, '.abapgit.xml');
  const match = existsSync(dot) ? /<STARTING_FOLDER>([^<]*)<\/STARTING_FOLDER>/.exec(readFileSync(dot, 'utf8')) : null;
  return join(project, (match?.[1] ?? '/src/').replace(/^\/+/, ''));
}

function filesUnder(folder) {
  const files = [];
  const walk = (directory) => {
    for (const entry of readdirSync(directory)) {
      const path = join(directory, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(folder);
  return files;
}

/** Object keys of the starting folder (packages left out): "CLAS ZCL_X". */
function objectKeys(files) {
  const keys = new Set();
  for (const file of files) {
    const parts = basename(file).split('.');
    if (parts.length < 3 || parts[1] === 'devc' || parts[0] === 'package') continue;
    keys.add(`${parts[1].toUpperCase()} ${parts[0].replace(/#/g, '/').toUpperCase()}`);
  }
  return keys;
}

/** A field of the system's answer, which --json prints as received: either key spelling. */
const field = (record, name) => record?.[name] ?? record?.[name.toUpperCase()];

async function measure(project, packageName, added) {
  const temp = mkdtempSync(join(tmpdir(), 'abapdeck-measure-'));
  const data = join(temp, 'data');
  const port = await freePort();
  const server = spawn(process.execPath, [bin, 'serve', '--port', String(port), '--data', data, '--repository-root', temp], { stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    let serverOutput = '';
    server.stdout.on('data', (chunk) => (serverOutput += chunk));
    server.stderr.on('data', (chunk) => (serverOutput += chunk));
    const exited = new Promise((resolve) => server.on('exit', resolve));
    let ended = false;
    void exited.then(() => (ended = true));
    for (let i = 0; i < 600 && !ended && !existsSync(join(data, 'credentials.json')); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    if (ended) throw new Error(`serve ended: ${serverOutput}`);
    for (let i = 0; i < 600; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/health`).then(() => true, () => false);
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const passwords = JSON.parse(readFileSync(join(data, 'credentials.json'), 'utf8'));

    const bare = join(temp, 'remote.git');
    const work = join(temp, 'work');
    await git(temp, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
    cpSync(project, work, { recursive: true, filter: (source) => basename(source) !== '.git' });
    const objects = objectKeys(filesUnder(startingFolder(work)));
    for (const file of added) cpSync(join(project, file), join(startingFolder(work), basename(file)));
    await git(work, 'init', '--quiet', '--initial-branch=main');
    await git(work, 'add', '-A');
    await git(work, '-c', 'user.name=measure', '-c', 'user.email=measure@localhost', 'commit', '--quiet', '-m', 'project');
    await git(work, 'remote', 'add', 'origin', bare);
    await git(work, 'push', '--quiet', '-u', 'origin', 'main');
    writeFileSync(
      join(work, '.abapGitAgent'),
      JSON.stringify({ host: '127.0.0.1', sapport: port, protocol: 'http', client: '100', user: 'DEVELOPER', password: passwords.DEVELOPER }),
    );
    writeFileSync(join(work, '.git', 'info', 'exclude'), '.abapGitAgent\n');

    const created = await cli(work, ['create', '--package', packageName, '--json']);
    if (created.code !== 0) throw new Error(`create failed: ${created.stdout}${created.stderr}`);
    const pull = await cli(work, ['pull', '--json']);
    if (!pull.json) throw new Error(`pull answered no JSON: ${pull.stdout.slice(0, 2000)}${pull.stderr.slice(0, 2000)}`);
    const files = filesUnder(startingFolder(work));

    const testFiles = files.filter((file) => file.endsWith('.clas.testclasses.abap')).map((file) => relative(work, file));
    let methods = 0;
    let passed = 0;
    let failed = 0;
    let unitSeconds = 0;
    const classes = [];
    // --one-run: every test class in one `unit` call (as the open toolchain runs them: one process, one go)
    const runs = oneRun ? [testFiles.join(',')] : testFiles;
    for (const file of runs) {
      const unit = await cli(work, ['unit', '--files', file, ...(oneRun ? ['--timeout', '3600'] : []), '--json']);
      unitSeconds += unit.seconds;
      const result = unit.json ?? {};
      const count = Number(field(result, 'test_count') ?? 0);
      methods += count;
      passed += Number(field(result, 'passed_count') ?? 0);
      failed += Number(field(result, 'failed_count') ?? 0);
      const error = count === 0 ? (unit.json ? JSON.stringify(unit.json).slice(0, 300) : (unit.stderr || unit.stdout).trim().split('\n')[0]) : undefined;
      // the first lines of each failed method's text, for ranking what fails (the kernel's or the project's)
      const failures = (field(result, 'errors') ?? []).map((entry) => `${field(entry, 'method_name')}: ${String(field(entry, 'error_text') ?? '').split('\n')[0].slice(0, 200)}`);
      classes.push({ file, test_count: count, passed_count: Number(field(result, 'passed_count') ?? 0), seconds: Number(unit.seconds.toFixed(1)), code: unit.code, error, failures });
    }
    return {
      project: basename(project),
      objects: objects.size,
      added_objects: [...objectKeys(added)],
      activated: field(pull.json, 'activated_count'),
      failed: new Set((field(pull.json, 'failed_objects') ?? []).map((entry) => `${field(entry, 'obj_type')} ${field(entry, 'obj_name')}`)).size,
      pull_seconds: Number(pull.seconds.toFixed(1)),
      test_classes: testFiles.length,
      test_methods_run: methods,
      passed,
      failed_methods: failed,
      unit_seconds: Number(unitSeconds.toFixed(1)),
      classes,
      failed_objects: field(pull.json, 'failed_objects'),
    };
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.on('close', resolve));
    }
    rmSync(temp, { recursive: true, force: true });
  }
}

const project = process.argv.slice(2).find((argument, index, all) => !argument.startsWith('--') && all[index - 1] !== '--package' && all[index - 1] !== '--with');
const added = option('--with', '').split(',').filter(Boolean);
const oneRun = process.argv.includes('--one-run');
const missing = project ? added.filter((file) => !existsSync(join(project, file))) : [];
if (!project || missing.length > 0) {
  if (missing.length > 0) console.error(`not in the project: ${missing.join(', ')}`);
  console.error('usage: node scripts/measure-project.mjs <project folder> [--package ZPKG] [--with file,file] [--one-run] [--json]');
  process.exitCode = 2;
} else {
  const result = await measure(project, option('--package', 'ZMEASURE'), added);
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(`${result.project}: ${result.activated} of ${result.objects} objects activated on the first pull (${result.failed} failed) in ${result.pull_seconds} s`);
    console.log(`  ${result.test_methods_run} test methods ran in ${result.test_classes} classes: ${result.passed} passed, ${result.failed_methods} failed (${result.unit_seconds} s)`);
  }
}
