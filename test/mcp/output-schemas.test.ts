/**
 * The MCP tools' output schemas (src/mcp/output-schemas.ts): every tool of src/mcp/tools.ts has one, an object at
 * the top that the SDK's own validator (Ajv, as its Client uses) compiles; an answer is read through it whatever
 * spelling the system sent, so that it validates. End to end, the SDK's Client validates every tool call of
 * test/mcp/mcp-server, mcp-sync and mcp-debug against these schemas.
 */
import { describe, expect, it } from 'vitest';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { outputSchemaOf, structuredAnswer } from '../../src/mcp/output-schemas.js';
import { intentTools, tools } from '../../src/mcp/tools.js';

const ajv = new AjvJsonSchemaValidator();
const validates = (tool: string, content: unknown) => ajv.getValidator(outputSchemaOf(tool)!)(content);

describe('MCP output schemas', () => {
  it.each(tools.map((tool) => tool.name))('%s has an output schema, an object at the top, plain JSON Schema', (name) => {
    const schema = outputSchemaOf(name);
    expect(schema).toMatchObject({ type: 'object' });
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
    expect(() => ajv.getValidator(schema!)).not.toThrow();
  });

  it('has no schema for a name that is no tool, nor for the minimal intents (their answer is the action’s)', () => {
    expect(outputSchemaOf('abap_nothing')).toBeUndefined();
    for (const intent of intentTools) expect(outputSchemaOf(intent.name)).toBeUndefined();
  });

  it('reads an answer sent in upper case into the spelling of the schema, which then validates', () => {
    const wire = { SUCCESS: 'X', TEST_COUNT: 2, PASSED_COUNT: 1, FAILED_COUNT: 1, MESSAGE: '1 of 2 failed', ERRORS: [{ CLASS_NAME: 'LTCL_X', METHOD_NAME: 'T1', ERROR_KIND: 'ERROR', ERROR_TEXT: 'no' }] };
    expect(validates('abap_unit_run', wire).valid).toBe(false);
    const read = structuredAnswer('abap_unit_run', wire);
    expect(read).toMatchObject({ success: 'X', test_count: 2, failed_count: 1, errors: [expect.objectContaining({ method_name: 'T1' })] });
    expect(validates('abap_unit_run', read)).toMatchObject({ valid: true });
  });

  it("makes a list answer (inspect's) the result of an object", () => {
    const read = structuredAnswer('abap_code_inspect', [{ SUCCESS: 'X', OBJECT_TYPE: 'CLAS', OBJECT_NAME: 'ZCL_X', ERROR_COUNT: 0, ERRORS: [], WARNINGS: [], INFOS: [] }]);
    expect(read).toEqual({ result: [{ success: 'X', object_type: 'CLAS', object_name: 'ZCL_X', error_count: 0, errors: [], warnings: [], infos: [] }] });
    expect(validates('abap_code_inspect', read).valid).toBe(true);
  });

  it('reads the shape a tool answered of its two: a pull preview or a pull, a first stop or a run that ended', () => {
    const preview = structuredAnswer('abap_sync_pull', { SUCCESS: 'X', COMMAND: 'PULL_PREVIEW', OBJECTS: [], SUMMARY: { CREATE: 1, UPDATE: 0, DELETE: 0, UNCHANGED: 2 }, ERROR: '' });
    expect(preview).toMatchObject({ COMMAND: 'PULL_PREVIEW', SUMMARY: { CREATE: 1 } });
    const pulled = structuredAnswer('abap_sync_pull', { success: 'X', message: 'Pulled', activated_count: 1, activated_objects: [{ obj_type: 'CLAS', obj_name: 'ZCL_X' }] });
    expect(pulled).toMatchObject({ success: 'X', activated_count: 1, failed_objects: [] });
    for (const answer of [preview, pulled]) expect(validates('abap_sync_pull', answer).valid).toBe(true);
    const ended = structuredAnswer('abap_debug_run', { success: true, class: 'ZCL_X', output: 'done' });
    expect(ended).toEqual({ success: true, class: 'ZCL_X', output: 'done' });
    expect(validates('abap_debug_run', ended).valid).toBe(true);
  });

  it("refuses an answer that breaks its tool's schema (what the SDK's Client does with it)", () => {
    expect(validates('abap_system_health', { status: 'OK', version: 1 }).valid).toBe(false);
    expect(validates('abap_system_health', { status: 'OK', version: '1', system: 's', client: '100', user: 'U', source: 'embedded' }).valid).toBe(true);
  });
});
