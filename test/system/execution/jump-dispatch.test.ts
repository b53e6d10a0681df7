import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import runtime from '@abaplint/runtime';
import '../../../src/system/execution/worker/abap-global.js';
import { MemoryFile, Registry } from '#abaplint/core';
import { Transpiler } from '#abaplint/transpiler';
import { parse } from 'acorn';
import { SourceMap } from 'node:module';
import { addJumpDispatch, rowClassifier, stripDispatch, type RawSourceMap } from '../../../src/system/execution/transpile/jump-dispatch.js';
import { generatedCodeFixes } from '../../../src/system/execution/transpile/transpiler-internals.js';
import { jumpValue } from '../../../src/system/execution/transpile/jump-format.js';
import type { ParsedStatements } from '../../../src/system/execution/transpile/executable-statements.js';
import { kernelFiles } from '../../../src/system/kernel/index.js';

async function generate(source: string, filename = 'zcl_jump.clas.abap') {
  const reg = new Registry().addFile(new MemoryFile(filename, source));
  const output = await new Transpiler({ ignoreSyntaxCheck: true, skipConstants: true } as never).run(reg as never);
  const object = output.objects[0]!;
  const map = JSON.parse(object.chunk.getMap(object.filename, {})) as RawSourceMap;
  const code = object.chunk.getCode();
  return { code, map, result: addJumpDispatch(code, map, rowClassifier(parsedFiles(reg))) };
}

/** The parsed ABAP files of a registry, by lower-case name. */
function parsedFiles(reg: Registry): (name: string) => ParsedStatements | undefined {
  const files = new Map<string, ParsedStatements>();
  for (const object of reg.getObjects()) for (const file of (object as { getABAPFiles?: () => Array<ParsedStatements & { getFilename(): string }> }).getABAPFiles?.() ?? []) files.set(file.getFilename().toLowerCase(), file);
  return (name) => files.get(name);
}

/** A class whose method runs through IF, DO with EXIT, WHILE with CONTINUE, LOOP and CASE, with declarations between statements. */
const RUNNABLE = `CLASS zcl_jump DEFINITION PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS run RETURNING VALUE(rv) TYPE string.
ENDCLASS.
CLASS zcl_jump IMPLEMENTATION.
  METHOD run.
    DATA lv_a TYPE i VALUE 5.
    DATA lt_t TYPE STANDARD TABLE OF i WITH EMPTY KEY.
    rv = |a{ lv_a }|.
    IF lv_a > 3.
      lv_a = 2.
    ELSE.
      lv_a = 9.
    ENDIF.
    DATA lv_late TYPE i VALUE 7.
    DO 5 TIMES.
      rv = rv && |d{ sy-index }|.
      IF sy-index = 3.
        EXIT.
      ENDIF.
    ENDDO.
    WHILE lv_a < 6.
      lv_a = lv_a + 1.
      IF lv_a = 4.
        CONTINUE.
      ENDIF.
      rv = rv && |w{ lv_a }|.
    ENDWHILE.
    APPEND 10 TO lt_t.
    APPEND 20 TO lt_t.
    LOOP AT lt_t INTO DATA(lv_c).
      rv = rv && |l{ lv_c }|.
    ENDLOOP.
    CASE lv_a.
      WHEN 6.
        rv = rv && |c6|.
      WHEN OTHERS.
        rv = rv && |co|.
    ENDCASE.
    rv = rv && |z{ lv_late }|.
  ENDMETHOD.
ENDCLASS.`;

