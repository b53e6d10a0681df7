import { Text } from 'ink';
import { useMemo } from 'react';
import { dumpListLine, wrapDetailRows } from '../../src/store/dumps.js';
import type { Layout } from '../../src/store/layout.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { Pane } from '../widgets/Pane.js';
import { clip, fit, spread } from '../widgets/text.js';
import { VirtualList } from '../widgets/VirtualList.js';

export function DumpsPane({ layout, focused }: { layout: Layout; focused: boolean }) {
  const theme = useTheme();
  const dumps = useDeck((s) => s.dumps);

  const width = layout.mainWidth;
  const height = layout.mainRows;
  const detail = dumps.detail;
  const wrapped = useMemo(() => wrapDetailRows(dumps.detailRows, width), [dumps.detailRows, width]);
  if (detail) {
    const rows = wrapped.slice(dumps.detailTop, dumps.detailTop + height);
    return (
      <Pane number={5} title="Dumps" info={`${detail.ERROR} ${detail.PROGRAM}`} focused={focused} width={layout.main.width} height={layout.main.height}>
        <Text {...theme.dim}>{spread(`detail · ${detail.ID}`, `${dumps.detailTop + 1}-${dumps.detailTop + rows.length}/${wrapped.length} · o source · Esc list`, width)}</Text>
        {rows.map((row, i) => {
          const style = row.tone === 'normal' ? {} : row.tone === 'title' ? theme.heading : row.tone === 'errorLine' ? theme.errorLine : row.tone === 'dim' ? theme.dim : theme[row.tone];
          return (
            <Text key={i} {...style}>
              {(row.tone === 'errorLine' ? fit : clip)(row.text, width)}
            </Text>
          );
        })}
      </Pane>
    );
  }
  const header = spread(`filter: ${dumps.filterLabel}`, dumps.loading ? 'loading…' : `${dumps.items.length} short dump(s)`, width);
  return (
    <Pane number={5} title="Dumps" info={dumps.filterLabel} focused={focused} width={layout.main.width} height={layout.main.height}>
      <Text {...theme.dim}>{header}</Text>
      <VirtualList
        count={dumps.items.length}
        cursor={dumps.cursor}
        height={height}
        empty={dumps.loading ? ' loading…' : dumps.loaded ? ' no short dumps for this filter (/ changes it)' : ''}
        renderRow={(index, selected) => (
          <Text {...(selected ? (focused ? theme.selected : theme.selectedInactive) : {})}>
            {(selected ? fit : clip)(`${selected ? '›' : ' '}${dumpListLine(dumps.items[index]!)}`, width)}
          </Text>
        )}
      />
    </Pane>
  );
}
