import type { DeckState } from '../../src/store/index.js';
import type { KeyBinding } from './binding.js';

export interface Movable {
  move(delta: number): void;
  moveTo(position: 'first' | 'last'): void;
  page(direction: 1 | -1, fraction?: number): void;
}

/** The cursor keys every list shares: j/k and arrows, g/G, PgUp/PgDn, Ctrl+d/Ctrl+u. */
export function motionBindings(target: (state: DeckState) => Movable, what = 'line'): KeyBinding[] {
  return [
    { keys: ['j', 'down'], bar: 'down', description: `next ${what}`, run: (s) => target(s).move(1) },
    { keys: ['k', 'up'], bar: 'up', description: `previous ${what}`, run: (s) => target(s).move(-1) },
    { keys: ['g', 'home'], description: `first ${what}`, run: (s) => target(s).moveTo('first') },
    { keys: ['G', 'end'], description: `last ${what}`, run: (s) => target(s).moveTo('last') },
    { keys: ['pgdn'], description: 'one page down', run: (s) => target(s).page(1) },
    { keys: ['pgup'], description: 'one page up', run: (s) => target(s).page(-1) },
    { keys: ['ctrl+d'], description: 'half a page down', run: (s) => target(s).page(1, 0.5) },
    { keys: ['ctrl+u'], description: 'half a page up', run: (s) => target(s).page(-1, 0.5) },
  ];
}
