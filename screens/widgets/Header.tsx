import { Text } from 'ink';
import { breadcrumb } from '../../src/store/breadcrumb.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { clip, fit } from './text.js';
import { ContextBadge, contextBadgeText } from './ContextBadge.js';
import { paneLabel } from './Pane.js';

/** The pane tabs (focused one marked) and who we are connected as. */
export function Header({ width }: { width: number }) {
  const theme = useTheme();
  const focus = useDeck((s) => s.ui.focus);
  const label = useDeck((s) => s.connection.label);
  const panes = useDeck((s) => s.ui.panes);
  const tabs = panes.map((p) => ({ id: p.id, number: p.number, text: ` ${paneLabel(p.number, p.title)} ` }));
  const badge = useDeck(contextBadgeText);
  // the context and the SID come first, then the user: the tabs give way to them on a narrow terminal
  const labels = connectionLabels(label);
  const shownTabs = fitTabs(tabs, focus, width - badge.length - 1 - (labels.at(-1)!.length + 1));
  const used = shownTabs.reduce((sum, t) => sum + t.text.length, 0);
  const room = Math.max(0, width - used - badge.length - 1);
  const right = clip(` ${labels.find((candidate) => candidate.length + 1 <= room) ?? labels.at(-1)!}`, room);
  return (
    <Text wrap="truncate">
      {shownTabs.map((tab) => (
        <Text key={tab.id} {...(tab.id === focus ? theme.tabActive : theme.tab)}>
          {tab.id === focus ? `[${tab.text.trim()}]` : tab.text}
        </Text>
      ))}
      <Text {...theme.dim}>{right.padStart(Math.max(0, width - used - badge.length))}</Text>
      <ContextBadge width={badge.length} />
    </Text>
  );
}

/**
 * The connection's label, then shorter forms of it for a narrower header, the user's name last:
 * 'DEVELOPER@host:port client 100 (embedded demo)', 'DEVELOPER@host:port client 100', 'DEVELOPER@host:port', 'DEVELOPER'.
 */
export function connectionLabels(label: string): string[] {
  const at = label.indexOf('@');
  if (at <= 0) return [label];
  const withoutNote = label.replace(/ \([^)]*\)$/, '');
  const withoutClient = withoutNote.replace(/ client \S+$/, '');
  return [...new Set([label, withoutNote, withoutClient, label.slice(0, at)])];
}

/**
 * The tabs that fit a width: first the tabs of panes without a number key (opened on demand: the profile pane) give
 * way unless focused, as a bare number would name a key that does not exist; then, from the last one back, a tab
 * other than the focused one is cut to its number until they fit (the focused tab is always whole; the first ones
 * keep their titles longest).
 */
function fitTabs<T extends { id: string; number: number; text: string }>(tabs: T[], focus: string, width: number): T[] {
  let shown = [...tabs];
  const total = () => shown.reduce((sum, t) => sum + t.text.length, 0);
  if (total() > width) shown = shown.filter((tab) => tab.number <= 9 || tab.id === focus);
  for (let i = shown.length - 1; i >= 0 && total() > width; i--) {
    if (shown[i]!.id !== focus) shown[i] = { ...shown[i]!, text: ` ${shown[i]!.text.trim().split(' ')[0]} ` };
  }
  return shown;
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
