/**
 * The reading answers read through their schemas (src/protocol/reading.ts, results.ts): view, preview, customize,
 * list and tree in any key spelling, numbers and flags as text, absent optional fields left out, a bad shape named.
 */
import { describe, expect, it } from 'vitest';
import { normalizeCustomize, normalizePreview, normalizeView } from '../../src/client/reading.js';
import { CustomizeRequest, PreviewRequest, ViewRequest } from '../../src/protocol/reading.js';
import { ListResult, TreeResult } from '../../src/protocol/results.js';
import { readWire } from '../../src/protocol/wire-schema.js';

describe('view', () => {
  const expected = {
    success: true,
    command: 'VIEW',
    message: 'Retrieved 1 object(s)',
    objects: [
      {
        name: 'ZCL_A',
        type: 'CLAS',
        type_text: 'Class',
        description: 'Class ZCL_A in $TMP',
        source: 'CLASS zcl_a DEFINITION.',
        definition: '',
        not_found: false,
        components: [{ field: 'F', key: true, type: 'CHAR', length: 3, dataelement: 'D', description: '' }],
        sections: [{ suffix: 'CU', description: 'Public Section', method_name: '', file: '', lines: ['PUBLIC SECTION.'], global_start: 2 }],
        kernel_gaps: [{ name: 'CL_GONE', file: 'zcl_a.clas.abap', line: 4 }],
      },
    ],
    summary: { total: 1, by_type: ['CLAS'] },
    error: '',
  };

  it('reads lower, upper and camelCase keys, numbers and flags as text', () => {
    const upper = {
      SUCCESS: 'X',
      COMMAND: 'VIEW',
      MESSAGE: 'Retrieved 1 object(s)',
      OBJECTS: [
        {
          NAME: 'ZCL_A', TYPE: 'CLAS', TYPE_TEXT: 'Class', DESCRIPTION: 'Class ZCL_A in $TMP', SOURCE: 'CLASS zcl_a DEFINITION.', NOT_FOUND: '',
          COMPONENTS: [{ FIELD: 'F', KEY: 'X', TYPE: 'CHAR', LENGTH: '003', DATAELEMENT: 'D' }],
          SECTIONS: [{ SUFFIX: 'CU', DESCRIPTION: 'Public Section', LINES: ['PUBLIC SECTION.'], GLOBAL_START: '2' }],
          KERNEL_GAPS: [{ NAME: 'CL_GONE', FILE: 'zcl_a.clas.abap', LINE: '4' }],
        },
      ],
      SUMMARY: { TOTAL: '1', BY_TYPE: ['CLAS'] },
    };
    expect(normalizeView(upper)).toEqual(expected);
    const camel = JSON.parse(JSON.stringify(expected).replace(/"type_text"/g, '"typeText"').replace(/"not_found"/g, '"notFound"').replace(/"by_type"/g, '"byType"'));
    expect(normalizeView(camel)).toEqual(expected);
  });

  it('leaves absent optional fields out', () => {
    const object = normalizeView({ objects: [{ name: 'ZDOMA', sections: undefined }] }).objects[0]!;
    expect(object).toEqual({ name: 'ZDOMA', type: '', type_text: '', description: '', source: '', definition: '', not_found: false, components: [] });
    expect(normalizeView({ objects: [{ domain: 'Z', domain_length: '10' }] }).objects[0]).toMatchObject({ domain: 'Z', domain_length: 10 });
  });

  it('names a bad shape', () => {
    expect(() => normalizeView({ objects: [{ components: 'none' }] })).toThrow("unexpected answer: objects[0].components is the text 'none' where a list belongs");
  });

  it('is the request body the service validates', () => {
    expect(ViewRequest.properties.objects).toMatchObject({ minItems: 1, maxItems: 200 });
  });
});

