/**
 * `abapdeck mcp` end to end (issue 35): the built bin/abapdeck as a real process, driven by the MCP SDK's own Client
 * over stdio, against a real test service with the demo system. Each tool's structured content is compared with the
 * CLI's `--json` of the same command; governance (confirmations by elicitation, --allow, --read-only, read-only
 * contexts, --packages) and the audit log are checked on what the server answers and writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { binPath, projectFolderFor, runCli } from '../support/cli.js';
import { structuredAnswer } from '../../src/mcp/output-schemas.js';
import { startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';

let service: TestService;
let cwd: string;
let root: string;
let env: Record<string, string>;

interface Started {
  client: Client;
  asked: string[];
  close(): Promise<void>;
}

/** `abapdeck mcp <args>` with a client that can elicit (answering `answer`) or cannot (answer undefined). */
async function startMcp(args: string[], answer?: 'accept' | 'decline'): Promise<Started> {
  const asked: string[] = [];
  const client = new Client({ name: 'abapdeck-test', version: '1.0.0' }, { capabilities: answer ? { elicitation: {} } : {} });
  if (answer) {
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params.message);
      return answer === 'accept' ? { action: 'accept', content: { confirm: true } } : { action: 'decline' };
    });
  }
  const transport = new StdioClientTransport({ command: process.execPath, args: [binPath, 'mcp', ...args], cwd, env, stderr: 'pipe' });
  await client.connect(transport);
  // the client keeps the tools' output schemas and validates every structured content against its tool's
  await client.listTools();
  return { client, asked, close: () => client.close() };
}

async function call(started: Started, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await started.client.callTool({ name, arguments: args })) as CallToolResult;
}

const textOf = (result: CallToolResult) => (result.content as Array<{ type: string; text: string }>).map((part) => part.text).join('\n');

async function cliJson(args: string[]): Promise<unknown> {
  const run = await runCli([...args, '--json'], { cwd, env });
  return JSON.parse(run.stdout);
}

/** The CLI's `--json` answer read through the tool's output schema: what the tool's structured content must be. */
async function cliAnswer(tool: string, args: string[]): Promise<Record<string, unknown>> {
  return structuredAnswer(tool, await cliJson(args));
}

let mcp: Started;

beforeAll(async () => {
  service = await startTestService({ demo: true, execution: { poolSize: 1 } });
  cwd = projectFolderFor(service);
  cpSync(join(import.meta.dirname, '..', '..', 'examples', 'demo-repo', 'src'), join(cwd, 'src'), { recursive: true });
  root = tempDir('abapdeck-mcp-');
  mkdirSync(join(root, 'config', 'abapdeck'), { recursive: true });
  const port = Number(new URL(service.url).port);
  const inline = { host: '127.0.0.1', sapport: port, protocol: 'http', user: 'DEVELOPER', password: testPasswords.DEVELOPER };
  writeFileSync(join(root, 'config', 'abapdeck', 'contexts.json'), JSON.stringify({ contexts: { prod: { ...inline, readOnly: true, production: true } } }));
  env = {
    ...(process.env as Record<string, string>),
    XDG_STATE_HOME: join(root, 'state'),
    XDG_CONFIG_HOME: join(root, 'config'),
    XDG_RUNTIME_DIR: join(root, 'runtime'),
    ABAPDECK_DATA: join(root, 'no-embedded'),
  };
  delete env['ABAP_HOST'];
  delete env['ABAPDECK_CONTEXT'];
  delete env['ABAP_TRANSPORT'];
  await service.execution.ready();
  mcp = await startMcp([], 'accept');
}, 60_000);

