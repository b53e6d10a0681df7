/**
 * Text renderings of debug data (pure functions): the position with its source lines, variables, the stack.
 */
import type { ReachedBreakpoint, StackEntry, WatchpointEntry } from '../protocol/debugger-documents.js';
import type { Position, Variable } from './session.js';
import { describeTarget } from './targets.js';

export function renderPosition(position: Position): string {
  const where = position.source ? describeTarget(position.source) : `${position.include}:${position.line}`;
  const lines = [`${where}  ${position.event}  (${position.include} line ${position.line})`];
  const width = String(position.lines.at(-1)?.line ?? 0).length;
  for (const row of position.lines) lines.push(`${row.current ? '>' : ' '} ${String(row.line).padStart(width)}  ${row.text}`);
  return lines.join('\n') + '\n';
}

function shown(variable: Variable): string {
  if (variable.metaType === 'table') return `${variable.value || 'Table'} (${variable.tableLines ?? 0} lines)`;
  if (variable.metaType === 'structure') return '(structure)';
  if (variable.metaType === 'string') return `\`${variable.value}\``;
  if (variable.metaType === 'simple') return `'${variable.value}'`;
  return variable.value;
}

/** `paths`: each variable by its full path (LS_X-COMP, LO_X->ATTR), as an expansion lists them for the next x. */
export function renderVariables(variables: readonly Variable[], options: { paths?: boolean } = {}): string {
  if (variables.length === 0) return 'No variables.\n';
  const label = (v: Variable) => (options.paths ? v.id : v.name);
  const nameWidth = Math.min(30, Math.max(...variables.map((v) => label(v).length)));
  const typeWidth = Math.min(30, Math.max(...variables.map((v) => v.type.length)));
  // values changed since the previous stop are marked in a first column, when there are any
  const marks = variables.some((v) => v.changed);
  return variables.map((v) => `${marks ? (v.changed ? '* ' : '  ') : ''}${label(v).padEnd(nameWidth)}  ${v.type.padEnd(typeWidth)}  ${shown(v)}`).join('\n') + '\n';
}

export function renderStack(stack: readonly StackEntry[]): string {
  if (stack.length === 0) return 'No ABAP frames.\n';
  return (
    stack
      .map((entry, index) => `#${index}  ${`${entry.eventType} ${entry.eventName}`.trim()}  ${entry.programName}  ${entry.includeName}:${entry.line}`)
      .join('\n') + '\n'
  );
}

/** What stopped the program besides a line: a watchpoint's change or the exception an exception breakpoint caught. */
export function renderReached(reached: readonly ReachedBreakpoint[] | undefined): string {
  return (reached ?? [])
    .map((bp) =>
      bp.kind === 'watchpoint'
        ? `Watchpoint ${bp.id}: ${bp.variableName ?? ''} changed from '${bp.oldValue ?? ''}' to '${bp.newValue ?? ''}'\n`
        : `Exception ${bp.exceptionClass ?? ''} raised${bp.exceptionText ? `: ${bp.exceptionText}` : ''} ({EXCEPTION} holds it)\n`,
    )
    .join('');
}

/** The watchpoints of a session, one line each. */
export function renderWatchpoints(watchpoints: readonly WatchpointEntry[]): string {
  return watchpoints.length === 0 ? 'No watchpoints.\n' : watchpoints.map(watchpointLine).join('\n') + '\n';
}

function watchpointLine(wp: WatchpointEntry): string {
  const changed = wp.hits > 0 ? `  (was '${wp.oldValue}', ${wp.hits} stop(s))` : '';
  return `${wp.id.padStart(2)}  ${wp.variableName.padEnd(30)}  = '${wp.currentValue}'${wp.condition ? `  if ${wp.condition}` : ''}  ${wp.kind}${changed}`;
}

export const replHelp = [
  's          step into',
  'n          step over',
  'o          step out (return)',
  'c          continue (the program runs on; it may stop at another breakpoint)',
  'v          variables',
  'x <var>    expand a variable (LS_X, LT_X[1], LO_X->ATTR, LR_X->*)',
  'bt         stack',
  'f <n>      frame n of the stack (0 the top): its position and variables; v and x read it until the next step',
  'set <var> <value>  give a simple variable a value (converted by its type)',
  'r <line>   run to a line of the current source (stops earlier at a breakpoint)',
  'j <line>   jump to a line: the next statement executed is that line\'s',
  'w <var> [<condition>]  watchpoint: stop after each statement that changes the variable (where the condition holds)',
  'wl         the watchpoints; wd <id> ends one',
  'e <class>  exception breakpoint: stop where the class (or a subclass) is raised',
  'q          detach: delete all breakpoints, the program runs to its end',
  'kill       terminate the program',
  'h          this help',
].join('\n');
