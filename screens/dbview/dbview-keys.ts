import type { DeckState } from '../../src/store/index.js';
import { dbviewVisible } from '../../src/store/dbview.js';
import type { KeyScreen } from '../keys/binding.js';
import { listFilterBinding } from '../keys/list-filter-keys.js';
import { motionBindings } from '../keys/motion.js';

const nothingSelected = (s: DeckState) => (dbviewVisible(s.dbview).length > 0 ? undefined : 'nothing in the list');
const viewsOnly = (s: DeckState) => (s.dbview.level !== 'views' ? "a package's views only (v shows them)" : s.dbview.package ? undefined : 'no package: P names one');


export const dbviewKeys: KeyScreen = {
  id: 'dbview',
  title: '8 DB views',
  bindings: [
    ...motionBindings((s) => s.dbview, 'row'),
    {
      keys: ['enter'],
      bar: 'open',
      description: "a view's rows in the preview grid, a schema's tables, a table's columns",
      run: (s) => s.dbview.open(),
      disabled: nothingSelected,
    },
    {
      keys: ['p'],
      bar: 'rows',
      description: 'the rows of the view or table under the cursor in the preview grid (pane 4: sort, copy, export, WHERE)',
      run: (s) => s.dbview.previewSelected(),
      disabled: (s) => (s.dbview.level === 'schemas' ? 'a schema has no rows: Enter lists its tables' : nothingSelected(s)),
    },
    { keys: ['v'], bar: 'views/schemas', description: "switch between the package's views and the database's schemas", run: (s) => s.dbview.toggleLevel() },
    {
      keys: ['P'],
      description: 'list the views of another package (asks for its name)',
      run: (s) => s.ui.openPrompt('dbviewPackage', s.dbview.package),
    },
    {
      keys: ['D'],
      description: 'drop the view under the cursor: its SQL view is deleted, it stays listed (asks first)',
      run: (s) => s.dbview.confirmDrop(),
      disabled: (s) => (s.dbview.level !== 'views' ? 'only a view can be dropped (v shows the views)' : nothingSelected(s)),
    },
    {
      keys: ['c'],
      description: "check view files of the working folder against the package (the files found are offered; the drawer says what would deploy)",
      run: (s) => void s.dbview.viewFileCandidates().then((files) => s.ui.openPrompt('dbviewCheck', files.join(','))),
      disabled: viewsOnly,
    },
    {
      keys: ['d'],
      description: 'deploy view files of the working folder into the package: checked first, then deployed (asks)',
      run: (s) => void s.dbview.viewFileCandidates().then((files) => s.ui.openPrompt('dbviewDeploy', files.join(','))),
      disabled: viewsOnly,
    },
    {
      keys: ['I'],
      description: "write the package's view files as the system holds them into a folder (asks for it)",
      run: (s) => s.ui.openPrompt('dbviewImport', '.'),
      disabled: viewsOnly,
    },
    {
      keys: ['m'],
      description: 'map a logical schema to the physical schema under the cursor (asks for the logical name)',
      run: (s) => s.ui.openPrompt('dbviewMap'),
      disabled: (s) => (s.dbview.level !== 'schemas' ? 'schemas only (v shows them)' : undefined),
    },
    {
      keys: ['u'],
      description: 'remove the logical mappings of the schema under the cursor (asks first)',
      run: (s) => s.dbview.confirmUnmap(),
      disabled: (s) => (s.dbview.level !== 'schemas' ? 'schemas only (v shows them)' : nothingSelected(s)),
    },
    listFilterBinding,
  ],
};