afterAll(async () => {
  await mcp?.close();
  await service?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('abapdeck mcp: tools', () => {
  it('lists tools named abap_<area>_<verb> with schemas named after the CLI flags and annotations', async () => {
    const { tools } = await mcp.client.listTools();
    const names = tools.map((tool) => tool.name);
    for (const name of names) expect(name).toMatch(/^abap_[a-z]+_[a-z_]+$/);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(names).toEqual(expect.arrayContaining(['abap_package_tree', 'abap_objects_list', 'abap_object_view', 'abap_object_where_used', 'abap_data_preview', 'abap_syntax_check', 'abap_code_inspect', 'abap_unit_run', 'abap_dumps_list', 'abap_dumps_detail', 'abap_sync_history', 'abap_sync_diff', 'abap_sync_pull', 'abap_transport_list', 'abap_transport_create', 'abap_transport_check', 'abap_transport_release', 'abap_inactive_list', 'abap_inactive_activate', 'abap_object_drop', 'abap_run_class', 'abap_run_report', 'abap_kernel_gaps', 'abap_contexts_list']));
    const list = tools.find((tool) => tool.name === 'abap_objects_list')!;
    expect(list.inputSchema).toMatchObject({ type: 'object', required: ['package'], properties: { package: { type: 'string' }, type: { type: 'string' }, name: { type: 'string' }, limit: { type: 'integer' }, offset: { type: 'integer' }, context: { type: 'string' } } });
    expect(list.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
    const pull = tools.find((tool) => tool.name === 'abap_sync_pull')!;
    expect(pull.inputSchema.properties).toMatchObject({ 'dry-run': { type: 'boolean', default: true }, files: { type: 'string' } });
    expect(pull.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    // every tool has an output schema, an object at the top (a pull's: its preview or its result)
    for (const tool of tools) expect(tool.outputSchema, tool.name).toMatchObject({ type: 'object' });
    expect(list.outputSchema).toMatchObject({ required: expect.arrayContaining(['SUCCESS', 'OBJECTS']), properties: { OBJECTS: { type: 'array' }, TOTAL: { type: 'integer' } } });
    expect((pull.outputSchema as { anyOf: unknown[] }).anyOf).toHaveLength(2);
  });

  it("reads an answer the system spells otherwise through the tool's schema (view: upper case on the wire)", async () => {
    const cli = (await cliJson(['view', '--objects', 'ZCL_DEMO_CLASSRUN'])) as { OBJECTS: Array<{ NAME: string }> };
    const result = await call(mcp, 'abap_object_view', { objects: 'ZCL_DEMO_CLASSRUN' });
    expect((result.structuredContent as { objects: Array<{ name: string }> }).objects.map((object) => object.name)).toEqual(cli.OBJECTS.map((object) => object.NAME));
  });

  it.each([
    ['abap_package_tree', { package: 'ZDEMO', depth: 1, 'include-types': true }, ['tree', '--package', 'ZDEMO', '--depth', '1', '--include-types']],
    ['abap_objects_list', { package: 'ZDEMO_CORE', type: 'CLAS', limit: 5 }, ['list', '--package', 'ZDEMO_CORE', '--type', 'CLAS', '--limit', '5']],
    ['abap_object_view', { objects: 'ZCL_DEMO_CLASSRUN', full: true }, ['view', '--objects', 'ZCL_DEMO_CLASSRUN', '--full']],
    ['abap_object_where_used', { objects: ['ZCL_DEMO_CLASSRUN'] }, ['where', '--objects', 'ZCL_DEMO_CLASSRUN']],
    ['abap_transport_list', { scope: 'all' }, ['transport', 'list', '--scope', 'all']],
    ['abap_inactive_list', {}, ['inactive']],
    ['abap_dumps_list', { limit: 5 }, ['dump', '--limit', '5']],
    ['abap_kernel_gaps', { package: 'ZDEMO' }, ['kernel', 'gaps', '--package', 'ZDEMO']],
  ])('%s answers what the CLI prints with --json', async (tool, args, cliArgs) => {
    const result = await call(mcp, tool, args);
    expect(result.isError ?? false, textOf(result)).toBe(false);
    expect(result.structuredContent).toEqual(await cliAnswer(tool, cliArgs));
    expect(textOf(result).length).toBeGreaterThan(0);
  });

  it.each([
    ['abap_syntax_check', { files: 'src/core/zcl_demo_fare_calculator.clas.abap' }, ['syntax', '--files', 'src/core/zcl_demo_fare_calculator.clas.abap']],
    ['abap_code_inspect', { files: ['src/core/zcl_demo_fare_calculator.clas.abap'] }, ['inspect', '--files', 'src/core/zcl_demo_fare_calculator.clas.abap']],
    ['abap_check_variants_list', {}, ['inspect', '--list-variants']],
    ['abap_lint_run', { files: 'src/core/zcl_demo_fare_calculator.clas.abap' }, ['lint', '--files', 'src/core/zcl_demo_fare_calculator.clas.abap']],
    ['abap_contexts_list', {}, ['ctx', 'list']],
    ['abap_system_health', {}, ['health']],
  ])('%s (local files, the server\'s folder) answers what the CLI prints with --json', async (tool, args, cliArgs) => {
    const result = await call(mcp, tool, args);
    expect(result.isError ?? false, textOf(result)).toBe(false);
    // structured content is an object: an answer the CLI prints as an array (inspect's) is its `result`
    const cli = await cliJson(cliArgs);
    expect(result.structuredContent).toEqual(structuredAnswer(tool, cli));
    if (Array.isArray(cli)) expect((result.structuredContent as { result: unknown[] }).result).toHaveLength(cli.length);
  });

  it('runs the unit tests of a class file, answered in the shape the CLI prints', async () => {
    const result = await call(mcp, 'abap_unit_run', { files: 'src/core/zcl_demo_fare_calculator.clas.testclasses.abap' });
    expect(result.isError ?? false, textOf(result)).toBe(false);
    const cli = await cliAnswer('abap_unit_run', ['unit', '--files', 'src/core/zcl_demo_fare_calculator.clas.testclasses.abap']);
    expect(Object.keys(result.structuredContent!).sort()).toEqual(Object.keys(cli).sort());
    expect(textOf(result)).toMatch(/tests passed/);
  });

  it('creates, checks and (confirmed by the user) releases a transport request', async () => {
    const created = await call(mcp, 'abap_transport_create', { description: 'MCP feature' });
    expect(created.isError ?? false, textOf(created)).toBe(false);
    const number = JSON.stringify(created.structuredContent).match(/DEVK9\d{5}/)?.[0];
    expect(number, JSON.stringify(created.structuredContent)).toBeDefined();
    const checked = await call(mcp, 'abap_transport_check', { number });
    expect(checked.isError ?? false, textOf(checked)).toBe(false);
    const asked = mcp.asked.length;
    const released = await call(mcp, 'abap_transport_release', { number });
    expect(released.isError ?? false, textOf(released)).toBe(false);
    expect(mcp.asked.slice(asked)).toEqual([`The assistant asks to release a transport request: abapdeck transport release --number=${number}. Allow it?`]);
    expect(textOf(released)).toContain(`Transport request ${number} released`);
  });

  it('previews table data with a WHERE condition as the CLI does', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.some((tool) => tool.name === 'abap_data_preview')).toBe(true);
    const result = await call(mcp, 'abap_data_preview', { objects: 'ZDEMO_CARRIER', where: "CARRIER_ID <> 'XX'", limit: 3 });
    expect(result.isError ?? false, textOf(result)).toBe(false);
    expect(result.structuredContent).toEqual(await cliAnswer('abap_data_preview', ['preview', '--objects', 'ZDEMO_CARRIER', '--where', "CARRIER_ID <> 'XX'", '--limit', '3']));
  });

  it('is a tool error with the system message and the exit code meaning, and the server keeps serving', async () => {
    const missing = await call(mcp, 'abap_package_tree', { package: 'ZNOPE' });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/^Failed \(exit 1: the operation ran and reported failure\)/);
    expect(missing.structuredContent).toEqual(await cliAnswer('abap_package_tree', ['tree', '--package', 'ZNOPE']));
    expect(missing.structuredContent).toMatchObject({ SUCCESS: false });
    // a command that failed before answering (a usage error) has no answer of the tool's shape: its message is the text
    const usage = await call(mcp, 'abap_object_view', { objects: 'ZCL_DEMO_CLASSRUN', lines: true });
    expect(usage.isError).toBe(true);
    expect(usage.structuredContent).toBeUndefined();
    expect(await cliJson(['view', '--objects', 'ZCL_DEMO_CLASSRUN', '--lines'])).toEqual({ success: false, error: '--lines needs --full' });
    expect(textOf(usage)).toBe('Failed (exit 2: usage error): --lines needs --full');
    const wrong = await call(mcp, 'abap_objects_list', { package: 'ZDEMO', bogus: 1 });
    expect(wrong.isError).toBe(true);
    expect(textOf(wrong)).toContain("takes no argument 'bogus'");
    const unknown = await call(mcp, 'abap_nothing');
    expect(unknown.isError).toBe(true);
    expect((await call(mcp, 'abap_objects_list', { package: 'ZDEMO_CORE' })).isError ?? false).toBe(false);
  });
});

describe('abapdeck mcp --tools minimal', () => {
  it('offers six intent-level tools that run the full tools, governed alike', async () => {
    const small = await startMcp(['--tools', 'minimal']);
    try {
      const { tools } = await small.client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['abap_read', 'abap_check', 'abap_test', 'abap_change', 'abap_run', 'abap_debug']);
      const full = await mcp.client.listTools();
      expect(JSON.stringify(tools).length).toBeLessThan(JSON.stringify(full.tools).length / 2);
      const listed = await call(small, 'abap_read', { action: 'abap_objects_list', arguments: { package: 'ZDEMO_CORE', limit: 3 } });
      expect(listed.structuredContent).toEqual(await cliAnswer('abap_objects_list', ['list', '--package', 'ZDEMO_CORE', '--limit', '3']));
      const run = await call(small, 'abap_run', { action: 'abap_run_class', arguments: { class: 'ZCL_DEMO_CLASSRUN' } });
      expect(textOf(run)).toContain('this client cannot ask for it (no elicitation)');
      expect(textOf(await call(small, 'abap_read', { action: 'abap_run_class' }))).toContain('needs an action, one of abap_package_tree');
    } finally {
      await small.close();
    }
  });
});