const work = mkdtempSync(join(tmpdir(), 'abapdeck-jump-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Loads a generated module (it registers its class) and answers what ZCL_JUMP=>RUN returns. */
async function runModule(name: string, code: string): Promise<string> {
  const path = join(work, name);
  writeFileSync(path, code);
  await import(pathToFileURL(path).href);
  const run = (globalThis.abap.Classes['ZCL_JUMP'] as { run(input: object): Promise<{ get(): string }> }).run;
  return (await run({})).get();
}

describe('jump dispatch of generated code', () => {
  let original: string;
  let rewritten: ReturnType<typeof addJumpDispatch>;
  beforeAll(async () => {
    globalThis.abap = new runtime.ABAP({ console: new runtime.MemoryConsole() }) as never;
    const generated = await generate(RUNNABLE);
    original = generated.code;
    rewritten = generated.result;
  });

  it('keeps every line, and every line begins as it did (after the check in front of a statement)', async () => {
    const before = original.split('\n');
    const after = rewritten.code.split('\n');
    expect(after).toHaveLength(before.length);
    for (const [index, line] of before.entries()) {
      const stripped = stripDispatch(after[index]!).trimStart();
      const old = line.trimStart();
      if (/^(let|const) /.test(old) && !stripped.startsWith(old.slice(0, 4))) {
        // a declaration of the list: declared before its loop (the line keeps the rest, or nothing)
        expect(stripped === '' || old.replace(/^(let|const) /, '').startsWith(stripped.slice(0, 10))).toBe(true);
        continue;
      }
      if (old.startsWith('lv_late.set(') && stripped === '') continue;
      // a list's end closes the dispatch's switch and loop in front of the brace that ends it
      const closed = old.startsWith('}') ? stripped.replace(/^\} break; \} /, '') : stripped;
      // an EXIT or CONTINUE names its loop
      const begins = /^(break|continue);/.test(old) ? old.split(';')[0]! : old.slice(0, 12);
      expect(closed.startsWith(begins), `line ${index}: ${after[index]}`).toBe(true);
    }
    expect(() => parse(rewritten.code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });

  it('moves the mappings with the code: each mapped position holds the same text as before, and a check maps to its statement', async () => {
    const { map } = await generate(RUNNABLE);
    const oldMap = new SourceMap(map as never);
    const newMap = new SourceMap(rewritten.map as never);
    const oldLines = original.split('\n');
    const newLines = rewritten.code.split('\n');
    let compared = 0;
    for (let line = 0; line < oldLines.length; line++) {
      for (let column = 0; column < oldLines[line]!.length; column++) {
        const entry = oldMap.findEntry(line, column) as { generatedLine?: number; generatedColumn?: number; originalLine?: number };
        if (entry.generatedLine !== line || entry.generatedColumn !== column) continue;
        const text = oldLines[line]!.slice(column, column + 8);
        if (text.trim().length < 3) continue;
        const moved = newLines[line]!.indexOf(text, column);
        if (moved < 0) continue; // a declaration moved before its list's loop
        const found = newMap.findEntry(line, moved) as { originalLine?: number };
        expect(found.originalLine, `${line}:${column} ${text}`).toBe(entry.originalLine);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
    for (const block of rewritten.blocks) {
      for (const entry of block.cases) {
        expect(newLines[entry.line]!.slice(entry.column)).toMatch(/^if \(\$jump\)/);
        expect((newMap.findEntry(entry.line, entry.column) as { originalLine?: number }).originalLine! + 1, JSON.stringify(entry) + newLines[entry.line]).toBe(entry.row);
      }
    }
  });

  it('runs as before: EXIT and CONTINUE still leave or restart their own loops', async () => {
    const expected = 'a5d1d2d3w3w5w6l10l20c6z7';
    expect(await runModule('original.mjs', original)).toBe(expected);
    expect(await runModule('rewritten.mjs', rewritten.code)).toBe(expected);
  });

  it('goes to the case `$jump` names at the first check: forward over declarations, into the statement after a loop', async () => {
    const root = rewritten.blocks.find((block) => block.parent === -1)!;
    const rowOf = (text: string) => RUNNABLE.split('\n').findIndex((line) => line.includes(text)) + 1;
    // as the debugger's agent sets the stopped procedure's local, before its first statement's check
    const jumping = (text: string) => rewritten.code.replace('let $jump = 0;', `let $jump = ${jumpValue(root.id, root.cases.findIndex((entry) => entry.row === rowOf(text)))};`);
    // from the first statement straight to the last one: LV_LATE was declared and has its VALUE
    expect(await runModule('jump-last.mjs', jumping('rv = rv && |z{'))).toBe('z7');
    // to the APPEND before the LOOP: the DO and the WHILE never ran
    expect(await runModule('jump-append.mjs', jumping('APPEND 10'))).toBe('l10l20coz7');
  });

  it('rewrites every module of the kernel into a module that parses, with lists to jump in', async () => {
    const reg = new Registry().addFiles(kernelFiles().map((file) => new MemoryFile(file.path, file.text)));
    const output = await new Transpiler({ ignoreSyntaxCheck: true, skipConstants: true } as never).run(reg as never);
    const classify = rowClassifier(parsedFiles(reg));
    let lists = 0;
    for (const object of output.objects) {
      // the build's fixes of the pinned transpiler's output come first, as in runtime-build.ts
      const chunk = generatedCodeFixes.reduce((fixed, fix) => fixed.replaceAll(fix.search, fix.replacement), object.chunk);
      const result = addJumpDispatch(chunk.getCode(), JSON.parse(chunk.getMap(object.filename, {})) as RawSourceMap, classify);
      lists += result.blocks.length;
      expect(() => parse(result.code, { ecmaVersion: 'latest', sourceType: 'module' }), object.filename).not.toThrow();
    }
    expect(lists).toBeGreaterThan(1000);
  }, 60_000);

  it('leaves a module it cannot parse as it was', () => {
    const broken = { mappings: '', sources: [] };
    expect(addJumpDispatch('class {', broken, () => undefined)).toEqual({ code: 'class {', map: broken, blocks: [] });
  });
});
