import { Text } from 'ink';
import type { Layout } from '../../src/store/layout.js';
import { filterLabel, listFilter } from '../../src/store/list-filter.js';
import { whereUsedRow, whereUsedVisible } from '../../src/store/where-used.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { Pane } from '../widgets/Pane.js';
import { clip, fit, spread } from '../widgets/text.js';
import { VirtualList } from '../widgets/VirtualList.js';

export function WhereUsedPane({ layout, focused }: { layout: Layout; focused: boolean }) {
  const theme = useTheme();
  const where = useDeck((s) => s.whereUsed);
  const width = layout.mainWidth;
  const visible = whereUsedVisible(where);
  const object = where.object;
  const filter = listFilter(where.filter);
  const loaded = where.hasMore ? ` (${where.references.length} of ${where.total} loaded)` : '';
  const title = object ? `uses of ${where.foundType || object.type} ${object.name}` : 'w on an object (pane 2 or 3) or :where <name> lists its uses';
  const count = object ? `${where.loading ? 'loading… ' : ''}${filterLabel(filter, visible.length, where.references.length)} use(s)${loaded}` : '';
  const empty = where.loading ? ' loading…' : where.error ? ` ${where.error}` : filter.text.trim() ? ' no use matches the filter (Esc clears it)' : object ? ' no uses' : '';
  return (
    <Pane number={9} title="Where-used" info={object?.name ?? ''} focused={focused} width={layout.main.width} height={layout.main.height}>
      <Text {...theme.dim}>{spread(title, count, width)}</Text>
      <VirtualList
        count={visible.length}
        cursor={where.cursor}
        height={layout.mainRows}
        empty={empty}
        renderRow={(index, selected) => (
          <Text {...(selected ? (focused ? theme.selected : theme.selectedInactive) : {})}>
            {(selected ? fit : clip)(`${selected ? '›' : ' '}${whereUsedRow(where.references[visible[index]!]!)}`, width)}
          </Text>
        )}
      />
    </Pane>
  );
}
