import { Text } from 'ink';
import { promptBehaviour } from '../../src/store/prompts.js';
import { commandHint } from '../../src/store/commands.js';
import { useDeck, useDeckStore } from '../store-context.js';
import { useTheme } from '../theme.js';
import { clip } from './text.js';

/** The one-line input (`:` command line, `/` filter and search, WHERE): typed keys edit it, bound keys act. */
export function PromptLine({ width }: { width: number }) {
  const theme = useTheme();
  const store = useDeckStore();
  const prompt = useDeck((s) => s.ui.prompt);
  if (!prompt) return null;
  const behaviour = promptBehaviour(prompt.kind, store.getState);
  const room = Math.max(1, width - behaviour.label.length - 1);
  const text = prompt.text.length >= room ? `…${prompt.text.slice(prompt.text.length - room + 2)}` : prompt.text;
  return (
    <Text wrap="truncate">
      <Text {...theme.key}>{behaviour.label}</Text>
      {text}
      <Text inverse> </Text>
      {prompt.text === '' ? <Text {...theme.dim}>{clip(` ${behaviour.placeholder}`, Math.max(0, room - 1))}</Text> : null}
    </Text>
  );
}

/** Completions for the prompt, Tab's current pick marked; on the command line, what the command at hand does. */
export function Completions({ width }: { width: number }) {
  const theme = useTheme();
  const prompt = useDeck((s) => s.ui.prompt);
  if (!prompt) return null;
  // the command being typed (Tab's pick, else the first match, else the name typed): its arguments and summary
  const at = prompt.completions[prompt.selected] ?? prompt.completions[0] ?? prompt.text;
  const hint = prompt.kind === 'command' && prompt.text.trim() !== '' ? commandHint(at.trim().split(' ')[0] ?? '') : undefined;
  if (prompt.completions.length === 0) return hint ? <Text {...theme.dim}>{clip(` ${hint}`, width)}</Text> : null;
  const items = prompt.completions.map((c) => c.trim().split(' ').pop() ?? c);
  let used = 6;
  const shown: Array<{ text: string; selected: boolean }> = [];
  const start = Math.max(0, prompt.selected - 3);
  for (let i = start; i < items.length; i++) {
    if (used + items[i]!.length + 2 > width) break;
    shown.push({ text: items[i]!, selected: i === prompt.selected });
    used += items[i]!.length + 2;
  }
  const room = width - used - 3;
  return (
    <Text wrap="truncate">
      <Text {...theme.dim}>{start > 0 ? ' …  ' : ' Tab  '}</Text>
      {shown.map((item, i) => (
        <Text key={i} {...(item.selected ? theme.selected : {})}>
          {item.text}
          {'  '}
        </Text>
      ))}
      {hint && room > 10 ? <Text {...theme.dim}>{`· ${clip(hint, room)}`}</Text> : null}
    </Text>
  );
}
