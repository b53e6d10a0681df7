import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { useTheme } from '../theme.js';
import { clip } from './text.js';

interface PaneProps {
  number: number;
  title: string;
  /** Shown after the title in the top border (the package, the object, a filter …); cut first. */
  info?: string;
  /** Shown at the right end of the top border (a position such as 12/37); kept whole. */
  position?: string;
  focused: boolean;
  width: number;
  height: number;
  children: ReactNode;
}

/** A pane's name in its border and tab: its number key and title; a pane opened on demand (number over 9) has no number key, so no number. */
export function paneLabel(number: number, title: string): string {
  return number <= 9 ? `${number} ${title}` : title;
}

/** A bordered pane with its number and title in the top border (Ink's borders have no titles: drawn here). */
export function Pane({ number, title, info, position, focused, width, height, children }: PaneProps) {
  const theme = useTheme();
  const border = focused ? theme.borderFocused : theme.border;
  const inner = Math.max(0, width - 2);
  const right = position ? clip(` ${position} `, Math.max(0, inner - 12)) : '';
  const shown = clip(` ${paneLabel(number, title)}${info ? ` ${info}` : ''} `, Math.max(0, inner - 1 - right.length - (right ? 1 : 0)));
  const fill = '─'.repeat(Math.max(0, inner - 1 - shown.length - right.length - (right ? 1 : 0)));
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text {...border} wrap="truncate">
        ╭─
        <Text {...(focused ? theme.titleFocused : theme.title)}>{shown}</Text>
        {fill}
        {right}
        {right ? '─' : ''}╮
      </Text>
      <Box borderStyle="round" borderTop={false} borderColor={border.color} borderDimColor={false} width={width} height={height - 1} flexDirection="column">
        {children}
      </Box>
    </Box>
  );
}
