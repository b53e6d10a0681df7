import type { DeckState } from '../../src/store/index.js';
import type { KeyScreen } from '../keys/binding.js';
import { motionBindings } from '../keys/motion.js';

const notStopped = (s: DeckState) =>
  s.debugger.phase === 'stopped' ? undefined : s.debugger.phase === 'stepping' ? 'a step is under way' : 'no program is stopped: set a breakpoint with b in the source pane, then run';

export const debuggerKeys: KeyScreen = {
  id: 'debugger',
  title: '6 Debugger',
  bindings: [
    { keys: ['f5', 's'], bar: 'into', description: 'step into (F5 or s): the next statement, inside a called method', run: (s) => void s.debugger.step('into'), disabled: notStopped },
    { keys: ['f6', 'n'], bar: 'over', description: 'step over (F6 or n): the next statement of this method', run: (s) => void s.debugger.step('over'), disabled: notStopped },
    { keys: ['f7', 'o'], bar: 'out', description: 'step out (F7 or o): back in the calling method', run: (s) => void s.debugger.step('out'), disabled: notStopped },
    { keys: ['f8', 'c'], bar: 'continue', description: 'continue (F8 or c): the program runs on to its end or the next breakpoint', run: (s) => void s.debugger.step('continue'), disabled: notStopped },
    ...motionBindings((s) => s.debugger, 'variable'),
    { keys: ['enter', 'space'], bar: 'expand', description: 'expand or collapse the variable (structures, tables, references, objects)', run: (s) => void s.debugger.toggleVariable(), disabled: notStopped },
    { keys: ['t'], bar: 'terminate', description: 'terminate the program (asks first)', run: (s) => s.debugger.terminate(), disabled: notStopped },
    { keys: ['D'], description: 'detach: delete every breakpoint, the program runs to its end', run: (s) => void s.debugger.detach(), disabled: notStopped },
  ],
};
