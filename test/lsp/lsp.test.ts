/**
 * `abapdeck lsp` with a real LSP client (vscode-languageserver-protocol's connection) over the stdio of the
 * built binary, against a real service: the editor's working folder holds the abapGit files of the system.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProtocolConnection } from 'vscode-languageserver-protocol/node.js';
import { projectFolderFor } from '../support/cli.js';
import { addObject, addPackage } from '../support/fixtures.js';
import { startTestService, testPasswords, type TestService } from '../support/service.js';
import { ADTClient } from 'abap-adt-api';
import { keys, startDeck } from '../tui/support.js';
import { SHAPES_SYSTEM, ZCL_CIRCLE_SOURCE, ZIF_SHAPE_SOURCE, ZSHAPES_SOURCE, placeOf } from '../system/language/fixtures.js';
import { fileUri, startLsp, type LspSession } from './lsp-client.js';
import { prog } from '../system/checks/fixtures.js';

let service: TestService;
let session: LspSession;
let client: ProtocolConnection;
let folder: string;
let diagnostics: LspSession['diagnostics'];
const uriOf = (name: string) => fileUri(folder, name);
const program = () => uriOf('zshapes.prog.abap');
const circle = () => uriOf('zcl_circle.clas.abap');

beforeAll(async () => {
  service = await startTestService({
    prepare: (system) => {
      addPackage(system, 'ZSHAPES');
      for (const object of SHAPES_SYSTEM) addObject(system, 'ZSHAPES', object.type, object.name, object);
      // a user of the class that is not in the working folder
      const other = prog('ZOTHER', 'REPORT zother.\nWRITE / zcl_circle=>c_pi.\n');
      addObject(system, 'ZSHAPES', other.type, other.name, other);
    },
  });
  folder = projectFolderFor(service);
  writeFileSync(join(folder, 'abaplint.json'), JSON.stringify({ rules: { keyword_case: { style: 'upper' } } }));
  session = await startLsp(folder, { 'zshapes.prog.abap': ZSHAPES_SOURCE, 'zcl_circle.clas.abap': ZCL_CIRCLE_SOURCE, 'zif_shape.intf.abap': ZIF_SHAPE_SOURCE }, ['--debounce', '50']);
  ({ client, diagnostics } = session);
  console.log(`lsp: initialize answered after ${session.startMillis} ms (the built binary's start included)`);
  await client.sendNotification('textDocument/didOpen', { textDocument: { uri: program(), languageId: 'abap', version: 1, text: ZSHAPES_SOURCE } });
}, 60_000);

afterAll(async () => {
  await session?.stop();
  await service?.stop();
});

const at = (uri: string, position: { line: number; character: number }) => ({ textDocument: { uri }, position });
async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${what}`);
}

describe('abapdeck lsp', () => {
  it('goes to a definition in another object, as a file of the working folder', async () => {
    const found = await client.sendRequest('textDocument/definition', at(program(), placeOf(ZSHAPES_SOURCE, 'create(', 1)));
    expect(found).toEqual({ uri: circle(), range: expect.objectContaining({ start: placeOf(ZCL_CIRCLE_SOURCE, 'create IMPORTING') }) });
  });

  it('lists references across objects', async () => {
    const found = (await client.sendRequest('textDocument/references', { ...at(circle(), placeOf(ZCL_CIRCLE_SOURCE, 'mv_radius TYPE', 1)), context: { includeDeclaration: true } })) as { uri: string }[];
    expect(new Set(found.map((place) => place.uri))).toEqual(new Set([circle(), program()]));
  });

  // Issue 36, what was left, item 2: references at a position are the where-used engine's, one implementation: the
  // LSP's references, the TUI's fr and ADT's usage references at that place answer the same uses.
  it('answers the same uses of a constant from the three faces: LSP references, the TUI\'s fr, ADT usage references', { timeout: 60_000 }, async () => {
    const position = placeOf(ZCL_CIRCLE_SOURCE, 'c_pi TYPE', 1);
    const objectOf = (uri: string) => uri.split('/').at(-1)!.split('.')[0]!.toUpperCase();
    const fromLsp = (await client.sendRequest('textDocument/references', { ...at(circle(), position), context: { includeDeclaration: true } })) as { uri: string; range: { start: { line: number } } }[];
    const lspUses = fromLsp.map((place) => `${objectOf(place.uri)} ${place.range.start.line + 1}`).sort();

    const deck = startDeck(service);
    let tuiUses: string[];
    try {
      await deck.press(':');
      await deck.type('obj ZCL_CIRCLE');
      await deck.press(keys.enter);
      await deck.waitFor((_f, s) => s.source.object?.name === 'ZCL_CIRCLE' && !!s.source.view && s.ui.focus === 'source', 'ZCL_CIRCLE open');
      await deck.press('/');
      await deck.type('c_pi TYPE');
      await deck.press(keys.enter);
      await deck.press('f', 'r');
      await deck.waitFor((_f, s) => s.ui.focus === 'whereUsed' && s.whereUsed.references.length > 0, 'the references of fr');
      tuiUses = deck.state().whereUsed.references.map((reference) => `${reference.object} ${reference.line}`).sort();
    } finally {
      deck.unmount();
    }
    // the class's own uses and ZOTHER's; the LSP lists those in files of the working folder (ZOTHER has none there)
    expect(new Set(tuiUses.map((use) => use.split(' ')[0]))).toEqual(new Set(['ZCL_CIRCLE', 'ZOTHER']));
    expect(lspUses).toEqual(tuiUses.filter((use) => !use.startsWith('ZOTHER ')));

    const adt = new ADTClient(service.url, 'DEVELOPER', testPasswords.DEVELOPER, '100', 'EN');
    await adt.login();
    const users = await adt.usageReferences('/sap/bc/adt/oo/classes/zcl_circle/source/main', position.line + 1, position.character);
    // ADT lists the objects that use the name, without the object that defines it
    expect(users.map((user) => user['adtcore:name'])).toEqual(['ZOTHER']);
  });

  it('hovers with the ABAP Doc', async () => {
    const hover = (await client.sendRequest('textDocument/hover', at(program(), placeOf(ZSHAPES_SOURCE, 'create(', 1)))) as { contents: { kind: string; value: string } };
    expect(hover.contents).toMatchObject({ kind: 'markdown', value: expect.stringContaining('Makes a circle of the given radius') });
  });

  it('completes after -> and after =>, with call patterns', async () => {
    const text = `${ZSHAPES_SOURCE}  lo_circle->\n  zcl_circle=>\n`;
    await client.sendNotification('textDocument/didChange', { textDocument: { uri: program(), version: 2 }, contentChanges: [{ text }] });
    const lines = text.split('\n');
    const instance = (await client.sendRequest('textDocument/completion', at(program(), { line: lines.length - 3, character: '  lo_circle->'.length }))) as { label: string }[];
    expect(instance.map((item) => item.label)).toEqual(expect.arrayContaining(['scale', 'mv_radius', 'c_pi']));
    const statics = (await client.sendRequest('textDocument/completion', at(program(), { line: lines.length - 2, character: '  zcl_circle=>'.length }))) as { label: string; textEdit: { newText: string } }[];
    expect(statics.find((item) => item.label === 'create')?.textEdit.newText).toBe('create( iv_radius =  )');
    await client.sendNotification('textDocument/didChange', { textDocument: { uri: program(), version: 3 }, contentChanges: [{ text: ZSHAPES_SOURCE }] });
  });

  it('renames a method across the class and the program', async () => {
    const edit = (await client.sendRequest('textDocument/rename', { ...at(circle(), placeOf(ZCL_CIRCLE_SOURCE, 'create IMPORTING', 1)), newName: 'make' })) as { changes: Record<string, { newText: string }[]> };
    expect(Object.keys(edit.changes).sort()).toEqual([circle(), program()].sort());
    expect(edit.changes[program()]!.map((change) => change.newText)).toEqual(['make']);
  });

  it('refuses a rename whose edits fall outside the working folder, naming the file', async () => {
    await expect(client.sendRequest('textDocument/rename', { ...at(circle(), placeOf(ZCL_CIRCLE_SOURCE, 'c_pi TYPE', 1)), newName: 'c_tau' })).rejects.toThrow(/zother\.prog\.abap is not in the working folder/);
  });

  it('pushes diagnostics after an edit, and clears them after the fix', async () => {
    diagnostics.delete(program());
    const broken = `${ZSHAPES_SOURCE}  WRITE / lo_circle->mv_nothing.\n`;
    await client.sendNotification('textDocument/didChange', { textDocument: { uri: program(), version: 4 }, contentChanges: [{ text: broken }] });
    const errors = await until(() => diagnostics.get(program())?.find((list) => list.some((found) => found.severity === 1)), 'diagnostics with an error');
    expect(errors.find((found) => found.severity === 1)!.message.toLowerCase()).toContain('mv_nothing');
    diagnostics.delete(program());
    await client.sendNotification('textDocument/didChange', { textDocument: { uri: program(), version: 5 }, contentChanges: [{ text: ZSHAPES_SOURCE }] });
    const fixed = await until(() => diagnostics.get(program())?.[0], 'diagnostics after the fix');
    expect(fixed.filter((found) => found.severity === 1)).toEqual([]);
  });

  it('finds the classes and interfaces of the system by name (workspace symbols)', async () => {
    const found = (await client.sendRequest('workspace/symbol', { query: 'zcl_cir' })) as { name: string; location: { uri: string } }[];
    expect(found).toEqual([expect.objectContaining({ name: 'ZCL_CIRCLE', location: expect.objectContaining({ uri: circle() }) })]);
  });

  it('checks the current file with the CLI syntax command (abapdeck.check)', async () => {
    const answer = (await client.sendRequest('workspace/executeCommand', { command: 'abapdeck.check', arguments: [program()] })) as { exitCode: number; output: string };
    expect(answer).toMatchObject({ exitCode: 0, output: expect.stringMatching(/passed|no errors|ZSHAPES/i) });
  });

  it('formats as abaplint.json says', async () => {
    const text = 'report zshapes.\nstart-of-selection.\nwrite / 1.\n';
    await client.sendNotification('textDocument/didChange', { textDocument: { uri: program(), version: 6 }, contentChanges: [{ text }] });
    const edits = (await client.sendRequest('textDocument/formatting', { textDocument: { uri: program() }, options: { tabSize: 2, insertSpaces: true } })) as { newText: string }[];
    expect(edits.map((edit) => edit.newText)).toEqual(['REPORT zshapes.\nSTART-OF-SELECTION.\n  WRITE / 1.\n']);
    await client.sendNotification('textDocument/didChange', { textDocument: { uri: program(), version: 7 }, contentChanges: [{ text: ZSHAPES_SOURCE }] });
  });
});
