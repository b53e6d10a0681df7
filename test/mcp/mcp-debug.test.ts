/**
 * `abapdeck mcp`'s debugger tools and short-dump resources, end to end: the built binary as a real process, driven
 * by the MCP SDK's Client over stdio, against a real service with the debugger's probe class. A run under the
 * debugger answers at its first stop; stack, variables and steps are the CLI's background session's; the run's
 * output comes with the step that ends it. A run that dumps becomes a resource abap://default/dumps/<id>.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { EmbeddedSystem } from '../../src/system/system.js';
import { binPath } from '../support/cli.js';
import { debugCliProject } from '../support/debug-processes.js';
import { addDebugFixtures, probeRows as rows } from '../support/debug-fixtures.js';

const DIVIDER = 'ZCL_MCP_DIVIDER';
const dividerSource = `CLASS zcl_mcp_divider DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS zcl_mcp_divider IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lv_zero TYPE i.
    DATA lv_result TYPE i.
    lv_result = 10 / lv_zero.
    out->write( lv_result ).
  ENDMETHOD.
ENDCLASS.
`;

function addFixtures(system: EmbeddedSystem): void {
  addDebugFixtures(system);
  system.objects.save(
    { type: 'CLAS', name: DIVIDER, description: 'Divides by zero', metadata: { VSEOCLASS: { CLSNAME: DIVIDER, LANGU: 'E', DESCRIPT: 'Divides by zero', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } }, sources: { main: dividerSource } },
    'ZDEMO_TOOLS',
    'A',
    'DEVELOPER',
  );
}

const project = debugCliProject(addFixtures);
let client: Client;

beforeAll(async () => {
  const env = { ...(process.env as Record<string, string>), ...(project.env as Record<string, string>) };
  for (const name of ['ABAP_HOST', 'ABAPDECK_CONTEXT', 'ABAP_TRANSPORT']) delete env[name];
  client = new Client({ name: 'abapdeck-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [binPath, 'mcp', '--allow', 'run'], cwd: project.cwd, env, stderr: 'pipe' }));
  // the client keeps the tools' output schemas and validates every structured content against its tool's
  await client.listTools();
}, 60_000);

afterAll(async () => {
  await client?.close();
});

const call = async (name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => (result.content as Array<{ text: string }>).map((part) => part.text).join('\n');
const content = <T>(result: CallToolResult) => {
  expect(result.isError ?? false, textOf(result)).toBe(false);
  return result.structuredContent as T;
};

interface Position {
  line: number;
  program: string;
}

describe('abapdeck mcp: the debugger', () => {
  it('runs a class under the debugger to its breakpoint, reads the stack and variables, steps, and continues to the end with the output', async () => {
    const set = content<{ breakpoints: Array<{ position: string }> }>(await call('abap_debug_breakpoint_set', { objects: `ZCL_DEBUG_PROBE:${rows.first}` }));
    expect(set.breakpoints.map((bp) => bp.position)).toEqual([`ZCL_DEBUG_PROBE:${rows.first}`]);
    const listed = content<{ breakpoints: Array<{ position: string }> }>(await call('abap_debug_breakpoint_list'));
    expect(listed.breakpoints.map((bp) => bp.position)).toEqual([`ZCL_DEBUG_PROBE:${rows.first}`]);

    const stopped = content<{ run: string; position: Position }>(await call('abap_debug_run', { class: 'ZCL_DEBUG_PROBE' }));
    expect(stopped.run).toBe('stopped');
    expect(stopped.position.line).toBe(rows.first);

    const stack = content<{ stack: Array<{ line: number }> }>(await call('abap_debug_stack'));
    expect(stack.stack[0]!.line).toBe(rows.first);

    const stepped = content<{ position: Position }>(await call('abap_debug_step', { type: 'over' }));
    expect(stepped.position.line).toBe(rows.text);
    const variable = content<{ variables: Array<{ name: string; value: string }> }>(await call('abap_debug_variables', { name: 'LV_CHAR' }));
    expect(variable.variables).toEqual([expect.objectContaining({ name: 'LV_CHAR', value: 'ABC' })]);

    expect(content<{ deleted: number }>(await call('abap_debug_breakpoint_delete', { all: true })).deleted).toBe(1);
    const ended = content<{ finished: boolean; run: { success: boolean; output: string } }>(await call('abap_debug_step', { type: 'continue' }));
    expect(ended.finished).toBe(true);
    expect(ended.run).toMatchObject({ success: true });
    expect(ended.run.output).toContain('Probe ABC');
  });

  it('terminates a program stopped at its breakpoint', async () => {
    content(await call('abap_debug_breakpoint_set', { objects: `ZCL_DEBUG_PROBE:${rows.first}` }));
    expect(content<{ run: string }>(await call('abap_debug_run', { class: 'ZCL_DEBUG_PROBE' })).run).toBe('stopped');
    const ended = content<{ terminated: boolean }>(await call('abap_debug_terminate'));
    expect(ended.terminated).toBe(true);
    expect(content<{ deleted: number }>(await call('abap_debug_breakpoint_delete', { all: true })).deleted).toBe(1);
  });

  it('answers with the output when the run reaches no breakpoint', async () => {
    const run = content<{ success: boolean; output: string }>(await call('abap_debug_run', { class: 'ZCL_DEBUG_PROBE' }));
    expect(run).toMatchObject({ success: true });
    expect(run.output).toContain('Probe ABC');
  });
});

describe('abapdeck mcp: short dumps as resources', () => {
  it('lists the newest dumps and reads one in detail as abap://default/dumps/<id>', async () => {
    const run = await call('abap_run_class', { class: DIVIDER });
    expect(run.isError).toBe(true);
    const { resources } = await client.listResources();
    const dump = resources.find((resource) => resource.name.includes(DIVIDER));
    expect(dump, JSON.stringify(resources)).toBeDefined();
    expect(dump!.uri).toMatch(/^abap:\/\/default\/dumps\/.+/);
    const read = await client.readResource({ uri: dump!.uri });
    const detail = JSON.parse((read.contents[0] as { text: string }).text) as { DUMPS: Array<{ ERROR: string; CALL_STACK?: unknown[] }> };
    expect(detail.DUMPS[0]!.ERROR).toBe('COMPUTE_INT_ZERODIVIDE');
    expect(detail.DUMPS[0]!.CALL_STACK?.length).toBeGreaterThan(0);
    const newest = content<{ DUMPS: Array<{ ERROR: string; CALL_STACK?: unknown[] }> }>(await call('abap_dumps_detail', { detail: 1 }));
    expect(newest.DUMPS[0]).toMatchObject({ ERROR: 'COMPUTE_INT_ZERODIVIDE', CALL_STACK: expect.any(Array) });
    const templates = (await client.listResourceTemplates()).resourceTemplates.map((template) => template.uriTemplate);
    expect(templates).toEqual(['abap://{context}/{type}/{name}{/part}', 'abap://{context}/dumps/{id}']);
    await expect(client.readResource({ uri: 'abap://default/dumps/NO_SUCH_DUMP' })).rejects.toThrow(/no short dump NO_SUCH_DUMP/);
  });
});
