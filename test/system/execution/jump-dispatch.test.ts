import { describe, expect, it } from 'vitest';
import { MemoryFile, Registry } from '#abaplint/core';
import { Transpiler } from '#abaplint/transpiler';
import { parse } from 'acorn';
import { SourceMap } from 'node:module';
import { addJumpDispatch, stripDispatch, type RawSourceMap } from '../../../src/system/execution/transpile/jump-dispatch.js';
import { rowKinds } from '../../../src/system/debugger/executable-statements.js';

const CLASS = `CLASS zcl_jump DEFINITION PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS run RETURNING VALUE(rv) TYPE i.
ENDCLASS.
CLASS zcl_jump IMPLEMENTATION.
  METHOD run.
    DATA lv_a TYPE i VALUE 5.
    DATA lt_t TYPE STANDARD TABLE OF i WITH EMPTY KEY.
    lv_a = lv_a + 1.
    IF lv_a > 3.
      lv_a = 2.
      DATA(lv_b) = lv_a * 2.
    ELSE.
      rv = 1.
    ENDIF.
    DATA lv_late TYPE i VALUE 7.
    DO 3 TIMES.
      rv = rv + 1.
      IF rv > 2.
        EXIT.
      ENDIF.
    ENDDO.
    WHILE rv < 10.
      rv = rv + 1.
      IF rv = 4.
        CONTINUE.
      ENDIF.
    ENDWHILE.
    LOOP AT lt_t INTO DATA(lv_c).
      rv = rv + lv_c.
    ENDLOOP.
    TRY.
        rv = 1 / 0.
      CATCH cx_sy_zerodivide INTO DATA(lx).
        rv = 0.
    ENDTRY.
    rv = rv + lv_b + lv_late.
  ENDMETHOD.
ENDCLASS.`;

async function generate(source: string, filename = 'zcl_jump.clas.abap') {
  const reg = new Registry().addFile(new MemoryFile(filename, source));
  const output = await new Transpiler({ ignoreSyntaxCheck: true, skipConstants: true } as never).run(reg as never);
  const object = output.objects[0]!;
  const map = JSON.parse(object.chunk.getMap(object.filename, {})) as RawSourceMap;
  const abapFile = reg.getFirstObject()!.getABAPFiles?.()[0] ?? (reg.getFirstObject() as never as { getABAPFiles(): never[] }).getABAPFiles()[0];
  const rows = rowKinds(abapFile as never);
  const code = object.chunk.getCode();
  return { code, map, result: addJumpDispatch(code, map, (_source, row) => { const kind = rows.get(row); return kind && { ...kind, file: filename }; }) };
}

describe('jump dispatch of generated code', () => {
  it('prints', async () => {
    const { code, result } = await generate(CLASS);
    console.log(result.code);
    console.log(JSON.stringify(result.blocks));
    expect(result.code.split('\n').length).toBe(code.split('\n').length);
  });
});
