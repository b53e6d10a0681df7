/** The sections of the debugger pane and their cursors (src/store/debugger/navigation.ts). */
import { describe, expect, it } from 'vitest';
import { sectionLength } from '../../../src/store/debugger/navigation.js';
import { initialDebuggerData, type DebuggerData } from '../../../src/store/debugger/model.js';
import { debugDeck } from '../../support/fake-debug-tools.js';

describe('the sections of the debugger pane', () => {
  it('counts the watchpoints after the breakpoints in the breakpoints section', () => {
    const data = { ...initialDebuggerData, breakpoints: [{}, {}], watchpoints: [{}], watches: [{}] } as unknown as DebuggerData;
    expect(sectionLength(data, 'breakpoints')).toBe(3);
    expect(sectionLength(data, 'watches')).toBe(1);
    expect(sectionLength(data, 'variables')).toBe(0);
  });

  it('moves between the sections in a ring', async () => {
    const { d } = await debugDeck();
    expect(d().section).toBe('variables');
    d().nextSection(-1);
    expect(d().section).toBe('watches');
    d().nextSection(1);
    d().nextSection(1);
    expect(d().section).toBe('stack');
  });

  it('keeps the cursor of each section within its rows', async () => {
    const { d } = await debugDeck();
    await d().watch('lv_a');
    await d().watch('lv_b');
    await d().watch('lv_c');
    d().moveTo('first');
    expect(d().watchCursor).toBe(0);
    d().move(10);
    expect(d().watchCursor).toBe(2);
    d().page(-1);
    expect(d().watchCursor).toBe(0);
    d().focusSection('variables');
    d().move(3);
    expect(d().cursor).toBe(0);
  });

  it('Enter on a breakpoint enables or disables it', async () => {
    const { d, book } = await debugDeck();
    await d().toggle({ kind: 'program', name: 'ZPROG', line: 5 });
    d().focusSection('breakpoints');
    await d().activate();
    expect(book.breakpoints[0]!.enabled).toBe(false);
    await d().leave(0);
  });
});
