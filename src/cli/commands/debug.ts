import type { Command, FlagValues } from '../command.js';
import { integerFlag, jsonFlag, listFlag, stringFlag } from '../command.js';
import type { CommandContext } from '../context.js';
import type { Static } from '../../protocol/wire-schema.js';
import { CliError, exitCodes, UsageError } from '../errors.js';
import { actionProblem } from '../did-you-mean.js';
import type { SourceLine } from '../../protocol/debugger.js';
import type { ReachedBreakpoint } from '../../protocol/debugger-documents.js';
import type { BreakpointView } from '../../debug/breakpoints.js';
import type { FrameData, SessionInfo, SetValueData, StackData, StepData, VarsData, WatchData } from '../../protocol/debug-session.js';
import type { ReplEnd } from '../../debug/repl.js';
import type { Recording } from '../../debug/recording.js';
import { renderDebugData } from './debug/render.js';

export type DebugData =
  | { action: 'set' | 'exception'; breakpoints: BreakpointView[]; rejected: Array<{ position: string; error: string }> }
  | ({ action: 'watch' } & WatchData)
  | { action: 'list'; source: 'local' | 'system'; breakpoints: BreakpointView[] }
  | { action: 'delete'; deleted: number }
  | { action: 'enable' | 'disable' | 'condition'; breakpoint: BreakpointView }
  | ({ action: 'attach' } & SessionInfo)
  | { action: 'attach'; end: ReplEnd }
  | ({ action: 'step' } & StepData)
  | ({ action: 'vars' } & VarsData)
  | ({ action: 'vars' } & SetValueData)
  | ({ action: 'frame' } & FrameData)
  | ({ action: 'run-to' | 'jump' } & StepData)
  | ({ action: 'stack' } & StackData)
  | { action: 'terminate'; terminated: boolean }
  | { action: 'record'; file: string; stops: number; end: ReplEnd }
  | { action: 'replay'; file: string; stops: number; at: number }
  | { action: 'replay'; file: string; version: number; recordedAt: string; system: Recording['system']; stops: ReplayStopSummary[] }
  | { action: 'daemon' };

/** One stop of a recording as `debug replay --json` lists it. */
export interface ReplayStopSummary {
  stop: number;
  at: string;
  position: string;
  event: string;
  frames: number;
  variables: number | null;
  expanded: string[];
  /** What stopped it besides a line: watchpoints (variable, old and new value) and exceptions (class and text). */
  reached: ReachedBreakpoint[];
}

const actions = ['set', 'exception', 'watch', 'list', 'delete', 'attach', 'step', 'vars', 'stack', 'frame', 'run-to', 'jump', 'terminate', 'record', 'replay', 'enable', 'disable', 'condition'] as const;
const fileActions: readonly string[] = ['record', 'replay'];
const stepTypes = ['over', 'into', 'out', 'continue'] as const;
const DEFAULT_TIMEOUT_SECONDS = 30;

async function tools(context: CommandContext) {
  const [{ Agent }, { BreakpointBook }, { DebugStateStore }] = await Promise.all([
    import('../../client/agent.js'),
    import('../../debug/breakpoints.js'),
    import('../../debug/state.js'),
  ]);
  const connection = await context.connection();
  const store = DebugStateStore.for(connection, context.env);
  const agent = new Agent(connection);
  return { connection, store, agent, book: new BreakpointBook(agent, store) };
}

async function targetsOf(flags: FlagValues): Promise<SourceLine[]> {
  const { targetsFromFiles, targetsFromObjects, targetFor, TargetError } = await import('../../debug/targets.js');
  const files = listFlag(flags, 'files');
  const objects = listFlag(flags, 'objects');
  const object = stringFlag(flags, 'object');
  const given = [files.length > 0, objects.length > 0, object !== undefined].filter(Boolean).length;
  if (given !== 1) throw new UsageError('debug set needs one of --files <file>:<n>[,…], --objects <name>:<n>[,…] or --object <name> --line <n>');
  try {
    if (files.length > 0) {
      if (stringFlag(flags, 'include')) throw new UsageError('--include goes with --objects or --object; with --files the file names the include');
      return targetsFromFiles(files);
    }
    if (objects.length > 0) return targetsFromObjects(objects, stringFlag(flags, 'include'));
    const line = integerFlag(flags, 'line');
    if (line === undefined) throw new UsageError('--object needs --line <n>');
    return [targetFor(object!, line, stringFlag(flags, 'include'))];
  } catch (error) {
    if (error instanceof TargetError) throw new UsageError(error.message);
    throw error;
  }
}

