import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Key } from 'ink';
import { keyNames } from '../../screens/keys/key-names.js';
import { routeKey } from '../../screens/keys/dispatch.js';
import { clipTokens, markMatches, tokenizeAbap } from '../../screens/source/highlight.js';
import { colorTheme, monoTheme } from '../../screens/theme.js';
import { completeCommand } from '../../src/store/commands.js';
import { inspectLines, runLines, unitLines } from '../../src/store/drawer.js';
import { dumpDetailRows } from '../../src/store/dumps.js';
import { cell, columnWidths, gridWindow, scrollTop, type GridColumn } from '../../src/store/grid.js';
import { createDeckStore } from '../../src/store/index.js';
import { paneRegistry } from '../../screens/panes.js';
import { layoutOf } from '../../src/store/layout.js';
import { parseObjectFilter } from '../../src/store/objects.js';
import { sourceView } from '../../src/store/source-lines.js';
import { mergeTree, treeRows } from '../../src/store/tree.js';
import type { DumpEntry, ViewObject } from '../../src/store/wire.js';
import { enterFullScreen, sequences } from '../../src/tui/terminal.js';
import { chooseTheme } from '../../src/tui/theme.js';

const noKey: Key = {
  upArrow: false, downArrow: false, leftArrow: false, rightArrow: false, pageDown: false, pageUp: false, home: false, end: false,
  return: false, escape: false, ctrl: false, shift: false, tab: false, backspace: false, delete: false, meta: false,
  super: false, hyper: false, capsLock: false, numLock: false,
};

describe('key names', () => {
  it.each([
    ['a batch of typed keys is one key each', 'jjj', {}, ['j', 'j', 'j']],
    ['capitals stay capitals', 'G', { shift: true }, ['G']],
    ['space is named', 'a b', {}, ['a', 'space', 'b']],
    ['arrows', '', { downArrow: true }, ['down']],
    ['page keys', '', { pageDown: true }, ['pgdn']],
    ['Enter', '', { return: true }, ['enter']],
    ['Esc', '', { escape: true, meta: true }, ['esc']],
    ['Tab', '', { tab: true }, ['tab']],
    ['Shift+Tab', '', { tab: true, shift: true }, ['shift+tab']],
    ['Ctrl+d', 'd', { ctrl: true }, ['ctrl+d']],
    ['the delete key most terminals send for backspace', '', { delete: true }, ['backspace']],
  ] as const)('%s', (_name, input, key, expected) => {
    expect(keyNames(input, { ...noKey, ...key })).toEqual(expected);
  });
});

describe('routing keys by the state of the moment', () => {
  const store = () => createDeckStore({ panes: paneRegistry, resolveConnection: () => new Promise(() => {}), roots: [] });

  it('sends the rest of a batch to the pane the first key focused', () => {
    const deck = store();
    for (const key of ['2', '?']) routeKey(deck.getState(), key);
    expect(deck.getState().ui.focus).toBe('objects');
    expect(deck.getState().ui.overlay).toBe('help');
    // In the ? overlay, the pane keys do not act (a character types into its filter); Esc clears the filter, then closes it.
    routeKey(deck.getState(), '1');
    expect(deck.getState().ui.focus).toBe('objects');
    expect(deck.getState().ui.help.filter).toBe('1');
    routeKey(deck.getState(), 'esc');
    expect(deck.getState().ui.overlay).toBe('help');
    routeKey(deck.getState(), 'esc');
    expect(deck.getState().ui.overlay).toBe('none');
  });

  it('types into the command line once ":" opened it, keys and all', () => {
    const deck = store();
    for (const key of [':', 'q', 'u', 'i', 't', 'backspace', 'backspace', 'backspace']) routeKey(deck.getState(), key);
    expect(deck.getState().ui.prompt?.text).toBe('q');
    expect(deck.getState().ui.quitting).toBe(false);
    routeKey(deck.getState(), 'enter');
    expect(deck.getState().ui.prompt).toBeNull();
    expect(deck.getState().ui.quitting).toBe(true);
  });

  it('says why a key cannot act instead of doing nothing', () => {
    const deck = store();
    routeKey(deck.getState(), '3');
    routeKey(deck.getState(), 'x');
    expect(deck.getState().connection.status).toEqual({ kind: 'error', text: 'no object open: Enter on an object in pane 2, or :obj <name>' });
  });

  it('completes commands, then their arguments', () => {
    const deck = store();
    expect(completeCommand('p', deck.getState())).toEqual(['pkg ', 'preview ', 'profile ', 'pull ']);
    expect(completeCommand('dumps to', deck.getState())).toEqual(['dumps today']);
    expect(completeCommand('dumps today us', deck.getState())).toEqual(['dumps today user=']);
  });
});

