/** The variables tree of the debugger slice (src/store/debugger/variables.ts) over fake debug tools. */
import { describe, expect, it, vi } from 'vitest';
import { isExpandable } from '../../../src/store/debugger.js';
import { readWatches } from '../../../src/store/debugger/variables.js';
import { debugDeck, debugDecksLeftAfterEach, position, variable } from '../../support/fake-debug-tools.js';

const deck = debugDecksLeftAfterEach();

/** A deck stopped at ZPROG line 5 with the given variables. */
async function stopped(variables: ReturnType<typeof variable>[]) {
  const opened = await deck();
  opened.session.at = position('ZPROG', 5);
  opened.session.frameVariables = variables;
  opened.session.hits.push({ debuggeeId: 'D1', program: 'ZPROG', include: 'ZPROG', line: 5, uri: '' });
  await opened.d().toggle({ kind: 'program', name: 'ZPROG', line: 5 });
  await vi.waitFor(() => expect(opened.d().phase).toBe('stopped'));
  return opened;
}

describe('what can be expanded', () => {
  it.each([
    [variable('LS_X', '', 'structure'), true],
    [variable('LT_X', 'Standard Table[2]', 'table', { tableLines: 2 }), true],
    [variable('LT_E', 'Standard Table[0]', 'table', { tableLines: 0 }), false],
    [variable('LO_X', '{O:12*\\CLASS=ZCL_A}', 'objectref'), true],
    [variable('LO_I', '{O:initial}', 'objectref'), false],
    [variable('LR_I', '{A:initial}', 'dataref'), false],
    [variable('LV_X', '1'), false],
  ])('%j: %s', (v, expected) => {
    expect(isExpandable(v)).toBe(expected);
  });
});

describe('the variables tree', () => {
  it('expands a structure below its row and collapses it again', async () => {
    const { d, session } = await stopped([variable('LS_X', '', 'structure'), variable('LV_Y', '2')]);
    session.children['LS_X'] = [variable('LS_X-A', 'a'), variable('LS_X-B', 'b')];
    await d().toggleVariable();
    expect(d().variables.map((row) => [row.variable.name, row.depth, row.expanded])).toEqual([
      ['LS_X', 0, true],
      ['LS_X-A', 1, false],
      ['LS_X-B', 1, false],
      ['LV_Y', 0, false],
    ]);
    await d().toggleVariable();
    expect(d().variables.map((row) => row.variable.name)).toEqual(['LS_X', 'LV_Y']);
  });

  it('sets a value: the row shows the value the system converted it to', async () => {
    const { d, session, store, status } = await stopped([variable('LV_C', 'abc')]);
    d().editValue();
    expect(store.getState().ui.prompt).toMatchObject({ kind: 'debugValue', text: 'abc' });
    await d().setValue('XYZXYZ');
    expect(session.calls).toContain('set LV_C=XYZXYZ');
    expect(d().variables[0]!.variable).toMatchObject({ value: 'XYZ', changed: true });
    expect(status()).toMatchObject({ text: "LV_C = 'XYZ' (converted from 'XYZXYZ' by its type C)" });
  });

  it('sets a value only while a program is stopped', async () => {
    const { d, status } = await debugDeck();
    d().editValue();
    expect(status()).toEqual({ kind: 'error', text: '= sets the variable at the cursor while a program is stopped (the variables section)' });
  });

  it('selects a frame of the stack and reads its variables', async () => {
    const { d } = await stopped([variable('LV_A', '1')]);
    await d().selectFrame(1);
    expect(d()).toMatchObject({ frame: 1, stackCursor: 1, position: { line: 101 }, message: 'frame #1: MAIN (ZPROG line 101); a step goes on from the top' });
  });

  it('watches a variable: read at once while stopped, in the watches section', async () => {
    const { d } = await stopped([variable('LV_A', '1')]);
    await d().watch(' lv_a ');
    await d().watch('LV_A');
    expect(d()).toMatchObject({ section: 'watches', watchCursor: 0, watches: [{ path: 'LV_A', variable: { value: '1' } }] });
  });

  it('reads watches again: changed when the value differs, the error when the variable is not there', async () => {
    const session = { variable: async (path: string) => (path === 'LV_A' ? variable('LV_A', '2') : Promise.reject(new Error(`${path} is not known here`))) };
    const rows = await readWatches(session, [{ path: 'LV_A', variable: variable('LV_A', '1') }, { path: 'LV_GONE' }]);
    expect(rows).toEqual([
      { path: 'LV_A', variable: variable('LV_A', '2'), changed: true },
      { path: 'LV_GONE', error: 'LV_GONE is not known here' },
    ]);
  });

  it('shows an internal table in the preview grid, one row per line', async () => {
    const { d, session, store } = await stopped([variable('LT_X', 'Standard Table[2]', 'table', { tableLines: 2 })]);
    session.children['LT_X'] = [variable('LT_X[1]', 'one'), variable('LT_X[2]', 'two')];
    await d().openTable();
    expect(store.getState().ui.focus).toBe('preview');
    expect(store.getState().preview.object).toMatchObject({ name: 'LT_X', type: 'ITAB' });
  });
});
