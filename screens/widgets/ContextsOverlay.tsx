import { Box, Text } from 'ink';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { fit } from './text.js';

/** The `:ctx` list, k9s style: every context of the contexts file, the one in use marked; Enter switches. */
export function ContextsOverlay({ width, height }: { width: number; height: number }) {
  const theme = useTheme();
  const { choices, cursor, file } = useDeck((s) => s.connection.contexts);
  const active = useDeck((s) => s.connection.context?.name);
  const rows = Math.max(1, height - 4);
  const first = Math.max(0, cursor - rows + 1);
  const nameWidth = Math.max(4, ...choices.map((c) => c.name.length));
  const inner = width - 2;
  return (
    <Box flexDirection="column" borderStyle="double" borderColor={theme.borderFocused.color} width={width} height={height}>
      <Text {...theme.titleFocused}>{fit(` Contexts · ${file} · j/k move · Enter switches · Esc closes`, inner)}</Text>
      <Text {...theme.heading}>{fit(`   ${'NAME'.padEnd(nameWidth)}  TARGET`, inner)}</Text>
      {choices.slice(first, first + rows).map((choice, i) => {
        const index = first + i;
        const marks = [choice.name === active ? 'in use' : '', choice.current ? 'current' : '', choice.readOnly ? 'read-only' : '', choice.production ? 'production' : '']
          .filter(Boolean)
          .join(', ');
        const line = ` ${choice.name === active ? '●' : ' '} ${choice.name.padEnd(nameWidth)}  ${choice.target}${marks ? `  (${marks})` : ''}`;
        const style = index === cursor ? theme.selected : choice.production ? theme.error : {};
        return (
          <Text key={choice.name} {...style}>
            {fit(line, inner)}
          </Text>
        );
      })}
    </Box>
  );
}
