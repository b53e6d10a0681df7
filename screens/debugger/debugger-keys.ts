import type { DeckState } from '../../src/store/index.js';
import type { KeyScreen } from '../keys/binding.js';
import { motionBindings } from '../keys/motion.js';

const notStopped = (s: DeckState) =>
  s.debugger.phase === 'stopped' ? undefined : s.debugger.phase === 'stepping' ? 'a step is under way' : 'no program is stopped: set a breakpoint with b in the source pane, then run';
/** Steps also walk a recording forward. */
const cannotStep = (s: DeckState) => (s.debugger.phase === 'replay' ? undefined : notStopped(s));
const noReplay = (s: DeckState) => (s.debugger.phase === 'replay' ? undefined : 'no recording is replayed: :replay <file> walks one (abapdeck debug record writes them)');
const inSection = (section: DeckState['debugger']['section'], what: string) => (s: DeckState) =>
  s.debugger.section === section ? undefined : `${what}: in the ${section} section (h and l move between sections)`;

export const debuggerKeys: KeyScreen = {
  id: 'debugger',
  title: '6 Debugger',
  bindings: [
    { keys: ['f5', 's'], bar: 'into', description: 'step into (F5 or s): the next statement, inside a called method; in a replay the next recorded stop', run: (s) => void s.debugger.step('into'), disabled: cannotStep },
    { keys: ['f6', 'n'], bar: 'over', description: 'step over (F6 or n): the next statement of this method; in a replay the next recorded stop', run: (s) => void s.debugger.step('over'), disabled: cannotStep },
    { keys: ['f7', 'o'], bar: 'out', description: 'step out (F7 or o): back in the calling method', run: (s) => void s.debugger.step('out'), disabled: cannotStep },
    { keys: ['f8', 'c'], bar: 'continue', description: 'continue (F8 or c): the program runs on to its end or the next breakpoint', run: (s) => void s.debugger.step('continue'), disabled: cannotStep },
    { keys: ['R'], bar: 'run to', description: 'run to line: the program runs until it reaches the line (or a breakpoint first)', run: (s) => s.debugger.promptToLine('run'), disabled: notStopped },
    { keys: ['J'], description: 'jump to line: the next statement run is that line\'s, in the current block or one around it; nothing between runs', run: (s) => s.debugger.promptToLine('jump'), disabled: notStopped },
    { keys: ['b'], bar: 'back', description: 'step back: the previous recorded stop (a replay)', run: (s) => s.debugger.replayStep(-1), disabled: noReplay },
    ...motionBindings((s) => s.debugger, 'row of the section'),
    { keys: ['l', 'right'], bar: 'section', description: 'next section: variables, stack, breakpoints, watches', run: (s) => s.debugger.nextSection(1) },
    { keys: ['h', 'left'], description: 'previous section', run: (s) => s.debugger.nextSection(-1) },
    {
      keys: ['enter', 'space'],
      bar: 'open',
      description: 'variables: expand or collapse (structures, tables, references, objects); stack: show that frame; breakpoints: enable or disable',
      run: (s) => void s.debugger.activate(),
    },
    { keys: ['x'], description: 'delete the breakpoint, the watchpoint (listed after the breakpoints) or the watch at the cursor', run: (s) => void s.debugger.deleteAtCursor() },
    { keys: ['e'], description: 'edit the condition of the breakpoint at the cursor (empty: always stop)', run: (s) => s.debugger.editCondition(), disabled: inSection('breakpoints', 'conditions are edited') },
    {
      keys: ['='],
      bar: 'set',
      description: "set the variable at the cursor: a new value, converted by its type (the system refuses what does not convert, and structures)",
      run: (s) => s.debugger.editValue(),
      disabled: (s) => notStopped(s) ?? inSection('variables', 'values are set')(s),
    },
    { keys: ['w'], bar: 'watch', description: 'watch a variable: its value at each stop, marked when it changed', run: (s) => s.debugger.addWatch() },
    { keys: ['W'], description: 'watchpoint: the program stops after each statement that changes a variable (a condition may follow it)', run: (s) => s.debugger.promptWatchpoint(), disabled: notStopped },
    { keys: ['E'], description: 'exception breakpoint: stop where an exception class (or a subclass) is raised', run: (s) => s.debugger.promptException() },
    { keys: ['p'], description: 'show the internal table at the cursor in the preview grid', run: (s) => void s.debugger.openTable(), disabled: inSection('variables', 'tables are opened') },
    { keys: ['t'], bar: 'terminate', description: 'terminate the program (asks first)', run: (s) => s.debugger.terminate(), disabled: notStopped },
    { keys: ['D'], description: 'detach: delete every breakpoint, the program runs to its end', run: (s) => void s.debugger.detach(), disabled: notStopped },
    { keys: ['X'], description: 'end the replay', run: (s) => s.debugger.endReplay(), disabled: noReplay },
  ],
};
