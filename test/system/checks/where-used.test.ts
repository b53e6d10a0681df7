import { beforeAll, describe, expect, it } from 'vitest';
import { CheckEngine } from '../../../src/system/checks/index.js';
import type { AbapObject } from '../../../src/system/objects.js';
import { DEMO_SYSTEM, clas, prog, tabl } from './fixtures.js';

const ZDEMO_MAIN = prog('ZDEMO_MAIN', 'REPORT zdemo_main.\n\nINCLUDE zdemo_main_inc.\n\nSTART-OF-SELECTION.\n  PERFORM greet.\n');
const ZDEMO_MAIN_INC = prog('ZDEMO_MAIN_INC', 'FORM greet.\n  WRITE / zcl_greeter=>create( )->greet( `include` ).\nENDFORM.\n', 'I');
const ZDEMO_CALLER = prog('ZDEMO_CALLER', 'REPORT zdemo_caller.\n\nSTART-OF-SELECTION.\n  SUBMIT zdemo_greet AND RETURN.\n');

let engine: CheckEngine;

beforeAll(() => {
  engine = new CheckEngine();
  engine.load([...DEMO_SYSTEM, ZDEMO_MAIN, ZDEMO_MAIN_INC, ZDEMO_CALLER]);
});

const pool = (name: string) => `${name.padEnd(30, '=')}CP`;
/** A reference as listed: the using object's type and name, include, line and main program (package and kinds aside). */
const ref = (object_type: string, object: string, include_name: string, line: number, program: string) =>
  expect.objectContaining({ object_type, object, include_name, line, program });

const dataElement = (name: string, domain: string): AbapObject => ({
  type: 'DTEL',
  name,
  description: name,
  sources: {},
  metadata: { DD04V: { ROLLNAME: name, DDLANGUAGE: 'E', DOMNAME: domain, DDTEXT: name, DATATYPE: 'CHAR', LENG: '000010', OUTPUTLEN: '000010' } },
});
const domain = (name: string): AbapObject => ({
  type: 'DOMA',
  name,
  description: name,
  sources: {},
  metadata: { DD01V: { DOMNAME: name, DDLANGUAGE: 'E', DATATYPE: 'CHAR', LENG: '000010', OUTPUTLEN: '000010', DDTEXT: name } },
});
const tableType = (name: string, rowType: string): AbapObject => ({
  type: 'TTYP',
  name,
  description: name,
  sources: {},
  metadata: { DD40V: { TYPENAME: name, DDLANGUAGE: 'E', ROWTYPE: rowType, ROWKIND: 'S', DATATYPE: 'STRU', ACCESSMODE: 'T', KEYDEF: 'D', KEYKIND: 'N', DDTEXT: name } },
});