describe('abapdeck mcp --mask', () => {
  it('gives the assistant consistent aliases for names and reads them back in its WHERE', async () => {
    const masked = await startMcp(['--mask']);
    try {
      const real = (await cliJson(['preview', '--objects', 'ZDEMO_CARRIER'])) as { OBJECTS: Array<{ ROWS: Array<Record<string, string>> }> };
      const names = real.OBJECTS[0]!.ROWS.map((row) => row['NAME']!);
      expect(names.length).toBeGreaterThan(1);
      const first = await call(masked, 'abap_data_preview', { objects: 'ZDEMO_CARRIER' });
      const shown = JSON.stringify(first.structuredContent) + textOf(first);
      for (const name of names) expect(shown).not.toContain(name);
      type Read = { objects: Array<{ rows: Array<Record<string, string>> }> };
      const rows = (first.structuredContent as Read).objects[0]!.rows;
      expect(rows.map((row) => row['NAME'])).toEqual(names.map((_, index) => `MASKED_NAME_${index + 1}`));
      // the other fields as they are
      expect(rows.map((row) => row['CARRIER_ID'])).toEqual(real.OBJECTS[0]!.ROWS.map((row) => row['CARRIER_ID']));
      // the same value keeps its alias, and an alias in a WHERE clause means the value
      const again = await call(masked, 'abap_data_preview', { objects: 'ZDEMO_CARRIER', where: "NAME = 'MASKED_NAME_2'" });
      expect((again.structuredContent as Read).objects[0]!.rows).toEqual([rows[1]]);
      const log = readFileSync(join(root, 'state', 'abapdeck', 'mcp-audit.jsonl'), 'utf8');
      expect(log).toContain("NAME = 'MASKED_NAME_2'");
      for (const name of names) expect(log).not.toContain(name);
    } finally {
      await masked.close();
    }
  });
});