describe('object filter text', () => {
  it.each([
    ['', { types: [], name: '' }],
    ['fare', { types: [], name: '*FARE*' }],
    ['ZCL_*', { types: [], name: 'ZCL_*' }],
    ['clas fare', { types: ['CLAS'], name: '*FARE*' }],
    ['booking dtel', { types: ['DTEL'], name: '*BOOKING*' }],
    ['type:intf', { types: ['INTF'], name: '' }],
    ['demo fare', { types: [], name: '*DEMO*FARE*' }],
    ['doma', { types: [], name: '*DOMA*' }],
    ['re:^zcl_.*(fare|booking)', { types: [], name: '', local: 're:^zcl_.*(fare|booking)' }],
    ['clas !fare', { types: ['CLAS'], name: '', local: '!fare' }],
    ['!re:service$ intf', { types: ['INTF'], name: '', local: '!re:service$' }],
    ['!dtel', { types: [], excludedTypes: ['DTEL'], name: '', local: '' }],
    ['!dtel !tabl fare', { types: [], excludedTypes: ['DTEL', 'TABL'], name: '', local: 'fare' }],
    ['!type:intf', { types: [], excludedTypes: ['INTF'], name: '', local: '' }],
  ])('%j', (text, expected) => {
    expect(parseObjectFilter(text)).toEqual(expected);
  });
});

describe('layout', () => {
  it.each([
    [80, 24],
    [100, 30],
    [200, 60],
  ])('draws at most rows − 1 lines at %i×%i', (columns, rows) => {
    const layout = layoutOf(columns, rows);
    expect(layout.frameHeight).toBe(rows - 1);
    expect(layout.tree.height + layout.objects.height).toBe(layout.main.height);
    expect(layout.main.height + 4).toBe(rows - 1);
    expect(layout.side.width + layout.main.width).toBe(columns);
  });
  it('falls back to 80×24 where the terminal has no size (ink-testing-library has no rows)', () => {
    expect(layoutOf(undefined, undefined).frameHeight).toBe(23);
    expect(layoutOf(100, undefined).rows).toBe(24);
  });
  it('gives the main pane the whole width when zoomed, and a drawer its share', () => {
    expect(layoutOf(100, 30, { zoom: true }).main.width).toBe(100);
    const drawer = layoutOf(100, 30, { drawerOpen: true });
    expect(drawer.sourceRows + drawer.drawerRows + 1).toBe(drawer.mainRows);
  });
});

