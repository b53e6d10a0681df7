import { Box, Text } from 'ink';
import { deckCommands, type DeckCommand } from '../../src/store/commands.js';
import type { DeckState } from '../../src/store/index.js';
import { wrapLine } from '../../src/store/dumps.js';
import { globalKeys, promptKeys } from '../app-keys.js';
import type { KeyBinding, KeyScreen } from '../keys/binding.js';
import { focusedScreen } from '../keys/index.js';
import { keysLabel } from '../keys/key-names.js';
import { useDeck } from '../store-context.js';
import { useTheme } from '../theme.js';
import { fit } from './text.js';

/** One entry of the ? list: a key of a screen, or a `:` command; Enter runs it. */
export interface HelpEntry {
  section: string;
  /** The keys ('j, ↓') or the command with what it takes (':preview <table> [where …]'). */
  label: string;
  description: string;
  binding?: KeyBinding;
  command?: DeckCommand;
}

/** The ? list: the focused screen's bindings, the global ones, the inputs' keys and the commands. */
export function helpEntries(screen: KeyScreen): HelpEntry[] {
  const keysOf = (s: KeyScreen): HelpEntry[] => s.bindings.map((binding) => ({ section: s.title, label: keysLabel(binding.keys), description: binding.description, binding }));
  const commands = deckCommands.map((command) => ({
    section: 'Commands (:)',
    label: `:${[command.name, ...(command.aliases ?? [])].join(', :')} ${command.args}`.trim(),
    description: command.summary,
    command,
  }));
  return [...keysOf(screen), ...keysOf(globalKeys), ...keysOf(promptKeys), ...commands];
}

/** The entries whose section, keys or description hold every word of the filter (any case). */
export function filterHelp(entries: readonly HelpEntry[], filter: string): HelpEntry[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    const text = `${entry.section} ${entry.label} ${entry.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The entries the ? overlay offers now. */
export function shownHelp(state: DeckState): HelpEntry[] {
  return filterHelp(helpEntries(focusedScreen(state)), state.ui.help.filter);
}

const keyWidth = 18;

/** An entry as drawn: its keys, then its description wrapped beside them (the continuation lines indented). */
function entryLines(entry: HelpEntry, width: number): string[] {
  const labelWidth = Math.max(keyWidth, Math.min(40, entry.label.length));
  const room = Math.max(10, width - labelWidth - 3);
  const [first = '', ...rest] = wrapLine(entry.description, room);
  return [`  ${fit(entry.label, labelWidth)} ${first}`, ...rest.map((line) => `  ${' '.repeat(labelWidth)} ${line}`)];
}

export function HelpOverlay({ width, height }: { width: number; height: number }) {
  const theme = useTheme();
  const screen = useDeck(focusedScreen);
  const help = useDeck((s) => s.ui.help);
  const entries = filterHelp(helpEntries(screen), help.filter);
  const cursor = Math.max(0, Math.min(help.cursor, entries.length - 1));
  const inner = width - 2;
  const rows = Math.max(1, height - 4);
  // the lines of every entry, a heading before each section; the chosen entry's lines kept in view
  const lines: Array<{ text: string; heading?: boolean; chosen?: boolean }> = [];
  let chosenAt = 0;
  entries.forEach((entry, index) => {
    if (index === 0 || entries[index - 1]!.section !== entry.section) lines.push({ text: entry.section, heading: true });
    if (index === cursor) chosenAt = lines.length;
    for (const text of entryLines(entry, inner)) lines.push({ text, chosen: index === cursor });
  });
  const chosenLines = entries[cursor] ? entryLines(entries[cursor], inner).length : 1;
  const first = Math.max(0, Math.min(chosenAt - 1, Math.max(0, chosenAt + chosenLines - rows)));
  return (
    <Box flexDirection="column" borderStyle="double" borderColor={theme.borderFocused.color} width={width} height={height}>
      <Text {...theme.titleFocused}>{fit(` Keys · ${screen.title} · type to filter · ↑↓ choose · Enter runs · Esc closes`, inner)}</Text>
      <Text>
        <Text {...theme.key}>{' / '}</Text>
        {fit(help.filter, Math.max(0, inner - 4))}
      </Text>
      {entries.length === 0 ? <Text {...theme.dim}>{fit('  nothing matches: Backspace or Ctrl+U edits the filter', inner)}</Text> : null}
      {lines.slice(first, first + rows).map((line, i) => (
        <Text key={i} {...(line.heading ? theme.heading : line.chosen ? theme.selected : {})}>
          {fit(line.text, inner)}
        </Text>
      ))}
    </Box>
  );
}
