import type { DeckState } from '../../src/store/index.js';
import type { KeyScreen } from '../keys/binding.js';
import { motionBindings, stepBindings } from '../keys/motion.js';

const noRows = (s: DeckState) => (s.preview.loaded ? undefined : 'nothing previewed: p on a table or CDS view in pane 2, or :preview <name>');

const noRowsYet = (s: DeckState) => noRows(s) ?? (s.preview.rows.length > 0 ? undefined : 'no rows');

export const previewKeys: KeyScreen = {
  id: 'preview',
  title: '4 Preview',
  bindings: [
    ...motionBindings((s) => s.preview, 'row'),
    { keys: ['l', 'right'], bar: 'scroll →', description: 'next column (scrolls right; key columns stay)', run: (s) => s.preview.moveColumn(1) },
    { keys: ['h', 'left'], description: 'previous column (scrolls left)', run: (s) => s.preview.moveColumn(-1) },
    { keys: ['0'], description: 'first column', run: (s) => s.preview.columnTo('first') },
    { keys: ['$'], description: 'last column', run: (s) => s.preview.columnTo('last') },
    { keys: ['w'], bar: 'where', description: 'WHERE condition (checked by the server)', run: (s) => s.ui.openPrompt('where', s.preview.where), disabled: noRows },
    { keys: ['c'], bar: 'columns', description: 'choose the columns', run: (s) => s.preview.openPicker(), disabled: noRows },
    { keys: ['enter', 'v'], bar: 'record', description: 'the row as a vertical record (one field a line)', run: (s) => s.preview.openRecord(), disabled: noRows },
    { keys: ['s'], bar: 'sort', description: 'sort the loaded rows by the column under the cursor: ascending, again descending, again as loaded', run: (s) => s.preview.sortByColumn(), disabled: noRowsYet },
    { keys: ['y'], bar: 'copy', description: "copy the cell under the cursor (the system clipboard; over SSH or without one, the terminal's through OSC 52)", run: (s) => void s.preview.copyCell(), disabled: noRowsYet },
    { keys: ['Y'], description: 'copy the row under the cursor, its values tab-separated', run: (s) => void s.preview.copyRow(), disabled: noRowsYet },
    { keys: ['X'], bar: 'export', description: 'export every row to a file: CSV, or JSON for a name ending .json (asks for the path)', run: (s) => s.ui.openPrompt('exportRows', `${(s.preview.object?.name ?? 'rows').toLowerCase().replace(/[^a-z0-9_.-]+/g, '_')}.csv`), disabled: noRowsYet },
  ],
};

export const previewRecordKeys: KeyScreen = {
  id: 'preview.record',
  title: '4 Preview: record view',
  bindings: [
    { keys: ['j', 'down', 'n'], bar: 'next record', description: 'next record', run: (s) => s.preview.move(1) },
    { keys: ['k', 'up', 'p'], bar: 'previous', description: 'previous record', run: (s) => s.preview.move(-1) },
    { keys: ['ctrl+d', 'pgdn'], description: 'scroll the fields down', run: (s) => s.preview.moveColumn(10) },
    { keys: ['ctrl+u', 'pgup'], description: 'scroll the fields up', run: (s) => s.preview.moveColumn(-10) },
    { keys: ['Y'], bar: 'copy', description: 'copy the record, its values tab-separated', run: (s) => void s.preview.copyRow() },
  ],
};

export const previewColumnsKeys: KeyScreen = {
  id: 'preview.columns',
  title: '4 Preview: column picker',
  bindings: [
    ...stepBindings((s, delta) => s.preview.pickerMove(delta), 'column'),
    { keys: ['space'], bar: 'toggle', description: 'show or hide the column', run: (s) => s.preview.pickerToggle() },
    { keys: ['a'], bar: 'all', description: 'all columns or none', run: (s) => s.preview.pickerToggle(true) },
    { keys: ['enter'], bar: 'apply', description: 'apply (the rows load again with these columns)', run: (s) => void s.preview.pickerApply() },
  ],
};
