/** What the store knows of the panes (src/store/pane-spec.ts): lookup, area, Tab order. */
import { describe, expect, it } from 'vitest';
import { inNumberOrder, isMainPane, paneSpec, type PaneSpec } from '../../src/store/pane-spec.js';

const panes: PaneSpec[] = [
  { id: 'source', number: 3, title: 'Source', area: 'main' },
  { id: 'tree', number: 1, title: 'Packages', area: 'side' },
  { id: 'objects', number: 2, title: 'Objects', area: 'side' },
];

describe('the panes as the store knows them', () => {
  it('finds a pane by its id, and nothing for an unknown one', () => {
    expect(paneSpec(panes, 'tree')?.title).toBe('Packages');
    expect(paneSpec(panes, 'nope')).toBeUndefined();
  });

  it.each([
    ['source', true],
    ['tree', false],
    ['nope', false],
  ])('%s is a main pane: %s', (id, main) => {
    expect(isMainPane(panes, id)).toBe(main);
  });

  it('orders the panes by their number key, leaving the registry as it is', () => {
    expect(inNumberOrder(panes).map((pane) => pane.id)).toEqual(['tree', 'objects', 'source']);
    expect(panes[0]!.id).toBe('source');
  });
});
