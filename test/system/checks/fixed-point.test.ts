/**
 * Fixed point arithmetic and the strict mode of Open SQL: a class or program whose attributes do not set
 * FIXPT may not use host variables escaped with @ or comma-separated lists, in a syntax check and at
 * activation, as a real system refuses them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CheckEngine } from '../../../src/system/checks/index.js';
import { fixedPointText } from '../../../src/system/checks/fixed-point.js';
import { DEMO_SYSTEM, clas, classWithMethod, prog, tabl } from './fixtures.js';

const TABLE = tabl('ZFP_ITEM', [{ name: 'ID', length: 10, key: true }, { name: 'TEXT', length: 20 }]);
const NEW_SQL = `    DATA items TYPE STANDARD TABLE OF zfp_item WITH EMPTY KEY.
    DATA id TYPE c LENGTH 10.
    SELECT id, text FROM zfp_item INTO TABLE @items WHERE id = @id.`;
const OLD_SQL = `    DATA items TYPE STANDARD TABLE OF zfp_item WITH EMPTY KEY.
    DATA id TYPE c LENGTH 10.
    SELECT id text FROM zfp_item INTO TABLE items WHERE id = id.`;

let engine: CheckEngine;
beforeAll(() => {
  engine = new CheckEngine();
  engine.load([...DEMO_SYSTEM, TABLE]);
});

describe('activation', () => {
  it('refuses new Open SQL in a class without FIXPT, once per statement, on its line', () => {
    const errors = engine.checkActivation([clas('ZCL_FP_OFF', classWithMethod('zcl_fp_off', NEW_SQL), {}, { FIXPT: '' })]).errors.get('CLAS ZCL_FP_OFF');
    expect(errors).toEqual([{ file: 'zcl_fp_off.clas.abap', line: 10, text: fixedPointText }]);
  });

  it('accepts it with FIXPT, and the old syntax without', () => {
    expect(engine.checkActivation([clas('ZCL_FP_ON', classWithMethod('zcl_fp_on', NEW_SQL))]).errors).toEqual(new Map());
    expect(engine.checkActivation([clas('ZCL_FP_OLD', classWithMethod('zcl_fp_old', OLD_SQL), {}, { FIXPT: '' })]).errors).toEqual(new Map());
  });

  it('refuses it in a program without FIXPT', () => {
    const program = prog('ZFP_PROG', `REPORT zfp_prog.\nDATA text TYPE c LENGTH 20.\nUPDATE zfp_item SET text = @text WHERE id = 'A'.\n`);
    const off = { ...program, metadata: { PROGDIR: { NAME: 'ZFP_PROG', STATE: 'A', SUBC: '1', UCCHECK: 'X' } } };
    expect(engine.checkActivation([off]).errors.get('PROG ZFP_PROG')).toEqual([{ file: 'zfp_prog.prog.abap', line: 3, text: fixedPointText }]);
    expect(engine.checkActivation([program]).errors).toEqual(new Map());
  });
});

describe('syntax check', () => {
  const sent = (fixpt: string | undefined) => ({ type: 'CLAS', name: 'ZCL_FP_SENT', source: classWithMethod('zcl_fp_sent', NEW_SQL), ...(fixpt === undefined ? {} : { fixpt }) });

  it("refuses new Open SQL in a class sent with fixpt '' and names the include", () => {
    const [result] = engine.syntaxCheck({ objects: [sent('')], uccheck: 'X' }).results;
    expect(result).toMatchObject({ success: false, error_count: 1 });
    expect(result!.errors[0]).toMatchObject({ line: 10, text: fixedPointText, include: 'main' });
  });

  it("accepts it with fixpt 'X' and when the request says nothing of fixpt", () => {
    expect(engine.syntaxCheck({ objects: [sent('X')], uccheck: 'X' }).results[0]!.success).toBe(true);
    expect(engine.syntaxCheck({ objects: [sent(undefined)], uccheck: 'X' }).results[0]!.success).toBe(true);
  });
});
