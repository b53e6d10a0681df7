import type { Key } from 'ink';

/**
 * Ink's (input, key) as key names. Typed keys can arrive batched ("jjj" in one read): every character
 * is a key of its own.
 */
export function keyNames(input: string, key: Key): string[] {
  if (key.upArrow) return ['up'];
  if (key.downArrow) return ['down'];
  if (key.leftArrow) return ['left'];
  if (key.rightArrow) return ['right'];
  if (key.pageUp) return ['pgup'];
  if (key.pageDown) return ['pgdn'];
  if (key.home) return ['home'];
  if (key.end) return ['end'];
  if (key.return) return ['enter'];
  if (key.escape) return ['esc'];
  if (key.tab) return [key.shift ? 'shift+tab' : 'tab'];
  if (key.backspace || key.delete) return ['backspace'];
  if (key.ctrl && input) return [`ctrl+${input.toLowerCase()}`];
  const names: string[] = [];
  for (const character of input) {
    if (character === ' ') names.push('space');
    else if (character === '\r' || character === '\n') names.push('enter');
    else if (character === '\x7f' || character === '\b') names.push('backspace');
    else if (character >= ' ') names.push(character);
  }
  return names;
}

const labels: Record<string, string> = {
  up: '↑',
  down: '↓',
  left: '←',
  right: '→',
  pgup: 'PgUp',
  pgdn: 'PgDn',
  home: 'Home',
  end: 'End',
  enter: 'Enter',
  esc: 'Esc',
  tab: 'Tab',
  'shift+tab': 'Shift+Tab',
  space: 'Space',
  backspace: 'Backspace',
};

/** How a key name is written in the key bar, the help overlay and README. */
export function keyLabel(name: string): string {
  if (labels[name]) return labels[name];
  if (name.startsWith('ctrl+')) return `Ctrl+${name.slice(5)}`;
  return name;
}

export function keysLabel(names: string[]): string {
  return names.map(keyLabel).join(' ');
}
