/**
 * The checks' answers read through their schemas (src/protocol/checks.ts): syntax, inspect and where-used in any
 * key spelling, numbers and flags as text, counts a system leaves out counted, absent optional fields left out, a
 * bad shape named; the bodies the service accepts derived from the requests.
 */
import { describe, expect, it } from 'vitest';
import { normalizeInspectResults, normalizeSyntaxResponse, normalizeWhereResponse } from '../../src/client/checks.js';
import { Value } from 'typebox/value';
import { InspectData, SyntaxRequestBody, SyntaxRun, WhereRequestBody } from '../../src/protocol/checks.js';

describe('syntax', () => {
  it('reads upper case and camelCase, numbers as text, message for text; counts what is left out', () => {
    const upper = {
      SUCCESS: '',
      COMMAND: 'SYNTAX',
      MESSAGE: '1 of 1 objects have errors',
      RESULTS: [
        {
          OBJECT_TYPE: 'CLAS', OBJECT_NAME: 'ZCL_A', SUCCESS: '',
          ERRORS: [{ LINE: '3', MESSAGE: 'Unknown', WORD: 'x', INCLUDE: 'locals_imp', COLUMN: '7' }],
          WARNINGS: [{ LINE: 1, TEXT: 'gap', CODE: 'KERNEL_GAP', NAME: 'CL_GONE' }],
        },
      ],
    };
    const expected = {
      success: false,
      command: 'SYNTAX',
      message: '1 of 1 objects have errors',
      results: [
        {
          object_type: 'CLAS', object_name: 'ZCL_A', success: false, error_count: 1, warning_count: 1,
          errors: [{ line: 3, text: 'Unknown', word: 'x', include: 'locals_imp', column: 7 }],
          warnings: [{ line: 1, text: 'gap', code: 'KERNEL_GAP', name: 'CL_GONE' }],
          message: '',
        },
      ],
    };
    expect(normalizeSyntaxResponse(upper)).toEqual(expected);
    const camel = { success: false, message: '1 of 1 objects have errors', results: [{ objectType: 'CLAS', objectName: 'ZCL_A', errorCount: '1', warningCount: 1, errors: [{ line: 3, text: 'Unknown', word: 'x', include: 'locals_imp', column: 7 }], warnings: [{ line: '1', text: 'gap', code: 'KERNEL_GAP', name: 'CL_GONE' }] }] };
    expect(normalizeSyntaxResponse(camel)).toEqual(expected);
  });

  it('leaves absent optional fields out and takes the counts sent', () => {
    const result = normalizeSyntaxResponse({ success: true, results: [{ error_count: '0', warning_count: '2', errors: [{ line: '' , text: 'a', word: '', column: '' }] }] }).results[0]!;
    expect(result.errors).toEqual([{ line: 0, text: 'a' }]);
    expect(result).toMatchObject({ error_count: 0, warning_count: 2, warnings: [] });
  });

  it('names a bad shape', () => {
    expect(() => normalizeSyntaxResponse({ results: [{ errors: [3] }] })).toThrow('unexpected answer: results[0].errors[0] is the number 3 where an object belongs');
  });

  it('accepts a body without objects or sources (the engine answers them)', () => {
    expect(SyntaxRequestBody.required ?? []).not.toContain('objects');
    expect(SyntaxRequestBody.properties.objects.items.required).toEqual(['type', 'name']);
    expect(WhereRequestBody.required ?? []).not.toContain('objects');
  });
});

