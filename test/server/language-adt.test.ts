/**
 * ADT's navigation, code-completion and usage-reference routes on the embedded system, called by an
 * independent ADT client (abap-adt-api) over real HTTP, and the language routes of our own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADTClient } from 'abap-adt-api';
import { languageSession, rawSession, startTestService, testPasswords, type TestService } from '../support/service.js';
import { addObject, addPackage } from '../support/fixtures.js';
import { SHAPES_SYSTEM, ZCL_CIRCLE_SOURCE, ZSHAPES_SOURCE, placeOf } from '../system/language/fixtures.js';

let service: TestService;
let adt: ADTClient;

beforeAll(async () => {
  service = await startTestService({
    prepare: (system) => {
      addPackage(system, 'ZSHAPES');
      for (const object of SHAPES_SYSTEM) addObject(system, 'ZSHAPES', object.type, object.name, object);
    },
  });
  adt = new ADTClient(service.url, 'DEVELOPER', testPasswords.DEVELOPER, '100', 'EN');
  await adt.login();
});
afterAll(async () => service.stop());

const programUri = '/sap/bc/adt/programs/programs/zshapes';
const classUri = '/sap/bc/adt/oo/classes/zcl_circle/source/main';
/** ADT's line (from 1) and column (from 0) of a text in a source. */
const adtPlace = (source: string, text: string, offset = 0, occurrence = 1) => {
  const place = placeOf(source, text, offset, occurrence);
  return { line: place.line + 1, column: place.character };
};

describe('ADT navigation', () => {
  it('finds the definition of a method called in a program, in the class (findDefinition)', async () => {
    const at = adtPlace(ZSHAPES_SOURCE, 'create(');
    const found = await adt.findDefinition(programUri, ZSHAPES_SOURCE, at.line, at.column, at.column + 6, false);
    expect(found).toEqual({ url: classUri, ...adtPlace(ZCL_CIRCLE_SOURCE, 'create IMPORTING') });
  });

  it('finds the implementation of an interface method (filter implementation)', async () => {
    const at = adtPlace(ZSHAPES_SOURCE, 'area(');
    const found = await adt.findDefinition(programUri, ZSHAPES_SOURCE, at.line, at.column, at.column + 4, true);
    expect(found).toEqual({ url: classUri, ...adtPlace(ZCL_CIRCLE_SOURCE, 'zif_shape~area') });
  });

  it('reads the sent source, not the active one', async () => {
    const source = `${ZSHAPES_SOURCE}  WRITE / lo_circle->c_pi.\n`;
    const at = adtPlace(source, 'c_pi');
    const found = await adt.findDefinition(programUri, source, at.line, at.column, at.column + 4, false);
    expect(found).toEqual({ url: classUri, ...adtPlace(ZCL_CIRCLE_SOURCE, 'c_pi TYPE') });
  });
});

describe('ADT code completion', () => {
  it('proposes the components after -> and the call pattern of a method (codeCompletion, codeCompletionFull)', async () => {
    const source = `${ZSHAPES_SOURCE}  lo_circle->\n`;
    const line = source.split('\n').length - 1;
    const proposals = await adt.codeCompletion(programUri, source, line, '  lo_circle->'.length);
    expect(proposals.map((proposal) => proposal.IDENTIFIER)).toEqual(expect.arrayContaining(['scale', 'mv_radius', 'c_pi']));
    const pattern = await adt.codeCompletionFull(programUri, source, line, '  lo_circle->'.length, 'scale');
    expect(pattern).toBe('scale( EXPORTING iv_factor =  IMPORTING ev_radius =  )');
  });

  it('proposes static components after =>', async () => {
    const source = `${ZSHAPES_SOURCE}  zcl_circle=>cr\n`;
    const line = source.split('\n').length - 1;
    const proposals = await adt.codeCompletion(programUri, source, line, '  zcl_circle=>cr'.length);
    expect(proposals.map((proposal) => proposal.IDENTIFIER)).toEqual(['create']);
    expect(proposals[0]!.PREFIXLENGTH).toBe(2);
  });
});

