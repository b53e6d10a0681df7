import { Text } from 'ink';
import type { Layout } from '../../src/store/layout.js';
import { transportRows, visibleRequests } from '../../src/store/transports.js';
import { filterLabel, listFilter } from '../../src/store/list-filter.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { Pane } from '../widgets/Pane.js';
import { clip, fit, spread } from '../widgets/text.js';
import { VirtualList } from '../widgets/VirtualList.js';

export function TransportsPane({ layout, focused }: { layout: Layout; focused: boolean }) {
  const theme = useTheme();
  const transports = useDeck((s) => s.transports);
  const width = layout.mainWidth;
  const rows = transportRows(transports);
  const selectedRow = Math.max(0, rows.findIndex((row) => row.request === transports.cursor && row.tone === 'normal'));
  const pullUses = transports.pullTransport ? `pulls use ${transports.pullTransport}` : 'pulls: the system picks';
  const header = spread(`${transports.scope === 'mine' ? 'my' : "every user's"} open workbench requests · ${pullUses}`, `${filterLabel(listFilter(transports.filter), visibleRequests(transports).length, transports.requests.length)} request(s)`, width);
  return (
    <Pane number={7} title="Transports" info={transports.scope} focused={focused} width={layout.main.width} height={layout.main.height}>
      <Text {...theme.dim}>{header}</Text>
      <VirtualList
        count={transports.loaded ? rows.length : 0}
        cursor={selectedRow}
        height={layout.mainRows}
        empty={!transports.loaded ? ' loading…' : transports.filter.trim() ? ' no request matches the filter (Esc clears it)' : ' no open transport request (n creates one)'}
        renderRow={(index, selected) => {
          const row = rows[index]!;
          const style = selected ? (focused ? theme.selected : theme.selectedInactive) : row.tone === 'error' ? theme.error : row.tone === 'dim' ? theme.dim : {};
          return <Text {...style}>{(selected ? fit : clip)(`${selected ? '›' : ' '}${row.text}`, width)}</Text>;
        }}
      />
    </Pane>
  );
}
