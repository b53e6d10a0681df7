import { Text } from 'ink';
import type { KeyBinding } from '../keys/binding.js';
import { keyLabel } from '../keys/key-names.js';
import { useTheme } from '../theme.js';

/** The always-visible key bar: the bar-labelled bindings of the focused screen, then the global ones. */
export interface KeyBarItem {
  key: string;
  label: string;
  end: boolean;
}

export function keyBarItems(bindings: KeyBinding[]): KeyBarItem[] {
  return bindings.filter((b) => b.bar).map((b) => ({ key: keyLabel(b.keys[0]!), label: b.bar!, end: b.barEnd === true }));
}

/** The items that fit a width: the end items always, then the others in order. */
export function fitKeyBar(items: KeyBarItem[], width: number): { start: KeyBarItem[]; end: KeyBarItem[]; gap: number } {
  const size = (item: KeyBarItem) => item.key.length + item.label.length + 3;
  const end = items.filter((i) => i.end);
  let used = end.reduce((sum, i) => sum + size(i), 0);
  const start: KeyBarItem[] = [];
  for (const item of items.filter((i) => !i.end)) {
    if (used + size(item) > width) break;
    start.push(item);
    used += size(item);
  }
  return { start, end, gap: Math.max(0, width - used) };
}

/** The always-visible key bar: the focused screen's labelled bindings, then the global ones; help and quit at the end. */
export function KeyBar({ width, bindings }: { width: number; bindings: KeyBinding[] }) {
  const theme = useTheme();
  const { start, end, gap } = fitKeyBar(keyBarItems(bindings), width);
  const item = (p: KeyBarItem, i: number) => (
    <Text key={`${p.key}-${i}`}>
      {' '}
      <Text {...theme.key}>{p.key}</Text> {p.label}{' '}
    </Text>
  );
  return (
    <Text wrap="truncate">
      {start.map(item)}
      {' '.repeat(gap)}
      {end.map(item)}
    </Text>
  );
}
