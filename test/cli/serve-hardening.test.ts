import { spawn } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { binPath, runCli } from '../support/cli.js';
import { tempDir } from '../support/service.js';

// Issue 19.8: `serve --host 0.0.0.0` started without a word. 19.7: files written while serving are owner-only.
const cwd = tempDir('abapdeck-serve-cwd-');

/** Starts `abapdeck serve` and resolves with its URL and what it wrote to stderr so far. */
function serve(args: string[]) {
  const child = spawn(process.execPath, [binPath, 'serve', '--no-demo', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const listening = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`serve exited early with ${code}: ${stderr}`)));
  });
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    return exited;
  };
  return { listening, stop, stderr: () => stderr };
}

describe('abapdeck serve on a network address', () => {
  it('refuses a non-loopback --host without --allow-remote (exit 4), saying why', async () => {
    const dataDir = tempDir();
    const refused = await runCli(['serve', '--host', '0.0.0.0', '--port', '0', '--data', dataDir, '--no-demo'], { cwd });
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('--host 0.0.0.0 would make the service reachable from the network over plain HTTP');
    expect(refused.stderr).toContain('--allow-remote');
    expect(refused.stdout).not.toContain('listening on');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('documents the refusal and --allow-remote in its help', async () => {
    const help = await runCli(['serve', '--help'], { cwd });
    expect(help.stdout).toContain('--allow-remote');
    expect(help.stdout.replace(/\s+/g, ' ')).toContain('plain HTTP (no TLS)');
  });

  it('starts with --allow-remote, warning that it is reachable from the network', async () => {
    const dataDir = tempDir();
    const service = serve(['--host', '0.0.0.0', '--allow-remote', '--data', dataDir]);
    expect(await service.listening).toMatch(/^http:\/\/0\.0\.0\.0:\d+$/);
    expect(service.stderr()).toContain('warning: the service listens on 0.0.0.0 and is reachable from the network over plain HTTP');
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on a loopback address without a warning, and what it writes is owner-only', async () => {
    const dataDir = tempDir();
    const service = serve(['--host', '127.0.0.1', '--data', dataDir]);
    // the service stops however the test ends (a failed expectation left it running)
    onTestFinished(async () => {
      await service.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    await service.listening;
    expect(service.stderr()).not.toContain('warning');
    // the runtime build of the kernel is written in the background after start
    const deadline = Date.now() + 60_000;
    const generation = () => readdirSync(join(dataDir, 'runtime'), { withFileTypes: true }).find((e) => e.isDirectory() && /^g\d+$/.test(e.name));
    while (Date.now() < deadline) {
      try {
        if (generation()) break;
      } catch {
        // not yet created
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const loose: string[] = [];
    const walk = (path: string) => {
      const stat = statSync(path);
      if (stat.mode & 0o077) loose.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    };
    walk(dataDir);
    expect(generation()).toBeDefined();
    expect(loose).toEqual([]);
  });
});

// Issue 33.5: behind the TLS proxy the README recommends every logon came from the proxy's address.
describe('abapdeck serve --trusted-proxy', () => {
  it('refuses a value that is no address list (exit 2)', async () => {
    const refused = await runCli(['serve', '--trusted-proxy', 'proxy.example.org', '--port', '0', '--data', tempDir(), '--no-demo'], { cwd });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--trusted-proxy takes addresses or CIDR ranges separated by commas, got proxy.example.org');
  });

  it("counts failed logons against the forwarded client's address", async () => {
    const dataDir = tempDir();
    const service = serve(['--trusted-proxy', '127.0.0.1,::1', '--data', dataDir]);
    onTestFinished(async () => {
      await service.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const url = await service.listening;
    const auth = `Basic ${Buffer.from('NOBODY:guess').toString('base64')}`;
    // 10 failures of one name from one client: that name is refused from that client only
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${url}/sap/bc/z_abapgit_agent/health`, { headers: { authorization: auth, 'x-forwarded-for': '198.51.100.1' } });
      expect(response.status).toBe(401);
    }
    const refused = await fetch(`${url}/sap/bc/z_abapgit_agent/health`, { headers: { authorization: auth, 'x-forwarded-for': '198.51.100.1' } });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('for user NOBODY from address 198.51.100.1');
    const other = await fetch(`${url}/sap/bc/z_abapgit_agent/health`, { headers: { authorization: auth, 'x-forwarded-for': '198.51.100.2' } });
    expect(other.status).toBe(401);
  });
});
