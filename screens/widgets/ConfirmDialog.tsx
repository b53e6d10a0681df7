import { Box, Text } from 'ink';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { fit } from './text.js';

/** Asked before anything that changes the system. */
export function ConfirmDialog({ width, height }: { width: number; height: number }) {
  const theme = useTheme();
  const confirm = useDeck((s) => s.ui.confirm);
  if (!confirm) return null;
  // a detail of several lines (the files a pull would not bring) shows each
  const details = confirm.detail.split('\n');
  const boxWidth = Math.min(width, Math.max(40, confirm.question.length + 6, ...details.map((line) => line.length + 6)));
  return (
    <Box width={width} height={height} alignItems="center" justifyContent="center">
      <Box flexDirection="column" borderStyle="double" borderColor={theme.warning.color} width={boxWidth} paddingX={1}>
        <Text {...theme.heading}>{fit(confirm.question, boxWidth - 4)}</Text>
        {details.slice(0, Math.max(1, height - 6)).map((line, index) => (
          <Text key={index}>{fit(line, boxWidth - 4)}</Text>
        ))}
        <Text> </Text>
        {confirm.choices ? (
          <Text>
            {confirm.choices.map((choice) => (
              <Text key={choice.key}>
                <Text {...theme.key}>{choice.key}</Text> {choice.label}
                {'   '}
              </Text>
            ))}
            <Text {...theme.key}>esc</Text> cancel
          </Text>
        ) : (
          <Text>
            <Text {...theme.key}>y</Text> yes{'   '}
            <Text {...theme.key}>n</Text> no
          </Text>
        )}
      </Box>
    </Box>
  );
}
