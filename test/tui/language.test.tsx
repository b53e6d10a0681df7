/**
 * The language service in the source pane (issue 36): the column cursor (h l W B), fd definition across objects
 * and back (Esc, Ctrl+O, Ctrl+K), fi implementations, fr references into the where-used pane, H hover in the
 * drawer, R rename previewed then written to the working folder's files — against a real test service.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { editorDeps } from '../../src/tui/editor.js';
import { addObject, addPackage } from '../support/fixtures.js';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { SHAPES_SYSTEM, ZCL_CIRCLE_SOURCE, ZIF_SHAPE_SOURCE, ZSHAPES_SOURCE } from '../system/language/fixtures.js';
import { clas } from '../system/checks/fixtures.js';
import { keys, startDeck, type Deck } from './support.js';

let service: TestService;
let deck: Deck | undefined;
let work: string;

const ZCL_SQUARE_SOURCE = `CLASS zcl_square DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES zif_shape.
    DATA mv_side TYPE i.
ENDCLASS.

CLASS zcl_square IMPLEMENTATION.
  METHOD zif_shape~area.
    rv_area = mv_side * mv_side.
  ENDMETHOD.
ENDCLASS.
`;

const ctrlO = '\x0f';
const ctrlK = '\x0b';

beforeAll(async () => {
  service = await startTestService({
    prepare: (system) => {
      addPackage(system, 'ZSHAPES');
      for (const object of SHAPES_SYSTEM) addObject(system, 'ZSHAPES', object.type, object.name, object);
      // a second implementation of zif_shape~area: fi offers a choice
      addObject(system, 'ZSHAPES', 'CLAS', 'ZCL_SQUARE', clas('ZCL_SQUARE', ZCL_SQUARE_SOURCE));
    },
  });
  work = tempDir('abapdeck-language-');
  mkdirSync(join(work, 'src'));
  writeFileSync(join(work, 'src/zshapes.prog.abap'), ZSHAPES_SOURCE);
  writeFileSync(join(work, 'src/zcl_circle.clas.abap'), ZCL_CIRCLE_SOURCE);
  writeFileSync(join(work, 'src/zif_shape.intf.abap'), ZIF_SHAPE_SOURCE);
  execFileSync('git', ['init', '-q'], { cwd: work });
  // the language service's registry is built on a check worker by its first request (a served system's warm-up
  // builds it at start): built here, so each key's wait is the key's
  await service.system.checkWorkers.language({ operation: 'symbols', input: { document: 'zshapes.prog.abap' } });
}, 120_000);
afterEach(() => {
  deck?.unmount();
  deck = undefined;
});
afterAll(async () => service?.stop());

function start(): Deck {
  deck = startDeck(service, { editor: editorDeps({ cwd: work, env: { PATH: process.env['PATH'] } }) });
  return deck;
}

/** Opens an object with :obj and searches `text` with /: the cursor on its first line, the column at its start. */
async function openAt(d: Deck, object: string, text: string): Promise<void> {
  await d.press(':');
  await d.type(`obj ${object}`);
  await d.press(keys.enter);
  await d.waitFor((_f, s) => s.source.object?.name === object && !!s.source.view && s.ui.focus === 'source', `${object} open`);
  await d.press('/');
  await d.type(text);
  await d.press(keys.enter);
  const row = d.state().source.view!.rows[d.state().source.cursor]!;
  expect(row.text).toContain(text);
  // the search puts the column cursor on the match
  expect(d.state().source.column).toBe(row.text.indexOf(text));
}

const cursorLine = (d: Deck) => d.state().source.view!.rows[d.state().source.cursor]!.text;

