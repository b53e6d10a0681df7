/**
 * The client reads what real systems send: recorded answers of every {base_url} route in the public
 * backend's spelling (protocol-notes, "Key spelling (revised)": upper case for pull, syntax, inspect, unit,
 * view, preview, where, list, tree, dump and the import poll; lower case for the rest), plus the import
 * poll's variant B, parsed into the client's one shape. The documents are in test/client/recorded/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeInspectResults, normalizeSyntaxResponse, normalizeWhereResponse } from '../../src/client/checks.js';
import { normalizeDumpResult, normalizeUnitResult } from '../../src/client/execution.js';
import { normalizeCustomize, normalizePreview, normalizeView } from '../../src/client/reading.js';
import { list, tree } from '../../src/client/service.js';
import { dropObject, transportRequest } from '../../src/client/transport-requests.js';
import type { Agent } from '../../src/client/agent.js';
import { readCreateResult, readImportJobStatus, readImportStart, readPullResult, readStatusResult } from '../../src/protocol/sync.js';

const recorded = (name: string): unknown => JSON.parse(readFileSync(join(import.meta.dirname, 'recorded', `${name}.json`), 'utf8'));

/** An agent that answers every call with one recorded document: the parsing is under test, not the transport. */
const answering = (name: string) => ({ json: async () => ({ status: 200, body: recorded(name) }) }) as unknown as Agent;

