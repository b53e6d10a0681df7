// Jump dispatch benchmark (jump-dispatch.ts): what the dispatch of statement lists costs a run and a build.
// A method whose loops run 10^6 statements, transpiled once and run in this process as the transpiler writes it
// and as the runtime build writes it (every statement a case with its jump check), alternating; and the rewrite's
// own time over the generated modules of the kernel (what a full build adds).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MemoryFile, Registry } from '#abaplint/core';
import { Transpiler } from '#abaplint/transpiler';
import runtime from '@abaplint/runtime';
import { addJumpDispatch, rowClassifier } from '../dist/src/system/execution/transpile/jump-dispatch.js';
import { kernelFiles } from '../dist/src/system/kernel/index.js';
import { percentile, report } from './stats.mjs';

export const SOURCE = `CLASS zcl_bench_jump DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS run RETURNING VALUE(rv) TYPE i.
ENDCLASS.
CLASS zcl_bench_jump IMPLEMENTATION.
  METHOD run.
    DATA lv_a TYPE i.
    DATA lt_t TYPE STANDARD TABLE OF i WITH EMPTY KEY.
    DO 200000 TIMES.
      lv_a = lv_a + 1.
      IF lv_a MOD 2 = 0.
        rv = rv + 1.
      ELSE.
        rv = rv - 1.
      ENDIF.
      lv_a = lv_a + 2.
    ENDDO.
    DO 1000 TIMES.
      APPEND sy-index TO lt_t.
    ENDDO.
    DO 100 TIMES.
      LOOP AT lt_t INTO DATA(lv_row).
        rv = rv + lv_row.
      ENDLOOP.
    ENDDO.
  ENDMETHOD.
ENDCLASS.`;

/** The rows' kinds of a registry's parsed ABAP files. */
function classifierOf(reg) {
  const files = new Map();
  for (const object of reg.getObjects()) for (const file of object.getABAPFiles?.() ?? []) files.set(file.getFilename().toLowerCase(), file);
  return rowClassifier((name) => files.get(name));
}

async function variants() {
  const reg = new Registry().addFile(new MemoryFile('zcl_bench_jump.clas.abap', SOURCE));
  const output = await new Transpiler({ ignoreSyntaxCheck: true, skipConstants: true }).run(reg);
  const object = output.objects.find((o) => o.filename === 'zcl_bench_jump.clas.mjs');
  const code = object.chunk.getCode();
  const map = JSON.parse(object.chunk.getMap(object.filename, {}));
  return { original: code, dispatched: addJumpDispatch(code, map, classifierOf(reg)).code };
}

async function timeRun(dir, name, code, runs) {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, `${code}\nexport { zcl_bench_jump };\n`);
  const { zcl_bench_jump } = await import(pathToFileURL(file).href);
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await zcl_bench_jump.run({});
    samples.push(performance.now() - start);
  }
  return samples;
}

async function kernelRewrite() {
  const files = kernelFiles().map((file) => new MemoryFile(file.path, file.text));
  const reg = new Registry().addFiles(files);
  const output = await new Transpiler({ ignoreSyntaxCheck: true, skipConstants: true }).run(reg);
  const classifyKernel = classifierOf(reg);
  let bytes = 0;
  let lists = 0;
  const start = performance.now();
  for (const object of output.objects) {
    const code = object.chunk.getCode();
    bytes += code.length;
    lists += addJumpDispatch(code, JSON.parse(object.chunk.getMap(object.filename, {})), classifyKernel).blocks.length;
  }
  return { millis: performance.now() - start, bytes, modules: output.objects.length, lists };
}

export async function run() {
  globalThis.abap = new runtime.ABAP({ console: new runtime.MemoryConsole() });
  const dir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-jump-'));
  try {
    const { original, dispatched } = await variants();
    const plain = [];
    const jumpable = [];
    for (let round = 0; round < 5; round++) {
      plain.push(...(await timeRun(dir, `plain${round}`, original, 2)));
      jumpable.push(...(await timeRun(dir, `dispatched${round}`, dispatched, 2)));
    }
    report('10^6 statements as the transpiler writes them', plain);
    report('the same with the jump dispatch', jumpable);
    console.log(`${'ratio dispatched / plain (p50)'.padEnd(48)} ${(percentile(jumpable, 50) / percentile(plain, 50)).toFixed(2)}`);
    const rewrite = await kernelRewrite();
    console.log(`${'rewrite of the kernel\'s modules'.padEnd(48)} ${rewrite.millis.toFixed(0)} ms for ${rewrite.modules} modules, ${(rewrite.bytes / 1e6).toFixed(1)} MB, ${rewrite.lists} lists (${((rewrite.bytes / 1e6) / (rewrite.millis / 1000)).toFixed(1)} MB/s)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
