import type { DeckState } from '../../src/store/index.js';
import type { EditTarget } from '../../src/store/editor.js';
import type { ObjectRef } from '../../src/store/backend.js';
import type { KeyBinding } from './binding.js';

const noneEdited = (s: DeckState) => (s.editor.edited ? undefined : 'no file edited yet: e opens the object\'s file in the editor');

/**
 * The editor round trip of a pane that has an object (objects, source): e and E open it, C and P act on
 * the file last edited. `object` names the pane's object, `target` where its cursor is.
 */
export function editorBindings(
  object: (s: DeckState) => ObjectRef | undefined,
  disabled: (s: DeckState) => string | undefined,
  target?: (s: DeckState) => EditTarget,
): KeyBinding[] {
  const where = target ? ' at the cursor\'s line' : '';
  return [
    {
      keys: ['e'],
      bar: 'edit',
      description: `edit the object's file of the working folder in $VISUAL / $EDITOR (else vi)${where}; back here, C checks it and P pulls it`,
      run: (s) => void s.editor.edit(object(s)!, target?.(s)),
      disabled,
    },
    { keys: ['E'], bar: 'active', description: `open the system's active version in the editor, read-only${where}`, run: (s) => void s.editor.viewActive(object(s)!, target?.(s)), disabled },
    { keys: ['C'], bar: 'check it', description: 'syntax check of the file last edited with e (results in the drawer)', run: (s) => void s.editor.checkEdited(), disabled: noneEdited },
    { keys: ['P'], bar: 'pull it', description: 'pull the file last edited with e into the system (asks first)', run: (s) => void s.editor.pullEdited(), disabled: noneEdited },
  ];
}
