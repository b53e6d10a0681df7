import type { KeyScreen } from '../keys/binding.js';
import { dumpFilterPromptText } from '../../src/store/dump-filters.js';
import { motionBindings } from '../keys/motion.js';

export const dumpsKeys: KeyScreen = {
  id: 'dumps',
  title: '5 Dumps',
  bindings: [
    ...motionBindings((s) => s.dumps, 'dump'),
    { keys: ['enter'], bar: 'detail', description: 'the dump in detail: texts, source with the failing line, call stack', run: (s) => void s.dumps.openSelected(), disabled: (s) => (s.dumps.items.length > 0 ? undefined : 'no dump in the list') },
    { keys: ['/'], bar: 'filter', description: 'filter: today, yesterday, week, a date or range, time=HH:MM[..HH:MM], tz=<IANA zone>, user=, program=, error= with * and + as wildcards (as dump --date/--time/--timezone)', run: (s) => s.ui.openPrompt('dumpFilter', dumpFilterPromptText(s.dumps.filterText)) },
    { keys: ['o'], bar: 'source', description: 'open the failing object in the source pane', run: (s) => s.dumps.openSource(), disabled: (s) => (s.dumps.items.length > 0 ? undefined : 'no dump in the list') },
  ],
};

export const dumpDetailKeys: KeyScreen = {
  id: 'dumps.detail',
  title: '5 Dumps: detail',
  bindings: [
    ...motionBindings((s) => s.dumps),
    { keys: ['o'], bar: 'source', description: 'open the failing object in the source pane', run: (s) => s.dumps.openSource() },
  ],
};
