import { Box, Text } from 'ink';
import { useEffect } from 'react';
import type { BreakpointView, WatchpointView } from '../../src/store/debugger.js';
import type { StackEntry } from '../../src/protocol/debugger-documents.js';
import { debuggerSections, isExpandable, type DebuggerSection, type VariableRow, type WatchRow } from '../../src/store/debugger.js';
import type { Layout } from '../../src/store/layout.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { Pane } from '../widgets/Pane.js';
import { clip, fit, spread } from '../widgets/text.js';
import { VirtualList } from '../widgets/VirtualList.js';

/** One variable of the tree: indentation, an expand marker, a changed mark, name, type and value. */
export function variableLine(row: VariableRow, width = 100): string {
  const marker = isExpandable(row.variable) ? (row.expanded ? '▾' : '▸') : ' ';
  const name = row.depth > 0 ? row.variable.name.replace(/^.*?(\[\d+\]|->\*|->[^-[\]>]+|-[^-[\]>]+)$/, '$1') : row.variable.name;
  const value = row.variable.metaType === 'table' ? `${row.variable.value}` : row.variable.metaType === 'string' ? `\`${row.variable.value}\`` : row.variable.value;
  // narrow panes (80 columns with the side panes) give the value room: names and types are shortened first
  const nameWidth = Math.min(24, Math.max(12, Math.floor(width * 0.32)));
  const typeWidth = Math.min(22, Math.max(6, Math.floor(width * 0.2)));
  const type = row.variable.type.length > typeWidth ? `${row.variable.type.slice(0, typeWidth - 1)}…` : row.variable.type;
  return `${row.variable.changed ? '*' : ' '}${'  '.repeat(row.depth)}${marker} ${name.padEnd(Math.max(1, nameWidth - 2 * row.depth))} ${type.padEnd(typeWidth)} ${value}`;
}

export function stackLine(entry: StackEntry, index: number, frame: number): string {
  return `${index === frame ? '●' : ' '} #${index} ${`${entry.eventType} ${entry.eventName}`.trim().padEnd(32)} ${entry.includeName}:${entry.line}`;
}

export function breakpointLine(bp: BreakpointView): string {
  return `[${bp.enabled === false ? ' ' : 'x'}] ${bp.position.padEnd(30)}${bp.condition ? ` if ${bp.condition}` : ''}`;
}

/** A watchpoint in the breakpoint list: `watch <VAR> [if <cond>]` and the value read at the last stop. */
export function watchpointLine(wp: WatchpointView): string {
  return `[w] ${`watch ${wp.variableName}${wp.condition ? ` if ${wp.condition}` : ''}`} = '${wp.currentValue}'${wp.hits > 0 ? ` (${wp.hits} ${wp.hits === 1 ? 'change' : 'changes'})` : ''}`;
}

export function watchLine(row: WatchRow): string {
  if (!row.variable) return ` ${row.path.padEnd(24)} ${row.error ?? '(read at the next stop)'}`;
  const value = row.variable.metaType === 'string' ? `\`${row.variable.value}\`` : row.variable.value;
  return `${row.changed ? '*' : ' '}${row.path.padEnd(24)} ${row.variable.type.padEnd(16)} ${value}`;
}

/** From this content width the sections stand side by side. */
const wideWidth = 110;

const titles: Record<DebuggerSection, string> = { variables: 'Variables', stack: 'Stack', breakpoints: 'Breakpoints', watches: 'Watches' };

/**
 * Pane 6: the stopped program (or a recorded stop): a status line, the source around the current line, then
 * one section at a time — variables, stack, breakpoints, watches — named in a tab line with their counts
 * (h and l switch), so it reads on 80×24; without a stopped program the breakpoints and watches still show.
 */
