/**
 * `debug replay FILE`: the REPL over a recording, with no system connected. The stops of the recording
 * are walked forward (n, s, o, c, f) and back (b), or by number (g N); at each stop what stopped it (a
 * watchpoint's old and new value, an exception's class and text), the stack, and the variables and expansions
 * that were read while recording, are shown as recorded.
 */
import { openLineInput } from './line-input.js';
import type { ReplayCursor } from './recording.js';
import { renderPosition, renderReached, renderStack, renderVariables } from './render.js';
import { replCandidates, type ReplIo } from './repl.js';

export const replayHelp = [
  'n s o c f  forward: the next recorded stop',
  'b          back: the previous recorded stop',
  'g <n>      go to stop n',
  'l          list the stops',
  'v          the variables read at this stop',
  'x <var>    an expansion read at this stop (LS_X, LT_X[1], LO_X->ATTR)',
  'bt         the stack',
  'q          end the replay',
  'h          this help',
].join('\n');

const replayCommands = ['n', 's', 'o', 'c', 'f', 'b', 'g', 'l', 'v', 'x', 'bt', 'q', 'h'] as const;

/** `[3/7] <time of the stop>`: where the replay stands. */
export function stopHeading(cursor: ReplayCursor): string {
  return `[${cursor.index + 1}/${cursor.count}] ${cursor.stop.at}\n`;
}

export function renderStopList(cursor: ReplayCursor): string {
  return (
    cursor.recording.stops
      .map((stop, index) => {
        const where = stop.position.source ? `${stop.position.source.name}${stop.position.source.include ? ` (${stop.position.source.include})` : ''}:${stop.position.source.line}` : `${stop.position.include}:${stop.position.line}`;
        const reached = (stop.reached ?? []).map((bp) => (bp.kind === 'watchpoint' ? `watchpoint ${bp.variableName ?? ''}` : `exception ${bp.exceptionClass ?? ''}`));
        return `${index === cursor.index ? '>' : ' '}${String(index + 1).padStart(4)}  ${where.padEnd(36)} ${stop.position.event}${reached.length > 0 ? `  [${reached.join(', ')}]` : ''}`;
      })
      .join('\n') + '\n'
  );
}

export async function runReplay(cursor: ReplayCursor, io: ReplIo): Promise<number> {
  const show = () => io.write(stopHeading(cursor) + renderReached(cursor.stop.reached) + renderPosition(cursor.stop.position));
  show();
  // the REPL's io is a line input's (input, output, terminal, history, write) and more
  const input = openLineInput({
    ...io,
    prompt: 'replay> ',
    complete: (line) =>
      replCandidates(
        line,
        async () => (cursor.stop.variables ?? []).map((v) => v.name),
        async (path) => (cursor.expansion(path)?.children ?? []).map((v) => v.id),
        replayCommands,
      ),
  });
  input.prompt();
  try {
    for await (const raw of input.lines) {
      const [command = '', ...rest] = raw.trim().split(/\s+/);
      if (command === '') {
        // nothing to do
      } else if (['n', 's', 'o', 'c', 'f'].includes(command)) {
        if (cursor.forward()) show();
        else io.write(`The recording ends here (stop ${cursor.count} of ${cursor.count}); b goes back.\n`);
      } else if (command === 'b') {
        if (cursor.back()) show();
        else io.write('This is the first recorded stop.\n');
      } else if (command === 'g') {
        if (cursor.goTo(Number(rest[0]))) show();
        else io.write(`g needs a stop number from 1 to ${cursor.count}\n`);
      } else if (command === 'l') {
        io.write(renderStopList(cursor));
      } else if (command === 'v') {
        io.write(cursor.stop.variables ? renderVariables(cursor.stop.variables) : 'The variables were not read at this stop while recording.\n');
      } else if (command === 'x') {
        const path = rest.join('');
        const expansion = path ? cursor.expansion(path) : undefined;
        if (!path) io.write('x needs a variable: x LS_X, x LT_X[1], x LO_X->ATTR\n');
        else if (!expansion) io.write(`${path.toUpperCase()} was not expanded at this stop while recording.\n`);
        else io.write(`${expansion.variable.id} (${expansion.variable.type}):\n${renderVariables(expansion.children, { paths: true })}`);
      } else if (command === 'bt') {
        io.write(renderStack(cursor.stop.stack));
      } else if (command === 'q') {
        return cursor.index + 1;
      } else if (command === 'h' || command === 'help' || command === '?') {
        io.write(replayHelp + '\n');
      } else {
        io.write(`Unknown command '${command}'. h shows the commands.\n`);
      }
      input.prompt();
    }
    return cursor.index + 1;
  } finally {
    input.close();
  }
}