describe('inspect', () => {
  it('reads an array or a single object, success from the errors when left out', () => {
    const single = normalizeInspectResults({ OBJECT_TYPE: 'CLAS', OBJECT_NAME: 'ZCL_A', ERRORS: [{ LINE: 4, COLUMN: 2, TEXT: 'bad', SOBJNAME: 'ZCL_A=====CM001', METHOD_NAME: 'RUN' }], WARNINGS: [{ line: '1', text: 'long' }] });
    expect(single).toEqual([
      {
        success: '', object_type: 'CLAS', object_name: 'ZCL_A', error_count: 1,
        errors: [{ line: '4', column: '2', text: 'bad', word: '', sobjname: 'ZCL_A=====CM001', method_name: 'RUN' }],
        warnings: [{ line: '1', message: 'long', sobjname: '', method_name: '' }],
        infos: [],
      },
    ]);
    expect(normalizeInspectResults([{ objectName: 'ZP', success: 'X', errorCount: '0' }, { object_name: 'ZQ' }])).toMatchObject([
      { object_name: 'ZP', success: 'X', error_count: 0 },
      { object_name: 'ZQ', success: 'X', error_count: 0 },
    ]);
    expect(normalizeInspectResults(null)).toEqual([]);
  });

  it('names a bad shape', () => {
    expect(() => normalizeInspectResults([{ infos: 'none' }])).toThrow("unexpected answer: infos is the text 'none' where a list belongs");
  });
});

describe('where-used', () => {
  it('reads the public shape in any spelling and pages a system without paging as one page', () => {
    const result = normalizeWhereResponse({
      SUCCESS: 'X',
      OBJECTS: [{ NAME: 'ZCL_A', TYPE: 'CLAS', REFERENCES: [{ OBJECT: 'ZP', OBJECT_TYPE: 'PROG', INCLUDE_NAME: 'ZP', LINE: '12' }, { object: 'ZQ', include: 'ZQ_INC' }] }],
    });
    expect(result.objects[0]!.references).toEqual([
      { object: 'ZP', object_type: 'PROG', include_name: 'ZP', method_name: '', include_type: '', package: '', line: 12, program: '' },
      { object: 'ZQ', object_type: '', include_name: 'ZQ_INC', method_name: '', include_type: '', package: '', line: 0, program: '' },
    ]);
    expect(result.objects[0]!.count).toBe(2);
    expect(result.summary).toEqual({ total_objects: 1, total_references: 2 });
    expect(result.pagination).toEqual({ limit: 2, offset: 0, total: 2, has_more: false, next_offset: 0 });
  });

  it('reads the earlier shape (object = the type, obj_name) and the counts and page sent', () => {
    const result = normalizeWhereResponse({
      objects: [{ name: 'ZCL_A', count: '40', references: [{ object: 'CLAS', obj_name: 'ZCL_B' }] }],
      summary: { total: '1', total_references: '90' },
      pagination: { limit: '1', offset: '0', total: '90', has_more: true, next_offset: '1' },
    });
    expect(result.objects[0]).toMatchObject({ count: 40, references: [{ object: 'ZCL_B', object_type: 'CLAS' }] });
    expect(result.summary).toEqual({ total_objects: 1, total_references: 90 });
    expect(result.pagination).toEqual({ limit: 1, offset: 0, total: 90, has_more: true, next_offset: 1 });
  });

  it('names a bad shape', () => {
    expect(() => normalizeWhereResponse({ objects: [{ references: [{}, 'ZP'] }] })).toThrow("unexpected answer: objects[0].references[1] is the text 'ZP' where an object belongs");
  });
});

describe('what the commands give (the schemas MCP tools answer with)', () => {
  it('abapdeck syntax: the answer located in files', () => {
    const answer = normalizeSyntaxResponse({ success: false, results: [{ object_type: 'CLAS', object_name: 'ZCL_A', errors: [{ line: 3, text: 'bad' }] }] });
    const run = {
      ...answer,
      notes: [],
      results: answer.results.map((result) => ({ ...result, files: ['zcl_a.clas.abap'], errors: result.errors.map((error) => ({ ...error, file: 'zcl_a.clas.abap' })), warnings: [] })),
    };
    expect(Value.Check(SyntaxRun, run)).toBe(true);
    expect(Value.Check(SyntaxRun, answer)).toBe(false);
  });

  it('abapdeck inspect: the results, or the check variants', () => {
    expect(Value.Check(InspectData, normalizeInspectResults([{ object_name: 'ZP' }]))).toBe(true);
    expect(Value.Check(InspectData, { success: true, command: 'INSPECT_VARIANTS' })).toBe(false);
  });
});
