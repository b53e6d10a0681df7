import { beforeAll, describe, expect, it } from 'vitest';
import { CheckEngine, type WhereUsedReference } from '../../../src/system/checks/index.js';
import { DEMO_SYSTEM, prog } from './fixtures.js';

const ZDEMO_MAIN = prog('ZDEMO_MAIN', 'REPORT zdemo_main.\n\nINCLUDE zdemo_main_inc.\n\nSTART-OF-SELECTION.\n  PERFORM greet.\n');
const ZDEMO_MAIN_INC = prog('ZDEMO_MAIN_INC', 'FORM greet.\n  WRITE / zcl_greeter=>create( )->greet( `include` ).\nENDFORM.\n', 'I');
const ZDEMO_CALLER = prog('ZDEMO_CALLER', 'REPORT zdemo_caller.\n\nSTART-OF-SELECTION.\n  SUBMIT zdemo_greet AND RETURN.\n');

let engine: CheckEngine;

beforeAll(() => {
  engine = new CheckEngine();
  engine.load([...DEMO_SYSTEM, ZDEMO_MAIN, ZDEMO_MAIN_INC, ZDEMO_CALLER]);
});

const pool = (name: string) => `${name.padEnd(30, '=')}CP`;
const ref = (object: string, obj_name: string, include: string, line: number, program: string): WhereUsedReference => ({
  object,
  obj_name,
  include,
  line,
  program,
});

describe('where-used', () => {
  it('lists the uses of an interface with include names view can read and include lines', () => {
    const [result] = engine.whereUsed({ objects: ['ZIF_GREETER'], type: 'INTF' }).objects;
    expect(result).toMatchObject({ name: 'ZIF_GREETER', type: 'INTF', type_text: 'Interface', not_found: false, error: '' });
    expect(result!.references).toEqual([
      // the test class calls greet( ) through the interface
      ref('CLAS', 'ZCL_GREETER', 'ZCL_GREETER===================CCAU', 9, pool('ZCL_GREETER')),
      // METHOD zif_greeter~greet: methods numbered in declaration order, interface methods after them
      ref('CLAS', 'ZCL_GREETER', 'ZCL_GREETER===================CM004', 1, pool('ZCL_GREETER')),
      ref('CLAS', 'ZCL_GREETER', 'ZCL_GREETER===================CM005', 2, pool('ZCL_GREETER')),
      // INTERFACES zif_greeter, RETURNING … TYPE REF TO zif_greeter
      ref('CLAS', 'ZCL_GREETER', 'ZCL_GREETER===================CU', 3, pool('ZCL_GREETER')),
      ref('CLAS', 'ZCL_GREETER', 'ZCL_GREETER===================CU', 7, pool('ZCL_GREETER')),
      ref('CLAS', 'ZCL_USER', 'ZCL_USER======================CI', 2, pool('ZCL_USER')),
      ref('CLAS', 'ZCL_USER', 'ZCL_USER======================CM001', 2, pool('ZCL_USER')),
      ref('CLAS', 'ZCL_USER', 'ZCL_USER======================CM001', 4, pool('ZCL_USER')),
      ref('CLAS', 'ZCL_USER', 'ZCL_USER======================CM001', 5, pool('ZCL_USER')),
      ref('FUGR', 'ZDEMO_FG', 'LZDEMO_FGU02', 3, 'SAPLZDEMO_FG'),
      ref('PROG', 'ZDEMO_GREET', 'ZDEMO_GREET', 5, 'ZDEMO_GREET'),
      // greet( ) called in an include: listed under the include with its main program
      ref('PROG', 'ZDEMO_MAIN', 'ZDEMO_MAIN_INC', 2, 'ZDEMO_MAIN'),
    ]);
    expect(result!.count).toBe(12);
  });

  it('lists the uses of a class, in include programs with their main program', () => {
    const [result] = engine.whereUsed({ objects: ['zcl_greeter'] }).objects;
    expect(result).toMatchObject({ name: 'ZCL_GREETER', type: 'CLAS', type_text: 'Class' });
    expect(result!.references).toEqual([
      ref('CLAS', 'ZCL_USER', 'ZCL_USER======================CM001', 3, pool('ZCL_USER')),
      // the second function module of the group: include LZDEMO_FGU02 of program SAPLZDEMO_FG
      ref('FUGR', 'ZDEMO_FG', 'LZDEMO_FGU02', 3, 'SAPLZDEMO_FG'),
      ref('PROG', 'ZDEMO_GREET', 'ZDEMO_GREET', 4, 'ZDEMO_GREET'),
      ref('PROG', 'ZDEMO_MAIN', 'ZDEMO_MAIN_INC', 2, 'ZDEMO_MAIN'),
    ]);
  });

  it('lists INCLUDE and SUBMIT statements and calls of forms of a program', () => {
    const { objects } = engine.whereUsed({ objects: ['ZDEMO_MAIN_INC', 'ZDEMO_GREET'], type: 'PROG' });
    expect(objects.map((o) => o.references)).toEqual([
      [ref('PROG', 'ZDEMO_MAIN', 'ZDEMO_MAIN', 3, 'ZDEMO_MAIN'), ref('PROG', 'ZDEMO_MAIN', 'ZDEMO_MAIN', 6, 'ZDEMO_MAIN')],
      [ref('PROG', 'ZDEMO_CALLER', 'ZDEMO_CALLER', 4, 'ZDEMO_CALLER')],
    ]);
  });

  it('applies the limit and summarises', () => {
    const response = engine.whereUsed({ objects: ['ZIF_GREETER', 'ZCL_GREETER'], limit: 2 });
    expect(response).toMatchObject({ success: true, command: 'WHERE', message: 'Retrieved where-used list', error: '' });
    expect(response.objects.map((o) => o.count)).toEqual([2, 2]);
    expect(response.summary).toEqual({ total: 2, total_references: 4 });
  });

  it('caps the limit at 200 and defaults it to 50', () => {
    const many = new CheckEngine();
    many.load([
      ...DEMO_SYSTEM,
      prog('ZMANY', `REPORT zmany.\n${Array.from({ length: 260 }, (_, i) => `DATA v${i} TYPE REF TO zif_greeter.`).join('\n')}\n`),
    ]);
    expect(many.whereUsed({ objects: ['ZIF_GREETER'], limit: 1000 }).objects[0]!.count).toBe(200);
    expect(many.whereUsed({ objects: ['ZIF_GREETER'] }).objects[0]!.count).toBe(50);
  });

  it('marks objects that do not exist', () => {
    const [result] = engine.whereUsed({ objects: ['ZCL_NOWHERE'] }).objects;
    expect(result).toEqual({ name: 'ZCL_NOWHERE', type: '', type_text: '', references: [], count: 0, not_found: true, error: 'Object not found: ZCL_NOWHERE' });
  });

  it('finds the uses of kernel objects', () => {
    const [result] = engine.whereUsed({ objects: ['IF_OO_ADT_CLASSRUN'] }).objects;
    expect(result!.references.map((r) => [r.obj_name, r.include, r.line])).toEqual([
      ['ZCL_GREETER', 'ZCL_GREETER===================CM005', 1],
      ['ZCL_GREETER', 'ZCL_GREETER===================CU', 4],
    ]);
  });

  it('requires object names', () => {
    expect(engine.whereUsed({ objects: [] })).toMatchObject({ success: false, error: 'Objects parameter is required' });
  });
});