describe('ADT usage references', () => {
  it('lists the objects using a class, and the lines with snippets (usageReferences, usageReferenceSnippets)', async () => {
    const references = await adt.usageReferences('/sap/bc/adt/oo/classes/zcl_circle');
    expect(references.map((reference) => [reference['adtcore:name'], reference['adtcore:type'], reference.packageRef['adtcore:name']])).toEqual([['ZSHAPES', 'PROG/P', 'ZSHAPES']]);
    const snippets = await adt.usageReferenceSnippets(references);
    expect(snippets).toHaveLength(1);
    expect(snippets[0]!.snippets).toEqual([
      expect.objectContaining({ content: 'DATA(lo_circle) = zcl_circle=>create( 2 ).', uri: expect.objectContaining({ uri: programUri, start: adtPlace(ZSHAPES_SOURCE, 'zcl_circle') }) }),
    ]);
  });

  it('lists the users of the name at a position: an attribute used by the program', async () => {
    const at = adtPlace(ZCL_CIRCLE_SOURCE, 'mv_radius TYPE');
    const references = await adt.usageReferences(classUri, at.line, at.column);
    expect(references.map((reference) => reference['adtcore:name'])).toEqual(['ZSHAPES']);
    const [snippets] = await adt.usageReferenceSnippets(references);
    expect(snippets!.snippets.map((snippet) => snippet.content)).toEqual(['WRITE / lo_circle->mv_radius.']);
  });
});

describe('the language routes of our own', () => {
  const language = async (operation: string, body: unknown) => {
    const response = await (await languageSession(service))(operation, body);
    const text = await response.text();
    // errors of the developer API are ADT's exception documents
    return { status: response.status, body: (response.ok ? JSON.parse(text) : undefined) as any, text };
  };

  it('answers hover and rename as JSON', async () => {
    const hover = await language('hover', { document: 'zshapes.prog.abap', position: placeOf(ZSHAPES_SOURCE, 'create(', 1) });
    expect(hover.status).toBe(200);
    expect(hover.body.result.contents).toContain('Makes a circle');
    const rename = await language('rename', { document: 'zcl_circle.clas.abap', position: placeOf(ZCL_CIRCLE_SOURCE, 'scale IMPORTING', 1), newName: 'grow' });
    expect(Object.keys(rename.body.result.edits)).toEqual(['zcl_circle.clas.abap']);
  });

  it('refuses an unknown document, a missing position and an unknown operation clearly', async () => {
    expect(await language('hover', { document: 'zmissing.prog.abap', position: { line: 0, character: 0 } })).toMatchObject({ status: 404, text: expect.stringContaining('Unknown document zmissing.prog.abap') });
    expect(await language('definition', { document: 'zshapes.prog.abap' })).toMatchObject({ status: 400, text: expect.stringContaining('definition needs a position in the document') });
    expect((await language('explode', { document: 'zshapes.prog.abap' })).status).toBe(400);
  });

  it('bounds what one request may send: files per request and lines per file', async () => {
    const files = Array.from({ length: 101 }, (_, i) => ({ name: `zp${i}.prog.abap`, source: 'REPORT zp.' }));
    expect((await language('diagnostics', { files, document: 'zp0.prog.abap' })).status).toBe(400);
    const long = { name: 'zshapes.prog.abap', source: 'WRITE / 1.\n'.repeat(50_001) };
    expect(await language('diagnostics', { files: [long], document: 'zshapes.prog.abap' })).toMatchObject({ status: 413, text: expect.stringContaining('50,000 source lines') });
  });

  it('is announced by /health as the capability language', async () => {
    const session = await rawSession(service);
    const health = (await (await fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: session.auth } })).json()) as { capabilities: string[] };
    expect(health.capabilities).toContain('language');
  });
});