describe('abapdeck mcp: resources', () => {
  it("serves objects' sources as abap://<context>/<type>/<name>[/<part>]", async () => {
    const { resourceTemplates } = await mcp.client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual(['abap://{context}/{type}/{name}{/part}', 'abap://{context}/dumps/{id}']);
    const textAt = async (uri: string) => {
      const read = await mcp.client.readResource({ uri });
      expect(read.contents).toEqual([{ uri, mimeType: 'text/plain', text: expect.any(String) }]);
      return (read.contents[0] as { text: string }).text;
    };
    // a class: its definition and its methods, section by section as view --full shows them
    const main = await textAt('abap://default/CLAS/zcl_demo_classrun');
    expect(main).toMatch(/^\* ---- Public Section \(CU\) ----\nCLASS zcl_demo_classrun DEFINITION/i);
    expect(main).toMatch(/METHOD if_oo_adt_classrun~main\./i);
    expect(await textAt('abap://default/CLAS/ZCL_DEMO_FARE_CALCULATOR/testclasses')).toMatch(/FOR TESTING/i);
    const view = (await cliJson(['view', '--objects', 'ZIF_DEMO_FARE_CALCULATOR'])) as { OBJECTS: Array<{ SOURCE: string }> };
    expect(await textAt('abap://default/INTF/ZIF_DEMO_FARE_CALCULATOR')).toContain(view.OBJECTS[0]!.SOURCE.split('\n').slice(0, 4).join('\n'));
    await expect(mcp.client.readResource({ uri: 'abap://default/CLAS/ZCL_DEMO_CLASSRUN/testclasses' })).rejects.toThrow(/has no part testclasses/);
    await expect(mcp.client.readResource({ uri: 'abap://default/CLAS/ZCL_NOT_THERE' })).rejects.toThrow(/ZCL_NOT_THERE/);
    await expect(mcp.client.readResource({ uri: 'abap://default/nonsense' })).rejects.toThrow(/not an object's address/);
  });
});

describe('abapdeck mcp: governance', () => {
  it('asks the user before running code, and runs it when accepted', async () => {
    const result = await call(mcp, 'abap_run_class', { class: 'ZCL_DEMO_CLASSRUN' });
    expect(result.isError ?? false, textOf(result)).toBe(false);
    expect(mcp.asked.at(-1)).toContain('abapdeck run --class=ZCL_DEMO_CLASSRUN');
    expect(result.structuredContent).toEqual(await cliAnswer('abap_run_class', ['run', '--class', 'ZCL_DEMO_CLASSRUN']));
    const report = await call(mcp, 'abap_run_report', { program: 'ZDEMO_FLIGHT_LIST' });
    expect(report.isError ?? false, textOf(report)).toBe(false);
    expect(report.structuredContent).toEqual(await cliAnswer('abap_run_report', ['run', '--program', 'ZDEMO_FLIGHT_LIST']));
  });

  it('does not run what the user declines', async () => {
    const declining = await startMcp([], 'decline');
    try {
      const result = await call(declining, 'abap_run_class', { class: 'ZCL_DEMO_CLASSRUN' });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain('the user declined');
      expect(declining.asked).toHaveLength(1);
    } finally {
      await declining.close();
    }
  });

  it('refuses what needs a confirmation when the client cannot ask, unless --allow granted it', async () => {
    const mute = await startMcp([]);
    try {
      const result = await call(mute, 'abap_run_class', { class: 'ZCL_DEMO_CLASSRUN' });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain("needs the user's confirmation (run) and this client cannot ask for it (no elicitation)");
      expect(textOf(result)).toContain('--allow run');
      // a pull preview changes nothing: no confirmation
      expect(textOf(await call(mute, 'abap_sync_pull', { files: 'src/zcl_demo_classrun.clas.abap', 'dry-run': false }))).toContain('confirmation (pull)');
    } finally {
      await mute.close();
    }
    const allowed = await startMcp(['--allow', 'run']);
    try {
      const result = await call(allowed, 'abap_run_class', { class: 'ZCL_DEMO_CLASSRUN' });
      expect(result.isError ?? false, textOf(result)).toBe(false);
    } finally {
      await allowed.close();
    }
  });

  it('--read-only refuses changes and running code, and still reads', async () => {
    const readOnly = await startMcp(['--read-only', '--allow', 'run'], 'accept');
    try {
      const run = await call(readOnly, 'abap_run_class', { class: 'ZCL_DEMO_CLASSRUN' });
      expect(run.isError).toBe(true);
      expect(textOf(run)).toContain('read-only (--read-only)');
      expect(readOnly.asked).toHaveLength(0);
      expect((await call(readOnly, 'abap_transport_create', { description: 'x' })).isError).toBe(true);
      expect((await call(readOnly, 'abap_objects_list', { package: 'ZDEMO_CORE' })).isError ?? false).toBe(false);
    } finally {
      await readOnly.close();
    }
  });

  it("a read-only (production) context refuses writes with the CLI's own message", async () => {
    const prod = await startMcp(['--context', 'prod', '--allow', 'run']);
    try {
      const run = await call(prod, 'abap_run_class', { class: 'ZCL_DEMO_CLASSRUN' });
      expect(run.isError).toBe(true);
      expect(textOf(run)).toContain("run is refused: context 'prod' is read-only (production)");
      expect(run.structuredContent).toBeUndefined();
      expect(await cliJson(['--context', 'prod', 'run', '--class', 'ZCL_DEMO_CLASSRUN'])).toEqual({ success: false, error: expect.stringContaining("context 'prod' is read-only (production)") });
      expect((await call(prod, 'abap_objects_list', { package: 'ZDEMO_CORE' })).isError ?? false).toBe(false);
    } finally {
      await prod.close();
    }
  });

  it('--packages refuses objects and packages outside the allow-list, reads included', async () => {
    const fenced = await startMcp(['--packages', 'ZDEMO_CORE,$TMP']);
    try {
      expect((await call(fenced, 'abap_objects_list', { package: 'ZDEMO_CORE' })).isError ?? false).toBe(false);
      const outside = await call(fenced, 'abap_objects_list', { package: 'ZDEMO_TOOLS' });
      expect(outside.isError).toBe(true);
      expect(textOf(outside)).toContain('package ZDEMO_TOOLS is outside the packages this server may touch (ZDEMO_CORE, $TMP)');
      const core = (await cliJson(['list', '--package', 'ZDEMO_CORE'])) as { OBJECTS: Array<{ NAME: string }> };
      const tools = (await cliJson(['list', '--package', 'ZDEMO_TOOLS'])) as { OBJECTS: Array<{ NAME: string }> };
      expect((await call(fenced, 'abap_object_view', { objects: core.OBJECTS[0]!.NAME })).isError ?? false).toBe(false);
      const view = await call(fenced, 'abap_object_view', { objects: tools.OBJECTS[0]!.NAME });
      expect(view.isError).toBe(true);
      expect(textOf(view)).toContain(`${tools.OBJECTS[0]!.NAME} is in package ZDEMO_TOOLS, outside`);
      expect(textOf(await call(fenced, 'abap_sync_pull', {}))).toContain('without files, objects or a package');
      await expect(fenced.client.readResource({ uri: `abap://default/CLAS/${tools.OBJECTS.find((o) => o.NAME.startsWith('ZCL'))?.NAME ?? tools.OBJECTS[0]!.NAME}` })).rejects.toThrow(/outside the packages/);
    } finally {
      await fenced.close();
    }
  });

  it('logs every call as a JSON line (mode 0600) that abapdeck mcp --audit prints', async () => {
    const file = join(root, 'state', 'abapdeck', 'mcp-audit.jsonl');
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lines.find((line) => line.tool === 'abap_run_class' && line.outcome === 'ok')).toMatchObject({ arguments: { class: 'ZCL_DEMO_CLASSRUN' }, exitCode: 0, context: '(default)' });
    expect(lines.some((line) => line.outcome === 'declined')).toBe(true);
    expect(lines.some((line) => line.outcome === 'refused' && line.tool === 'abap_objects_list')).toBe(true);
    for (const line of lines) expect(typeof line.durationMs).toBe('number');
    const printed = await runCli(['mcp', '--audit'], { cwd, env });
    expect(printed.code).toBe(0);
    expect(printed.stdout).toBe(readFileSync(file, 'utf8'));
  });
});
