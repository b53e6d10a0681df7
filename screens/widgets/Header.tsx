import { Text } from 'ink';
import { breadcrumb } from '../../src/store/breadcrumb.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { clip, fit } from './text.js';

/** The pane tabs (focused one marked) and who we are connected as. */
export function Header({ width }: { width: number }) {
  const theme = useTheme();
  const focus = useDeck((s) => s.ui.focus);
  const label = useDeck((s) => s.connection.label);
  const panes = useDeck((s) => s.ui.panes);
  const tabs = panes.map((p) => ({ id: p.id, text: ` ${p.number} ${p.title} ` }));
  const used = tabs.reduce((sum, t) => sum + t.text.length, 0);
  const right = clip(` ${label}`, Math.max(0, width - used - 1));
  return (
    <Text wrap="truncate">
      {tabs.map((tab) => (
        <Text key={tab.id} {...(tab.id === focus ? theme.tabActive : theme.tab)}>
          {tab.id === focus ? `[${tab.text.trim()}]` : tab.text}
        </Text>
      ))}
      <Text {...theme.dim}>{right.padStart(Math.max(0, width - used))}</Text>
    </Text>
  );
}

export function Breadcrumb({ width }: { width: number }) {
  const theme = useTheme();
  const path = useDeck((s) => breadcrumb(s).join(' › '));
  return (
    <Text wrap="truncate">
      <Text {...theme.dim}>{' ▸ '}</Text>
      {fit(path, Math.max(0, width - 3))}
    </Text>
  );
}
