import { useMemo } from 'react';
import { Text } from 'ink';
import type { Layout } from '../../src/store/layout.js';
import { sectionAt, type SourceRow, type SourceView } from '../../src/store/source-lines.js';
import { useDeck } from '../store-context.js';
import { useTheme, type Theme } from '../theme.js';
import { Pane } from '../widgets/Pane.js';
import { clip, fit, spread } from '../widgets/text.js';
import { VirtualList } from '../widgets/VirtualList.js';
import { Drawer } from './Drawer.js';
import { breakpointTargetOf } from '../../src/store/debugger.js';
import { clipTokens, markColumn, markMatches, tokenizeAbap, type Token } from './highlight.js';
import { coverageMarkOf, coverageMarks, type CoverageMark } from '../../src/store/coverage-marks.js';
import { hotLines, hotRankOf } from '../../src/store/profile-lines.js';
import { cursorText } from '../../src/store/source.js';

/** The gutter of a code row: G (line in the assembled main source) and [N] (line in the section). */
export function gutterText(row: SourceRow, view: Pick<SourceView, 'globalWidth' | 'localWidth'>): string {
  const g = row.global !== undefined ? String(row.global).padStart(view.globalWidth) : ' '.repeat(view.globalWidth);
  const n = row.local !== undefined ? `[${String(row.local).padStart(view.localWidth)}]` : ' '.repeat(view.localWidth + 2);
  return `${g} ${n} `;
}

function tokenStyle(token: Token, theme: Theme) {
  if (token.match) return theme.match;
  return token.kind === 'plain' ? {} : theme[token.kind];
}

function SourceLine({ row, view, width, selected, focused, query, column, breakpoint = false, coverage, hot }: { row: SourceRow; view: SourceView; width: number; selected: boolean; focused: boolean; query: string; column: number; breakpoint?: boolean; coverage?: CoverageMark; hot?: number }) {
  const theme = useTheme();
  // a statement the last unit run with coverage reached (+) or missed (-)
  // one of the hottest statements of the last profiled run (its rank, 1 the hottest)
  const marker = selected ? '›' : breakpoint ? '●' : hot !== undefined ? String(hot) : coverage === 'covered' ? '+' : coverage === 'uncovered' ? '-' : ' ';
  const markerStyle = selected || breakpoint ? {} : hot !== undefined ? theme.warning : !coverage ? {} : coverage === 'covered' ? theme.ok : theme.error;
  if (row.kind === 'title') {
    return (
      <Text {...theme.heading} {...(selected ? (focused ? theme.selected : theme.selectedInactive) : {})}>
        {(selected ? fit : clip)(`${marker}── ${row.text} ──`, width)}
      </Text>
    );
  }
  const gutter = gutterText(row, view);
  const room = Math.max(1, width - gutter.length - 1);
  const highlighted = row.kind === 'code' ? clipTokens(markMatches(tokenizeAbap(row.text), query), room) : [{ text: clip(row.text, room), kind: 'plain' as const }];
  // the column cursor: the character under it stands out of the selected row (drawn the other way round)
  const tokens = selected && focused && row.kind === 'code' ? markColumn(highlighted, column) : highlighted;
  const used = tokens.reduce((sum, t) => sum + t.text.length, 0);
  return (
    <Text {...(selected ? (focused ? theme.selected : theme.selectedInactive) : {})}>
      <Text {...(selected ? {} : { ...theme.gutter, ...markerStyle })}>{marker}</Text>
      <Text {...(selected ? {} : theme.gutter)}>{gutter}</Text>
      {tokens.map((token, i) => (
        <Text key={i} {...(token.cursor ? { inverse: false, underline: true, bold: true } : selected && !token.match ? {} : tokenStyle(token, theme))}>
          {token.text}
        </Text>
      ))}
      {selected ? ' '.repeat(Math.max(0, room - used)) : ''}
    </Text>
  );
}

export function SourcePane({ layout, focused }: { layout: Layout; focused: boolean }) {
  const theme = useTheme();
  const source = useDeck((s) => s.source);
  const drawerOpen = useDeck((s) => s.drawer.open);
  const breakpoints = useDeck((s) => s.debugger.breakpoints);
  const coverage = useDeck((s) => (s.source.object ? s.source.coverage[s.source.object.name] : undefined));

  const width = layout.mainWidth;
  const { view, object, result } = source;
  // rows with a breakpoint (set with b) get a mark in the gutter
  const marked = new Set(breakpoints.filter((bp) => bp.object === object?.name).map((bp) => `${bp.include ?? ''}:${bp.line}`));
  const hasBreakpoint = (row: SourceRow) => {
    const target = marked.size > 0 ? breakpointTargetOf(object, row, result?.sections?.[row.section]) : undefined;
    return !!target && marked.has(`${target.include ?? ''}:${target.line}`);
  };
  const marks = useMemo(() => coverageMarks(coverage), [coverage]);
  const profile = useDeck((s) => s.drawer.measured?.profile);
  const hot = useMemo(() => hotLines(profile), [profile]);
  const section = view ? sectionAt(view, source.cursor) : undefined;
  // the column the cursor acts at: the one kept from a longer line stops at this line's end
  const column = Math.min(source.column, Math.max(0, cursorText(source).length - 1));
  const info = object ? `${object.type} ${object.name} col ${column + 1}` : '';
  const header = object
    ? spread(section?.label ?? (source.loading ? 'loading…' : (result?.description ?? '')), source.query ? `/${source.query} ${source.matches.length} match(es)` : (result?.description ?? ''), width)
    : fit(' no object open: Enter on an object in pane 2, or :obj <name>', width);
  return (
    <Pane number={3} title="Source" info={info} focused={focused} width={layout.main.width} height={layout.main.height}>
      <Text {...theme.dim}>{header}</Text>
      <VirtualList
        count={view?.rows.length ?? 0}
        cursor={source.cursor}
        pin={source.pin}
        height={layout.sourceRows}
        empty={source.loading ? ' loading…' : ''}
        renderRow={(index, selected) => (
          <SourceLine row={view!.rows[index]!} view={view!} width={width} selected={selected} focused={focused} query={source.query} column={source.column} breakpoint={hasBreakpoint(view!.rows[index]!)} coverage={coverageMarkOf(marks, object?.name ?? '', view!.rows[index]!, result?.sections?.[view!.rows[index]!.section])} hot={hotRankOf(hot, object?.name ?? '', view!.rows[index]!, result?.sections?.[view!.rows[index]!.section])} />
        )}
      />
      {drawerOpen ? <Drawer width={width} rows={layout.drawerRows} /> : null}
    </Pane>
  );
}