describe('the column cursor', () => {
  it('moves by characters and words, shown in the frame (kept across lines as vim does); g keeps its meaning', { timeout: 60_000 }, async () => {
    const d = start();
    await openAt(d, 'ZSHAPES', 'DATA(lo_circle)');
    // "  DATA(lo_circle) = zcl_circle=>create( 2 )."
    expect(d.state().source.column).toBe(2);
    await d.press('W');
    expect(d.state().source.column).toBe(7);
    await d.press('W', 'W');
    expect(d.state().source.column).toBe(cursorLine(d).indexOf('create'));
    await d.waitFor(`col ${cursorLine(d).indexOf('create') + 1}`, 'the column in the frame');
    await d.press('B');
    expect(d.state().source.column).toBe(cursorLine(d).indexOf('zcl_circle'));
    await d.press('l', 'l', 'h');
    expect(d.state().source.column).toBe(cursorLine(d).indexOf('zcl_circle') + 1);
    // a shorter line: the column stops at its end (and comes back on a longer one, as vim's does)
    await d.press('W', 'W', 'W');
    const wanted = d.state().source.column;
    await d.press('k');
    expect(cursorLine(d)).toBe('START-OF-SELECTION.');
    await d.waitFor(`col ${'START-OF-SELECTION.'.length}`, 'the column at the end of the shorter line');
    await d.press('j');
    await d.waitFor(`col ${wanted + 1}`, 'the column kept');
    // g still goes to the first line (the prefix of the language keys is f)
    await d.press('g');
    expect(d.state().source.cursor).toBe(0);
  });
});

describe('definition and the jump trail', () => {
  it('fd opens the definition in another object at its line; Esc comes back; Ctrl+K and Ctrl+O walk the trail', { timeout: 60_000 }, async () => {
    const d = start();
    await openAt(d, 'ZSHAPES', 'create(');
    const from = { row: d.state().source.cursor, column: d.state().source.column };
    await d.press('f');
    // the key bar waits for the sequence's next key
    let frame = await d.waitFor((f) => f.includes('f…') && f.includes('fd definition'), 'the pending key in the key bar');
    expect(d.state().ui.pendingKeys).toBe('f');
    await d.press('d');
    expect(d.state().ui.pendingKeys).toBe('');
    frame = await d.waitFor((_f, s) => s.source.object?.name === 'ZCL_CIRCLE' && !!s.source.view && cursorLine(d).includes('CLASS-METHODS create'), 'the definition open');
    expect(frame).toContain('ZCL_CIRCLE');
    expect(cursorLine(d).slice(d.state().source.column)).toMatch(/^create IMPORTING/);
    // Esc: back where fd was pressed
    await d.press(keys.esc);
    await d.waitFor((_f, s) => s.source.object?.name === 'ZSHAPES' && !!s.source.view && s.source.cursor === from.row, 'back in ZSHAPES');
    expect(d.state().source.column).toBe(from.column);
    // forward again, then back with Ctrl+O
    await d.press(ctrlK);
    await d.waitFor((_f, s) => s.source.object?.name === 'ZCL_CIRCLE' && !!s.source.view && cursorLine(d).includes('CLASS-METHODS create'), 'forward to the definition');
    await d.press(ctrlO);
    await d.waitFor((_f, s) => s.source.object?.name === 'ZSHAPES' && !!s.source.view && s.source.cursor === from.row, 'back again');
    await d.press(ctrlO);
    await d.waitFor((_f, s) => s.connection.status?.text.includes('no older place') === true, 'the start of the trail said');
  });

  it('a key that finishes no sequence says so, and Esc cancels a waiting one', { timeout: 60_000 }, async () => {
    const d = start();
    await openAt(d, 'ZSHAPES', 'create(');
    const row = d.state().source.cursor;
    await d.press('f', 'j');
    await d.waitFor((_f, s) => s.connection.status?.text.includes('fj is not a key here') === true, 'the refusal');
    expect(d.state().source.cursor).toBe(row);
    await d.press('f', keys.esc);
    expect(d.state().ui.pendingKeys).toBe('');
    expect(d.state().ui.focus).toBe('source');
  });

  it('fi offers the implementations of an interface method to choose from, and opens the one chosen', { timeout: 60_000 }, async () => {
    const d = start();
    await openAt(d, 'ZSHAPES', 'area(');
    await d.press('f', 'i');
    const frame = await d.waitFor((_f, s) => s.ui.confirm?.choices !== undefined, 'the choice');
    expect(frame).toContain('2 implementations of area: which one?');
    const choices = d.state().ui.confirm!.choices!;
    expect(choices.map((choice) => choice.label).sort()).toEqual(['CLAS ZCL_CIRCLE line 28', 'CLAS ZCL_SQUARE line 8']);
    await d.press(choices.find((choice) => choice.label.includes('ZCL_SQUARE'))!.key);
    await d.waitFor((_f, s) => s.source.object?.name === 'ZCL_SQUARE' && !!s.source.view && cursorLine(d).includes('METHOD zif_shape~area'), 'ZCL_SQUARE open');
    await d.press(ctrlO);
    await d.waitFor((_f, s) => s.source.object?.name === 'ZSHAPES' && !!s.source.view && cursorLine(d).includes('area('), 'back');
    await d.press('f', 'i');
    await d.waitFor((_f, s) => s.ui.confirm?.choices !== undefined, 'the choice again');
    await d.press(choices.find((choice) => choice.label.includes('ZCL_CIRCLE'))!.key);
    await d.waitFor((_f, s) => s.source.object?.name === 'ZCL_CIRCLE' && !!s.source.view && cursorLine(d).includes('METHOD zif_shape~area'), 'the implementation open');
  });
});

