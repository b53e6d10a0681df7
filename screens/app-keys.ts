import { paneRegistry } from './panes.js';
import type { Confirmation } from '../src/store/ui.js';
import type { KeyBinding, KeyScreen } from './keys/binding.js';
import { stepBindings } from './keys/motion.js';

/** The panes a number key focuses (a pane numbered beyond 9 is reached by Tab or its command). */
const numbered = paneRegistry.filter((p) => p.number <= 9);

/** Keys heard whatever pane has the focus (unless an input, a dialog or an overlay is open). */
export const globalKeys: KeyScreen = {
  id: 'global',
  title: 'Everywhere',
  bindings: [
    {
      keys: numbered.map((p) => String(p.number)),
      description: `focus a pane: ${numbered.map((p) => `${p.number} ${p.title.toLowerCase()}`).join(', ')}`,
      run: (s, key) => {
        const pane = s.ui.panes.find((p) => p.number === Number(key));
        if (pane) s.ui.focusPane(pane.id);
      },
    },
    { keys: ['tab'], description: 'next pane', run: (s) => s.ui.focusNext(1) },
    { keys: ['shift+tab'], description: 'previous pane', run: (s) => s.ui.focusNext(-1) },
    { keys: ['esc'], bar: 'back', description: "back one level: the pane's own (a detail, a filter, a record view), else the pane something was opened from; never to another pane", run: (s) => s.ui.back() },
    { keys: [':'], bar: 'command', description: 'command line: pkg, obj, preview, where, dbview, dumps, run, unit, inspect, pull, import, log, help, q (Tab completes)', run: (s) => s.ui.openPrompt('command') },
    {
      keys: ['r'],
      bar: 'refresh',
      description: 'retry the call that failed (when the status line shows an error), else reload the focused pane',
      run: (s) => {
        if (s.connection.retry) return s.connection.retryLast();
        void s.ui.panes.find((pane) => pane.id === s.ui.focus)?.reload?.(s);
      },
    },
    { keys: ['z'], description: 'zoom: the main pane takes the whole width', run: (s) => s.ui.toggleZoom() },
    { keys: ['@'], bar: 'http log', description: 'log of the HTTP calls made (method, path, status, time)', run: (s) => s.ui.toggleOverlay('log') },
    { keys: ['?'], bar: 'help', barEnd: true, description: 'all keys of the focused pane', run: (s) => s.ui.toggleOverlay('help') },
    { keys: ['q'], bar: 'quit', barEnd: true, description: 'quit (the terminal is restored); with a program stopped, asks: continue, terminate or stay', run: (s) => s.debugger.quitAsking() },
    { keys: ['ctrl+c'], description: 'quit at once (a stopped program is let go by the system, its breakpoints stay)', run: (s) => s.ui.quit() },
  ],
};

/** Keys of the help overlay and the HTTP log. */
export const overlayKeys: KeyScreen = {
  id: 'overlay',
  title: 'Help and HTTP log',
  bindings: [
    { keys: ['j', 'down'], description: 'scroll down', run: (s) => s.ui.scrollOverlay(1) },
    { keys: ['k', 'up'], description: 'scroll up', run: (s) => s.ui.scrollOverlay(-1) },
    { keys: ['pgdn', 'ctrl+d'], description: 'scroll a page down', run: (s) => s.ui.scrollOverlay(10) },
    { keys: ['pgup', 'ctrl+u'], description: 'scroll a page up', run: (s) => s.ui.scrollOverlay(-10) },
    { keys: ['esc', 'q', '?', '@', 'ctrl+c'], bar: 'close', description: 'close (Ctrl+C closes a popup, the deck stays)', run: (s) => s.ui.closeOverlay() },
  ],
};

/** Keys of the `:ctx` list of contexts. */
export const contextKeys: KeyScreen = {
  id: 'contexts',
  title: 'Contexts (:ctx)',
  bindings: [
    ...stepBindings((s, delta) => s.connection.moveContextCursor(delta), 'context'),
    { keys: ['enter'], bar: 'switch', description: 'switch to the context: a new connection, the panes afresh on its system', run: (s) => void s.connection.chooseContext() },
    { keys: ['esc', 'q', 'ctrl+c'], bar: 'close', description: 'close, staying on the context in use', run: (s) => s.ui.closeOverlay() },
  ],
};

/** Keys of the confirmation dialog shown before anything that changes the system. */
export const confirmKeys: KeyScreen = {
  id: 'confirm',
  title: 'Confirmation',
  bindings: [
    { keys: ['y', 'enter'], bar: 'yes', description: 'yes: go ahead', run: (s) => s.ui.answer(true) },
    { keys: ['n', 'esc', 'q', 'ctrl+c'], bar: 'no', description: 'no: change nothing', run: (s) => s.ui.answer(false) },
  ],
};

/** Keys of a question with several answers: each answer's key, Esc for none. */
export function choiceKeys(confirm: Confirmation): KeyBinding[] {
  return [
    ...(confirm.choices ?? []).map((choice): KeyBinding => ({ keys: [choice.key], bar: choice.label, description: choice.description, run: (s) => s.ui.chooseKey(choice.key) })),
    { keys: ['esc', 'ctrl+c'], bar: 'cancel', description: 'none of these: change nothing', run: (s) => s.ui.answer(false) },
  ];
}

/** Keys of the one-line inputs (command line, filter, search, WHERE); other keys type. */
export const promptKeys: KeyScreen = {
  id: 'prompt',
  title: 'Command line and inputs',
  bindings: [
    { keys: ['enter'], bar: 'apply', description: 'apply', run: (s) => s.ui.submitPrompt() },
    { keys: ['esc', 'ctrl+c'], bar: 'cancel', description: 'cancel (a filter goes back to what it was)', run: (s) => s.ui.cancelPrompt() },
    { keys: ['tab'], bar: 'complete', description: 'complete (again: the next completion)', run: (s) => s.ui.completePrompt(1) },
    { keys: ['shift+tab'], description: 'previous completion', run: (s) => s.ui.completePrompt(-1) },
    { keys: ['backspace'], description: 'delete the last character', run: (s) => s.ui.prompt && s.ui.editPrompt(s.ui.prompt.text.slice(0, -1)) },
    { keys: ['ctrl+u'], description: 'clear the input', run: (s) => s.ui.editPrompt('') },
    { keys: ['ctrl+w'], description: 'delete the last word', run: (s) => s.ui.prompt && s.ui.editPrompt(s.ui.prompt.text.replace(/\S*\s*$/, '')) },
  ],
};
