import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { useTheme } from '../theme.js';
import { clip } from './text.js';

interface PaneProps {
  number: number;
  title: string;
  /** Shown after the title in the top border (the package, the object, a filter …). */
  info?: string;
  focused: boolean;
  width: number;
  height: number;
  children: ReactNode;
}

/** A bordered pane with its number and title in the top border (Ink's borders have no titles: drawn here). */
export function Pane({ number, title, info, focused, width, height, children }: PaneProps) {
  const theme = useTheme();
  const border = focused ? theme.borderFocused : theme.border;
  const label = ` ${number} ${title}${info ? ` ${info}` : ''} `;
  const inner = Math.max(0, width - 2);
  const shown = clip(label, Math.max(0, inner - 1));
  const top = `╭─${shown}${'─'.repeat(Math.max(0, inner - 1 - shown.length))}╮`;
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text {...border} wrap="truncate">
        {top.slice(0, 2)}
        <Text {...(focused ? theme.titleFocused : theme.title)}>{shown}</Text>
        {top.slice(2 + shown.length)}
      </Text>
      <Box borderStyle="round" borderTop={false} borderColor={border.color} borderDimColor={false} width={width} height={height - 1} flexDirection="column" overflow="hidden">
        {children}
      </Box>
    </Box>
  );
}
