import type { DeckState } from '../../src/store/index.js';

/** No input, dialog or overlay is open: the global keys and the focused pane's keys are live. */
export function isIdle(state: DeckState): boolean {
  return state.ui.prompt === null && state.ui.confirm === null && state.ui.overlay === 'none';
}