describe('references and hover', () => {
  it('fr lists the references of an attribute in the where-used pane; Enter opens one at its line', { timeout: 60_000 }, async () => {
    const d = start();
    await openAt(d, 'ZCL_CIRCLE', 'mv_radius TYPE');
    await d.press('f', 'r');
    const frame = await d.waitFor((_f, s) => s.ui.focus === 'whereUsed' && s.whereUsed.references.length > 0, 'the references listed');
    expect(frame).toContain('uses of name MV_RADIUS');
    const objects = new Set(d.state().whereUsed.references.map((r) => r.object));
    expect(objects).toEqual(new Set(['ZCL_CIRCLE', 'ZSHAPES']));
    const index = d.state().whereUsed.references.findIndex((r) => r.object === 'ZSHAPES');
    for (let n = 0; n < index; n++) await d.press('j');
    await d.press(keys.enter);
    await d.waitFor((_f, s) => s.ui.focus === 'source' && s.source.object?.name === 'ZSHAPES' && !!s.source.view && cursorLine(d).includes('lo_circle->mv_radius'), 'the use in ZSHAPES');
  });

  it('H shows what the name is in the drawer', { timeout: 60_000 }, async () => {
    const d = start();
    await openAt(d, 'ZSHAPES', 'create(');
    await d.press('H');
    const frame = await d.waitFor((_f, s) => !s.drawer.running && s.drawer.title === 'hover create', 'the hover');
    expect(frame).toContain('Makes a circle of the given radius');
  });
});

describe('rename', () => {
  const program = join('src', 'zshapes.prog.abap');
  const circle = join('src', 'zcl_circle.clas.abap');
  const restore = () => {
    writeFileSync(join(work, program), ZSHAPES_SOURCE);
    writeFileSync(join(work, circle), ZCL_CIRCLE_SOURCE);
  };
  afterEach(restore);

  /** R on the method create of ZCL_CIRCLE, new name make: the preview, then the question. */
  async function renameCreate(d: Deck): Promise<string> {
    await openAt(d, 'ZCL_CIRCLE', 'create IMPORTING');
    await d.press('R');
    await d.waitFor((_f, s) => s.ui.prompt?.kind === 'rename' && s.ui.prompt.text === 'create', 'the new name asked');
    await d.press(keys.ctrlU);
    await d.type('make');
    await d.press(keys.enter);
    return d.waitFor((_f, s) => s.ui.confirm !== null, 'the rename asked');
  }

  it('R previews every change in the drawer, then writes them to the working folder\'s files on yes', { timeout: 60_000 }, async () => {
    const d = start();
    const frame = await renameCreate(d);
    expect(frame).toContain('Rename create to make: 3 change(s) in 2 file(s)');
    const preview = d.state().drawer.lines.map((line) => line.text);
    expect(preview).toEqual([
      '3 change(s) in 2 file(s): create → make',
      'zcl_circle.clas.abap',
      `  line 10:${ZCL_CIRCLE_SOURCE.split('\n')[9]!.indexOf('create') + 1} → make`,
      `  line 20:${ZCL_CIRCLE_SOURCE.split('\n')[19]!.indexOf('create') + 1} → make`,
      'zshapes.prog.abap',
      `  line 4:${ZSHAPES_SOURCE.split('\n')[3]!.indexOf('create') + 1} → make`,
    ]);
    // nothing written before the yes
    expect(readFileSync(join(work, program), 'utf8')).toBe(ZSHAPES_SOURCE);
    await d.press('y');
    await d.waitFor((_f, s) => s.connection.status?.text.includes('renamed create to make in 2 file(s)') === true, 'the rename done');
    expect(readFileSync(join(work, program), 'utf8')).toBe(ZSHAPES_SOURCE.replace('create(', 'make('));
    expect(readFileSync(join(work, circle), 'utf8')).toBe(ZCL_CIRCLE_SOURCE.replace('CLASS-METHODS create', 'CLASS-METHODS make').replace('METHOD create.', 'METHOD make.'));
  });

  it('changes no file when one of them differs from the system\'s version where an edit goes', { timeout: 60_000 }, async () => {
    const d = start();
    // a line added on top of the program: its call of create is a line further down than the system's
    writeFileSync(join(work, program), `* changed here\n${ZSHAPES_SOURCE}`);
    await renameCreate(d);
    await d.press('y');
    await d.waitFor((_f, s) => s.connection.status?.text.includes('rename: no file changed') === true, 'the refusal');
    expect(d.state().drawer.lines.map((line) => line.text).join('\n')).toContain('zshapes.prog.abap: line 4 does not hold create');
    expect(readFileSync(join(work, circle), 'utf8')).toBe(ZCL_CIRCLE_SOURCE);
  });

  it('R is refused with the engine\'s reason, and nothing changes', { timeout: 60_000 }, async () => {
    const d = start();
    await openAt(d, 'ZSHAPES', 'START-OF-SELECTION');
    await d.press('R');
    await d.waitFor((_f, s) => s.connection.status?.text.startsWith('rename refused: ') === true, 'the refusal');
    expect(d.state().ui.prompt).toBeNull();
    expect(readFileSync(join(work, program), 'utf8')).toBe(ZSHAPES_SOURCE);
  });
});