export function DebuggerPane({ layout, focused }: { layout: Layout; focused: boolean }) {
  const theme = useTheme();
  const state = useDeck((s) => s.debugger);
  const load = useDeck((s) => s.debugger.load);
  useEffect(() => {
    void load();
  }, [load]);

  const width = layout.mainWidth;
  const height = layout.mainRows;
  const { position, stack, variables, breakpoints, watchpoints, watches, section } = state;
  const replaying = state.phase === 'replay' && state.replay;
  const info = replaying ? `replay ${state.replay!.index + 1}/${state.replay!.count}` : position ? `${position.program} ${position.event}` : state.phase;

  const sourceRows = position ? Math.max(3, Math.min(position.lines.length, Math.floor(height * 0.35))) : 0;
  const currentIndex = position ? Math.max(0, position.lines.findIndex((row) => row.current)) : 0;
  const first = position ? Math.max(0, Math.min(currentIndex - Math.floor(sourceRows / 2), position.lines.length - sourceRows)) : 0;
  const shownLines = position ? position.lines.slice(first, first + sourceRows) : [];
  const bodyRows = Math.max(1, height - 2 - shownLines.length);

  const counts: Record<DebuggerSection, number> = { variables: variables.length, stack: stack.length, breakpoints: breakpoints.length + watchpoints.length, watches: watches.length };
  const tabs = debuggerSections.map((name) => (
    <Text key={name} {...(name === section ? theme.heading : theme.dim)}>
      {` ${titles[name]} ${counts[name]} `}
    </Text>
  ));

  const selectedStyle = focused ? theme.selected : theme.selectedInactive;
  const row = (text: string, selected: boolean, columns: number, style: object = {}) => (
    <Text {...(selected ? selectedStyle : style)}>{(selected || columns < width ? fit : clip)(`${selected ? '›' : ' '}${text}`, columns)}</Text>
  );
  /** What each section lists: how many rows, its cursor, the text when empty, and a row's text and style. */
  const sectionRows: Record<DebuggerSection, { count: number; cursor: number; empty: string; line: (index: number, columns: number) => [string, object] }> = {
    variables: {
      count: variables.length,
      cursor: state.cursor,
      empty: position ? ' no variables' : ' no program is stopped',
      line: (index, columns) => [variableLine(variables[index]!, columns), variables[index]!.variable.changed ? theme.warning : {}],
    },
    stack: { count: stack.length, cursor: state.stackCursor, empty: ' no program is stopped', line: (index) => [stackLine(stack[index]!, index, state.frame), index === state.frame ? {} : theme.dim] },
    // the breakpoints, then the stopped program's watchpoints
    breakpoints: {
      count: breakpoints.length + watchpoints.length,
      cursor: state.breakpointCursor,
      empty: ' no breakpoints: b on a source line sets one',
      line: (index) =>
        index < breakpoints.length
          ? [breakpointLine(breakpoints[index]!), breakpoints[index]!.enabled === false ? theme.dim : {}]
          : [watchpointLine(watchpoints[index - breakpoints.length]!), {}],
    },
    watches: { count: watches.length, cursor: state.watchCursor, empty: ' no watches: w adds one', line: (index) => [watchLine(watches[index]!), watches[index]!.changed ? theme.warning : {}] },
  };
  /** One section's list; only the active section shows its cursor. */
  const list = (name: DebuggerSection, rows: number, columns: number) => {
    const active = name === section;
    const { count, cursor, empty, line } = sectionRows[name];
    return (
      <VirtualList
        count={count}
        cursor={cursor}
        height={rows}
        empty={empty}
        renderRow={(index, selected) => {
          const [text, style] = line(index, columns);
          return row(text, selected && active, columns, style);
        }}
      />
    );
  };

  // wide panes: the variables (or watches) and, beside them, the stack over the breakpoints; narrow ones: one section
  let body;
  if (width >= wideWidth) {
    const right = Math.min(56, Math.floor(width * 0.4));
    const left = width - right - 1;
    const stackRows = Math.max(2, Math.min(stack.length + 1, Math.floor(bodyRows / 2)));
    const leftSection: DebuggerSection = section === 'watches' ? 'watches' : 'variables';
    const heading = (name: DebuggerSection, columns: number) => (
      <Text {...(name === section ? theme.heading : theme.dim)}>{fit(` ${titles[name]} ${counts[name]}`, columns)}</Text>
    );
    body = (
      <Box flexDirection="row" height={bodyRows + 1}>
        <Box flexDirection="column" width={left}>
          {heading(leftSection, left)}
          {list(leftSection, bodyRows, left)}
        </Box>
        <Box width={1} />
        <Box flexDirection="column" width={right}>
          {heading('stack', right)}
          {list('stack', stackRows - 1, right)}
          {heading('breakpoints', right)}
          {list('breakpoints', Math.max(1, bodyRows - stackRows - 1), right)}
        </Box>
      </Box>
    );
  } else
    body = (
      <>
        <Text>{tabs}</Text>
        {list(section, bodyRows, width)}
      </>
    );

  return (
    <Pane number={6} title="Debugger" info={info} focused={focused} width={layout.main.width} height={layout.main.height}>
      <Text {...theme.dim}>{spread(` ${state.message}`, state.phase === 'stepping' ? 'stepping…' : state.frame > 0 ? `frame #${state.frame}` : '', width)}</Text>
      {shownLines.map((line) => (
        <Text key={line.line} {...(line.current ? theme.selected : {})}>
          {(line.current ? fit : clip)(`${line.current ? '▶' : ' '}${String(line.line).padStart(5)}  ${line.text}`, width)}
        </Text>
      ))}
      {body}
    </Pane>
  );
}
