import type { Command } from '../command.js';
import { integerFlag, stringFlag } from '../command.js';
import { UsageError } from '../errors.js';
import { embeddedDataDir, readServerRecord, isProcessAlive, removeServerRecord, writeServerRecord } from '../../workspace/embedded.js';
import { initialPasswordsFile } from '../../system/system.js';

interface ServeData {
  url?: string;
  stopped?: boolean;
  message: string;
}

export const serveDefaults = { host: '127.0.0.1', port: 50000 } as const;

export const serve: Command<ServeData> = {
  name: 'serve',
  summary: "run the embedded system's HTTP service",
  usage: 'abapdeck serve [--port <n>] [--host <addr>] [--data <dir>] [--idle-exit <minutes>] [--no-extensions] | abapdeck serve --stop',
  flags: {
    port: { type: 'string', value: 'n', description: `port to listen on, default ${serveDefaults.port} (0: any free port)` },
    host: { type: 'string', value: 'addr', description: `address to listen on, default ${serveDefaults.host}` },
    data: { type: 'string', value: 'dir', description: 'data folder, default $XDG_DATA_HOME/abapdeck' },
    'idle-exit': { type: 'string', value: 'minutes', description: 'stop after this many minutes without a request' },
    embedded: { type: 'boolean', description: 'run as the embedded default (records port and pid in the data folder)' },
    stop: { type: 'boolean', description: "stop the embedded default's server" },
    'no-demo': { type: 'boolean', description: 'do not seed the demo packages into a new data folder' },
    'no-extensions': { type: 'boolean', description: "serve only the public implementation's routes (no pull preview, history, undo), to try a client against such a backend" },
  },
  async run(context, flags) {
    const dataDir = stringFlag(flags, 'data') ?? embeddedDataDir(context.env);
    if (flags['stop']) return { data: stopEmbedded(dataDir) };
    const port = integerFlag(flags, 'port') ?? serveDefaults.port;
    if (port < 0 || port > 65535) throw new UsageError(`--port must be 0 to 65535, got ${port}`);
    const idleMinutes = integerFlag(flags, 'idle-exit') ?? 0;
    const log = (line: string) => context.stderr.write(`${new Date().toISOString()} ${line}\n`);
    const { startService } = await import('../../server/serve.js');
    const service = await startService({
      dataDir,
      host: stringFlag(flags, 'host') ?? serveDefaults.host,
      port,
      idleExitMillis: idleMinutes * 60_000,
      demo: flags['no-demo'] !== true,
      extensions: flags['no-extensions'] !== true,
      log,
    });
    if (flags['embedded']) {
      writeServerRecord(dataDir, { pid: process.pid, host: '127.0.0.1', port: service.port, startedAt: new Date().toISOString() });
    }
    context.stdout.write(
      `abapdeck service for ${service.system.sid} client ${service.system.defaultClient} listening on ${service.url}\n` +
        `data folder ${dataDir}; initial passwords in ${initialPasswordsFile(dataDir)}\n`,
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

function stopEmbedded(dataDir: string): ServeData {
  const record = readServerRecord(dataDir);
  if (!record || !isProcessAlive(record.pid)) return { stopped: false, message: `no embedded server is running for ${dataDir}` };
  process.kill(record.pid, 'SIGTERM');
  return { stopped: true, message: `stopped the embedded server (pid ${record.pid}, port ${record.port})` };
}
