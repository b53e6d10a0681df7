/**
 * `abapdeck lsp` on a system without abapdeck's language routes (served as the public implementation, as a
 * real system would be): definition and completion go over ADT's navigation and code-completion routes, the
 * rest is refused plainly, and no diagnostics are claimed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor } from '../support/cli.js';
import { addObject, addPackage } from '../support/fixtures.js';
import { startTestService, type TestService } from '../support/service.js';
import { SHAPES_SYSTEM, ZCL_CIRCLE_SOURCE, ZSHAPES_SOURCE, placeOf } from '../system/language/fixtures.js';
import { fileUri, startLsp, type LspSession } from './lsp-client.js';

let service: TestService;
let session: LspSession;
let folder: string;

beforeAll(async () => {
  service = await startTestService({
    extensions: false,
    prepare: (system) => {
      addPackage(system, 'ZSHAPES');
      for (const object of SHAPES_SYSTEM) addObject(system, 'ZSHAPES', object.type, object.name, object);
    },
  });
  folder = projectFolderFor(service);
  session = await startLsp(folder, { 'zshapes.prog.abap': ZSHAPES_SOURCE, 'zcl_circle.clas.abap': ZCL_CIRCLE_SOURCE });
}, 60_000);
afterAll(async () => {
  await session?.stop();
  await service?.stop();
});

describe('abapdeck lsp on ADT routes alone', () => {
  it('goes to a definition through navigation/target, with the unsaved buffer sent', async () => {
    const text = `${ZSHAPES_SOURCE}  WRITE / lo_circle->c_pi.\n`;
    await session.client.sendNotification('textDocument/didOpen', { textDocument: { uri: fileUri(folder, 'zshapes.prog.abap'), languageId: 'abap', version: 1, text } });
    const found = await session.client.sendRequest('textDocument/definition', { textDocument: { uri: fileUri(folder, 'zshapes.prog.abap') }, position: placeOf(text, 'c_pi', 1) });
    expect(found).toEqual({ uri: fileUri(folder, 'zcl_circle.clas.abap'), range: expect.objectContaining({ start: placeOf(ZCL_CIRCLE_SOURCE, 'c_pi TYPE') }) });
  });

  it('completes through codecompletion/proposal', async () => {
    const text = `${ZSHAPES_SOURCE}  zcl_circle=>cr\n`;
    await session.client.sendNotification('textDocument/didChange', { textDocument: { uri: fileUri(folder, 'zshapes.prog.abap'), version: 2 }, contentChanges: [{ text }] });
    const items = (await session.client.sendRequest('textDocument/completion', {
      textDocument: { uri: fileUri(folder, 'zshapes.prog.abap') },
      position: { line: text.split('\n').length - 2, character: '  zcl_circle=>cr'.length },
    })) as { label: string; textEdit: { range: { start: { character: number } } } }[];
    expect(items.map((item) => item.label)).toEqual(['create']);
    expect(items[0]!.textEdit.range.start.character).toBe('  zcl_circle=>'.length);
  });

  it('refuses what only abapdeck serves, saying so', async () => {
    await expect(session.client.sendRequest('textDocument/hover', { textDocument: { uri: fileUri(folder, 'zshapes.prog.abap') }, position: placeOf(ZSHAPES_SOURCE, 'create(', 1) })).rejects.toThrow(
      'The connected system does not offer hover (capability language)',
    );
  });
});
