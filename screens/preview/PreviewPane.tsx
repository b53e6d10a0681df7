import { Box, Text } from 'ink';
import { useRef } from 'react';
import { cell, columnOrder, gridWindow, isNumericType, leftInView, scrollTop } from '../../src/store/grid.js';
import type { Layout } from '../../src/store/layout.js';
import { frozenColumns } from '../../src/store/preview.js';
import type { DeckState } from '../../src/store/index.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { Pane } from '../widgets/Pane.js';
import { fit, spread } from '../widgets/text.js';

type PreviewState = DeckState['preview'];

/** The grid: frozen key columns, a bar, then the scrolling columns that fit; only visible rows are drawn. */
function Grid({ preview, width, height, focused }: { preview: PreviewState; width: number; height: number; focused: boolean }) {
  const theme = useTheme();
  const top = useRef(0);
  const frozen = frozenColumns(preview.columns);
  // the column under the cursor is always in view (the terminal may have narrowed since the cursor moved)
  const left = leftInView(preview.columns, preview.widths, frozen, preview.left, preview.column, width - 1);
  const window = gridWindow(preview.columns, preview.widths, frozen, left, width - 1);
  const shown = [...window.frozen, ...window.scrolling];
  const bodyRows = Math.max(1, height - 1);
  top.current = scrollTop(top.current, preview.row, bodyRows, preview.rows.length);
  const line = (values: (index: number) => string, header: boolean) =>
    shown.map((index, i) => {
      const column = preview.columns[index]!;
      // ASCII separators: a row of printable ASCII is measured by length, any other character sends the
      // whole row through Unicode segmentation in Ink, every frame.
      const separator = i === 0 ? '' : i === window.frozen.length ? ' | ' : '   ';
      const text = cell(values(index), preview.widths[index]!, !header && isNumericType(column.type));
      return { separator, text, index };
    });
  const header = line((index) => preview.columns[index]!.field, true);
  const rows = [];
  for (let r = top.current; r < Math.min(preview.rows.length, top.current + bodyRows); r++) {
    const data = preview.rows[r]!;
    const selected = r === preview.row;
    // A row is two spans (frozen part, scrolling part): every styled span costs Ink a tokenisation per frame.
    const cells = line((index) => data[preview.columns[index]!.field] ?? '', false);
    const frozenText = cells.slice(0, window.frozen.length).map((c) => c.separator + c.text).join('');
    const restText = cells.slice(window.frozen.length).map((c) => c.separator + c.text).join('');
    const used = frozenText.length + restText.length;
    if (selected) {
      // the cell under the cursor stands out in the selected row (only this row pays for the extra spans)
      const at = cells.findIndex((c) => c.index === preview.column);
      const before = cells.slice(0, Math.max(0, at)).map((c) => c.separator + c.text).join('');
      const current = cells[at];
      const after = cells.slice(at + 1).map((c) => c.separator + c.text).join('');
      rows.push(
        <Text key={r - top.current} {...(focused ? theme.selected : theme.selectedInactive)}>
          {'>'}
          {current ? before + current.separator : frozenText + restText}
          {current ? <Text bold underline>{current.text}</Text> : ''}
          {current ? after : ''}
          {' '.repeat(Math.max(0, width - 1 - used))}
        </Text>,
      );
      continue;
    }
    rows.push(
      <Text key={r - top.current}>
        {' '}
        <Text bold>{frozenText}</Text>
        {restText}
      </Text>,
    );
  }
  return (
    <Box flexDirection="column" height={height}>
      <Text {...theme.heading} wrap="truncate">
        {window.moreLeft ? '◂' : ' '}
        {header.map((c) => (
          <Text key={c.index}>
            {c.separator}
            <Text {...(c.index === preview.column ? theme.selected : {})}>{c.text}</Text>
          </Text>
        ))}
        {window.moreRight ? ' ▸' : ''}
      </Text>
      {rows.length > 0 ? rows : <Text dimColor> no rows{preview.where ? ' for this condition' : ''}</Text>}
    </Box>
  );
}

/** One record as a vertical list: field, type, value. */
function RecordView({ preview, width, height }: { preview: PreviewState; width: number; height: number }) {
  const theme = useTheme();
  const data = preview.rows[preview.row] ?? {};
  const nameWidth = Math.min(30, Math.max(...preview.columns.map((c) => c.field.length), 5));
  const first = Math.max(0, Math.min(preview.column, preview.columns.length - height));
  return (
    <Box flexDirection="column" height={height}>
      {preview.columns.slice(first, first + height).map((column) => (
        <Text key={column.field}>
          <Text {...(column.key ? theme.key : theme.dim)}>{fit(column.field, nameWidth)}</Text>
          <Text {...theme.gutter}>{` ${fit(`${column.type}(${column.length})`, 10)} `}</Text>
          {fit(data[column.field] ?? '', Math.max(1, width - nameWidth - 12))}
        </Text>
      ))}
    </Box>
  );
}

function ColumnPicker({ preview, width, height }: { preview: PreviewState; width: number; height: number }) {
  const theme = useTheme();
  const top = useRef(0);
  top.current = scrollTop(top.current, preview.pickerCursor, height, preview.allFields.length);
  return (
    <Box flexDirection="column" height={height}>
      {preview.allFields.slice(top.current, top.current + height).map((field, i) => {
        const index = top.current + i;
        const selected = index === preview.pickerCursor;
        return (
          <Text key={field.field} {...(selected ? theme.selected : {})}>
            {fit(`${selected ? '›' : ' '}[${preview.picked[field.field] ? 'x' : ' '}] ${field.field.padEnd(30)} ${field.type}(${field.length})${field.key ? ' key' : ''}`, width)}
          </Text>
        );
      })}
    </Box>
  );
}

export function PreviewPane({ layout, focused }: { layout: Layout; focused: boolean }) {
  const theme = useTheme();
  const preview = useDeck((s) => s.preview);

  const width = layout.mainWidth;
  const height = layout.mainRows;
  const object = preview.object;
  const info = object ? `${object.type} ${object.name}` : '';
  const position = preview.rows.length > 0 ? `row ${preview.row + 1}/${preview.total}${preview.hasMore ? ` (${preview.rows.length} loaded)` : ''}` : `${preview.total} rows`;
  const place = columnOrder(preview.columns, frozenColumns(preview.columns)).indexOf(preview.column) + 1;
  const mode = preview.mode === 'record' ? 'record view' : preview.mode === 'columns' ? 'choose columns' : `col ${place}/${preview.columns.length} ${preview.columns[preview.column]?.field ?? ''}`;
  const header = object
    ? spread(`${preview.where ? `WHERE ${preview.where}` : 'all rows'}${preview.chosen.length > 0 ? ` · ${preview.chosen.length} columns chosen` : ''}${preview.sort ? ` · sorted by ${preview.sort.field} ${preview.sort.descending ? '↓' : '↑'}` : ''}`, `${preview.loading ? 'loading… ' : ''}${position} · ${mode}`, width)
    : fit(' nothing previewed: p on a table or CDS view in pane 2, or :preview <name>', width);
  return (
    <Pane number={4} title="Preview" info={info} focused={focused} width={layout.main.width} height={layout.main.height}>
      <Text {...theme.dim}>{header}</Text>
      {!preview.loaded ? null : preview.mode === 'record' ? (
        <RecordView preview={preview} width={width} height={height} />
      ) : preview.mode === 'columns' ? (
        <ColumnPicker preview={preview} width={width} height={height} />
      ) : (
        <Grid preview={preview} width={width} height={height} focused={focused} />
      )}
    </Pane>
  );
}
