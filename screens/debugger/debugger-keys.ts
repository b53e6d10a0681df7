import type { KeyScreen } from '../keys/binding.js';

/** The debugger issue (#8) adds the step keys (F5–F8, s n o c), variables and terminate here. */
export const debuggerKeys: KeyScreen = {
  id: 'debugger',
  title: '6 Debugger',
  bindings: [],
};
