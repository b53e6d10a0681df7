/**
 * Runs ABAP Unit tests on the kernel without a system: the kernel and the given objects are transpiled with
 * @abaplint/transpiler and the transpiler's unit-test script runs them on @abaplint/runtime in a child process.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Transpiler } from '#abaplint/transpiler';
import { kernelFiles } from '../../../src/system/kernel/index.js';
import { generatedCodeFixes } from '../../../src/system/execution/transpile/transpiler-internals.js';

const NODE_MODULES = join(import.meta.dirname, '..', '..', '..', 'node_modules');

export interface KernelRun {
  ok: boolean;
  output: string;
}

/** Transpiles the kernel plus `files` (abapGit file names) and runs their test classes. */
export async function runKernelTests(files: Record<string, string>): Promise<KernelRun> {
  const all = [
    ...kernelFiles().map((file) => ({ filename: file.path, contents: file.text })),
    ...Object.entries(files).map(([filename, contents]) => ({ filename, contents })),
  ];
  const output = await new Transpiler().runRaw(all);
  const dir = mkdtempSync(join(tmpdir(), 'abapdeck-kernel-'));
  try {
    symlinkSync(NODE_MODULES, join(dir, 'node_modules'));
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
    for (const object of output.objects) {
      const imports = object.requires
        .filter((required) => required.name)
        .map((required) => `import {${required.name!.toLowerCase()}} from "./${required.filename.replace(/\.abap$/, '.mjs')}";`);
      const exports = object.exports.length > 0 ? [`export {${object.exports.join(', ')}};`] : [];
      mkdirSync(dirname(join(dir, object.filename)), { recursive: true });
      // the corrections the runtime build makes to the pinned transpiler's code (%_MAXCHAR, %_MINCHAR)
      const code = generatedCodeFixes.reduce((text, fix) => text.replaceAll(fix.search, fix.replacement), object.chunk.getCode());
      writeFileSync(join(dir, object.filename), [...imports, code, ...exports].join('\n'));
    }
    writeFileSync(join(dir, 'init.mjs'), output.initializationScript);
    writeFileSync(join(dir, 'test.mjs'), output.unitTestScript);
    try {
      return { ok: true, output: execFileSync(process.execPath, ['test.mjs'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' }) };
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The running test methods and the expected/actual values of failed assertions, from the runner's output. */
export function summary(output: string): string {
  return output
    .split('\n')
    .filter((line) => /running |^\s*(msg|expected|actual): String|Error:/.test(line))
    .join('\n');
}

/** A local test class with one test method per entry. */
export const testClass = (methods: Record<string, string>, name = 'ltcl'): string => `CLASS ${name} DEFINITION FOR TESTING RISK LEVEL HARMLESS DURATION SHORT.
  PRIVATE SECTION.
${Object.keys(methods).map((method) => `    METHODS ${method} FOR TESTING RAISING cx_static_check.`).join('\n')}
ENDCLASS.
CLASS ${name} IMPLEMENTATION.
${Object.entries(methods).map(([method, body]) => `  METHOD ${method}.\n${body}\n  ENDMETHOD.`).join('\n')}
ENDCLASS.
`;