describe('where-used', () => {
  it('lists the uses of an interface with include names view can read and include lines', () => {
    const [result] = engine.whereUsed({ objects: ['ZIF_GREETER'], type: 'INTF' }).objects;
    expect(result).toMatchObject({ name: 'ZIF_GREETER', type: 'INTF', not_found: false, error: '' });
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
    expect(result).toMatchObject({ name: 'ZCL_GREETER', type: 'CLAS' });
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

  it('names the method and the kind of include of each use, and the package the system gives', () => {
    const response = engine.whereUsed({ objects: ['ZCL_GREETER'] }, (type, name) => (type === 'CLAS' ? `PKG_${name}` : ''));
    expect(response.objects[0]!.references[0]).toEqual({
      object: 'ZCL_USER',
      object_type: 'CLAS',
      include_name: 'ZCL_USER======================CM001',
      method_name: 'RUN',
      include_type: 'method',
      package: 'PKG_ZCL_USER',
      line: 3,
      program: pool('ZCL_USER'),
    });
    expect(response.objects[0]!.references[1]).toMatchObject({ object_type: 'FUGR', include_type: 'function_module', package: '' });
  });

  it('pages the references of all objects together and summarises', () => {
    const first = engine.whereUsed({ objects: ['ZIF_GREETER', 'ZCL_GREETER'], limit: 10 });
    expect(first).toMatchObject({ success: true, command: 'WHERE', message: 'Found 16 references', error: '' });
    expect(first.objects.map((o) => o.count)).toEqual([10, 0]);
    expect(first.summary).toEqual({ total_objects: 2, total_references: 16 });
    expect(first.pagination).toEqual({ limit: 10, offset: 0, total: 16, has_more: true, next_offset: 10 });
    const second = engine.whereUsed({ objects: ['ZIF_GREETER', 'ZCL_GREETER'], limit: 5, offset: 10 });
    expect(second.objects.map((o) => o.count)).toEqual([2, 3]);
    expect(second.pagination).toEqual({ limit: 5, offset: 10, total: 16, has_more: true, next_offset: 15 });
    const last = engine.whereUsed({ objects: ['ZIF_GREETER', 'ZCL_GREETER'], limit: 5, offset: 15 });
    expect(last.objects.map((o) => o.count)).toEqual([0, 1]);
    expect(last.pagination).toEqual({ limit: 5, offset: 15, total: 16, has_more: false, next_offset: 0 });
    // the pages together are the whole list, in order
    const whole = engine.whereUsed({ objects: ['ZIF_GREETER', 'ZCL_GREETER'] }).objects.flatMap((o) => o.references);
    expect([first, second, last].flatMap((page) => page.objects.flatMap((o) => o.references))).toEqual(whole);
  });

  it('defaults the limit to 100 and refuses one outside 1 to 500 and a negative offset', () => {
    const many = new CheckEngine();
    many.load([
      ...DEMO_SYSTEM,
      prog('ZMANY', `REPORT zmany.\n${Array.from({ length: 260 }, (_, i) => `DATA v${i} TYPE REF TO zif_greeter.`).join('\n')}\n`),
    ]);
    expect(many.whereUsed({ objects: ['ZIF_GREETER'] }).objects[0]!.count).toBe(100);
    expect(many.whereUsed({ objects: ['ZIF_GREETER'], limit: 500 }).objects[0]!.count).toBe(271);
    expect(many.whereUsed({ objects: ['ZIF_GREETER'], limit: 501 })).toMatchObject({ success: false, error: 'Limit value too high (max: 500)' });
    expect(many.whereUsed({ objects: ['ZIF_GREETER'], limit: 0 })).toMatchObject({ success: false, error: 'Limit value too low (min: 1)' });
    expect(many.whereUsed({ objects: ['ZIF_GREETER'], offset: -1 })).toMatchObject({ success: false, error: 'Offset value must not be negative' });
  });

  describe('dictionary objects', () => {
    const ddic = new CheckEngine();
    beforeAll(() => {
      ddic.load([
        ...DEMO_SYSTEM,
        domain('ZDO_CODE'),
        dataElement('ZDE_CODE', 'ZDO_CODE'),
        {
          ...tabl('ZTAB_ORDER', [{ name: 'MANDT', length: 3, key: true }, { name: 'ID', length: 10, key: true }]),
          metadata: {
            DD02V: { TABNAME: 'ZTAB_ORDER', DDLANGUAGE: 'E', TABCLASS: 'TRANSP', DDTEXT: 'Orders', CONTFLAG: 'A' },
            DD03P_TABLE: [
              { FIELDNAME: 'MANDT', KEYFLAG: 'X', NOTNULL: 'X', INTTYPE: 'C', INTLEN: '000006', DATATYPE: 'CLNT', LENG: '000003' },
              { FIELDNAME: 'CODE', KEYFLAG: 'X', NOTNULL: 'X', ROLLNAME: 'ZDE_CODE', COMPTYPE: 'E' },
            ],
          },
        },
        tableType('ZTT_ORDERS', 'ZTAB_ORDER'),
        clas(
          'ZCL_ORDERS',
          [
            'CLASS zcl_orders DEFINITION PUBLIC CREATE PUBLIC.',
            '  PUBLIC SECTION.',
            '    METHODS first RETURNING VALUE(result) TYPE ztab_order.',
            '    METHODS code_of IMPORTING order TYPE ztab_order RETURNING VALUE(result) TYPE ztab_order-code.',
            'ENDCLASS.',
            'CLASS zcl_orders IMPLEMENTATION.',
            '  METHOD first.',
            '    DATA orders TYPE ztt_orders.',
            '    SELECT * FROM ztab_order INTO TABLE @orders.',
            '    READ TABLE orders INTO result INDEX 1.',
            '  ENDMETHOD.',
            '  METHOD code_of.',
            '    DATA code TYPE zde_code.',
            '    code = order-code.',
            '    result = code.',
            '  ENDMETHOD.',
            'ENDCLASS.',
          ].join('\n'),
        ),
      ]);
    });

    it('lists the statements that use a table as a type or read it, and the table types built on it', () => {
      const [result] = ddic.whereUsed({ objects: ['ZTAB_ORDER'] }).objects;
      expect(result).toMatchObject({ name: 'ZTAB_ORDER', type: 'TABL', not_found: false, error: '' });
      expect(result!.references).toEqual([
        ref('CLAS', 'ZCL_ORDERS', 'ZCL_ORDERS====================CM001', 3, pool('ZCL_ORDERS')),
        // the section include begins with CLASS … DEFINITION
        ref('CLAS', 'ZCL_ORDERS', 'ZCL_ORDERS====================CU', 3, pool('ZCL_ORDERS')),
        ref('CLAS', 'ZCL_ORDERS', 'ZCL_ORDERS====================CU', 4, pool('ZCL_ORDERS')),
        { object: 'ZTT_ORDERS', object_type: 'TTYP', include_name: '', method_name: '', include_type: 'dictionary', package: '', line: 0, program: '' },
      ]);
    });

    it('lists the uses of a data element in code and in table fields, of a domain in data elements, of a table type', () => {
      const byType = (name: string, type?: string) =>
        ddic.whereUsed({ objects: [name], type }).objects[0]!.references.map((r) => `${r.object_type} ${r.object} ${r.include_name} ${r.line}`);
      expect(byType('ZDE_CODE')).toEqual(['CLAS ZCL_ORDERS ZCL_ORDERS====================CM002 2', 'TABL ZTAB_ORDER  0']);
      expect(byType('ZDO_CODE', 'DOMA')).toEqual(['DTEL ZDE_CODE  0']);
      expect(byType('ZTT_ORDERS')).toEqual(['CLAS ZCL_ORDERS ZCL_ORDERS====================CM001 2']);
      // STRU is how the directory shows structures: it names the same dictionary objects
      expect(ddic.whereUsed({ objects: ['ZTAB_ORDER'], type: 'STRU' }).objects[0]!.count).toBe(4);
    });
  });

  it('marks objects that do not exist', () => {
    const [result] = engine.whereUsed({ objects: ['ZCL_NOWHERE'] }).objects;
    expect(result).toEqual({ name: 'ZCL_NOWHERE', type: '', references: [], count: 0, not_found: true, error: 'Object not found: ZCL_NOWHERE' });
  });

  it('finds the uses of kernel objects', () => {
    const [result] = engine.whereUsed({ objects: ['IF_OO_ADT_CLASSRUN'] }).objects;
    expect(result!.references.map((r) => [r.object, r.include_name, r.line])).toEqual([
      ['ZCL_GREETER', 'ZCL_GREETER===================CM005', 1],
      ['ZCL_GREETER', 'ZCL_GREETER===================CU', 4],
    ]);
  });

  it('requires object names', () => {
    expect(engine.whereUsed({ objects: [] })).toMatchObject({ success: false, error: 'Objects parameter is required' });
  });
});
