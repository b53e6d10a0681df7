import { Box, Text } from 'ink';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { fit } from '../widgets/text.js';

/** The source pane's results drawer: run output, inspect and unit results of the selected object. */
export function Drawer({ width, rows }: { width: number; rows: number }) {
  const theme = useTheme();
  const drawer = useDeck((s) => s.drawer);
  const shown = drawer.lines.slice(drawer.scroll, drawer.scroll + rows);
  const more = drawer.lines.length > drawer.scroll + rows ? ` ${drawer.scroll + rows}/${drawer.lines.length} J/K scroll` : '';
  return (
    <Box flexDirection="column" height={rows + 1}>
      <Text {...theme.heading}>{fit(`── results: ${drawer.title || 'none yet (x run, i inspect, u unit)'}${drawer.running ? ' …' : ''}${more} `, width)}</Text>
      {shown.map((line, i) => (
        <Text key={i} {...(line.tone === 'normal' ? {} : line.tone === 'dim' ? theme.dim : theme[line.tone])}>
          {fit(`${drawer.scroll + i === drawer.finding ? '›' : ''}${line.text}`, width)}
        </Text>
      ))}
    </Box>
  );
}
