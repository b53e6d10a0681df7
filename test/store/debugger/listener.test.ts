/**
 * The listen/attach loop of the debugger slice (src/store/debugger/listener.ts) over fake debug tools: a run
 * that stops is attached and shown, steps follow it to its end, a second stop waits for the first to go on.
 */
import { describe, expect, it, vi } from 'vitest';
import { stopReason } from '../../../src/store/debugger/listener.js';
import { debugDecksLeftAfterEach, position, variable } from '../../support/fake-debug-tools.js';

const deck = debugDecksLeftAfterEach();

const hit = (debuggeeId: string, line: number) => ({ debuggeeId, program: 'ZPROG', include: 'ZPROG', line, uri: '' });

describe('the listener', () => {
  it('listens once a breakpoint is set, attaches to the run that stops and shows the stop', async () => {
    const { d, session, store, status } = await deck();
    session.at = position('ZPROG', 5);
    session.frameVariables = [variable('LV_A', '1')];
    session.hits.push(hit('D1', 5));
    await d().toggle({ kind: 'program', name: 'ZPROG', line: 5 });
    await vi.waitFor(() => expect(d().phase).toBe('stopped'));
    expect(session.calls).toEqual(['attach D1']);
    expect(d()).toMatchObject({ message: 'stopped at ZPROG line 5 (MAIN)', variables: [{ variable: { name: 'LV_A' }, depth: 0, expanded: false }] });
    expect(store.getState().ui.focus).toBe('debugger');
    expect(status()).toMatchObject({ text: 'breakpoint reached: ZPROG line 5' });
  });

  it('steps to the next stop, and on the program end goes back to listening for the breakpoints', async () => {
    const { d, session, status } = await deck();
    session.hits.push(hit('D1', 5));
    await d().toggle({ kind: 'program', name: 'ZPROG', line: 5 });
    await vi.waitFor(() => expect(d().phase).toBe('stopped'));
    session.steps.push({ position: position('ZPROG', 6) });
    await d().step('stepOver');
    expect(d()).toMatchObject({ phase: 'stopped', position: { line: 6 }, message: 'stopped at ZPROG line 6 (MAIN)' });
    await d().step('stepOver');
    expect(d()).toMatchObject({ phase: 'idle', position: null, variables: [], message: 'the program has ended' });
    expect(status()).toMatchObject({ text: 'the program has ended' });
    expect(session.calls).toEqual(['attach D1', 'step stepOver', 'step stepOver']);
  });

  it('shows a second run that stops while one is stopped once that one goes on', async () => {
    const { d, session, store } = await deck();
    const notify = vi.spyOn(store.getState().connection, 'notify');
    session.hits.push(hit('D1', 5), hit('D2', 9));
    await d().toggle({ kind: 'program', name: 'ZPROG', line: 5 });
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('another run stopped at ZPROG line 9: shown once this one goes on'));
    await vi.waitFor(() => expect(d().phase).toBe('stopped'));
    expect(session.calls).toEqual(['attach D1']);
    await d().step('stepOver');
    await vi.waitFor(() => expect(session.calls).toEqual(['attach D1', 'step stepOver', 'attach D2']));
    await vi.waitFor(() => expect(d().phase).toBe('stopped'));
  });

  it('refuses a line to run to that is no line number, and keeps the stop', async () => {
    const { d, session, status } = await deck();
    session.hits.push(hit('D1', 5));
    await d().toggle({ kind: 'program', name: 'ZPROG', line: 5 });
    await vi.waitFor(() => expect(d().phase).toBe('stopped'));
    await d().toLine('run', 'ten');
    expect(status()).toEqual({ kind: 'error', text: "'ten' is not a line number" });
    expect(d().phase).toBe('stopped');
    session.steps.push({ position: position('ZPROG', 10) });
    await d().toLine('run', ' 10 ');
    expect(session.calls.at(-1)).toBe('step run 10');
    expect(d().position?.line).toBe(10);
  });

  it('detaches: every breakpoint deleted, the program runs on, nothing left to listen for', async () => {
    const { d, session, book } = await deck();
    session.hits.push(hit('D1', 5));
    await d().toggle({ kind: 'program', name: 'ZPROG', line: 5 });
    await vi.waitFor(() => expect(d().phase).toBe('stopped'));
    await d().detach();
    expect(book.breakpoints).toEqual([]);
    expect(d()).toMatchObject({ phase: 'idle', breakpoints: [], message: 'detached: breakpoints deleted, the program runs to its end' });
  });

  it('quits at once with no program stopped; with one, asks first', async () => {
    const { d, session, store } = await deck();
    d().quitAsking();
    expect(store.getState().ui.confirm).toBeNull();
    session.hits.push(hit('D1', 5));
    await d().toggle({ kind: 'program', name: 'ZPROG', line: 5 });
    await vi.waitFor(() => expect(d().phase).toBe('stopped'));
    d().quitAsking();
    expect(store.getState().ui.confirm).toMatchObject({ question: 'A program is stopped in the debugger. Quit?' });
  });

  it('lets a stopped program go when the deck goes away', async () => {
    const { d, session } = await deck();
    session.hits.push(hit('D1', 5));
    await d().toggle({ kind: 'program', name: 'ZPROG', line: 5 });
    await vi.waitFor(() => expect(d().phase).toBe('stopped'));
    await d().leave(100);
    expect(session.calls).toContain('leave');
    expect(session.isAttached).toBe(false);
  });
});

describe('why a stop is where it is', () => {
  it.each([
    [[], ''],
    [[{ kind: 'line' }], ''],
    [[{ kind: 'watchpoint', id: '2', variableName: 'LV_X', oldValue: '1', newValue: '2' }], "watchpoint 2: LV_X '1' → '2'"],
    [[{ kind: 'exception', exceptionClass: 'CX_SY_ZERODIVIDE' }], 'exception CX_SY_ZERODIVIDE'],
  ])('%j → %s', (reached, expected) => {
    expect(stopReason(reached as never)).toBe(expected);
  });
});
