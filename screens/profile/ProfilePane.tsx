import { Text } from 'ink';
import { useMemo } from 'react';
import type { Layout } from '../../src/store/layout.js';
import { hitRows, profileViews, profileViewTitles, sqlRows, treeRows, type ProfileView, type SqlRow, type TreeRow } from '../../src/store/profile.js';
import type { ProfileStatement } from '../../src/protocol/profile.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { Pane } from '../widgets/Pane.js';
import { clip, fit, spread } from '../widgets/text.js';
import { VirtualList } from '../widgets/VirtualList.js';

const ms = (value: number) => value.toFixed(3);

export const hitHeader = '  own ms   total ms    count  line / statement';
export function hitText(statement: ProfileStatement): string {
  return `${ms(statement.own_ms).padStart(8)}  ${ms(statement.total_ms).padStart(9)}  ${String(statement.count).padStart(7)}  ${statement.file}:${statement.line} ${statement.source}`;
}

export const treeHeader = 'call (total / own ms, calls)';
export function treeText(row: TreeRow): string {
  const node = row.node;
  const marker = node.children.length === 0 ? '·' : row.open ? '▾' : '▸';
  const site = node.call_line !== undefined ? `line ${node.call_line} → ` : '';
  return `${'  '.repeat(row.depth)}${marker} ${site}${node.name}  ${ms(node.total_ms)} / ${ms(node.own_ms)}, ${node.calls}×`;
}

export const sqlHeader = 'findings, then the distinct statements (executions, rows, ms)';
export function sqlText(row: SqlRow): string {
  if (row.kind === 'finding') return `! ${row.finding.kind} ${row.finding.file}:${row.finding.line} ${row.finding.text}`;
  const group = row.group;
  return `  ${String(group.executions).padStart(4)}×  ${String(group.rows).padStart(5)} rows  ${ms(group.total_ms).padStart(8)} ms  ${group.file}:${group.line} ${group.statement}`;
}

const emptyText: Record<ProfileView, string> = {
  hits: ' the run was not profiled',
  tree: ' the run was not profiled',
  sql: ' the run had no SQL trace',
};

export function ProfilePane({ layout, focused }: { layout: Layout; focused: boolean }) {
  const theme = useTheme();
  const profile = useDeck((s) => s.profile);
  const width = layout.mainWidth;
  const measured = profile.shownOf;
  const view = profile.view;
  const tabs = profileViews.map((v) => (v === view ? `[${profileViewTitles[v]}]` : ` ${profileViewTitles[v]} `)).join(' ');
  const total = measured?.profile ? `${ms(measured.profile.total_ms)} ms` : measured?.sql_trace ? `SQL ${ms(measured.sql_trace.total_ms)} ms` : '';
  // sorted and flattened once per run (and tree state); each row's text is made only when it is drawn
  const hits = useMemo(() => hitRows(measured), [measured]);
  const tree = useMemo(() => treeRows(measured, profile.expanded), [measured, profile.expanded]);
  const sql = useMemo(() => sqlRows(measured), [measured]);
  const count = view === 'hits' ? hits.length : view === 'tree' ? tree.length : sql.length;
  const row = (index: number): { text: string; warning?: boolean } =>
    view === 'hits' ? { text: hitText(hits[index]!) } : view === 'tree' ? { text: treeText(tree[index]!) } : { text: sqlText(sql[index]!), warning: sql[index]!.kind === 'finding' };
  const header = view === 'hits' ? hitHeader : view === 'tree' ? treeHeader : sqlHeader;
  const cursor = profile.cursor[view];
  return (
    <Pane number={10} title="Profile" info={profile.title} position={count > 0 ? `${cursor + 1}/${count}` : ''} focused={focused} width={layout.main.width} height={layout.main.height}>
      <Text {...theme.dim}>{measured ? spread(tabs, total, width) : clip('no measured run yet: T in the source pane turns profiling on, then x or u; :profile shows it here', width)}</Text>
      <Text {...theme.dim}>{clip(measured ? header : '', width)}</Text>
      <VirtualList
        count={count}
        cursor={cursor}
        height={Math.max(1, layout.mainRows - 1)}
        empty={measured ? emptyText[view] : ''}
        renderRow={(index, selected) => {
          const { text, warning } = row(index);
          return (
            <Text {...(selected ? (focused ? theme.selected : theme.selectedInactive) : warning ? theme.warning : {})}>
              {(selected ? fit : clip)(`${selected ? '›' : ' '}${text}`, width)}
            </Text>
          );
        }}
      />
    </Pane>
  );
}