describe('recorded answers in the public spelling', () => {
  it('pull', () => {
    const result = readPullResult(recorded('pull'));
    expect(result).toMatchObject({ success: '', transport_request: 'DEVK900123', activated_count: 1, failed_count: 1 });
    expect(result.activated_objects).toEqual([{ obj_type: 'INTF', obj_name: 'ZIF_ORDER' }]);
    expect(result.log_messages[1]).toMatchObject({ TYPE: 'E', OBJ_NAME: 'ZCL_ORDER', TEXT: 'Error updating where-used list' });
  });

  it('syntax', () => {
    const result = normalizeSyntaxResponse(recorded('syntax'));
    expect(result).toMatchObject({ success: false, command: 'SYNTAX', message: '1 of 2 object(s) have syntax errors' });
    expect(result.results[0]).toMatchObject({ object_type: 'CLAS', object_name: 'ZCL_ORDER', success: false, error_count: 1 });
    expect(result.results[0]!.errors[0]).toMatchObject({ line: 12, word: 'LV_TOTL', include: 'locals_imp' });
  });

  it('inspect', () => {
    const [result] = normalizeInspectResults(recorded('inspect'));
    expect(result).toMatchObject({ success: '', object_name: 'ZCL_ORDER', error_count: 1 });
    expect(result!.warnings).toEqual([{ line: '3', message: 'Avoid SELECT *', sobjname: 'ZCL_ORDER=====================CM002', method_name: 'LOAD' }]);
  });

  it('unit', () => {
    const result = normalizeUnitResult(recorded('unit'));
    expect(result).toEqual({
      success: '',
      test_count: 3,
      passed_count: 2,
      failed_count: 1,
      message: '1 of 3 tests failed',
      errors: [{ class_name: 'LTCL_ORDER', method_name: 'TOTAL_WITH_TAX', error_kind: 'FAILURE', error_text: 'Expected [119] but was [100]' }],
    });
  });

  it('view, with an object that is not found', () => {
    const result = normalizeView(recorded('view'));
    expect(result).toMatchObject({ success: true, summary: { total: 1, by_type: ['CLAS'] } });
    expect(result.objects[0]!.sections![0]).toMatchObject({ suffix: 'CM001', method_name: 'TOTAL', lines: ['  METHOD total.', '  ENDMETHOD.'] });
    expect(result.objects[1]).toMatchObject({ name: 'ZCL_GONE', not_found: true });
  });

  it('preview: rows by upper-case field name, as ABAP names fields', () => {
    const result = normalizePreview(recorded('preview'));
    expect(result.pagination).toEqual({ limit: 2, offset: 0, total: 5, has_more: true, next_offset: 2 });
    expect(result.objects[0]!.rows).toEqual([{ ORDER_ID: '0001', AMOUNT: '10.00' }, { ORDER_ID: '0002', AMOUNT: '12.50' }]);
  });

  it('where', () => {
    const result = normalizeWhereResponse(recorded('where'));
    expect(result.summary).toEqual({ total_objects: 1, total_references: 3 });
    expect(result.pagination).toEqual({ limit: 2, offset: 0, total: 3, has_more: true, next_offset: 2 });
    expect(result.objects[0]!.references[0]).toEqual({
      object: 'ZCL_ORDER',
      object_type: 'CLAS',
      include_name: 'ZCL_ORDER=====================CM001',
      method_name: 'TOTAL',
      include_type: 'method',
      package: 'ZORDERS',
      line: 0,
      program: '',
    });
  });

  it('dump', () => {
    const result = normalizeDumpResult(recorded('dump'));
    expect(result).toMatchObject({ SUCCESS: true, TOTAL: 1 });
    expect(result.DUMPS[0]).toMatchObject({ ERROR: 'COMPUTE_INT_ZERODIVIDE', OBJECT: 'ZCL_ORDER', DATE: '20261126' });
  });

  it('tree and list', async () => {
    expect(await tree(answering('tree'), { package: 'ZORDERS' })).toMatchObject({ SUCCESS: true, NODES: [{ PACKAGE: 'ZORDERS', OBJECT_COUNT: 4 }] });
    expect(await list(answering('list'), { package: 'ZORDERS' })).toMatchObject({ TOTAL: 2, OBJECTS: [{ TYPE: 'CLAS', NAME: 'ZCL_ORDER' }, { TYPE: 'INTF', NAME: 'ZIF_ORDER' }] });
  });

  it('the import poll in variant A (upper case) and variant B (camel case)', () => {
    expect(readImportJobStatus(recorded('import-poll-a'))).toMatchObject({ jobNumber: '10150001', status: 'completed', progress: 100 });
    expect(readImportJobStatus(recorded('import-poll-b'))).toMatchObject({ jobNumber: '10150002', status: 'running', progress: 40, message: 'Serializing objects' });
  });

  it('the lower-case routes: create, status, import accepted, customize, transport, drop', async () => {
    expect(readCreateResult(recorded('create'))).toEqual({ success: 'X', repo_key: '000000000042', repo_name: 'orders', message: 'Repository created successfully' });
    expect(readStatusResult(recorded('status'), 'https://git.example/orders.git')).toMatchObject({ status: 'Found', repo_key: '000000000042' });
    expect(readImportStart(recorded('import-accepted'))).toMatchObject({ success: true, status: 'accepted', jobNumber: '10150001' });
    expect(normalizeCustomize(recorded('customize'))).toMatchObject({ success: 'X', action: 'INSERTED', transport: 'DEVK900200' });
    expect(await transportRequest(answering('transport'), { action: 'list' })).toMatchObject({ success: 'X', transports: [{ number: 'DEVK900123', owner: 'DEVELOPER' }] });
    expect(await dropObject(answering('drop'), { object_type: 'CLAS', object_name: 'ZCL_ORDER' })).toMatchObject({ success: 'X', object: 'ZCL_ORDER' });
  });

  it('the same answers in the other spelling parse alike (older backends)', () => {
    const lower = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(lower) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), k === 'ROWS' ? v : lower(v)])) : value;
    expect(normalizeSyntaxResponse(lower(recorded('syntax')))).toEqual(normalizeSyntaxResponse(recorded('syntax')));
    expect(normalizeWhereResponse(lower(recorded('where')))).toEqual(normalizeWhereResponse(recorded('where')));
    expect(normalizeView(lower(recorded('view')))).toEqual(normalizeView(recorded('view')));
    expect(normalizeUnitResult(lower(recorded('unit')))).toEqual(normalizeUnitResult(recorded('unit')));
    expect(readPullResult(lower(recorded('pull')))).toMatchObject({ transport_request: 'DEVK900123', failed_count: 1 });
  });
});
