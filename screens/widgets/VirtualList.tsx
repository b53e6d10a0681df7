import { Box, Text } from 'ink';
import { Fragment, memo, useRef, type ReactNode } from 'react';
import { scrollTop } from '../../src/store/grid.js';

interface VirtualListProps {
  count: number;
  cursor: number;
  height: number;
  /** Draws one row; only visible rows are ever asked for. */
  renderRow(index: number, selected: boolean): ReactNode;
  /** Shown when count is 0. */
  empty?: string;
  /** A row to bring to the top once (a new seq asks again): a jump to a method shows it from its title on. */
  pin?: { row: number; seq: number } | null;
}

/**
 * Renders only the rows in view (a 10,000-row list costs what a 20-row one does per key). The window
 * moves as little as possible to keep the cursor visible.
 */
export const VirtualList = memo(function VirtualList({ count, cursor, height, renderRow, empty, pin }: VirtualListProps) {
  const top = useRef(0);
  const pinned = useRef(0);
  if (pin && pin.seq !== pinned.current) {
    pinned.current = pin.seq;
    top.current = pin.row;
  }
  top.current = scrollTop(top.current, cursor, height, count);
  if (count === 0) {
    return (
      <Box height={height}>
        <Text dimColor>{empty ?? ''}</Text>
      </Box>
    );
  }
  const rows: ReactNode[] = [];
  const last = Math.min(count, top.current + height);
  for (let index = top.current; index < last; index++) {
    // A fragment, not a Box: no layout node per row (Ink lays out and writes every node every frame).
    rows.push(<Fragment key={index - top.current}>{renderRow(index, index === cursor)}</Fragment>);
  }
  return (
    <Box flexDirection="column" height={height}>
      {rows}
    </Box>
  );
});
