/**
 * A lost system does not end `abapdeck mcp`: the call fails as a tool error that says the system cannot be reached
 * (exit code 3's meaning), and once the system is back the next call answers, on a connection made anew.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { binPath, projectFolderFor } from '../support/cli.js';
import { startTestService, tempDir, type TestService } from '../support/service.js';

let service: TestService;
let dataDir: string;
let root: string;
let client: Client;

beforeAll(async () => {
  root = tempDir('abapdeck-mcp-reconnect-');
  dataDir = join(root, 'data');
  service = await startTestService({ demo: true, dataDir });
  const cwd = projectFolderFor(service);
  const env = { ...(process.env as Record<string, string>), XDG_STATE_HOME: join(root, 'state'), XDG_RUNTIME_DIR: join(root, 'runtime'), XDG_CONFIG_HOME: join(root, 'config'), ABAPDECK_DATA: join(root, 'no-embedded') };
  delete env['ABAP_HOST'];
  delete env['ABAPDECK_CONTEXT'];
  client = new Client({ name: 'abapdeck-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [binPath, 'mcp'], cwd, env, stderr: 'pipe' }));
}, 60_000);

afterAll(async () => {
  await client?.close();
  await service?.stop();
  rmSync(root, { recursive: true, force: true });
});

const list = async () => (await client.callTool({ name: 'abap_objects_list', arguments: { package: 'ZDEMO_CORE', limit: 3 } })) as CallToolResult;
const textOf = (result: CallToolResult) => (result.content as Array<{ text: string }>).map((part) => part.text).join('\n');

describe('abapdeck mcp: a lost system', () => {
  it('answers a tool error while the system is away and serves again when it is back', async () => {
    expect((await list()).isError ?? false).toBe(false);
    const port = service.port;
    await service.stop();
    const away = await list();
    expect(away.isError).toBe(true);
    expect(textOf(away)).toMatch(/^Failed \(exit 3: cannot reach or authenticate to the system\)/);
    service = await startTestService({ dataDir, port });
    const back = await list();
    expect(back.isError ?? false, textOf(back)).toBe(false);
    expect(back.structuredContent).toMatchObject({ PACKAGE: 'ZDEMO_CORE' });
  });
});
