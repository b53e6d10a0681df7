import { Text } from 'ink';
import type { KeyBinding } from '../keys/binding.js';
import { keyLabel } from '../keys/key-names.js';
import { useTheme } from '../theme.js';

/** The always-visible key bar: the bar-labelled bindings of the focused screen, then the global ones. */
export function keyBarItems(bindings: KeyBinding[]): Array<{ key: string; label: string }> {
  return bindings.filter((b) => b.bar).map((b) => ({ key: b.keys.map(keyLabel).slice(0, 1).join(''), label: b.bar! }));
}

export function KeyBar({ width, bindings }: { width: number; bindings: KeyBinding[] }) {
  const theme = useTheme();
  const parts: Array<{ key: string; label: string }> = [];
  let used = 0;
  for (const item of keyBarItems(bindings)) {
    const length = item.key.length + item.label.length + 3;
    if (used + length > width) break;
    parts.push(item);
    used += length;
  }
  return (
    <Text wrap="truncate">
      {parts.map((p, i) => (
        <Text key={i}>
          {' '}
          <Text {...theme.key}>{p.key}</Text> {p.label}{' '}
        </Text>
      ))}
    </Text>
  );
}
