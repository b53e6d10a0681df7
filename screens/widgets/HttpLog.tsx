import { Box, Text } from 'ink';
import { useEffect } from 'react';
import type { LoggedCall } from '../../src/store/connection.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { fit } from './text.js';

export function callLine(call: LoggedCall, index: number, width: number): string {
  const status = call.status === 0 ? 'ERR' : String(call.status);
  const millis = `${call.millis.toFixed(call.millis < 10 ? 1 : 0)} ms`;
  const prefix = `${String(index + 1).padStart(4)}  ${call.method.padEnd(6)} `;
  const suffix = `  ${status}  ${millis.padStart(9)}`;
  return prefix + fit(call.path, Math.max(10, width - prefix.length - suffix.length)) + suffix;
}

/** The @ overlay: every HTTP call of the agent, newest at the bottom. */
export function HttpLog({ width, height }: { width: number; height: number }) {
  const theme = useTheme();
  const calls = useDeck((s) => s.connection.calls);
  const total = useDeck((s) => s.connection.callCount);
  const fromEnd = useDeck((s) => s.ui.overlayTop);
  const rows = height - 3;
  const setMax = useDeck((s) => s.ui.setOverlayMax);
  const max = Math.max(0, calls.length - rows);
  useEffect(() => setMax(max), [max, setMax]);
  const end = Math.max(Math.min(calls.length, rows), calls.length - fromEnd);
  const shown = calls.slice(Math.max(0, end - rows), end);
  const first = Math.max(0, end - rows);
  return (
    <Box flexDirection="column" borderStyle="double" borderColor={theme.borderFocused.color} width={width} height={height}>
      <Text {...theme.titleFocused}>{fit(` HTTP log · ${total} call(s)${total > calls.length ? `, the last ${calls.length} kept` : ''} · k/j scroll · Esc or @ closes`, width - 2)}</Text>
      {shown.length === 0 ? <Text {...theme.dim}> no calls yet</Text> : null}
      {shown.map((call, i) => (
        <Text key={first + i} {...(call.status === 0 || call.status >= 400 ? theme.error : {})}>
          {fit(callLine(call, total - calls.length + first + i, width - 2), width - 2)}
        </Text>
      ))}
    </Box>
  );
}