function timeoutOf(flags: FlagValues): number {
  const timeout = integerFlag(flags, 'timeout') ?? DEFAULT_TIMEOUT_SECONDS;
  if (timeout < 1) throw new UsageError('--timeout must be at least 1 second');
  return timeout;
}

/** The shapes of the background process's answers (src/protocol/debug-session.ts), loaded with the request. */
type Shapes = typeof import('../../protocol/debug-session.js');
type ShapeName = 'StepData' | 'FrameData' | 'VarsData' | 'SetValueData' | 'WatchData' | 'StackData' | 'TerminateData';

/** Daemon replies and client failures as CLI errors (exit 1; no session is a usage matter of its own). */
async function viaDaemon<K extends ShapeName>(context: CommandContext, request: Parameters<typeof import('../../debug/daemon-client.js').sendToDaemon>[1], shape: K): Promise<Static<Shapes[K]>> {
  const [{ sendToDaemon, NoSessionError }, { DebugStateStore }, shapes] = await Promise.all([
    import('../../debug/daemon-client.js'),
    import('../../debug/state.js'),
    import('../../protocol/debug-session.js'),
  ]);
  const store = DebugStateStore.for(await context.connection(), context.env);
  try {
    return (await sendToDaemon(store, request, shapes[shape])) as Static<Shapes[K]>;
  } catch (error) {
    if (error instanceof NoSessionError) throw new CliError(error.message, exitCodes.failed);
    throw new CliError(error instanceof Error ? error.message : String(error), exitCodes.failed);
  }
}