// Issue 36, what was left, item 4: at 120 columns the bar had no room for the language keys (it showed ] s / d x u c
// i e E). The source pane's main keys stay whole there; its lesser keys give way first. At 80 columns every key
// that works stays, labels cut (test/tui/new-user.test.tsx), the language keys among them.
describe("the source pane's key bar", () => {
  const keyBarOf = (frame: string) => frame.split('\n').at(-1)!.replace(/\x1b\[[0-9;]*m/g, '');
  const keysOf = (frame: string) => keyBarOf(frame).trim().split(/\s{2,}/);
  it('shows the language keys with whole labels at 120 columns', { timeout: 60_000 }, async () => {
    const shown = ['/ search', 'd drawer', 'x run', 'u unit', 'c check', 'e edit', 'b breakpoint', 'fd def', 'fr refs', 'H hover', 'R rename', '? help', 'q quit'];
    const d = start();
    await openAt(d, 'ZSHAPES', 'lo_circle->mv_radius');
    d.state().ui.resize(120, 30);
    const frame = await d.waitFor((f) => JSON.stringify(keysOf(f)) === JSON.stringify(shown), `the key bar at 120 columns: ${shown.join('  ')}`).catch(() => d.frame());
    expect(keysOf(frame)).toEqual(shown);
    expect(keyBarOf(frame).length).toBeLessThanOrEqual(120);
  });

  it('keeps the language keys at 80 columns, with every other key that works', { timeout: 60_000 }, async () => {
    const d = start();
    await openAt(d, 'ZSHAPES', 'lo_circle->mv_radius');
    d.state().ui.resize(80, 30);
    const frame = await d.waitFor((f) => keyBarOf(f).length <= 80 && keysOf(f).includes('fd'), 'the key bar at 80 columns');
    expect(keysOf(frame)).toEqual(expect.arrayContaining(['/', 'e', 'fd', 'fi', 'fr', 'H', 'R', '? help', 'q quit']));
  });
});

describe('a system without the language service', () => {
  it('says so plainly when a language key is pressed', { timeout: 60_000 }, async () => {
    const plain = await startTestService({
      extensions: false,
      prepare: (system) => {
        addPackage(system, 'ZSHAPES');
        for (const object of SHAPES_SYSTEM) addObject(system, 'ZSHAPES', object.type, object.name, object);
      },
    });
    try {
      deck = startDeck(plain);
      await openAt(deck, 'ZSHAPES', 'create(');
      await deck.press('H');
      await deck.waitFor((_f, s) => s.connection.status?.text === 'hover create: the connected system does not offer the language service (capability language): abapdeck\'s own system does', 'the refusal');
      await deck.press('f', 'd');
      await deck.waitFor((_f, s) => s.connection.status?.text.startsWith('definition of create: the connected system does not offer') === true, 'the refusal of fd');
      expect(deck.state().source.object?.name).toBe('ZSHAPES');
    } finally {
      deck?.unmount();
      deck = undefined;
      await plain.stop();
    }
  });
});