describe('preview', () => {
  it('keeps the names of row fields, reads the rest in any spelling and counts what a system leaves out', () => {
    const result = normalizePreview({
      SUCCESS: true,
      OBJECTS: [{ NAME: 'ZV', TYPE: 'ddls', ROWS: [{ carrid: 'AA', seats: 3 }, { carrid: 'LH', seats: 4 }], FIELDS: [{ field: 'carrid', type: 'CHAR', length: '3' }] }],
      PAGINATION: { LIMIT: '100', OFFSET: 0, TOTAL: '2', HAS_MORE: '', NEXT_OFFSET: '2' },
    });
    expect(result.objects[0]).toMatchObject({ type: 'DDLS', type_text: 'CDS View', row_count: 2, rows: [{ CARRID: 'AA', SEATS: '3' }, { CARRID: 'LH', SEATS: '4' }], fields: [{ field: 'CARRID', type: 'CHAR', length: 3 }] });
    expect(result.summary).toEqual({ total_objects: 1, total_rows: 2 });
    expect(result.pagination).toEqual({ limit: 100, offset: 0, total: 2, has_more: false, next_offset: 2 });
  });

  it('takes well-formed rows as sent and the counts a system sends', () => {
    const rows = [{ CARRID: 'AA' }];
    const result = normalizePreview({ objects: [{ type: 'TABL', row_count: '7', rows }], summary: { total_objects: 3, total_rows: '9' } });
    expect(result.objects[0]!.rows).toBe(rows);
    expect(result.objects[0]).toMatchObject({ type: 'TABL', type_text: 'Table', row_count: 7, not_found: false, access_denied: false, columns_hidden: [] });
    expect(result.summary).toEqual({ total_objects: 3, total_rows: 9 });
  });

  it('names a bad shape', () => {
    expect(() => normalizePreview({ objects: [{ fields: [1] }] })).toThrow('unexpected answer: objects[0].fields[0] is the number 1 where an object belongs');
  });

  it('is the request body the service validates', () => {
    expect(PreviewRequest.properties.objects).toMatchObject({ minItems: 1, maxItems: 50 });
  });
});

describe('customize', () => {
  it('reads the flag and the action in any spelling', () => {
    expect(normalizeCustomize({ SUCCESS: 'X', ACTION: 'inserted', TABLE_NAME: 'ZCUST', TRANSPORT: 'K900001' })).toEqual({
      success: 'X', command: 'Customize', message: '', error: '', table_name: 'ZCUST', action: 'INSERTED', transport: 'K900001', delivery_class: '',
    });
    expect(normalizeCustomize({ success: false, action: 'nothing', error: 'no' })).toMatchObject({ success: '', action: '', error: 'no' });
  });

  it('names a bad shape, and bounds the request', () => {
    expect(() => normalizeCustomize(42)).toThrow('unexpected answer: the answer is the number 42 where an object belongs');
    expect(CustomizeRequest.properties.field_values).toMatchObject({ maxItems: 1000 });
  });
});

describe('list and tree', () => {
  it('read lower-case and camelCase answers into the upper-case shape, numbers as text', () => {
    const list = readWire(ListResult, { success: true, command: 'list', package: '$TMP', total: '2', limit: 100, offset: '0', objects: [{ type: 'CLAS', name: 'ZCL_A', kernelGaps: '1' }, { type: 'PROG', name: 'ZP' }], byType: [{ type: 'CLAS', count: '1' }] });
    expect(list).toEqual({
      SUCCESS: true, COMMAND: 'LIST', PACKAGE: '$TMP', TOTAL: 2, LIMIT: 100, OFFSET: 0,
      OBJECTS: [{ TYPE: 'CLAS', NAME: 'ZCL_A', KERNEL_GAPS: 1 }, { TYPE: 'PROG', NAME: 'ZP' }], BY_TYPE: [{ TYPE: 'CLAS', COUNT: 1 }], ERROR: '',
    });
    const tree = readWire(TreeResult, { SUCCESS: 'X', NODES: [{ package: 'ZA', parent: '', depth: '1', object_count: '4' }], total_packages: 1 });
    expect(tree).toMatchObject({ SUCCESS: true, COMMAND: 'TREE', NODES: [{ PACKAGE: 'ZA', PARENT: '', DESCRIPTION: '', DEPTH: 1, OBJECT_COUNT: 4 }], TOTAL_PACKAGES: 1, OBJECTS: [] });
  });

  it('name a bad shape', () => {
    expect(() => readWire(TreeResult, { NODES: 'ZA' })).toThrow("unexpected answer: NODES is the text 'ZA' where a list belongs");
  });
});
