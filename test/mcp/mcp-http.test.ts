/**
 * `abapdeck mcp --http 0`: the streamable HTTP transport on 127.0.0.1 with a bearer token written to a file of mode
 * 0600; the SDK's HTTP client with the token lists and calls the tools, a request without it is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { binPath, projectFolderFor, runCli } from '../support/cli.js';
import { startTestService, tempDir, type TestService } from '../support/service.js';

let service: TestService;
let root: string;
let cwd: string;
let env: Record<string, string>;
let child: ChildProcess;
let url: string;
let stderr = '';

beforeAll(async () => {
  service = await startTestService({ demo: true });
  cwd = projectFolderFor(service);
  root = tempDir('abapdeck-mcp-http-');
  env = { ...(process.env as Record<string, string>), XDG_STATE_HOME: join(root, 'state'), XDG_RUNTIME_DIR: join(root, 'runtime'), XDG_CONFIG_HOME: join(root, 'config'), ABAPDECK_DATA: join(root, 'no-embedded') };
  delete env['ABAP_HOST'];
  delete env['ABAPDECK_CONTEXT'];
  child = spawn(process.execPath, [binPath, 'mcp', '--http', '0'], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  url = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = /on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`abapdeck mcp --http exited ${code}: ${stderr}`)));
  });
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await service?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('abapdeck mcp --http', () => {
  it('serves on loopback to a client with the bearer token of the 0600 file, and refuses one without', async () => {
    const tokenFile = join(root, 'state', 'abapdeck', 'mcp-http-token');
    expect(stderr).toContain(tokenFile);
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    const token = readFileSync(tokenFile, 'utf8').trim();
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const anonymous = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    const wrong = await fetch(url, { method: 'POST', headers: { authorization: 'Bearer nope', 'content-type': 'application/json' }, body: '{}' });
    expect(wrong.status).toBe(401);

    const client = new Client({ name: 'abapdeck-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain('abap_objects_list');
      const listed = await client.callTool({ name: 'abap_objects_list', arguments: { package: 'ZDEMO_CORE', limit: 3 } });
      const cli = await runCli(['list', '--package', 'ZDEMO_CORE', '--limit', '3', '--json'], { cwd, env });
      expect(listed.structuredContent).toEqual(JSON.parse(cli.stdout));
    } finally {
      await client.close();
    }
  });
});
