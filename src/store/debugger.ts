import type { SliceContext } from './types.js';

/**
 * Pane 6. The debugger issue (#8) fills this slice: breakpoints toggled on the source pane, a listener in
 * the background, and on a hit the stack, variables and step keys. Until then the pane says it waits.
 */
export interface DebuggerSlice {
  debugger: {
    phase: 'waiting';
    message: string;
  };
}

export function createDebuggerSlice(_context: SliceContext): DebuggerSlice {
  return {
    debugger: {
      phase: 'waiting',
      message: 'waiting for a debugger session',
    },
  };
}
