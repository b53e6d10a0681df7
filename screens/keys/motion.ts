import type { DeckState } from '../../src/store/index.js';
import type { KeyBinding } from './binding.js';

export interface Movable {
  move(delta: number): void;
  moveTo(position: 'first' | 'last'): void;
  page(direction: 1 | -1, fraction?: number): void;
}

/** j/k and the arrows: the next and the previous item (all a short list or a picker offers). */
export function stepBindings(move: (state: DeckState, delta: 1 | -1) => void, what: string): [KeyBinding, KeyBinding] {
  return [
    { keys: ['j', 'down'], description: `next ${what}`, run: (s) => move(s, 1) },
    { keys: ['k', 'up'], description: `previous ${what}`, run: (s) => move(s, -1) },
  ];
}

/** The cursor keys every list shares: j/k and arrows, g/G, PgUp/PgDn, Ctrl+d/Ctrl+u. */
export function motionBindings(target: (state: DeckState) => Movable, what = 'line'): KeyBinding[] {
  const [next, previous] = stepBindings((s, delta) => target(s).move(delta), what);
  return [
    { ...next, bar: 'down', barLow: true },
    { ...previous, bar: 'up', barLow: true },
    { keys: ['g', 'home'], description: `first ${what}`, run: (s) => target(s).moveTo('first') },
    { keys: ['G', 'end'], description: `last ${what}`, run: (s) => target(s).moveTo('last') },
    { keys: ['pgdn'], description: 'one page down', run: (s) => target(s).page(1) },
    { keys: ['pgup'], description: 'one page up', run: (s) => target(s).page(-1) },
    { keys: ['ctrl+d'], description: 'half a page down', run: (s) => target(s).page(1, 0.5) },
    { keys: ['ctrl+u'], description: 'half a page up', run: (s) => target(s).page(-1, 0.5) },
  ];
}
