/**
 * A pane is one registry entry: adding one (component, keys, state, breadcrumb) to the list
 * given to the store makes it a tab, focusable with Tab, shown in the main area, heard by its keys, listed
 * in help, and Esc comes back from it to the pane it was opened from — with nothing else edited.
 */
import { Text } from 'ink';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paneRegistry, type PaneEntry } from '../../screens/panes.js';
import { useDeck } from '../../screens/store-context.js';
import { Pane } from '../../screens/widgets/Pane.js';
import type { KeyScreen } from '../../screens/keys/binding.js';
import type { DeckState } from '../../src/store/index.js';
import type { Layout } from '../../src/store/layout.js';
import { startTestService, type TestService } from '../support/service.js';
import { keys, startDeck, type Deck } from './support.js';

let service: TestService;
let deck: Deck | undefined;

beforeAll(async () => {
  service = await startTestService({ demo: true });
});
afterEach(() => {
  deck?.unmount();
  deck = undefined;
});
afterAll(async () => service.stop());

interface NotesState {
  notes: { count: number; bump(): void };
}
const notesOf = (s: DeckState) => (s as unknown as NotesState).notes;

function NotesPane({ layout, focused }: { layout: Layout; focused: boolean }) {
  const count = useDeck((s) => notesOf(s).count);
  return (
    <Pane number={10} title="Notes" focused={focused} width={layout.main.width} height={layout.main.height}>
      <Text>notes counted {count}</Text>
    </Pane>
  );
}

const notesKeys: KeyScreen = {
  id: 'notes',
  title: '10 Notes',
  bindings: [{ keys: ['+'], bar: 'count', description: 'count one more note', run: (s) => notesOf(s).bump() }],
};

const notesPane: PaneEntry = {
  id: 'notes',
  number: 10,
  title: 'Notes',
  area: 'main',
  component: NotesPane,
  keyScreens: [notesKeys],
  keys: () => notesKeys,
  breadcrumb: (s) => ['notes', String(notesOf(s).count)],
  slice: ({ patch, get }) => ({
    notes: {
      count: 0,
      bump: () => patch('notes' as never, { count: notesOf(get()).count + 1 } as never),
    },
  }),
};

describe('the pane registry', () => {
  it('takes a new pane as one entry: tab, focus, component, keys, state, breadcrumb, help and Esc', async () => {
    deck = startDeck(service, { panes: [...paneRegistry, notesPane] });
    await deck.waitFor('ZDEMO');
    // a pane beyond 9 has no number key: its tab shows no number, and gives way while the tabs do not fit 80 columns
    expect(deck.frame().split('\n')[0]).not.toMatch(/ 10 | Notes /);
    await deck.press(keys.shiftTab);
    let frame = await deck.waitFor('notes counted 0');
    expect(frame.split('\n')[0]).toContain('[Notes]');
    expect(frame).toContain('▸ notes › 0');
    await deck.press('++');
    frame = await deck.waitFor('notes counted 2');
    expect(frame).toContain('+ count');
    await deck.press('?');
    frame = await deck.waitFor('count one more note');
    await deck.press(keys.esc);
    // chosen by Tab, the pane was not opened from anywhere: Esc stays; opened from the tree, Esc goes back there
    await deck.press(keys.esc);
    expect(deck.state().ui.focus).toBe('notes');
    await deck.press('1');
    deck.state().ui.open('notes');
    await deck.waitFor((_f, s) => s.ui.focus === 'notes', 'opened from the tree');
    await deck.press(keys.esc);
    await deck.waitFor((_f, s) => s.ui.focus === 'tree', 'back in the tree');
  });
});
