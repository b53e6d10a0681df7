import { Box, Text } from 'ink';
import { wrapLine } from '../../src/store/dumps.js';
import type { DrawerLine } from '../../src/store/drawer.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { fit } from '../widgets/text.js';

/**
 * The drawer's lines from `scroll` on as drawn at a width: a long line wraps (its continuation indented under its
 * text) instead of being cut, up to `rows` rows.
 */
export function drawerRows(lines: readonly DrawerLine[], scroll: number, finding: number, width: number, rows: number): Array<{ text: string; tone: DrawerLine['tone'] }> {
  const out: Array<{ text: string; tone: DrawerLine['tone'] }> = [];
  for (let index = scroll; index < lines.length && out.length < rows; index++) {
    const line = lines[index]!;
    const text = `${index === finding ? '›' : ''}${line.text}`;
    const indent = ' '.repeat(Math.min(8, (/^\s*/.exec(line.text)?.[0].length ?? 0) + 2));
    const [first = '', ...rest] = wrapLine(text, width);
    out.push({ text: first, tone: line.tone });
    for (const piece of rest.flatMap((part) => wrapLine(part, width - indent.length))) {
      if (out.length >= rows) break;
      out.push({ text: `${indent}${piece}`, tone: line.tone });
    }
  }
  return out;
}

/** The source pane's results drawer: run output, inspect and unit results of the selected object. */
export function Drawer({ width, rows }: { width: number; rows: number }) {
  const theme = useTheme();
  const drawer = useDeck((s) => s.drawer);
  const shown = drawerRows(drawer.lines, drawer.scroll, drawer.finding, width, rows);
  const more = drawer.lines.length > drawer.scroll + rows ? ` ${Math.min(drawer.lines.length, drawer.scroll + rows)}/${drawer.lines.length} J/K scroll` : '';
  return (
    <Box flexDirection="column" height={rows + 1}>
      <Text {...theme.heading}>{fit(`── results: ${drawer.title || 'none yet (x run, i inspect, u unit)'}${drawer.running ? ' …' : ''}${more} `, width)}</Text>
      {shown.map((line, i) => (
        <Text key={i} {...(line.tone === 'normal' ? {} : line.tone === 'dim' ? theme.dim : theme[line.tone])}>
          {fit(line.text, width)}
        </Text>
      ))}
    </Box>
  );
}
