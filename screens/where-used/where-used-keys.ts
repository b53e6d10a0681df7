import type { DeckState } from '../../src/store/index.js';
import { whereUsedVisible } from '../../src/store/where-used.js';
import type { KeyScreen } from '../keys/binding.js';
import { listFilterBinding } from '../keys/list-filter-keys.js';
import { motionBindings } from '../keys/motion.js';

export const whereUsedKeys: KeyScreen = {
  id: 'whereUsed',
  title: '9 Where-used',
  bindings: [
    ...motionBindings((s) => s.whereUsed, 'use'),
    {
      keys: ['enter'],
      bar: 'source',
      description: 'the using object in the source pane, at the use',
      run: (s) => s.whereUsed.openSelected(),
      disabled: (s: DeckState) => (whereUsedVisible(s.whereUsed).length > 0 ? undefined : 'no use in the list'),
    },
    listFilterBinding,
  ],
};
