import { EmbeddedSystem } from '../system/system.js';
import { tightenToOwner } from '../system/data-folder.js';
import { defaultBuildCacheDir } from '../system/execution/transpile/build-cache.js';
import { buildService, type ServiceOptions } from './app.js';
import { packageVersion } from '../version.js';
import type { Execution } from '../system/execution/index.js';
import type { SessionStore } from './sessions.js';

export interface ServeOptions extends Omit<ServiceOptions, 'system'> {
  dataDir: string;
  host: string;
  port: number;
  /** Exit after this long without a request (the embedded default); 0 or undefined never. */
  idleExitMillis?: number;
  demo?: boolean;
  /** Parse every active object for the checks engine shortly after start (default true; tests turn it off). */
  warmChecks?: boolean;
  /**
   * Warm up in the background once quiet: the runtime build, the work processes and (warmChecks) the checks
   * (default true; tests that run no code turn it off: a run builds what it needs itself).
   */
  warmUp?: boolean;
  log?: (line: string) => void;
}

export interface RunningService {
  url: string;
  port: number;
  system: EmbeddedSystem;
  /** The system's runtime build, work processes and short dumps. */
  execution: Execution;
  /** The service's sessions (tests and benchmarks read their count). */
  sessions: SessionStore;
  close(): Promise<void>;
  /** Resolves when the service has stopped (close, idle exit or signal). */
  closed: Promise<void>;
}

/** Opens the system in the data folder and serves it until closed. */
export async function startService(options: ServeOptions): Promise<RunningService> {
  const log = options.log ?? (() => {});
  const seed = options.demo === false ? undefined : (await import('../system/seed.js')).demoSeed;
  const system = EmbeddedSystem.open({ dataDir: options.dataDir, seed });
  // owner only, checked at every start: the data folder and the machine's build cache (both hold sources)
  const buildCache = options.execution?.buildCache === undefined ? defaultBuildCacheDir() : options.execution.buildCache;
  const owned = [['data folder', options.dataDir, Infinity], ['build cache', buildCache, 1]] as const;
  for (const [what, folder, depth] of owned) {
    if (!folder) continue;
    const { changed, failed } = tightenToOwner(folder, depth);
    if (changed.length > 0) {
      const shown = changed.slice(0, 5).map((entry) => `${entry.path} ${entry.from}→${entry.to}`).join(', ');
      log(`${what} ${folder}: ${changed.length} entr${changed.length === 1 ? 'y' : 'ies'} readable by others made owner-only (${shown}${changed.length > 5 ? ', …' : ''})`);
    }
    for (const entry of failed.slice(0, 5)) log(`${what} ${folder}: cannot make ${entry.path} owner-only: ${entry.error}`);
  }
  const { app, execution, sessions } = await buildService({
    ...options,
    system,
    version: options.version ?? packageVersion(),
    log,
    logInternalError: (error) => log(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  });

  let lastRequest = Date.now();
  app.addHook('onRequest', async () => {
    lastRequest = Date.now();
  });
  let answered = 0;
  app.addHook('onResponse', async () => {
    lastRequest = Date.now();
    answered++;
  });

  await app.listen({ host: options.host, port: options.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  // Pre-warm in the background — the runtime build and the work processes, and the checks' parse of every
  // active object — once the first caller has been answered and the service has been quiet for a moment (or no
  // one called for a few seconds): the command that started the embedded server, calling right after the listen,
  // waited behind them (its answer came at 9 s instead of 3 s). The two run side by side, each on its own thread:
  // after the build, the parse waited minutes at 10,000 classes, and so did the first syntax check. A run, a unit
  // test or a check that comes first builds what it needs itself.
  const listenedAt = Date.now();
  const quiet = () => (answered > 0 ? Date.now() - lastRequest >= quietMillis : Date.now() - listenedAt >= uncalledMillis);
  const warmUp = whenQuiet(options.warmUp !== false && quiet, async () => {
    // with the checks' warm-up, the build worker's parse of the kernel (Execution.warmBuild)
    const built = (options.warmChecks !== false ? execution.warmBuild() : execution.ready()).catch((error) => log(`execution: ${error instanceof Error ? error.message : String(error)}`));
    if (options.warmChecks !== false) {
      await new Promise<void>((resolve) => (warmChecks = setTimeout(resolve, 0)));
      warmChecks?.unref();
      if (!closing) {
        try {
          await system.checkWorkers.warmUp();
        } catch (error) {
          log(`checks warm-up: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    await built;
  });
  let warmChecks: NodeJS.Timeout | undefined;

  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(idleTimer);
      warmUp.cancel();
      clearTimeout(warmChecks);
      await app.close();
      system.close();
      resolveClosed();
    })());

  const idleMillis = options.idleExitMillis ?? 0;
  const idleTimer = setInterval(() => {
    if (idleMillis > 0 && Date.now() - lastRequest > idleMillis) {
      log(`idle for ${Math.round(idleMillis / 60000)} minute(s): stopping`);
      void close();
    }
  }, Math.min(Math.max(idleMillis / 10, 1000), 60_000));
  idleTimer.unref();

  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return { url: `http://${host}:${port}`, port, system, execution, sessions, close, closed };
}

/** How long the service must have had no request before its background warm-up starts... */
const quietMillis = 500;
/** ...or, when no one has called yet, how long after the listen. */
const uncalledMillis = 5000;

/** Runs `work` once, at the first check (every 50 ms) that finds the service quiet; unref'd, cancellable; never when `quiet` is false. */
function whenQuiet(quiet: (() => boolean) | false, work: () => Promise<void>): { cancel(): void } {
  if (quiet === false) return { cancel: () => {} };
  const timer = setInterval(() => {
    if (!quiet()) return;
    clearInterval(timer);
    void work();
  }, 50);
  timer.unref();
  return { cancel: () => clearInterval(timer) };
}
