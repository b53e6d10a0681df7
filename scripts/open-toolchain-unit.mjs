#!/usr/bin/env node
/**
 * Counts the test methods that pass on the open ABAP toolchain (docs/PERFORMANCE.md, "Real projects"). The unit
 * script that @abaplint/transpiler-cli writes (`write_unit_tests`, <output>/index.mjs) stops at the first test
 * method that fails; abapdeck's `unit` runs every method of a class and counts each. To compare the same thing,
 * this writes a copy of the script beside it (index.counting.mjs) in which each test method (its setup, the
 * method, its teardown) is tried on its own, counted as passed or failed, and the run goes on (a failing
 * class_setup fails the class's methods); then runs it.
 *
 * usage: node scripts/open-toolchain-unit.mjs <output folder> [--skip-critical]
 * Prints each failed method with its error's first line, then "N passed, M failed, K skipped".
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node scripts/open-toolchain-unit.mjs <output folder> [--skip-critical]');
  process.exit(2);
}
const script = readFileSync(join(folder, 'index.mjs'), 'utf8');

// the per-method block of the generated runner: from the instance's creation to the last teardown
const start = script.indexOf('        const test = await (new localClass()).constructor_();');
const endMarker = '.SUPER.teardown();\n';
const end = script.indexOf(endMarker, start);
if (start < 0 || end < 0) throw new Error('the unit script is not the one this version of the transpiler writes');
const block = script.slice(start, end + endMarker.length);
const counted = `        try {
${block.replace('        console.log(prefix);\n', '')}          __counts.passed++;
          console.log(prefix);
        } catch (error) {
          __counts.failed++;
          console.log(prefix + ", FAILED: " + String(error?.message ?? error).split("\\n")[0]);
        }
`;
let rewritten = script.slice(0, start) + counted + script.slice(end + endMarker.length);
// a class whose class_setup fails fails each of its methods; a failing class_teardown fails none
rewritten = rewritten
  .replace(
    '    if (localClass.class_setup) await localClass.class_setup();',
    '    let __setupError;\n    try { if (localClass.class_setup) await localClass.class_setup(); } catch (error) { __setupError = error; }',
  )
  .replace('        try {\n', '        try {\n          if (__setupError) throw __setupError;\n')
  .replace(
    '    if (localClass.class_teardown) await localClass.class_teardown();',
    '    try { if (localClass.class_teardown) await localClass.class_teardown(); } catch { /* counted by its methods */ }',
  )
  .replace('async function run() {', 'const __counts = { passed: 0, failed: 0, skipped: 0 };\nasync function run() {')
  .replaceAll('console.log(prefix + ", skipped', '__counts.skipped++, console.log(prefix + ", skipped')
  .replace('  process.exit(0);', '  console.log(`${__counts.passed} passed, ${__counts.failed} failed, ${__counts.skipped} skipped`);\n  process.exit(0);');
writeFileSync(join(folder, 'index.counting.mjs'), rewritten);

const run = spawnSync(process.execPath, ['index.counting.mjs', ...process.argv.slice(3)], { cwd: folder, stdio: 'pipe', encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
const lines = `${run.stdout}${run.stderr}`.split('\n');
for (const line of lines) if (line.includes(', FAILED: ')) console.log(line);
console.log(lines.filter((line) => /^\d+ passed, \d+ failed, \d+ skipped$/.test(line)).at(-1) ?? `the run ended without counts (exit ${run.status}): ${lines.slice(-5).join(' | ')}`);
