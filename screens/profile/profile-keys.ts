import type { DeckState } from '../../src/store/index.js';
import { placeOfRow } from '../../src/store/profile.js';
import type { KeyScreen } from '../keys/binding.js';
import { motionBindings } from '../keys/motion.js';

const noRun = (s: DeckState) => (s.profile.shownOf ? undefined : 'no measured run yet: T in the source pane turns profiling on, then x or u');
const noPlace = (s: DeckState) => {
  const p = s.profile;
  return noRun(s) ?? (placeOfRow(p.shownOf, p.view, p.cursor[p.view], p.expanded) ? undefined : 'no statement with a place at the cursor');
};
const notTree = (s: DeckState) => noRun(s) ?? (s.profile.view === 'tree' ? undefined : 'only the call tree expands (] switches to it)');

/**
 * The profile pane's keys. Tab and the number keys stay the deck's (next pane, focus a pane): ] and [ switch
 * between the hit list, the call tree and the SQL trace.
 */
export const profileKeys: KeyScreen = {
  id: 'profile',
  title: 'Profile',
  bindings: [
    ...motionBindings((s) => s.profile, 'row'),
    { keys: [']'], bar: 'view', description: 'next view: hit list → call tree → SQL trace', run: (s) => s.profile.nextView(1), disabled: noRun },
    { keys: ['['], description: 'previous view', run: (s) => s.profile.nextView(-1), disabled: noRun },
    { keys: ['enter'], bar: 'source', description: "the row's statement in the source pane, at its line (Esc comes back)", run: (s) => s.profile.openSelected(), disabled: noPlace },
    { keys: ['space'], bar: 'expand', description: 'call tree: open or close the node (its calls)', run: (s) => s.profile.expand(), disabled: notTree },
    { keys: ['l', 'right'], description: 'call tree: open the node', run: (s) => s.profile.expand(true), disabled: notTree },
    { keys: ['h', 'left'], description: 'call tree: close the node, or go to its caller', run: (s) => s.profile.expand(false), disabled: notTree },
  ],
};
