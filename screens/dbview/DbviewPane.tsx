import { Text } from 'ink';
import { dbviewRows, dbviewTitle, dbviewVisible } from '../../src/store/dbview.js';
import type { Layout } from '../../src/store/layout.js';
import { filterLabel, listFilter } from '../../src/store/list-filter.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { Pane } from '../widgets/Pane.js';
import { clip, fit, spread } from '../widgets/text.js';
import { VirtualList } from '../widgets/VirtualList.js';

const empties = {
  views: ' no views in this package (v: the schemas; P: another package)',
  schemas: ' no schemas',
  tables: ' no tables in this schema',
  fields: ' no columns',
};

export function DbviewPane({ layout, focused }: { layout: Layout; focused: boolean }) {
  const theme = useTheme();
  const dbview = useDeck((s) => s.dbview);
  const width = layout.mainWidth;
  const rows = dbviewRows(dbview);
  const visible = dbviewVisible(dbview);
  const filter = listFilter(dbview.filter[dbview.level]);
  const count = `${dbview.loading ? 'loading… ' : ''}${filterLabel(filter, visible.length, rows.length)} row(s)`;
  return (
    <Pane number={8} title="DB views" info={dbview.level === 'views' ? dbview.package : dbview.level} focused={focused} width={layout.main.width} height={layout.main.height}>
      <Text {...theme.dim}>{spread(dbviewTitle(dbview), count, width)}</Text>
      <VirtualList
        count={visible.length}
        cursor={dbview.cursor[dbview.level]}
        height={layout.mainRows}
        empty={dbview.loading ? ' loading…' : filter.text.trim() ? ' no row matches the filter (Esc clears it)' : empties[dbview.level]}
        renderRow={(index, selected) => (
          <Text {...(selected ? (focused ? theme.selected : theme.selectedInactive) : {})}>{(selected ? fit : clip)(`${selected ? '›' : ' '}${rows[visible[index]!]}`, width)}</Text>
        )}
      />
    </Pane>
  );
}
