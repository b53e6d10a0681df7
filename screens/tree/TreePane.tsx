import { Box, Text } from 'ink';
import { visibleTreeRows, type TreeRow } from '../../src/store/tree.js';
import type { Layout } from '../../src/store/layout.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { Pane } from '../widgets/Pane.js';
import { fit } from '../widgets/text.js';
import { VirtualList } from '../widgets/VirtualList.js';

/** One tree row as text: indentation, the expand marker, the name and the object count. */
export function treeRowText(row: TreeRow, width: number, selected: boolean): string {
  const marker = row.loading ? '…' : row.expanded ? '▾' : row.expandable === false ? '·' : '▸';
  const count = row.objectCount > 0 ? String(row.objectCount) : '';
  const left = `${selected ? '›' : ' '}${'  '.repeat(row.level)}${marker} ${row.pkg}`;
  // Counts right-aligned: the name is padded (rows are short, so this costs little).
  return fit(left, Math.max(1, width - count.length - 1)) + ' ' + count;
}

export function TreePane({ layout, focused }: { layout: Layout; focused: boolean }) {
  const theme = useTheme();
  const tree = useDeck((s) => s.tree);
  const byType = useDeck((s) => (s.objects.package === s.tree.selected ? s.objects.byType : null));

  const rows = visibleTreeRows(tree);
  const cursor = Math.max(0, rows.findIndex((r) => r.pkg === tree.selected));
  const width = layout.tree.width - 2;
  const selected = rows[cursor];
  const counts = byType ? byType.map((t) => `${t.TYPE} ${t.COUNT}`).join(' · ') : '';
  const footer = selected ? (counts || (selected.description ? selected.description : '')) : '';
  return (
    <Pane number={1} title="Tree" focused={focused} width={layout.tree.width} height={layout.tree.height}>
      <VirtualList
        count={rows.length}
        cursor={cursor}
        height={layout.treeRows}
        empty=" no package: :pkg <name>"
        renderRow={(index, isSelected) => (
          <Text {...(isSelected ? (focused ? theme.selected : theme.selectedInactive) : {})}>{treeRowText(rows[index]!, width, isSelected)}</Text>
        )}
      />
      <Box>
        <Text {...theme.dim}>{fit(footer, width)}</Text>
      </Box>
    </Pane>
  );
}
