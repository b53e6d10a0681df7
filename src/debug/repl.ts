/**
 * The human debugger of `debug attach`: a line-based loop over an attached session (s n o c v x bt q kill h).
 * After c the program runs on and the REPL listens for its next stop; q deletes every breakpoint and sends
 * exactly one continue; kill terminates the program. A getStack every 30 s keeps the session's affinity.
 * On a terminal: line editing, history and Tab completion of commands and variable names (line-input.ts).
 * With a recorder, each stop (position and stack) and every variable read is kept (`debug record`).
 */
import type { BreakpointBook } from './breakpoints.js';
import { lastWord, openLineInput } from './line-input.js';
import type { Recorder } from './recording.js';
import type { ReachedBreakpoint } from '../protocol/debugger-documents.js';
import { notableReached } from './daemon-protocol.js';
import { renderPosition, renderReached, renderStack, renderVariables, renderWatchpoints, replHelp } from './render.js';
import type { DebugSession, HitInfo, Position, StepType } from './session.js';
import { ListenTimeout } from './session.js';

export interface ReplIo {
  input: NodeJS.ReadableStream;
  /** The terminal (line editing needs it). */
  output?: NodeJS.WritableStream;
  /** Line editing on or off; default: whether the input is a TTY. */
  terminal?: boolean;
  historyFile?: string;
  write(text: string): void;
  /** Messages about the session (listening, conflicts); stderr. */
  note(text: string): void;
}

export const replCommands = ['s', 'n', 'o', 'c', 'v', 'x', 'bt', 'f', 'set', 'r', 'j', 'w', 'wl', 'wd', 'e', 'q', 'kill', 'h'] as const;

/** The commands that take a variable path as their argument. */
const takesVariable = new Set(['x', 'set', 'w']);

/**
 * Candidates for the word under the cursor: a command at the start of the line, else (after x) a variable:
 * the frame's names, or below a path (LS_X-, LO_X->, LT_X[1]-) the children the system lists for it.
 */
export async function replCandidates(line: string, variables: () => Promise<string[]>, children: (path: string) => Promise<string[]>, commands: readonly string[] = replCommands): Promise<string[]> {
  const words = line.trimStart().split(/\s+/);
  if (words.length <= 1) return [...commands];
  if (!takesVariable.has(words[0]!)) return [];
  const steps = lastWord(line).toUpperCase().match(/^[^-[\]>]+|\[\d*\]?|->\*?|->[^-[\]>]*|-[^-[\]>]*/g) ?? [];
  if (steps.length <= 1) return variables();
  return children(steps.slice(0, -1).join(''));
}

export type ReplEnd = 'detached' | 'terminated' | 'finished' | 'timeout';

const steps: Record<string, StepType> = { s: 'into', n: 'over', o: 'out' };

