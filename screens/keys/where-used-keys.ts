import type { ObjectRef } from '../../src/store/backend.js';
import type { DeckState } from '../../src/store/index.js';
import type { KeyBinding } from './binding.js';

/** w on a pane that has an object: its uses in the where-used pane (code and dictionary objects alike). */
export function whereUsedBinding(object: (s: DeckState) => ObjectRef | undefined, disabled: (s: DeckState) => string | undefined): KeyBinding {
  return {
    keys: ['w'],
    bar: 'where-used',
    description: 'where the object is used (classes, interfaces, programs, tables, structures, data elements, domains, table types) in pane 9',
    run: (s) => {
      void s.whereUsed.show(object(s)!);
      s.ui.open('whereUsed');
    },
    disabled,
  };
}
