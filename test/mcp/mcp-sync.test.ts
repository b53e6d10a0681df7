/**
 * `abapdeck mcp` on a git working folder linked to the system: the pull tool previews by default (no confirmation)
 * and pulls only with dry-run false and the user's confirmation; history, diff and drop answer as the CLI does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, ResourceUpdatedNotificationSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { structuredAnswer } from '../../src/mcp/output-schemas.js';
import { binPath, runCli } from '../support/cli.js';
import { startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';
import { commitAndPush, createBareRepository, workingCopy } from '../support/git.js';
import { syncRepository } from '../support/git-fixtures.js';
import { gitSync } from '../../src/system/sync/index.js';

let service: TestService;
let root: string;
let work: string;
let env: Record<string, string>;
let client: Client;
const asked: string[] = [];
const updated: string[] = [];

beforeAll(async () => {
  root = tempDir('abapdeck-mcp-sync-');
  service = await startTestService();
  const bare = await createBareRepository(join(root, 'remotes'), 'mcp');
  work = join(root, 'mcp');
  await workingCopy(work, bare, syncRepository({ prefix: 'MCP' }));
  writeFileSync(join(work, '.abapGitAgent'), JSON.stringify({ host: '127.0.0.1', sapport: Number(new URL(service.url).port), protocol: 'http', client: '100', user: 'DEVELOPER', password: testPasswords.DEVELOPER }));
  writeFileSync(join(work, '.git', 'info', 'exclude'), '.abapGitAgent\n');
  expect((await gitSync(service.system).create({ url: bare, package: 'ZMCP' }, 'DEVELOPER')).success).toBe('X');
  env = { ...(process.env as Record<string, string>), XDG_STATE_HOME: join(root, 'state'), XDG_RUNTIME_DIR: join(root, 'runtime'), XDG_CONFIG_HOME: join(root, 'config'), ABAPDECK_DATA: join(root, 'no-embedded') };
  for (const name of ['ABAP_HOST', 'ABAPDECK_CONTEXT', 'ABAP_TRANSPORT', 'GIT_USERNAME', 'GIT_PASSWORD', 'XDG_DATA_HOME']) delete env[name];
  client = new Client({ name: 'abapdeck-test', version: '1.0.0' }, { capabilities: { elicitation: {} } });
  client.setRequestHandler(ElicitRequestSchema, async (request) => {
    asked.push(request.params.message);
    return { action: 'accept', content: { confirm: true } };
  });
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, async (notification) => void updated.push(notification.params.uri));
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [binPath, 'mcp'], cwd: work, env, stderr: 'pipe' }));
  // the client keeps the tools' output schemas and validates every structured content against its tool's
  await client.listTools();
}, 60_000);

afterAll(async () => {
  await client?.close();
  await service?.stop();
  rmSync(root, { recursive: true, force: true });
});

const call = async (name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => (result.content as Array<{ text: string }>).map((part) => part.text).join('\n');
const cliJson = async (args: string[]) => JSON.parse((await runCli([...args, '--json'], { cwd: work, env })).stdout);
/** The CLI's `--json` answer read through the tool's output schema: what the tool's structured content must be. */
const cliAnswer = async (tool: string, args: string[]) => structuredAnswer(tool, await cliJson(args));

describe('abapdeck mcp: git synchronisation', () => {
  it('previews a pull by default, without asking, as pull --dry-run --json', async () => {
    const preview = await call('abap_sync_pull');
    expect(preview.isError ?? false, textOf(preview)).toBe(false);
    expect(asked).toEqual([]);
    expect(preview.structuredContent).toEqual(await cliAnswer('abap_sync_pull', ['pull', '--dry-run']));
    expect(preview.structuredContent).toMatchObject({ COMMAND: 'PULL_PREVIEW' });
  });

  it('pulls with dry-run false once the user confirms; history and diff then answer as the CLI', async () => {
    const pulled = await call('abap_sync_pull', { 'dry-run': false });
    expect(pulled.isError ?? false, textOf(pulled)).toBe(false);
    expect(asked).toEqual(['The assistant asks to pull from git: abapdeck pull. Allow it?']);
    expect(pulled.structuredContent).toMatchObject({ success: 'X' });
    expect((await cliJson(['view', '--objects', 'ZCL_MCP_GREETER'])).OBJECTS[0].NOT_FOUND).toBe(false);
    const history = await call('abap_sync_history');
    expect(history.structuredContent).toEqual(await cliAnswer('abap_sync_history', ['history']));
    const diff = await call('abap_sync_diff');
    expect(diff.isError ?? false, textOf(diff)).toBe(false);
    expect(diff.structuredContent).toEqual(await cliAnswer('abap_sync_diff', ['diff']));
    const exported = await call('abap_sync_import', { package: 'ZMCP' });
    expect(exported.isError ?? false, textOf(exported)).toBe(false);
    expect(exported.structuredContent).toEqual(await cliAnswer('abap_sync_import', ['import', '--package', 'ZMCP', '--dry-run']));
  }, 90_000);

  it("tells a client subscribed to an object's source when a pull changes it", async () => {
    const uri = 'abap://default/CLAS/ZCL_MCP_GREETER';
    await client.subscribeResource({ uri });
    const greeter = Object.entries(syncRepository({ prefix: 'MCP', greeting: 'Servus' })).filter(([path]) => path.includes('zcl_mcp_greeter'));
    await commitAndPush(work, Object.fromEntries(greeter), 'greet in Bavarian');
    const pulled = await call('abap_sync_pull', { 'dry-run': false });
    expect(pulled.isError ?? false, textOf(pulled)).toBe(false);
    for (let waited = 0; waited < 10_000 && !updated.includes(uri); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(updated).toEqual([uri]);
    const read = await client.readResource({ uri });
    expect((read.contents[0] as { text: string }).text).toContain('Servus');
    await client.unsubscribeResource({ uri });
    await expect(client.subscribeResource({ uri: 'abap://default/dumps/X1' })).rejects.toThrow(/only object sources can be subscribed to/);
  });

  it('drops an object once the user confirms', async () => {
    const dropped = await call('abap_object_drop', { files: 'src/zcl_mcp_counter.clas.abap' });
    expect(dropped.isError ?? false, textOf(dropped)).toBe(false);
    expect(asked.at(-1)).toBe('The assistant asks to delete an object: abapdeck drop --files=src/zcl_mcp_counter.clas.abap. Allow it?');
    expect((await cliJson(['view', '--objects', 'ZCL_MCP_COUNTER'])).OBJECTS[0].NOT_FOUND).toBe(true);
  });

  it('answers an activation of what is not inactive with the system message as a tool error', async () => {
    const activated = await call('abap_inactive_activate', { objects: 'ZCL_MCP_NOTHING' });
    expect(activated.isError).toBe(true);
    expect(activated.structuredContent).toEqual(await cliAnswer('abap_inactive_activate', ['activate', '--objects', 'ZCL_MCP_NOTHING']));
  });
});
