import { Text } from 'ink';
import { promptBehaviour } from '../../src/store/prompts.js';
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

/** Completions for the prompt, Tab's current pick marked. */
export function Completions({ width }: { width: number }) {
  const theme = useTheme();
  const prompt = useDeck((s) => s.ui.prompt);
  if (!prompt || prompt.completions.length === 0) return null;
  const items = prompt.completions.map((c) => c.trim().split(' ').pop() ?? c);
  let used = 6;
  const shown: Array<{ text: string; selected: boolean }> = [];
  const start = Math.max(0, prompt.selected - 3);
  for (let i = start; i < items.length; i++) {
    if (used + items[i]!.length + 2 > width) break;
    shown.push({ text: items[i]!, selected: i === prompt.selected });
    used += items[i]!.length + 2;
  }
  return (
    <Text wrap="truncate">
      <Text {...theme.dim}>{start > 0 ? ' …  ' : ' Tab  '}</Text>
      {shown.map((item, i) => (
        <Text key={i} {...(item.selected ? theme.selected : {})}>
          {item.text}
          {'  '}
        </Text>
      ))}
    </Text>
  );
}
