/**
 * Pane 6, the debugger: breakpoints toggled on the source pane's current line (kept per system and user, as
 * the CLI keeps them), a listener polling in the background while there are breakpoints, and on a hit the
 * stopped program: the source around the current line, the stack, a variables tree, the step keys, terminate;
 * a recording walked with no system. One slice of the store, made of one module per concept (src/store/debugger/).
 */
import { breakpointActions } from './debugger/breakpoints.js';
import { createDebuggerContext } from './debugger/context.js';
import { createListener } from './debugger/listener.js';
import { initialDebuggerData, type DebuggerSlice } from './debugger/model.js';
import { navigationActions } from './debugger/navigation.js';
import { replayActions } from './debugger/replay.js';
import { variablesActions } from './debugger/variables.js';
import type { SliceContext } from './types.js';

export {
  debuggerSections,
  type BreakpointView,
  type DebuggerActions,
  type DebuggerData,
  type DebuggerPhase,
  type DebuggerSection,
  type DebuggerSlice,
  type VariableRow,
  type WatchpointView,
  type WatchRow,
} from './debugger/model.js';
export { breakpointTargetOf, sameTarget } from './debugger/breakpoints.js';
export { isExpandable } from './debugger/variables.js';
export type { DebugTools } from './debugger/context.js';

export function createDebuggerSlice(slice: SliceContext): DebuggerSlice {
  const context = createDebuggerContext(slice, slice.deps.openDebugTools);
  const { listener, actions: listenerActions } = createListener(context);
  return {
    debugger: {
      ...initialDebuggerData,
      ...breakpointActions(context, listener),
      ...listenerActions,
      ...variablesActions(context),
      ...replayActions(context, listener),
      ...navigationActions(context),
    },
  };
}
