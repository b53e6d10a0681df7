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

/** Function keys (Ink's key names carry none): the escape sequences terminals send for F1–F12. */
const functionKeys: Record<string, string> = {
  '\x1bOP': 'f1',
  '\x1bOQ': 'f2',
  '\x1bOR': 'f3',
  '\x1bOS': 'f4',
  '\x1b[15~': 'f5',
  '\x1b[17~': 'f6',
  '\x1b[18~': 'f7',
  '\x1b[19~': 'f8',
  '\x1b[20~': 'f9',
  '\x1b[21~': 'f10',
  '\x1b[23~': 'f11',
  '\x1b[24~': 'f12',
};

/** The name of a function key from the raw input of one key press ('f5'), else undefined. */
export function functionKeyName(raw: string): string | undefined {
  return functionKeys[raw];
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
  // a key sequence ('g d') is written as typed: gd
  if (name.includes(' ')) return name.split(' ').map(keyLabel).join('');
  if (labels[name]) return labels[name];
  if (name.startsWith('ctrl+')) return `Ctrl+${name.slice(5)}`;
  if (/^f\d{1,2}$/.test(name)) return name.toUpperCase();
  return name;
}

export function keysLabel(names: string[]): string {
  return names.map(keyLabel).join(' ');
}
