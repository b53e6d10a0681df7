import { resolve } from 'node:path';
import type { Command } from '../command.js';
import { integerFlag, stringFlag } from '../command.js';
import { RefusedError, UsageError } from '../errors.js';
import { embeddedDataDir, readServerRecord, isProcessAlive, removeServerRecord, writeServerRecord } from '../../workspace/embedded.js';

interface ServeData {
  url?: string;
  stopped?: boolean;
  message: string;
}

export const serveDefaults = { host: '127.0.0.1', port: 50000 } as const;

export const serve: Command<ServeData> = {
  name: 'serve',
  examples: [
    { line: 'abapdeck serve --port 50000 --data ./dev-system', does: 'serve an embedded system of its own data folder' },
    { line: 'abapdeck serve --stop', does: "stop the embedded default's background server" },
  ],
  flags: {
    port: { type: 'string', value: 'n', description: `port to listen on, default ${serveDefaults.port} (0: any free port)` },
    host: { type: 'string', value: 'addr', description: `address to listen on, default ${serveDefaults.host} (loopback only unless --allow-remote)` },
    'allow-remote': {
      type: 'boolean',
      description: 'allow a --host reachable from the network (0.0.0.0, a LAN address); passwords and sources then travel unencrypted',
    },
    'trusted-proxy': {
      type: 'string',
      value: 'addr,…',
      description: "addresses or CIDR ranges of the TLS proxy in front: their X-Forwarded-For names the client's address (failed logons count per address)",
    },
    data: { type: 'string', value: 'dir', description: 'data folder, default $XDG_DATA_HOME/abapdeck' },
    'idle-exit': { type: 'string', value: 'minutes', description: 'stop after this many minutes without a request' },
    embedded: { type: 'boolean', description: 'run as the embedded default (records port and pid in the data folder)' },
    stop: { type: 'boolean', description: "stop the embedded default's server" },
    'no-demo': { type: 'boolean', description: 'do not seed the demo packages into a new data folder' },
    'repository-root': {
      type: 'string',
      value: 'dir',
      description: 'take local git repositories (paths, file: URLs) for create and import only below this folder; none without it (the embedded default takes any of yours)',
    },
    'no-extensions': { type: 'boolean', description: "serve only the public implementation's routes (no pull preview, history, undo), to try a client against such a backend" },
  },
  async run(context, flags) {
    const dataDir = stringFlag(flags, 'data') ?? embeddedDataDir(context.env);
    if (flags['stop']) return { data: await stopEmbedded(dataDir) };
    const port = integerFlag(flags, 'port') ?? serveDefaults.port;
    if (port < 0 || port > 65535) throw new UsageError(`--port must be 0 to 65535, got ${port}`);
    const idleMinutes = integerFlag(flags, 'idle-exit') ?? 0;
    const host = stringFlag(flags, 'host') ?? serveDefaults.host;
    if (!isLoopbackHost(host)) {
      if (flags['allow-remote'] !== true) {
        throw new RefusedError(
          `--host ${host} would make the service reachable from the network over plain HTTP (it has no TLS): ` +
            'passwords and sources would travel unencrypted. Listen on 127.0.0.1 (the default) and put a TLS proxy in front, ' +
            'or give --allow-remote to accept the risk',
        );
      }
      context.stderr.write(
        `warning: the service listens on ${host} and is reachable from the network over plain HTTP (no TLS): ` +
          'passwords and sources travel unencrypted; failed logons are limited per user and address\n',
      );
    }
    // everything the service writes (runtime builds, git mirrors, logs) is its owner's alone
    process.umask(0o077);
    const log = (line: string) => context.stderr.write(`${new Date().toISOString()} ${line}\n`);
    const service = await (await context.administration()).serve({
      dataDir,
      host,
      port,
      idleExitMillis: idleMinutes * 60_000,
      demo: flags['no-demo'] !== true,
      extensions: flags['no-extensions'] !== true,
      ...localRepositories(flags['embedded'] === true, stringFlag(flags, 'repository-root'), context.cwd),
      ...trustedProxies(stringFlag(flags, 'trusted-proxy')),
      log,
    });
    if (flags['embedded']) {
      writeServerRecord(dataDir, { pid: process.pid, host: '127.0.0.1', port: service.port, startedAt: new Date().toISOString() });
    }
    context.stdout.write(
      `abapdeck service for ${service.sid} client ${service.client} listening on ${service.url}\n` +
        `data folder ${dataDir}; initial passwords in ${service.initialPasswordsFile}\n`,
    );
    const stop = () => void service.close();
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    await service.closed;
    if (flags['embedded']) removeServerRecord(dataDir, process.pid);
    return { data: { url: service.url, message: 'stopped' } };
  },
  renderText: (data) => `${data.message}\n`,
};

/**
 * Where local repositories may lie: below --repository-root; anywhere for the embedded default (the user's own
 * service on loopback, reading the user's own folders); nowhere else (issue 33: a shared service pushed into any
 * repository of its user's).
 */
function localRepositories(embedded: boolean, root: string | undefined, cwd: string): { localRepositoryRoot?: string } {
  if (root !== undefined) {
    if (root.trim() === '') throw new UsageError('--repository-root needs a folder');
    return { localRepositoryRoot: resolve(cwd, root) };
  }
  return embedded ? { localRepositoryRoot: '/' } : {};
}

/** --trusted-proxy's list: addresses or CIDR ranges, comma-separated. */
function trustedProxies(value: string | undefined): { trustedProxies?: string[] } {
  if (value === undefined) return {};
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.find((entry) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry));
  if (entries.length === 0 || invalid !== undefined) throw new UsageError(`--trusted-proxy takes addresses or CIDR ranges separated by commas, got ${invalid ?? value}`);
  return { trustedProxies: entries };
}

/** How long --stop waits for the server to end (it finishes its answers and stops its worker threads first). */
const stopWaitMillis = 15_000;

async function stopEmbedded(dataDir: string): Promise<ServeData> {
  const record = readServerRecord(dataDir);
  if (!record || !isProcessAlive(record.pid)) return { stopped: false, message: `no embedded server is running for ${dataDir}` };
  process.kill(record.pid, 'SIGTERM');
  // answered once it has ended, so a command right after does not find it still shutting down
  const deadline = Date.now() + stopWaitMillis;
  while (isProcessAlive(record.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (isProcessAlive(record.pid)) return { stopped: false, message: `asked the embedded server to stop (pid ${record.pid}); it is still ending after ${stopWaitMillis / 1000} s` };
  return { stopped: true, message: `stopped the embedded server (pid ${record.pid}, port ${record.port})` };
}

/**
 * Loopback addresses only: 127.0.0.0/8, ::1 (also IPv4-mapped) and localhost. Any other name may resolve
 * to an address on the network, and 0.0.0.0 or :: listen on every interface.
 */
export function isLoopbackHost(host: string): boolean {
  const address = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (address === 'localhost' || address === '::1' || address === '0:0:0:0:0:0:0:1') return true;
  const ipv4 = address.replace(/^::ffff:/, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}
