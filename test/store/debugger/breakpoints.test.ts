/** Breakpoint-list editing of the debugger slice (src/store/debugger/breakpoints.ts), over fake debug tools. */
import { describe, expect, it } from 'vitest';
import { breakpointTargetOf, sameTarget } from '../../../src/store/debugger.js';
import type { ObjectRef } from '../../../src/store/backend.js';
import type { SourceRow } from '../../../src/store/source-lines.js';
import { debugDecksLeftAfterEach } from '../../support/fake-debug-tools.js';

const deck = debugDecksLeftAfterEach();

describe('where a breakpoint on a source row goes', () => {
  const code = (global: number | undefined, local: number | undefined): SourceRow => ({ kind: 'code', global, local, section: 0 }) as unknown as SourceRow;
  const clas: ObjectRef = { type: 'CLAS', name: 'zcl_a' };
  const prog: ObjectRef = { type: 'PROG', name: 'zprog' };
  it.each([
    ['a class main line', clas, code(12, 3), undefined, { kind: 'class', name: 'ZCL_A', line: 12 }],
    ['a line of the test classes', clas, code(undefined, 4), { file: 'testclasses' }, { kind: 'class', name: 'ZCL_A', include: 'testclasses', line: 4 }],
    ['a line of another class section', clas, code(undefined, 4), { file: 'macros' }, undefined],
    ['a program line', prog, code(undefined, 7), undefined, { kind: 'program', name: 'ZPROG', line: 7 }],
    ['no object', null, code(1, 1), undefined, undefined],
    ['a row that is no code', prog, { kind: 'header' } as unknown as SourceRow, undefined, undefined],
  ])('%s', (_name, object, row, section, expected) => {
    expect(breakpointTargetOf(object, row, section as never)).toEqual(expected);
  });

  it('compares targets by kind, name, include and line', () => {
    expect(sameTarget({ kind: 'class', name: 'A', line: 1 }, { kind: 'class', name: 'A', include: '', line: 1 })).toBe(true);
    expect(sameTarget({ kind: 'class', name: 'A', line: 1 }, { kind: 'class', name: 'A', include: 'testclasses', line: 1 })).toBe(false);
  });
});

describe('the breakpoint list', () => {
  it('sets a breakpoint, then removes it on a second toggle', async () => {
    const { d, book, status } = await deck();
    await d().toggle({ kind: 'program', name: 'ZPROG', line: 5 });
    expect(d().breakpoints.map((bp) => bp.position)).toEqual(['ZPROG:5']);
    expect(status()).toMatchObject({ text: 'breakpoint set: ZPROG:5' });
    await d().toggle({ kind: 'program', name: 'ZPROG', line: 5 });
    expect(d().breakpoints).toEqual([]);
    expect(book.breakpoints).toEqual([]);
    expect(status()).toMatchObject({ text: 'breakpoint removed: ZPROG:5' });
  });

  it('shows the reason of a breakpoint the system refuses, and lists nothing', async () => {
    const { d, book, status } = await deck();
    book.reject.set('ZPROG:1', 'no executable statement on this line');
    await d().toggle({ kind: 'program', name: 'ZPROG', line: 1 });
    expect(d().breakpoints).toEqual([]);
    expect(status()).toEqual({ kind: 'error', text: 'ZPROG:1: no executable statement on this line' });
  });

  it('refuses a breakpoint where the source pane shows no ABAP line', async () => {
    const { d, status } = await deck();
    await d().toggleAtCursor();
    expect(status()).toEqual({ kind: 'error', text: 'no breakpoint here: only lines of ABAP sources of classes and programs' });
  });

  it('loads the list kept for the user, and enables, disables and conditions the one at the cursor', async () => {
    const { d, book, status, store } = await deck();
    await book.add([{ kind: 'program', name: 'ZPROG', line: 5 }]);
    await d().load();
    expect(d().breakpoints).toHaveLength(1);
    d().focusSection('breakpoints');
    await d().toggleBreakpointEnabled();
    expect(d().breakpoints[0]!.enabled).toBe(false);
    expect(status()).toMatchObject({ text: 'breakpoint disabled: ZPROG:5' });

    d().editCondition();
    expect(store.getState().ui.prompt).toMatchObject({ kind: 'breakpointCondition', text: '' });
    await d().setCondition('lv_x = 1');
    expect(d().breakpoints[0]!.condition).toBe('lv_x = 1');
    expect(status()).toMatchObject({ text: 'ZPROG:5 stops if lv_x = 1' });
    await d().setCondition('bad (');
    expect(status()).toEqual({ kind: 'error', text: 'ZPROG:5: the condition is no valid expression' });
  });

  it('edits a condition only in the breakpoints section', async () => {
    const { d, status } = await deck();
    d().editCondition();
    expect(status()).toEqual({ kind: 'error', text: 'e edits the condition of the breakpoint at the cursor (the breakpoints section: h and l)' });
  });

  it('sets an exception breakpoint by its class, and deletes the breakpoint at the cursor', async () => {
    const { d, status } = await deck();
    await d().addException('  CX_SY_ZERODIVIDE ');
    expect(d().breakpoints.map((bp) => bp.exceptionClass)).toEqual(['CX_SY_ZERODIVIDE']);
    expect(status()).toMatchObject({ text: 'breakpoint set: exception CX_SY_ZERODIVIDE' });
    d().focusSection('breakpoints');
    await d().deleteAtCursor();
    expect(d().breakpoints).toEqual([]);
  });

  it('deletes a watch in the watches section, and nothing in the variables section', async () => {
    const { d, status } = await deck();
    await d().watch('lv_a');
    await d().watch('lv_b');
    expect(d().watches.map((w) => w.path)).toEqual(['LV_A', 'LV_B']);
    await d().deleteAtCursor();
    expect(d().watches.map((w) => w.path)).toEqual(['LV_A']);
    expect(status()).toMatchObject({ text: 'watch removed: LV_B' });
    d().focusSection('variables');
    await d().deleteAtCursor();
    expect(status()).toMatchObject({ kind: 'error', text: 'x deletes in the breakpoints or watches section (h and l move between sections)' });
  });

  it('sets a watchpoint only while a program is stopped', async () => {
    const { d, status } = await deck();
    d().promptWatchpoint();
    expect(status()).toEqual({ kind: 'error', text: 'a watchpoint is set while the program is stopped (on a variable of the frame shown)' });
  });
});
