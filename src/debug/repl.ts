/**
 * The human debugger of `debug attach`: a line-based loop over an attached session (s n o c v x bt q kill h).
 * After c the program runs on and the REPL listens for its next stop; q deletes every breakpoint and sends
 * exactly one continue; kill terminates the program. A getStack every 30 s keeps the session's affinity.
 */
import { createInterface } from 'node:readline';
import type { BreakpointBook } from './breakpoints.js';
import { renderPosition, renderStack, renderVariables, replHelp } from './render.js';
import type { DebugSession, HitInfo, StepType } from './session.js';
import { ListenTimeout } from './session.js';

export interface ReplIo {
  input: NodeJS.ReadableStream;
  write(text: string): void;
  /** Messages about the session (listening, conflicts); stderr. */
  note(text: string): void;
}

export type ReplEnd = 'detached' | 'terminated' | 'finished' | 'timeout';

const steps: Record<string, StepType> = { s: 'into', n: 'over', o: 'out' };

export async function runRepl(session: DebugSession, book: BreakpointBook, hit: HitInfo, io: ReplIo, timeoutSeconds: number): Promise<ReplEnd> {
  const attachAndShow = async (found: HitInfo) => {
    await session.attach(found.debuggeeId);
    session.startKeepalive();
    io.write(renderPosition(await session.position()));
  };
  await attachAndShow(hit);
  const lines = createInterface({ input: io.input, terminal: false });
  const prompt = () => io.write('debug> ');
  prompt();
  try {
    for await (const raw of lines) {
      const [command = '', ...rest] = raw.trim().split(/\s+/);
      try {
        if (command === '') {
          // nothing to do
        } else if (steps[command]) {
          const { position } = await session.step(steps[command]!);
          if (!position) {
            io.write('The program has ended.\n');
            return 'finished';
          }
          io.write(renderPosition(position));
        } else if (command === 'c') {
          // the system answers at the next stop of the same program, or that it ended
          const continued = await session.step('continue');
          if (continued.ended) {
            io.write('The program has ended.\n');
            return 'finished';
          }
          if (continued.position) io.write(renderPosition(continued.position));
          else {
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
          io.write(renderVariables(await session.variables()));
        } else if (command === 'x') {
          if (rest.length === 0) io.write('x needs a variable: x LS_X, x LT_X[1], x LO_X->ATTR\n');
          else {
            const { variable, children } = await session.expand(rest.join(''));
            io.write(`${variable.name} (${variable.type}):\n${renderVariables(children)}`);
          }
        } else if (command === 'bt') {
          io.write(renderStack(await session.stack()));
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
      prompt();
    }
    // input closed: let the program go rather than leave it stopped
    if (session.isAttached) await session.detach(async () => void (await book.deleteAll()));
    return 'detached';
  } finally {
    session.stopKeepalive();
    lines.close();
  }
}
