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
 *          [--rounds N] [--skip-critical] [--json]
 * The open folder is a copy of the project with the configuration naming its libraries by folder (no network);
 * the transpiler is @abaplint/transpiler-cli's binary, installed outside this repository. Needs `npm run build`.
 */
import { spawnSync } from 'node:child_process';
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
  console.error('usage: node scripts/unit-time-comparison.mjs --abapdeck <folder> --package ZPKG --open <folder> --config <json> --transpiler <abap_transpile> [--rounds N] [--skip-critical] [--json]');
  process.exit(2);
}

/** Runs a command, returning its output and wall-clock seconds; a failing command stops the comparison. */
function timed(command, args, cwd) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.error) throw result.error;
  return { seconds: Math.round(seconds * 10) / 10, stdout: result.stdout, stderr: result.stderr, status: result.status };
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
    passed: counts ? Number(counts[1]) : undefined,
    failed: counts ? Number(counts[2]) : undefined,
    skipped: counts ? Number(counts[3]) : undefined,
  };
}

function abapdeck() {
  const measured = timed(process.execPath, [join(root, 'scripts', 'measure-project.mjs'), project, '--package', pkg, '--json'], root);
  if (measured.status !== 0) throw new Error(`measure-project failed:\n${measured.stderr.slice(-2000)}`);
  const figures = JSON.parse(measured.stdout);
  return {
    pull_seconds: figures.pull_seconds,
    unit_seconds: figures.unit_seconds,
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
    console.log(`round ${round}: open toolchain build ${open.build_seconds} s + run ${open.run_seconds} s = ${open.total_seconds} s ` +
      `(${open.passed} passed); abapdeck unit ${deck.unit_seconds} s (pull ${deck.pull_seconds} s, ` +
      `${deck.activated} of ${deck.objects} objects; ${deck.passed} of ${deck.run} passed)`);
  }
}
if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 1));