describe('the grid window', () => {
  const columns: GridColumn[] = [
    { field: 'MANDT', type: 'CLNT', length: 3, key: true },
    { field: 'CARRID', type: 'CHAR', length: 3, key: true },
    { field: 'NAME', type: 'CHAR', length: 40, key: false },
    { field: 'PRICE', type: 'CURR', length: 16, key: false },
    { field: 'NOTE', type: 'STRG', length: 0, key: false },
  ];
  const rows = [{ MANDT: '100', CARRID: 'ZA', NAME: 'Zephyr Air with a very long name indeed, longer than thirty', PRICE: '420.00', NOTE: '' }];
  it('sizes columns by header and values, capped', () => {
    expect(columnWidths(columns, rows)).toEqual([5, 6, 30, 6, 4]);
  });
  it('keeps frozen columns and scrolls the others from `left`', () => {
    const widths = columnWidths(columns, rows);
    const frozen = [false, true, false, false, false];
    expect(gridWindow(columns, widths, frozen, 0, 40)).toEqual({ frozen: [1], scrolling: [0], moreLeft: false, moreRight: true });
    expect(gridWindow(columns, widths, frozen, 2, 40)).toEqual({ frozen: [1], scrolling: [3, 4], moreLeft: true, moreRight: false });
  });
  it('cuts and aligns cells', () => {
    expect(cell('abcdef', 4)).toBe('abc…');
    expect(cell('42', 5, true)).toBe('   42');
    expect(cell('a\nb', 3)).toBe('a b');
  });
  it.each([
    [0, 0, 10, 100, 0],
    [0, 9, 10, 100, 0],
    [0, 10, 10, 100, 1],
    [50, 45, 10, 100, 45],
    [95, 99, 10, 100, 90],
    [0, 3, 10, 4, 0],
  ])('scrollTop(%i, cursor %i, %i visible, %i rows) = %i', (previous, cursor, visible, total, expected) => {
    expect(scrollTop(previous, cursor, visible, total)).toBe(expected);
  });
});

describe('tree rows', () => {
  const node = (PACKAGE: string, PARENT: string, DEPTH: number, OBJECT_COUNT = 1) => ({ PACKAGE, PARENT, DEPTH, OBJECT_COUNT, DESCRIPTION: '' });
  const result = (nodes: ReturnType<typeof node>[]) => ({ SUCCESS: true, COMMAND: 'TREE' as const, PACKAGE: nodes[0]!.PACKAGE, MESSAGE: '', PARENT_PACKAGE: '', NODES: nodes, TOTAL_PACKAGES: nodes.length, TOTAL_OBJECTS: 0, OBJECTS: [], ERROR: '' });
  it('knows children down to the loaded depth and shows expanded packages only', () => {
    const merged = mergeTree({ nodes: {}, children: {} }, result([node('Z', '', 0), node('Z_B', 'Z', 1), node('Z_A', 'Z', 1), node('Z_A_X', 'Z_A', 2)]), 2);
    expect(merged.children).toEqual({ Z: ['Z_A', 'Z_B'], Z_A: ['Z_A_X'], Z_B: [] });
    const rows = treeRows({ roots: ['Z'], ...merged, expanded: { Z: true }, loading: {}, selected: 'Z' });
    expect(rows.map((r) => [r.pkg, r.level, r.expandable])).toEqual([
      ['Z', 0, true],
      ['Z_A', 1, true],
      ['Z_B', 1, false],
    ]);
    const deeper = treeRows({ roots: ['Z'], ...merged, expanded: { Z: true, Z_A: true }, loading: {}, selected: 'Z' });
    expect(deeper.map((r) => [r.pkg, r.expandable])).toContainEqual(['Z_A_X', null]);
  });
});

describe('ABAP highlighting', () => {
  it.each([
    ['  METHOD calc.', [['  ', 'plain'], ['METHOD', 'keyword'], [' calc.', 'plain']]],
    ["    DATA lv TYPE string VALUE 'x'. \" note", [['    ', 'plain'], ['DATA', 'keyword'], [' lv ', 'plain'], ['TYPE', 'keyword'], [' ', 'plain'], ['string', 'keyword'], [' ', 'plain'], ['VALUE', 'keyword'], [' ', 'plain'], ["'x'", 'string'], ['. ', 'plain'], ['" note', 'comment']]],
    ['* full line comment', [['* full line comment', 'comment']]],
    ['x = 42 + ls-data.', [['x = ', 'plain'], ['42', 'number'], [' + ls-data.', 'plain']]],
    ['out->write( |Hi { name }| ).', [['out->write( ', 'plain'], ['|Hi { name }|', 'string'], [' ).', 'plain']]],
  ])('%j', (line, expected) => {
    expect(tokenizeAbap(line).map((t) => [t.text, t.kind])).toEqual(expected);
  });
  it('marks search matches across tokens and clips to a width', () => {
    const marked = markMatches(tokenizeAbap('DATA foo.'), 'a f');
    expect(marked.filter((t) => t.match).map((t) => t.text).join('')).toBe('A f');
    expect(clipTokens(tokenizeAbap('METHOD calculate_price.'), 10).map((t) => t.text).join('')).toBe('METHOD ca…');
  });
});