export async function runRepl(session: DebugSession, book: BreakpointBook, hit: HitInfo, io: ReplIo, timeoutSeconds: number, recorder?: Recorder): Promise<ReplEnd> {
  /** A stop: what stopped it besides a line (a watchpoint, an exception), then where; a recording keeps both. */
  const show = async (position: Position, reached?: ReachedBreakpoint[]) => {
    if (recorder) recorder.stop(position, await session.stack(), reached);
    io.write(renderReached(reached) + renderPosition(position));
  };
  const attachAndShow = async (found: HitInfo) => {
    const state = await session.attach(found.debuggeeId);
    session.startKeepalive();
    await show(await session.position(), notableReached(state.reachedBreakpoints));
  };
  await attachAndShow(hit);
  // the REPL's io is a line input's (input, output, terminal, history, write) and more
  const input = openLineInput({
    ...io,
    prompt: 'debug> ',
    complete: (line) =>
      replCandidates(
        line,
        async () => (await session.variables()).map((v) => v.name),
        async (path) => (await session.expand(path)).children.map((v) => v.id),
      ),
  });
  input.prompt();
  try {
    for await (const raw of input.lines) {
      const [command = '', ...rest] = raw.trim().split(/\s+/);
      try {
        if (command === '') {
          // nothing to do
        } else if (steps[command]) {
          const { position, state } = await session.step(steps[command]!);
          if (!position) {
            io.write('The program has ended.\n');
            return 'finished';
          }
          await show(position, notableReached(state?.reachedBreakpoints));
        } else if (command === 'c') {
          // the system answers at the next stop of the same program, or that it ended
          const continued = await session.step('continue');
          if (continued.ended) {
            io.write('The program has ended.\n');
            return 'finished';
          }
          if (continued.position) {
            await show(continued.position, notableReached(continued.state?.reachedBreakpoints));
          } else {
            io.write('Continued. Listening for the next breakpoint…\n');
            try {
              await attachAndShow(await session.waitForHit(timeoutSeconds, { onConflict: (message) => io.note(`${message}; retrying in 2 s\n`) }));
            } catch (error) {
              if (error instanceof ListenTimeout) {
                io.write(`${error.message}.\n`);
                return 'timeout';
              }
              throw error;
            }
          }
        } else if (command === 'v') {
          const variables = await session.variables();
          // a recording keeps the top frame's variables of each stop
          if (session.frameIndex === 0) recorder?.variables(variables);
          io.write(renderVariables(variables));
        } else if (command === 'x') {
          if (rest.length === 0) io.write('x needs a variable: x LS_X, x LT_X[1], x LO_X->ATTR\n');
          else {
            const path = rest.join('');
            const expansion = await session.expand(path);
            if (session.frameIndex === 0) recorder?.expansion(path, expansion);
            io.write(`${expansion.variable.id} (${expansion.variable.type}):\n${renderVariables(expansion.children, { paths: true })}`);
          }
        } else if (command === 'bt') {
          io.write(renderStack(await session.stack()));
        } else if (command === 'f') {
          if (!/^\d+$/.test(rest[0] ?? '')) io.write('f needs a frame number: f 1 (bt numbers them, 0 is the top)\n');
          else {
            const { position } = await session.selectFrame(Number(rest[0]));
            io.write(`Frame #${rest[0]}: ${renderPosition(position)}`);
          }
        } else if (command === 'set') {
          if (rest.length < 2) io.write('set needs a variable and a value: set LV_X 42\n');
          else {
            const { variable, value } = await session.setValue(rest[0]!, raw.trim().replace(/^set\s+\S+\s/, ''));
            io.write(`${variable} = '${value}'\n`);
          }
        } else if (command === 'r' || command === 'j') {
          if (!/^\d+$/.test(rest[0] ?? '')) io.write(`${command} needs a line number of the current source: ${command} 42\n`);
          else {
            const { position, state } = await session.toLine(command === 'r' ? 'run' : 'jump', Number(rest[0]));
            if (!position) {
              io.write('The program has ended.\n');
              return 'finished';
            }
            await show(position, notableReached(state?.reachedBreakpoints));
          }
        } else if (command === 'w') {
          if (rest.length === 0) io.write('w needs a variable: w LV_X, w LS_X-COMP lv_x > 3\n');
          else io.write(renderWatchpoints([await session.watch(rest[0]!, rest.slice(1).join(' ') || undefined)]));
        } else if (command === 'wl') {
          io.write(renderWatchpoints(await session.watchpoints()));
        } else if (command === 'wd') {
          if (!rest[0]) io.write('wd needs the watchpoint id wl shows: wd 1\n');
          else {
            await session.unwatch(rest[0]);
            io.write(renderWatchpoints(await session.watchpoints()));
          }
        } else if (command === 'e') {
          if (!rest[0]) io.write('e needs an exception class: e CX_SY_ZERODIVIDE\n');
          else {
            const result = await book.addExceptions(rest);
            for (const bp of result.breakpoints) io.write(`Breakpoint set at ${bp.position}\n`);
            for (const rejected of result.rejected) io.write(`Cannot set ${rejected.position}: ${rejected.error}\n`);
          }
        } else if (command === 'q') {
          await session.detach(async () => void (await book.deleteAll()));
          io.write('Detached: breakpoints deleted, the program runs to its end.\n');
          return 'detached';
        } else if (command === 'kill') {
          await session.terminate();
          io.write('The program was terminated.\n');
          return 'terminated';
        } else if (command === 'h' || command === 'help' || command === '?') {
          io.write(replHelp + '\n');
        } else {
          io.write(`Unknown command '${command}'. h shows the commands.\n`);
        }
      } catch (error) {
        io.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
      }
      input.prompt();
    }
    // input closed: let the program go rather than leave it stopped
    if (session.isAttached) await session.detach(async () => void (await book.deleteAll()));
    return 'detached';
  } finally {
    session.stopKeepalive();
    input.close();
  }
}
