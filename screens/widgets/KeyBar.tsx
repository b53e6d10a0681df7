import { Text } from 'ink';
import { sequelsOf, type KeyBinding } from '../keys/binding.js';
import { keyLabel } from '../keys/key-names.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';

/** One key of the bar: the pane's own, or one of the keys heard everywhere. */
export interface KeyBarItem {
  key: string;
  label: string;
  end: boolean;
  global: boolean;
  /** Left out first when the pane's keys do not fit (j/k, a pane's lesser keys). */
  low: boolean;
  /** Kept whole on a short bar while the pane's other keys give way. */
  main: boolean;
}

/** The bar-labelled bindings, the pane's first; `usable` leaves out those that cannot act now (disabled). */
export function keyBarItems(bindings: KeyBinding[], global: KeyBinding[] = [], usable: (binding: KeyBinding) => boolean = () => true): KeyBarItem[] {
  const items = (list: KeyBinding[], isGlobal: boolean) =>
    list.filter((b) => b.bar && usable(b)).map((b) => ({ key: keyLabel(b.keys[0]!), label: b.bar!, end: b.barEnd === true, global: isGlobal, low: b.barLow === true, main: b.barMain === true }));
  return [...items(bindings, false), ...items(global, true)];
}

/**
 * The items that fit a width: the end items (help, quit) always; the keys of the pane with their whole labels —
 * without the low keys (j/k, a pane's lesser keys) when all do not fit, then without a few of the last keys that are
 * not main; on a shorter bar, a pane with main keys keeps those whole and fills the room with its other keys in
 * order, as long as most keys stay; on a terminal too narrow for that, every key of the pane with labels cut shorter (down to the key alone);
 * then the keys heard everywhere as room remains.
 */
/** The share of a pane's keys a bar with whole labels must keep; below it, every key is shown with a cut label. */
const mostKeys = 3 / 4;

/** Label lengths tried in turn on a terminal too narrow for whole labels (0: the key alone). */
const labelLengths = [8, 5, 3, 0];

const shorten = (item: KeyBarItem, length: number): KeyBarItem => ({ ...item, label: item.label.length > length ? item.label.slice(0, length) : item.label });

export function fitKeyBar(items: KeyBarItem[], width: number): { start: KeyBarItem[]; end: KeyBarItem[]; gap: number } {
  const size = (item: KeyBarItem) => item.key.length + (item.label ? item.label.length + 1 : 0) + 2;
  const total = (list: KeyBarItem[]) => list.reduce((sum, i) => sum + size(i), 0);
  const end = items.filter((i) => i.end);
  const room = width - total(end);
  const own = items.filter((i) => !i.end && !i.global);
  const known = own.filter((i) => !i.low);
  let start = own;
  // whole labels when they fit: without the low keys if need be, and without the last few keys that are not main
  // (they are in the ? overlay) as long as most stay
  const fewer = [...known];
  for (let at = fewer.length - 1; at >= 0 && total(fewer) > room && fewer.length - 1 >= Math.ceil(known.length * mostKeys); at--) {
    if (!fewer[at]!.main) fewer.splice(at, 1);
  }
  for (const list of [own, known, fewer, ...mainFirst(known, room, total), ...labelLengths.map((length) => own.map((item) => shorten(item, length)))]) {
    start = list;
    if (total(start) <= room) break;
  }
  let used = total(end) + total(start);
  const shown = [...start];
  for (const item of items.filter((i) => !i.end && i.global)) {
    if (used + size(item) > width) break;
    shown.push(item);
    used += size(item);
  }
  return { start: shown, end, gap: Math.max(0, width - used) };
}

/** The main keys whole, then the others in order as long as they fit (one list; none for a pane without main keys). */
function mainFirst(known: KeyBarItem[], room: number, total: (list: KeyBarItem[]) => number): KeyBarItem[][] {
  if (!known.some((item) => item.main)) return [];
  let used = total(known.filter((item) => item.main));
  const kept = known.filter((item) => {
    if (item.main) return true;
    if (used + total([item]) > room) return false;
    used += total([item]);
    return true;
  });
  // only while most keys stay: below that every key is shown with a cut label, as on any pane
  return kept.length >= Math.ceil(known.length * mostKeys) ? [kept] : [];
}

/** The always-visible key bar: the focused screen's labelled keys that can act now, then the global ones; help and quit at the end. */
export function KeyBar({ width, bindings, global = [] }: { width: number; bindings: KeyBinding[]; global?: KeyBinding[] }) {
  const theme = useTheme();
  // which bindings cannot act now, as one string (a narrow selector: the bar redraws only when that changes)
  const disabled = useDeck((s) => [...bindings, ...global].map((b) => (b.bar && b.disabled?.(s) ? '1' : '0')).join(''));
  const all = [...bindings, ...global];
  const pending = useDeck((s) => s.ui.pendingKeys);
  if (pending) return <PendingBar width={width} pending={pending} sequels={sequelsOf(all, pending)} />;
  const usable = (binding: KeyBinding) => disabled[all.indexOf(binding)] !== '1';
  const { start, end, gap } = fitKeyBar(keyBarItems(bindings, global, usable), width);
  const item = (p: KeyBarItem, i: number) => (
    <Text key={`${p.key}-${i}`}>
      {' '}
      <Text {...theme.key}>{p.key}</Text>
      {p.label ? ` ${p.label}` : ''}{' '}
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

/** While a key sequence waits for its next key (g of gd): the keys that finish it, and Esc. */
function PendingBar({ width, pending, sequels }: { width: number; pending: string; sequels: KeyBinding[] }) {
  const theme = useTheme();
  // the bar has room here: the description's first words ('definition'), not the short bar label ('def')
  const finishing = sequels.map((b) => ({ key: keyLabel(b.keys.find((key) => key.startsWith(`${pending} `))!), label: b.description.replace(/^go to the /, '').replace(/ (of|in|at)\b.*$/, '') }));
  return (
    <Text wrap="truncate">
      <Text {...theme.key}> {keyLabel(pending)}…</Text>
      {finishing.map((item, i) => (
        <Text key={`${item.key}-${i}`}>
          {' '}
          <Text {...theme.key}>{item.key}</Text>
          {item.label ? ` ${item.label}` : ''}{' '}
        </Text>
      ))}
      {' '.repeat(Math.max(0, width - 4 - keyLabel(pending).length - finishing.reduce((sum, item) => sum + item.key.length + item.label.length + 3, 0) - 14))}
      <Text {...theme.key}> Esc</Text> cancel{' '}
    </Text>
  );
}
