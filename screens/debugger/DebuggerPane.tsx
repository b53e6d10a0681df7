import { Text } from 'ink';
import type { Layout } from '../../src/store/layout.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { Pane } from '../widgets/Pane.js';
import { fit } from '../widgets/text.js';

/** Pane 6 until the debugger issue (#8) brings sessions: says that it waits. */
export function DebuggerPane({ layout, focused }: { layout: Layout; focused: boolean }) {
  const theme = useTheme();
  const message = useDeck((s) => s.debugger.message);
  const width = layout.mainWidth;
  return (
    <Pane number={6} title="Debugger" focused={focused} width={layout.main.width} height={layout.main.height}>
      <Text {...theme.dim}>{fit(` ${message}`, width)}</Text>
      <Text {...theme.dim}>{fit(' breakpoints, stepping, stack and variables come with the debugger (issue 8)', width)}</Text>
    </Pane>
  );
}
