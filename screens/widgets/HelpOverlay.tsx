import { Box, Text } from 'ink';
import { useEffect } from 'react';
import { deckCommands } from '../../src/store/commands.js';
import { globalKeys, promptKeys } from '../app-keys.js';
import type { KeyScreen } from '../keys/binding.js';
import { focusedScreen } from '../keys/index.js';
import { keysLabel } from '../keys/key-names.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { fit } from './text.js';

export interface HelpLine {
  text: string;
  heading?: boolean;
}

/** The ? overlay's lines: the focused screen's bindings, the global ones, the inputs' keys and the commands. */
export function helpLines(screen: KeyScreen, width: number): HelpLine[] {
  const lines: HelpLine[] = [];
  const keyWidth = 18;
  const section = (s: KeyScreen) => {
    lines.push({ text: s.title, heading: true });
    for (const binding of s.bindings) lines.push({ text: `  ${fit(keysLabel(binding.keys), keyWidth)} ${binding.description}` });
    if (s.bindings.length === 0) lines.push({ text: '  (no keys of its own yet)' });
    lines.push({ text: '' });
  };
  section(screen);
  section(globalKeys);
  section(promptKeys);
  lines.push({ text: 'Commands (:)', heading: true });
  for (const command of deckCommands) {
    const names = [command.name, ...(command.aliases ?? [])].join(', ');
    lines.push({ text: `  ${fit(`${names} ${command.args}`.trim(), Math.min(40, width / 2))} ${command.summary}` });
  }
  return lines;
}

export function HelpOverlay({ width, height }: { width: number; height: number }) {
  const theme = useTheme();
  const screen = useDeck(focusedScreen);
  const top = useDeck((s) => s.ui.overlayTop);
  const lines = helpLines(screen, width - 4);
  const max = Math.max(0, lines.length - (height - 3));
  const setMax = useDeck((s) => s.ui.setOverlayMax);
  useEffect(() => setMax(max), [max, setMax]);
  const first = Math.min(top, max);
  return (
    <Box flexDirection="column" borderStyle="double" borderColor={theme.borderFocused.color} width={width} height={height}>
      <Text {...theme.titleFocused}>{fit(` Keys · ${screen.title} · j/k scroll · Esc or ? closes`, width - 2)}</Text>
      {lines.slice(first, first + height - 3).map((line, i) => (
        <Text key={i} {...(line.heading ? theme.heading : {})}>
          {fit(line.text, width - 2)}
        </Text>
      ))}
    </Box>
  );
}
