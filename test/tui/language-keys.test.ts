/**
 * Key sequences (fd, fi, fr) as data: the dispatcher waits after a key that begins a sequence, so no key may be
 * both a binding of its own and the start of a sequence where the same keys are heard (the global keys and a
 * pane's); the labels write a sequence as typed.
 */
import { describe, expect, it } from 'vitest';
import { keyLabel, keysLabel } from '../../screens/keys/key-names.js';
import { keyScreensOf } from '../../screens/keys/index.js';
import { sequelsOf, startsSequence } from '../../screens/keys/binding.js';

const global = keyScreensOf().find((screen) => screen.id === 'global')!;

describe('key sequences', () => {
  it('no key is both a binding and the start of a sequence where it is heard', () => {
    for (const screen of keyScreensOf()) {
      const heard = screen.id === 'global' ? global.bindings : [...global.bindings, ...screen.bindings];
      for (const key of heard.flatMap((binding) => binding.keys)) {
        expect(startsSequence(heard, key), `${screen.id}: ${key}`).toBe(false);
      }
    }
  });

  it('the source pane has the language keys, each written as typed', () => {
    const source = keyScreensOf().find((screen) => screen.id === 'source')!;
    expect(sequelsOf(source.bindings, 'f').map((binding) => keysLabel(binding.keys))).toEqual(['fd', 'fi', 'fr']);
    for (const key of ['H', 'R', 'W', 'B', 'h', 'l', 'ctrl+o', 'ctrl+k']) expect(source.bindings.some((binding) => binding.keys.includes(key)), key).toBe(true);
    expect(keyLabel('ctrl+o')).toBe('Ctrl+o');
    // the keys the pane had keep their meanings
    const meaning = (key: string) => source.bindings.find((binding) => binding.keys.includes(key))?.description;
    expect(meaning('g')).toBe('first line');
    expect(meaning('K')).toBe('scroll the drawer up');
    expect(meaning('w')).toContain('where the object is used');
    expect(meaning('b')).toContain('breakpoint');
  });
});
