import { Text } from 'ink';
import { useEffect } from 'react';
import { isExpandable, type VariableRow } from '../../src/store/debugger.js';
import type { Layout } from '../../src/store/layout.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { Pane } from '../widgets/Pane.js';
import { clip, fit, spread } from '../widgets/text.js';
import { VirtualList } from '../widgets/VirtualList.js';

/** One variable of the tree: indentation, an expand marker, name, type and value. */
export function variableLine(row: VariableRow): string {
  const marker = isExpandable(row.variable) ? (row.expanded ? '▾' : '▸') : ' ';
  const name = row.depth > 0 ? row.variable.name.replace(/^.*?(\[\d+\]|->\*|->[^-[\]>]+|-[^-[\]>]+)$/, '$1') : row.variable.name;
  const value = row.variable.metaType === 'table' ? `${row.variable.value}` : row.variable.metaType === 'string' ? `\`${row.variable.value}\`` : row.variable.value;
  return `${'  '.repeat(row.depth)}${marker} ${name.padEnd(Math.max(1, 24 - 2 * row.depth))} ${row.variable.type.padEnd(22)} ${value}`;
}

/** Pane 6: the stopped program (source around the current line, stack, variables), or what the debugger waits for. */
export function DebuggerPane({ layout, focused }: { layout: Layout; focused: boolean }) {
  const theme = useTheme();
  const state = useDeck((s) => s.debugger);
  const load = useDeck((s) => s.debugger.load);
  useEffect(() => {
    void load();
  }, [load]);

  const width = layout.mainWidth;
  const height = layout.mainRows;
  const { position, stack, variables } = state;
  const info = position ? `${position.program} ${position.event}` : state.phase;
  if (!position) {
    return (
      <Pane number={6} title="Debugger" info={info} focused={focused} width={layout.main.width} height={layout.main.height}>
        <Text {...theme.dim}>{fit(` ${state.message}`, width)}</Text>
        <Text {...theme.dim}>{fit(` ${state.breakpoints.length} breakpoint(s)${state.breakpoints.length ? ': ' + state.breakpoints.map((bp) => bp.position).join(', ') : ''}`, width)}</Text>
      </Pane>
    );
  }
  const sourceRows = Math.max(3, Math.min(position.lines.length, Math.floor(height * 0.45)));
  const currentIndex = Math.max(0, position.lines.findIndex((row) => row.current));
  const first = Math.max(0, Math.min(currentIndex - Math.floor(sourceRows / 2), position.lines.length - sourceRows));
  const shownLines = position.lines.slice(first, first + sourceRows);
  const stackRows = Math.min(stack.length, 4);
  const variableRows = Math.max(1, height - sourceRows - stackRows - 3);
  return (
    <Pane number={6} title="Debugger" info={info} focused={focused} width={layout.main.width} height={layout.main.height}>
      <Text {...theme.dim}>{spread(` ${state.message}`, state.phase === 'stepping' ? 'stepping…' : `${state.breakpoints.length} breakpoint(s)`, width)}</Text>
      {shownLines.map((row) => (
        <Text key={row.line} {...(row.current ? theme.selected : {})}>
          {(row.current ? fit : clip)(`${row.current ? '▶' : ' '}${String(row.line).padStart(5)}  ${row.text}`, width)}
        </Text>
      ))}
      <Text {...theme.heading}>{fit(' Stack', width)}</Text>
      {stack.slice(0, stackRows).map((entry, index) => (
        <Text key={index} {...(index === 0 ? {} : theme.dim)}>
          {clip(` ${index === 0 ? '›' : ' '} ${`${entry.eventType} ${entry.eventName}`.trim().padEnd(36)} ${entry.includeName}:${entry.line}`, width)}
        </Text>
      ))}
      <Text {...theme.heading}>{fit(' Variables', width)}</Text>
      <VirtualList
        count={variables.length}
        cursor={state.cursor}
        height={variableRows}
        empty=" no variables"
        renderRow={(index, selected) => (
          <Text {...(selected ? (focused ? theme.selected : theme.selectedInactive) : {})}>{(selected ? fit : clip)(`${selected ? '›' : ' '}${variableLine(variables[index]!)}`, width)}</Text>
        )}
      />
    </Pane>
  );
}
