#!/usr/bin/env node
/**
 * Issue 31's speed item for one project (docs/PERFORMANCE.md, "Real projects"): "running all its test methods
 * <= the open toolchain's build plus run time on the same machine, in the same run". Runs, one after the
 * other and ROUNDS times alternately, the open toolchain (its transpiler CLI on the project's configuration,
 * then scripts/open-toolchain-unit.mjs on the output) and abapdeck (scripts/measure-project.mjs: a fresh
 * system, one pull, unit per class), and prints each round's wall-clock figures and the test methods passed.
 *
 * usage: node scripts/unit-time-comparison.mjs --abapdeck <project folder> --package ZPKG
 *          --open <folder with the open toolchain's configuration> --config <its json> --transpiler <abap_transpile>
 *          [--rounds N] [--skip-critical] [--with file,file] [--one-run] [--json]
 * The open folder is a copy of the project with the configuration naming its libraries by folder (no network);
 * the transpiler is @abaplint/transpiler-cli's binary, installed outside this repository. Needs `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const project = option('--abapdeck');
const pkg = option('--package', 'ZPROJECT');
const openFolder = option('--open');
const config = option('--config', 'abap_transpile.local.json');
const transpiler = option('--transpiler');
const rounds = Number(option('--rounds', '1'));
if (!project || !openFolder || !transpiler || !(rounds >= 1)) {
  console.error('usage: node scripts/unit-time-comparison.mjs --abapdeck <folder> --package ZPKG --open <folder> --config <json> --transpiler <abap_transpile> [--rounds N] [--skip-critical] [--with file,file] [--one-run] [--json]');
  process.exit(2);
}

const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU seconds (user + system) of the finished children of this process and theirs (Linux; else undefined). */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / ticks;
  } catch {
    return undefined;
  }
}

/** Runs a command, returning its output, wall-clock and CPU seconds; a failing command stops the comparison. */
function timed(command, args, cwd) {
  const started = process.hrtime.bigint();
  const cpuBefore = childrenCpuSeconds();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuAfter = childrenCpuSeconds();
  if (result.error) throw result.error;
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : Math.round((cpuAfter - cpuBefore) * 10) / 10;
  return { seconds: Math.round(seconds * 10) / 10, cpu, stdout: result.stdout, stderr: result.stderr, status: result.status };
}

function openToolchain() {
  const build = timed(transpiler, [config], openFolder);
  if (build.status !== 0) throw new Error(`the open toolchain's build failed:\n${build.stderr.slice(-2000)}`);
  const unitArgs = [join(root, 'scripts', 'open-toolchain-unit.mjs'), join(openFolder, 'output')];
  if (process.argv.includes('--skip-critical')) unitArgs.push('--skip-critical');
  const unit = timed(process.execPath, unitArgs, openFolder);
  const counts = /(\d+) passed, (\d+) failed, (\d+) skipped/.exec(unit.stdout);
  return {
    build_seconds: build.seconds,
    run_seconds: unit.seconds,
    total_seconds: Math.round((build.seconds + unit.seconds) * 10) / 10,
    total_cpu_seconds: build.cpu === undefined || unit.cpu === undefined ? undefined : Math.round((build.cpu + unit.cpu) * 10) / 10,
    passed: counts ? Number(counts[1]) : undefined,
    failed: counts ? Number(counts[2]) : undefined,
    skipped: counts ? Number(counts[3]) : undefined,
  };
}

function abapdeck() {
  const withFiles = option('--with');
  const measured = timed(process.execPath, [join(root, 'scripts', 'measure-project.mjs'), project, '--package', pkg, ...(withFiles ? ['--with', withFiles] : []), ...(process.argv.includes('--one-run') ? ['--one-run'] : []), '--json'], root);
  if (measured.status !== 0) throw new Error(`measure-project failed:\n${measured.stderr.slice(-2000)}`);
  const figures = JSON.parse(measured.stdout);
  return {
    pull_seconds: figures.pull_seconds,
    /** The whole measure: service, create, pull and the unit runs (the script's figures split only the wall time). */
    cpu_seconds: measured.cpu,
    unit_seconds: figures.unit_seconds,
    first_class_seconds: figures.classes[0]?.seconds,
    activated: figures.activated,
    objects: figures.objects,
    run: figures.test_methods_run,
    passed: figures.passed,
  };
}

const results = [];
for (let round = 1; round <= rounds; round++) {
  const open = openToolchain();
  const deck = abapdeck();
  results.push({ round, open, abapdeck: deck });
  if (!process.argv.includes('--json')) {
    console.log(`round ${round}: open toolchain build ${open.build_seconds} s + run ${open.run_seconds} s = ${open.total_seconds} s, CPU ${open.total_cpu_seconds} s ` +
      `(${open.passed} passed); abapdeck unit ${deck.unit_seconds} s (first class ${deck.first_class_seconds} s; pull ${deck.pull_seconds} s, ` +
      `${deck.activated} of ${deck.objects} objects; ${deck.passed} of ${deck.run} passed; CPU of the whole measure ${deck.cpu_seconds} s)`);
  }
}
if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 1));
