/**
 * `abapdeck mcp` against tools written by others: the official MCP inspector's command line lists the tools and calls
 * one over stdio, and the official conformance suite runs its server scenarios against `abapdeck mcp --http`.
 * The suite's other scenarios drive tools, prompts and resources of its own reference server (test_image_content,
 * json_schema_2020_12_tool, test://watched-resource …), which no other server has; those are left out by name.
 * The suite cannot send a bearer token, so a small forwarder in the test adds it; it passes Host and Origin on, with
 * its own port in them made the server's (a foreign host stays foreign: the DNS-rebinding scenario needs it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { binPath, projectFolderFor, type CliRun } from '../support/cli.js';
import { startTestService, tempDir, type TestService } from '../support/service.js';

const require = createRequire(import.meta.url);
const inspectorCli = join(dirname(require.resolve('@modelcontextprotocol/inspector-cli/package.json')), 'build', 'index.js');
const conformanceCli = join(dirname(require.resolve('@modelcontextprotocol/conformance/package.json')), 'dist', 'index.js');

/** The scenarios of the suite that hold for any MCP server. */
const serverScenarios = ['server-initialize', 'ping', 'tools-list', 'tools-call-error', 'resources-list', 'logging-set-level', 'server-sse-multiple-streams', 'dns-rebinding-protection'];

/** A Node script of another package, run to its end in `folder`. */
function runNode(args: string[], folder = cwd): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: folder, env, timeout: 60_000 }, (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }));
  });
}

let service: TestService;
let cwd: string;
let root: string;
let env: Record<string, string>;

beforeAll(async () => {
  service = await startTestService({ demo: true, execution: { poolSize: 1 } });
  cwd = projectFolderFor(service);
  root = tempDir('abapdeck-mcp-conformance-');
  env = { ...(process.env as Record<string, string>), XDG_STATE_HOME: join(root, 'state'), XDG_RUNTIME_DIR: join(root, 'runtime'), XDG_CONFIG_HOME: join(root, 'config'), ABAPDECK_DATA: join(root, 'no-embedded') };
  for (const name of ['ABAP_HOST', 'ABAPDECK_CONTEXT', 'ABAP_TRANSPORT']) delete env[name];
}, 60_000);

afterAll(async () => {
  await service?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('the MCP inspector CLI', () => {
  it('lists the tools of abapdeck mcp and calls one', async () => {
    // the inspector CLI 1.0.3 looks for its own package.json as ../package.json of the working folder (and imports it
    // from its module's folder): a working folder with a package.json above it, holding the project's credentials
    const folder = join(root, 'inspector', 'work');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(root, 'inspector', 'package.json'), '{}\n');
    copyFileSync(join(cwd, '.abapGitAgent'), join(folder, '.abapGitAgent'));
    const server = [process.execPath, binPath, 'mcp'];
    const listed = await runNode([inspectorCli, ...server, '--method', 'tools/list'], folder);
    expect(listed.code, listed.stderr).toBe(0);
    const tools = (JSON.parse(listed.stdout) as { tools: Array<{ name: string }> }).tools.map((tool) => tool.name);
    expect(tools).toEqual(expect.arrayContaining(['abap_objects_list', 'abap_debug_run', 'abap_system_health']));

    const called = await runNode([inspectorCli, ...server, '--method', 'tools/call', '--tool-name', 'abap_objects_list', '--tool-arg', 'package=ZDEMO_CORE'], folder);
    expect(called.code, called.stderr).toBe(0);
    const answer = JSON.parse(called.stdout) as { isError?: boolean; structuredContent: { SUCCESS: boolean; OBJECTS: Array<{ NAME: string }> } };
    expect(answer.isError ?? false).toBe(false);
    expect(answer.structuredContent.OBJECTS.map((object) => object.NAME)).toContain('ZCL_DEMO_FARE_CALCULATOR');
  });
});

describe('the MCP conformance suite', () => {
  let mcp: ChildProcess;
  let forwarder: Server;

  afterAll(async () => {
    mcp?.kill('SIGTERM');
    forwarder?.close();
  });

  it.each(serverScenarios)('passes %s against abapdeck mcp --http', async (scenario) => {
    if (!forwarder) {
      mcp = spawn(process.execPath, [binPath, 'mcp', '--http', '0'], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
      let said = '';
      mcp.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
      for (let waited = 0; !/127\.0\.0\.1:\d+/.test(said); waited += 50) {
        if (waited > 30_000) throw new Error(`abapdeck mcp --http did not start: ${said}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const port = Number(/127\.0\.0\.1:(\d+)/.exec(said)![1]);
      const token = readFileSync(join(root, 'state', 'abapdeck', 'mcp-http-token'), 'utf8').trim();
      forwarder = createServer((incoming, outgoing) => {
        const own = (value: string | undefined) => value?.replace(`:${(forwarder.address() as { port: number }).port}`, `:${port}`);
        const headers = { ...incoming.headers, host: own(incoming.headers.host), ...(incoming.headers.origin ? { origin: own(incoming.headers.origin) } : {}), authorization: `Bearer ${token}` };
        const upstream = httpRequest({ host: '127.0.0.1', port, path: incoming.url, method: incoming.method, headers }, (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        });
        upstream.on('error', () => outgoing.destroy());
        incoming.pipe(upstream);
      });
      forwarder.listen(0, '127.0.0.1');
      await once(forwarder, 'listening');
    }
    // the suite reaches the forwarder by the name localhost, on the forwarder's port: the Host the server must see
    const forwarded = (forwarder.address() as { port: number }).port;
    const server = createServerUrl(forwarded);
    const run = await runNode([conformanceCli, 'server', '--url', server, '--scenario', scenario]);
    expect(run.stdout + run.stderr, run.stdout + run.stderr).toMatch(/Passed: (\d+)\/\1, 0 failed/);
  });
});

function createServerUrl(port: number): string {
  return `http://localhost:${port}/mcp`;
}