export const debug: Command<DebugData> = {
  name: 'debug',
  examples: [
    { line: 'abapdeck debug set --objects ZCL_DEMO_FARE_CALCULATOR:53', does: 'a breakpoint at line 53 of a class (its surcharge computation)' },
    { line: 'abapdeck debug attach', does: 'wait for a run to stop there, then step in a REPL' },
    { line: 'abapdeck debug exception CX_SY_ZERODIVIDE', does: 'stop wherever a division by zero is raised' },
    { line: 'abapdeck debug list', does: 'the breakpoints kept for this system and user' },
    { line: 'abapdeck debug step --type over --json', does: 'one statement of the background session, for scripts' },
  ],
  positionals: true,
  flags: {
    files: { type: 'string', value: 'file:n,…', description: 'breakpoints at lines of local source files' },
    objects: { type: 'string', value: 'name:n,…', description: 'breakpoints at lines of objects (ZCL_/ZIF_ names are classes)' },
    object: { type: 'string', value: 'name', description: 'one breakpoint: the object (with --line)' },
    line: { type: 'string', value: 'n', description: 'the line of --object' },
    include: { type: 'string', value: 'include', description: 'class include: testclasses, locals_imp or locals_def (lines count from its start)' },
    id: { type: 'string', value: 'id', description: 'delete: the breakpoint (the number list shows, its id, or its position)' },
    all: { type: 'boolean', description: 'delete: every breakpoint' },
    condition: { type: 'string', value: 'expr', description: "condition, watch: stop only when it holds (LV_X = 3); '' removes it" },
    list: { type: 'boolean', description: 'watch: the watchpoints of the session' },
    delete: { type: 'string', value: 'id', description: 'watch: end this watchpoint' },
    skip: { type: 'string', value: 'n', description: 'condition: let n passes go before it stops (0: none)' },
    timeout: { type: 'string', value: 's', description: 'attach: seconds to wait for a breakpoint (default 30)' },
    type: { type: 'string', value: 'type', description: 'step: over, into, out or continue' },
    name: { type: 'string', value: 'var', description: 'vars: only this variable' },
    expand: { type: 'string', value: 'var', description: 'vars: the components, rows or target of a variable (LS_X, LT_X[1], LO_X->ATTR, LR_X->*)' },
    set: { type: 'string', value: 'value', description: 'vars --name <var>: give the variable this value (converted by its type)' },
    position: { type: 'string', value: 'n', description: 'frame: the frame of the stack (0 is the top, as stack numbers them)' },
    json: jsonFlag,
  },
  async run(context, flags, positionals) {
    const [action, ...extra] = positionals;
    if (action === 'daemon') {
      const { runDaemonProcess } = await import('../../debug/daemon.js');
      await runDaemonProcess(process.stdin, process.stdout);
      return { data: { action: 'daemon' } };
    }
    if (!action || !(actions as readonly string[]).includes(action)) throw new UsageError(actionProblem(action, actions));
    const file = fileActions.includes(action) ? extra.shift() : undefined;
    if (fileActions.includes(action) && !file) throw new UsageError(`debug ${action} needs a file: debug ${action} <file.json>`);
    const named = action === 'exception' || action === 'watch' ? extra.splice(0) : [];
    if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
    switch (action) {
      case 'exception': {
        const classes = named.flatMap((name) => name.split(',')).map((name) => name.trim()).filter(Boolean);
        if (classes.length === 0) throw new UsageError('debug exception needs an exception class: debug exception CX_SY_ZERODIVIDE');
        const { book } = await tools(context);
        const result = await book.addExceptions(classes);
        return { data: { action, ...result }, exitCode: result.breakpoints.length === 0 ? exitCodes.failed : exitCodes.success };
      }
      case 'watch': {
        const remove = stringFlag(flags, 'delete');
        const given = [named.length > 0, Boolean(flags['list']), remove !== undefined].filter(Boolean).length;
        if (given !== 1 || named.length > 1) throw new UsageError('debug watch needs one of <variable> [--condition <expr>], --list or --delete <id>');
        if (flags['list']) return { data: { action, ...(await viaDaemon(context, { op: 'watches' }, 'WatchData')) } };
        if (remove !== undefined) return { data: { action, ...(await viaDaemon(context, { op: 'unwatch', id: remove }, 'WatchData')) } };
        const condition = stringFlag(flags, 'condition');
        const data = await viaDaemon(context, { op: 'watch', name: named[0]!, ...(condition ? { condition } : {}) }, 'WatchData');
        return { data: { action, ...data } };
      }
      case 'set': {
        const targets = await targetsOf(flags);
        const { book } = await tools(context);
        const result = await book.add(targets);
        return { data: { action, ...result }, exitCode: result.breakpoints.length === 0 ? exitCodes.failed : exitCodes.success };
      }
      case 'list': {
        const { book } = await tools(context);
        return { data: { action, ...(await book.list()) } };
      }
      case 'delete': {
        const id = stringFlag(flags, 'id');
        if ((id === undefined) === !flags['all']) throw new UsageError('debug delete needs --id <id> or --all');
        const { book } = await tools(context);
        if (flags['all']) return { data: { action, deleted: await book.deleteAll() } };
        const deleted = await book.delete(id!);
        return { data: { action, deleted: deleted ? 1 : 0 }, exitCode: deleted ? exitCodes.success : exitCodes.failed };
      }
      case 'enable':
      case 'disable': {
        const id = stringFlag(flags, 'id');
        if (!id) throw new UsageError(`debug ${action} needs --id <n|id|position>`);
        const { book } = await tools(context);
        const breakpoint = await book.setEnabled(id, action === 'enable');
        if (!breakpoint) throw new CliError(`No breakpoint ${id}`, exitCodes.failed);
        return { data: { action, breakpoint } };
      }
      case 'condition': {
        const id = stringFlag(flags, 'id');
        const condition = stringFlag(flags, 'condition');
        const skip = integerFlag(flags, 'skip');
        if (!id || (condition === undefined && skip === undefined)) throw new UsageError("debug condition needs --id <n|id|position> and --condition <expr> ('' removes it) and/or --skip <n>");
        if (skip !== undefined && skip < 0) throw new UsageError('--skip must be 0 or more');
        const { book } = await tools(context);
        const result = await book.setCondition(id, condition, skip);
        if (!result.breakpoint) throw new CliError(result.error ?? `No breakpoint ${id}`, exitCodes.failed);
        return { data: { action, breakpoint: result.breakpoint } };
      }
      case 'attach':
        return flags['json'] ? attachScripted(context, flags) : attachInteractive(context, flags);
      case 'record':
        if (flags['json']) throw new UsageError('debug record is interactive (the REPL records its stops); --json goes with debug replay');
        return attachInteractive(context, flags, file);
      case 'replay':
        return replay(context, file!, Boolean(flags['json']));
      case 'step': {
        const type = stringFlag(flags, 'type');
        if (!type || !(stepTypes as readonly string[]).includes(type)) throw new UsageError(`--type must be one of ${stepTypes.join(', ')}`);
        const data = await viaDaemon(context, { op: 'step', type: type as (typeof stepTypes)[number] }, 'StepData');
        return { data: { action, ...data } };
      }
      case 'vars': {
        const name = stringFlag(flags, 'name');
        const expand = stringFlag(flags, 'expand');
        const value = stringFlag(flags, 'set');
        if (name && expand) throw new UsageError('--name and --expand go alone');
        if (value !== undefined) {
          if (!name) throw new UsageError('--set needs --name <var>: debug vars --name LV_X --set 42');
          const data = await viaDaemon(context, { op: 'setValue', name, value }, 'SetValueData');
          return { data: { action, ...data } };
        }
        const data = await viaDaemon(context, { op: 'vars', ...(name ? { name } : {}), ...(expand ? { expand } : {}) }, 'VarsData');
        return { data: { action, ...data }, exitCode: name && data.variables.length === 0 ? exitCodes.failed : exitCodes.success };
      }
      case 'stack': {
        const data = await viaDaemon(context, { op: 'stack' }, 'StackData');
        return { data: { action, stack: data.stack } };
      }
      case 'frame': {
        const index = integerFlag(flags, 'position');
        if (index === undefined || index < 0) throw new UsageError('debug frame needs --position <n> (0 is the top of the stack)');
        const data = await viaDaemon(context, { op: 'frame', index }, 'FrameData');
        return { data: { action, ...data } };
      }
      case 'run-to':
      case 'jump': {
        const line = integerFlag(flags, 'line');
        if (line === undefined || line < 1) throw new UsageError(`debug ${action} needs --line <n> (a line of the current source)`);
        const data = await viaDaemon(context, { op: 'toLine', how: action === 'jump' ? 'jump' : 'run', line }, 'StepData');
        return { data: { action, ...data } };
      }
      case 'terminate': {
        await viaDaemon(context, { op: 'terminate' }, 'TerminateData');
        return { data: { action, terminated: true } };
      }
    }
    throw new UsageError(`say what to do: ${actions.join(', ')}`);
  },
  renderText: renderDebugData,
};

