import { Text } from 'ink';
import type { Layout } from '../../src/store/layout.js';
import { gapSuffix, hasGaps, objectAt } from '../../src/store/objects.js';
import { statusKey, statusMark } from '../../src/store/sync.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { Pane } from '../widgets/Pane.js';
import { clip, fit } from '../widgets/text.js';
import { VirtualList } from '../widgets/VirtualList.js';

export function ObjectsPane({ layout, focused }: { layout: Layout; focused: boolean }) {
  const theme = useTheme();
  const objects = useDeck((s) => s.objects);
  const status = useDeck((s) => s.sync.status);
  const inactive = useDeck((s) => s.transports.inactive);
  // a mark column (like git status; I for inactive, G for kernel gaps) only when there is a mark: otherwise the rows stay as they were
  const marked = Object.keys(status).length > 0 || inactive.length > 0 || hasGaps(objects.pages);

  const width = layout.objects.width - 2;
  const filters = [objects.typeCycle && `[${objects.typeCycle}]`, objects.filterText && `/${objects.filterText}`].filter(Boolean).join(' ');
  const position = objects.total > 0 ? `${objects.cursor + 1}/${objects.total}` : objects.loaded ? '0' : '';
  const info = [objects.package, filters].filter(Boolean).join(' ');
  const empty = !objects.package ? ' select a package in the tree' : objects.loaded ? ' no objects' : ' loading…';
  return (
    <Pane number={2} title="Objects" info={info} position={position} focused={focused} width={layout.objects.width} height={layout.objects.height}>
      <VirtualList
        count={objects.loaded ? objects.total : 0}
        cursor={objects.cursor}
        height={layout.objectRows}
        empty={empty}
        renderRow={(index, selected) => {
          const row = objectAt(objects, index);
          const style = selected ? (focused ? theme.selected : theme.selectedInactive) : {};
          if (!row) return <Text {...style} dimColor>{fit('  …', width)}</Text>;
          // a conflict first, then an inactive version (the system's own problem), then how git differs
          const gitMark = marked ? statusMark(status[statusKey(row.TYPE, row.NAME)]) : '';
          const systemMark = gitMark !== '!' && inactive.includes(statusKey(row.TYPE, row.NAME)) ? 'I' : gitMark;
          const mark = systemMark.trim() !== '' ? systemMark : row.KERNEL_GAPS ? 'G' : ' ';
          // activated with kernel gaps: said after the name, as far as the width allows
          const nameWidth = width - 6 - (marked ? 2 : 0);
          const gaps = gapSuffix(row);
          const shownGaps = gaps && row.NAME.length + gaps.length <= nameWidth ? gaps : '';
          return (
            <Text {...style}>
              {selected ? '›' : ' '}
              {marked && <Text {...(mark === '!' ? theme.error : theme.warning)}>{mark} </Text>}
              <Text {...(selected ? {} : theme.dim)}>{row.TYPE} </Text>
              {shownGaps ? row.NAME : (selected ? fit : clip)(row.NAME, nameWidth)}
              {shownGaps && <Text {...(selected ? {} : theme.warning)}>{(selected ? fit : clip)(shownGaps, nameWidth - row.NAME.length)}</Text>}
            </Text>
          );
        }}
      />
    </Pane>
  );
}
