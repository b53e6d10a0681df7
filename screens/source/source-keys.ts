import type { DeckState } from '../../src/store/index.js';
import { isPreviewable } from '../../src/store/objects.js';
import type { KeyScreen } from '../keys/binding.js';
import { sourceEditTarget } from '../../src/store/editor.js';
import { whereUsedBinding } from '../keys/where-used-keys.js';
import { editorBindings } from '../keys/editor-keys.js';
import { motionBindings } from '../keys/motion.js';
import type { KeyBinding } from '../keys/binding.js';

const noSource = (s: DeckState) => (s.source.object ? undefined : 'no object open: Enter on an object in pane 2, or :obj <name>');

/**
 * The column cursor and the language service at it (issue 36). The keys where the pane had them free
 * (R); g (first line), K (drawer up), w and b (where-used, breakpoint) keep their meanings, so their nearest free
 * keys serve: the prefix f for gd/gi/gr, H for hover, W/B for words; Ctrl+I is Tab to a terminal, so Ctrl+K
 * goes forward on the jump trail.
 */
const languageBindings: KeyBinding[] = [
  { keys: ['h', 'left'], description: 'column cursor one character left', run: (s) => s.source.moveColumn(-1), disabled: noSource },
  { keys: ['l', 'right'], description: 'column cursor one character right', run: (s) => s.source.moveColumn(1), disabled: noSource },
  { keys: ['W'], description: 'column cursor to the next word (w is where-used)', run: (s) => s.source.moveWord(1), disabled: noSource },
  { keys: ['B'], description: 'column cursor to the previous word (b is breakpoint)', run: (s) => s.source.moveWord(-1), disabled: noSource },
  { keys: ['f d'], bar: 'def', barMain: true, description: 'go to the definition of the name under the cursor (vim\'s gd; Esc or Ctrl+O comes back)', run: (s) => void s.language.definition(), disabled: noSource },
  { keys: ['f i'], bar: 'impl', barLow: true, description: 'go to the implementation of the name under the cursor (vim\'s gi; a choice when several)', run: (s) => void s.language.implementations(), disabled: noSource },
  { keys: ['f r'], bar: 'refs', barMain: true, description: 'references of the name under the cursor in pane 9 (vim\'s gr; Enter opens one)', run: (s) => void s.language.references(), disabled: noSource },
  { keys: ['H'], bar: 'hover', barMain: true, description: 'what the name under the cursor is (type, signature, ABAP Doc) in the drawer (K scrolls the drawer)', run: (s) => void s.language.hover(), disabled: noSource },
  {
    keys: ['R'],
    bar: 'rename',
    barMain: true,
    description: 'rename the name under the cursor: every change is previewed in the drawer, then written to the working folder\'s files on yes (commit and pull them)',
    run: (s) => void s.language.startRename(),
    disabled: noSource,
  },
  { keys: ['ctrl+o'], description: 'back along the jump trail (definitions and implementations gone to)', run: (s) => void s.language.jumpBack().then((went) => went || s.connection.notify('no older place on the jump trail', 'error')) },
  { keys: ['ctrl+k'], description: 'forward along the jump trail (vim\'s Ctrl+I, which a terminal sends as Tab)', run: (s) => void s.language.jumpForward() },
];

export const sourceKeys: KeyScreen = {
  id: 'source',
  title: '3 Source',
  bindings: [
    ...motionBindings((s) => s.source),
    { keys: [']'], bar: 'section', barLow: true, description: 'next section or method', run: (s) => s.source.nextSection(1), disabled: noSource },
    { keys: ['['], description: 'previous section or method', run: (s) => s.source.nextSection(-1), disabled: noSource },
    { keys: ['s'], bar: 'jump', barLow: true, description: 'jump to a method or section by name (Tab completes)', run: (s) => s.ui.openPrompt('section'), disabled: noSource },
    { keys: ['/'], bar: 'search', barMain: true, description: 'search as you type', run: (s) => s.ui.openPrompt('search', s.source.query), disabled: noSource },
    { keys: ['n'], description: 'next match', run: (s) => s.source.nextMatch(1) },
    { keys: ['N'], description: 'previous match', run: (s) => s.source.nextMatch(-1) },
    { keys: ['d'], bar: 'drawer', description: 'show or hide the results drawer (run, inspect, unit output)', run: (s) => s.drawer.toggle() },
    {
      keys: ['D'],
      description: 'diff in the drawer: git against the active version; again: against the inactive version, the commit last pulled, the working folder',
      run: (s) => void s.sync.showDiff(s.source.object!),
      disabled: noSource,
    },
    { keys: ['J'], description: 'scroll the drawer down', run: (s) => s.drawer.scrollBy(1) },
    { keys: ['>'], description: 'next finding of the drawer (syntax, inspect, unit failures): the cursor goes to its line; after C, the editor opens the edited file there', run: (s) => s.drawer.nextFinding(1) },
    { keys: ['<'], description: 'previous finding of the drawer', run: (s) => s.drawer.nextFinding(-1) },
    { keys: ['K'], description: 'scroll the drawer up', run: (s) => s.drawer.scrollBy(-1) },
    { keys: ['x'], bar: 'run', description: 'run the class or report (asks first; output in the drawer)', run: (s) => s.drawer.confirmRun(s.source.object!), disabled: noSource },
    { keys: ['u'], bar: 'unit', description: 'run the unit tests of the class (results in the drawer)', run: (s) => void s.drawer.unit(s.source.object!), disabled: noSource },
    {
      keys: ['T'],
      description: 'profiling of x and u on or off: the drawer shows the hit list, call tree and SQL trace, the pane marks the hot lines (the embedded system)',
      run: (s) => s.drawer.toggleProfiling(),
    },
    { keys: ['M'], description: 'the profile pane of the last measured run (T, then x or u): hit list, call tree, SQL trace', run: (s) => s.profile.open(), disabled: (s) => (s.drawer.measured ? undefined : 'no measured run yet: T turns profiling on, then x or u') },
    { keys: ['c'], bar: 'check', description: 'syntax check of the active source (results in the drawer)', run: (s) => void s.drawer.syntax(s.source.object!), disabled: noSource },
    { keys: ['i'], bar: 'inspect', barLow: true, description: 'inspect the object (results in the drawer)', run: (s) => void s.drawer.inspect(s.source.object!), disabled: noSource },
    // on a short key bar, e (edit) stays and E (the active version) gives way
    ...editorBindings(
      (s) => s.source.object ?? undefined,
      noSource,
      (s) => sourceEditTarget(s.source.result, s.source.view, s.source.cursor),
    ).map((binding) => (binding.keys[0] === 'e' ? { ...binding, barMain: true } : binding.keys[0] === 'E' ? { ...binding, barLow: true } : binding)),
    { keys: ['b'], bar: 'breakpoint', description: 'set or remove a breakpoint at this line; pane 6 shows the run that reaches it', run: (s) => void s.debugger.toggleAtCursor(), disabled: noSource },
    {
      keys: ['p'],
      description: 'preview the rows of this table or CDS view',
      run: (s) => {
        void s.preview.show(s.source.object!);
        s.ui.open('preview');
      },
      disabled: (s) => noSource(s) ?? (isPreviewable(s.source.object!.type) ? undefined : 'only tables and CDS views have rows to preview'),
    },
    whereUsedBinding((s) => s.source.object ?? undefined, noSource),
    ...languageBindings,
  ],
};