async function attachScripted(context: CommandContext, flags: FlagValues): Promise<{ data: DebugData; exitCode?: number }> {
  const timeoutSeconds = timeoutOf(flags);
  const [{ launchDaemon }, { DebugStateStore }] = await Promise.all([import('../../debug/daemon-client.js'), import('../../debug/state.js')]);
  const connection = await context.connection();
  const store = DebugStateStore.for(connection, context.env);
  await endPreviousSession(store);
  const result = await launchDaemon({
    selfCommand: context.selfCommand,
    connection,
    store,
    timeoutSeconds,
    env: context.env,
    onEvent: (event) => {
      if (event.event === 'listening') context.stderr.write('Listener active\n');
      if (event.event === 'conflict') context.stderr.write(`${event.message}; retrying in 2 s\n`);
    },
  });
  if (!result.ok) throw new CliError(result.reason, exitCodes.failed);
  return { data: { action: 'attach', ...result.session } };
}

/** One background session per system and user: a new attach ends the one before (its listener would conflict). */
async function endPreviousSession(store: import('../../debug/state.js').DebugStateStore): Promise<void> {
  const previous = store.load().session;
  if (!previous) return;
  const [{ sendToDaemon }, { ShutdownData }] = await Promise.all([import('../../debug/daemon-client.js'), import('../../protocol/debug-session.js')]);
  await sendToDaemon(store, { op: 'shutdown' }, ShutdownData, 5000).catch(() => undefined);
  for (let waited = 0; waited < 5000 && isAlive(previous.pid); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isAlive(previous.pid)) {
    try {
      process.kill(previous.pid, 'SIGTERM');
    } catch {
      // gone meanwhile
    }
  }
  store.update((state) => {
    delete state.session;
    return state;
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function attachInteractive(context: CommandContext, flags: FlagValues, recordFile?: string): Promise<{ data: DebugData; exitCode?: number }> {
  const timeoutSeconds = timeoutOf(flags);
  const [{ DebugSession, ListenTimeout }, { runRepl }, { Recorder }, { join }] = await Promise.all([
    import('../../debug/session.js'),
    import('../../debug/repl.js'),
    import('../../debug/recording.js'),
    import('node:path'),
  ]);
  const { book, store, connection } = await tools(context);
  await endPreviousSession(store);
  const session = new DebugSession(book.api);
  let hit;
  try {
    hit = await session.waitForHit(timeoutSeconds, {
      onListening: () => context.stderr.write(`Listener active (waiting up to ${timeoutSeconds} s for a breakpoint; Ctrl+C to stop)\n`),
      onConflict: (message) => context.stderr.write(`${message}; retrying in 2 s\n`),
    });
  } catch (error) {
    if (error instanceof ListenTimeout) throw new CliError(error.message, exitCodes.failed);
    throw error;
  }
  const recorder = recordFile ? new Recorder(recordFile, { origin: connection.origin, client: connection.client, user: connection.user.toUpperCase() }) : undefined;
  const io = {
    input: process.stdin,
    output: process.stdout,
    historyFile: join(store.dir, 'history'),
    write: (text: string) => context.stdout.write(text),
    note: (text: string) => context.stderr.write(text),
  };
  const end = await runRepl(session, book, hit, io, timeoutSeconds, recorder);
  const exitCode = end === 'timeout' ? exitCodes.failed : exitCodes.success;
  if (recorder) {
    context.stderr.write(`Recorded ${recorder.recording.stops.length} stop(s) in ${recordFile}; debug replay ${recordFile} walks them.\n`);
    return { data: { action: 'record', file: recordFile!, stops: recorder.recording.stops.length, end }, exitCode };
  }
  return { data: { action: 'attach', end }, exitCode };
}

/** `debug replay FILE`: the recording walked in a REPL, or (--json) its stops listed; no system is asked. */
async function replay(context: CommandContext, file: string, json: boolean): Promise<{ data: DebugData; exitCode?: number }> {
  const [{ loadRecording, ReplayCursor, RecordingError }, { runReplay }, { debugStateDir }, { join }] = await Promise.all([
    import('../../debug/recording.js'),
    import('../../debug/replay-repl.js'),
    import('../../debug/state.js'),
    import('node:path'),
  ]);
  let cursor;
  try {
    cursor = new ReplayCursor(loadRecording(file));
  } catch (error) {
    if (error instanceof RecordingError) throw new CliError(error.message, exitCodes.failed);
    throw error;
  }
  const { recording } = cursor;
  if (json) {
    const stops = recording.stops.map((stop, index): ReplayStopSummary => ({
      stop: index + 1,
      at: stop.at,
      position: stop.position.source ? describePosition(stop.position.source) : `${stop.position.include}:${stop.position.line}`,
      event: stop.position.event,
      frames: stop.stack.length,
      variables: stop.variables ? stop.variables.length : null,
      expanded: Object.keys(stop.expanded),
      reached: stop.reached ?? [],
    }));
    return { data: { action: 'replay', file, version: recording.version, recordedAt: recording.recordedAt, system: recording.system, stops } };
  }
  const at = await runReplay(cursor, {
    input: process.stdin,
    output: process.stdout,
    historyFile: join(debugStateDir(context.env), 'history'),
    write: (text) => context.stdout.write(text),
    note: (text) => context.stderr.write(text),
  });
  return { data: { action: 'replay', file, stops: recording.stops.length, at } };
}

function describePosition(source: SourceLine): string {
  return `${source.name}${source.include ? ` (${source.include})` : ''}:${source.line}`;
}