describe('source rows', () => {
  it('numbers main-source sections with G from global_start and every line with [N]; local sections only [N]', () => {
    const object: ViewObject = {
      name: 'ZCL_X', type: 'CLAS', type_text: 'Class', description: 'Class ZCL_X in Z', source: '', definition: '', not_found: false, components: [],
      sections: [
        { suffix: 'CU', description: 'Public Section', method_name: '', file: '', lines: ['CLASS zcl_x DEFINITION PUBLIC.', '  PUBLIC SECTION.'], global_start: 1 },
        { suffix: 'CM001', description: 'Class Method', method_name: 'RUN', file: '', lines: ['  METHOD run.', '    x = 1.', '  ENDMETHOD.'], global_start: 7 },
        { suffix: 'CCAU', description: 'Unit Test', method_name: '', file: 'testclasses', lines: ['CLASS ltc DEFINITION FOR TESTING.', 'ENDCLASS.'], global_start: 0 },
      ],
    };
    const view = sourceView(object, new Map(object.sections!.map((s) => [s, s.global_start!])));
    const code = view.rows.filter((r) => r.kind === 'code').map((r) => [r.global, r.local, r.text]);
    expect(code).toEqual([
      [1, 1, 'CLASS zcl_x DEFINITION PUBLIC.'],
      [2, 2, '  PUBLIC SECTION.'],
      [7, 1, '  METHOD run.'],
      [8, 2, '    x = 1.'],
      [9, 3, '  ENDMETHOD.'],
      [undefined, 1, 'CLASS ltc DEFINITION FOR TESTING.'],
      [undefined, 2, 'ENDCLASS.'],
    ]);
    expect(view.sections.map((s) => s.methodName || s.suffix)).toEqual(['CU', 'RUN', 'CCAU']);
    expect(view.rows.find((r) => r.kind === 'title' && r.text.includes('RUN'))?.hint).toBe('debug set --objects ZCL_X:8');
  });
});

describe('results as rows', () => {
  it('marks the failing line of a dump and lists the stack innermost first', () => {
    const dump: DumpEntry = {
      ID: '1', UTC_TIMESTAMP: '', DATE: '2025-03-15', TIME: '10:00:00', USER: 'DEVELOPER', PROGRAM: 'ZP', OBJECT: 'ZCL_X', ERROR: 'COMPUTE_INT_ZERODIVIDE',
      EXCEPTION: 'CX_SY_ZERODIVIDE', PACKAGE: 'Z', HOST: 'h', SOURCE_LINE: 2, SOURCE_INCLUDE: 'ZCL_X=====CM001',
      CALL_STACK: [
        { LEVEL: 0, CLASS: '', METHOD: '     1|  METHOD a.\n >>>>>|    x = 1 / 0.\n     3|  ENDMETHOD.', PROGRAM: 'ZP', INCLUDE: 'ZCL_X=====CM001', LINE: 2 },
        { LEVEL: 1, CLASS: 'ZCL_X', METHOD: 'MAIN', PROGRAM: 'ZP', INCLUDE: 'ZCL_X=====CM002', LINE: 4 },
        { LEVEL: 2, CLASS: 'ZCL_X', METHOD: 'A', PROGRAM: 'ZP', INCLUDE: 'ZCL_X=====CM001', LINE: 2 },
      ],
    };
    const rows = dumpDetailRows(dump);
    expect(rows.filter((r) => r.tone === 'errorLine').map((r) => r.text)).toEqual([' >>>>>|    x = 1 / 0.']);
    const stack = rows.slice(rows.findIndex((r) => r.text === 'Call stack') + 1).map((r) => r.text);
    expect(stack).toEqual(['  2  ZCL_X->A     CM001 line 2', '  1  ZCL_X->MAIN  CM002 line 4']);
  });
  it('turns unit, inspect and run results into drawer lines', () => {
    const unit = unitLines({ success: '', test_count: 3, passed_count: 1, failed_count: 2, message: '2 of 3 tests failed', errors: [{ class_name: 'LTC', method_name: 'T1', error_kind: 'FAILURE', error_text: 'expected 40' }] });
    expect(unit.map((l) => [l.text, l.tone])).toEqual([
      ['✗ 2 of 3 tests failed', 'error'],
      ['tests 3 · passed 1 · failed 2', 'dim'],
      ['✗ LTC->T1 (FAILURE)', 'error'],
      ['    expected 40', 'normal'],
    ]);
    const inspect = inspectLines([{ success: 'X', object_type: 'CLAS', object_name: 'ZCL_X', error_count: 0, errors: [], warnings: [{ line: '12', message: 'unused', sobjname: 'ZCL_X=====CM001', method_name: 'RUN' }], infos: [] }]);
    expect(inspect.map((l) => l.text)).toEqual(['✓ CLAS ZCL_X: 0 error(s), 1 warning(s)', '  W RUN line 12: unused']);
    expect(runLines({ success: true, output: '' })[0]!.tone).toBe('warning');
    expect(runLines({ success: false, output: '', error: 'HTTP 500' })).toEqual([{ text: 'HTTP 500', tone: 'error' }]);
  });
});

describe('theme', () => {
  it.each([
    [{}, true, 'color'],
    [{ NO_COLOR: '1' }, true, 'mono'],
    [{ NO_COLOR: '' }, true, 'color'],
    [{ ABAPDECK_THEME: 'mono' }, true, 'mono'],
    [{ TERM: 'dumb' }, true, 'mono'],
    [{}, false, 'mono'],
    [{ NO_COLOR: '1', ABAPDECK_THEME: 'color' }, true, 'color'],
  ])('%j with colours %s is %s', (env, colors, name) => {
    expect(chooseTheme(env, { hasColors: () => colors }).name).toBe(name);
  });
  it('uses no colour at all in the monochrome theme', () => {
    for (const style of Object.values(monoTheme)) if (typeof style === 'object') expect(style).not.toHaveProperty('color');
    expect(colorTheme.keyword.color).toBeDefined();
  });
});

describe('the terminal around the TUI', () => {
  class FakeStream extends EventEmitter {
    written = '';
    isTTY = true;
    raw: boolean[] = [];
    write(text: string) {
      this.written += text;
      return true;
    }
    setRawMode(mode: boolean) {
      this.raw.push(mode);
      return this;
    }
  }
  it('enters the alternate screen with the cursor hidden and restores both once', () => {
    const stdout = new FakeStream();
    const stdin = new FakeStream();
    const handlers = process.listenerCount('uncaughtException');
    const screen = enterFullScreen({ stdout: stdout as unknown as NodeJS.WriteStream, stdin: stdin as unknown as NodeJS.ReadStream }, () => {});
    expect(stdout.written.startsWith(sequences.enterAlternateScreen)).toBe(true);
    expect(stdout.written).toContain(sequences.hideCursor);
    stdout.written = '';
    stdout.emit('resize');
    expect(stdout.written).toBe(sequences.clearScreen);
    screen.restore();
    screen.restore();
    expect(stdout.written).toBe(sequences.clearScreen + sequences.showCursor + sequences.leaveAlternateScreen);
    expect(stdin.raw).toEqual([false]);
    expect(process.listenerCount('uncaughtException')).toBe(handlers);
  });
  it('restores the terminal before reporting an uncaught error', () => {
    const stdout = new FakeStream();
    const stdin = new FakeStream();
    const crashes: unknown[] = [];
    enterFullScreen({ stdout: stdout as unknown as NodeJS.WriteStream, stdin: stdin as unknown as NodeJS.ReadStream }, (error) => {
      crashes.push(error);
      expect(stdout.written.endsWith(sequences.leaveAlternateScreen)).toBe(true);
    });
    const listeners = process.listeners('uncaughtException');
    const crash = listeners[listeners.length - 1] as (error: Error) => void;
    crash(new Error('boom'));
    expect(crashes).toHaveLength(1);
    expect(process.listeners('uncaughtException')).not.toContain(crash);
  });
});
