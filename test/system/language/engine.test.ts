import { beforeAll, describe, expect, it } from 'vitest';
import { LanguageServer } from '#abaplint/core';
import { CheckEngine } from '../../../src/system/checks/index.js';
import { LanguageEngine } from '../../../src/system/language/index.js';
import { SHAPES_SYSTEM, ZCL_CIRCLE_SOURCE, ZSHAPES_SOURCE, placeOf } from './fixtures.js';

let language: LanguageEngine;
let checks: CheckEngine;

beforeAll(() => {
  checks = new CheckEngine();
  expect(checks.load(SHAPES_SYSTEM)).toEqual([]);
  language = new LanguageEngine(checks.active);
});

const program = 'zshapes.prog.abap';
const circle = 'zcl_circle.clas.abap';
/** The program as an open file with a line added at its end. */
const programWith = (line: string) => {
  const source = `${ZSHAPES_SOURCE}  ${line}\n`;
  return { files: [{ name: program, source }], document: program, position: { line: source.split('\n').length - 2, character: line.length + 2 } };
};
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navigation', () => {
  it('goes from a use in a program to the method definition in the class', () => {
    const found = language.definition({ document: program, position: placeOf(ZSHAPES_SOURCE, 'create(', 1) });
    expect(found).toEqual({ uri: circle, range: expect.objectContaining({ start: placeOf(ZCL_CIRCLE_SOURCE, 'create IMPORTING') }) });
  });

  it('finds the implementation of an interface method in the implementing class', () => {
    const found = language.implementation({ document: program, position: placeOf(ZSHAPES_SOURCE, 'area(', 1) });
    expect(found).toEqual([expect.objectContaining({ uri: circle, range: expect.objectContaining({ start: placeOf(ZCL_CIRCLE_SOURCE, 'zif_shape~area') }) })]);
  });

  it('lists the references of an attribute across the class and the program', () => {
    const found = language.references({ document: circle, position: placeOf(ZCL_CIRCLE_SOURCE, 'mv_radius TYPE', 1) });
    expect(new Set(found.map((place) => place.uri))).toEqual(new Set([circle, program]));
    expect(found.filter((place) => place.uri === program)).toEqual([expect.objectContaining({ range: expect.objectContaining({ start: placeOf(ZSHAPES_SOURCE, 'mv_radius') }) })]);
  });

  // Issue 36, what was left, item 2: references at a position come from the where-used engine (usesOfDefinition);
  // they answer the uses abaplint's own references found, for each kind of name.
  it.each([
    ['a method at a use in another object', program, ZSHAPES_SOURCE, 'create(', 1],
    ['an attribute at its definition', circle, ZCL_CIRCLE_SOURCE, 'mv_radius TYPE', 1],
    ['a type of the class', circle, ZCL_CIRCLE_SOURCE, 'ty_point', 1],
    ['a constant at a use', circle, ZCL_CIRCLE_SOURCE, 'c_pi *', 1],
    ['an interface method at a call through the interface', program, ZSHAPES_SOURCE, 'area(', 1],
    ['a parameter', circle, ZCL_CIRCLE_SOURCE, 'iv_factor', 2],
    ['a local variable of a program', program, ZSHAPES_SOURCE, 'lo_shape', 2],
  ])('answers the references of %s from the where-used engine, as abaplint found them', (_what, document, source, text, occurrence) => {
    const at = { document, position: placeOf(source, text, 1, occurrence) };
    const found = language.references(at);
    expect(found.length).toBeGreaterThan(0);
    const abaplint = new LanguageServer(checks.active.ready()).references({ textDocument: { uri: document }, position: at.position });
    const key = (place: { uri: string; range: { start: { line: number; character: number } } }) => `${place.uri} ${place.range.start.line}:${place.range.start.character}`;
    expect(found.map(key)).toEqual([...new Set(abaplint.map(key))].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })));
  });

  it('reads an open file instead of the active version', () => {
    const open = { ...programWith('WRITE / lo_circle->c_pi.'), position: undefined };
    const source = open.files[0]!.source;
    const found = language.definition({ ...open, position: placeOf(source, 'c_pi', 1) });
    expect(found?.uri).toBe(circle);
    expect(found?.range.start).toEqual(placeOf(ZCL_CIRCLE_SOURCE, 'c_pi TYPE'));
  });
});

describe('hover, symbols, highlight', () => {
  it('shows the ABAP Doc written above a method with its information', () => {
    const hover = language.hover({ document: program, position: placeOf(ZSHAPES_SOURCE, 'create(', 1) });
    expect(hover?.contents).toContain('Makes a circle of the given radius');
    expect(hover?.contents.toLowerCase()).toContain('create');
  });

  it('lists the symbols of a class', () => {
    const symbols = language.symbols({ document: circle });
    const names = JSON.stringify(symbols).toLowerCase();
    expect(names).toContain('zcl_circle');
    expect(names).toContain('scale');
  });

  it('highlights every use of a variable in its document', () => {
    const ranges = language.highlight({ document: program, position: placeOf(ZSHAPES_SOURCE, 'lo_shape', 1) });
    expect(ranges.map((range) => range.start)).toEqual([1, 2, 3].map((n) => placeOf(ZSHAPES_SOURCE, 'lo_shape', 0, n)));
  });
});

describe('rename', () => {
  it('renames a method in the class and in the program that calls it', () => {
    const result = language.rename({ document: circle, position: placeOf(ZCL_CIRCLE_SOURCE, 'create IMPORTING', 1) }, 'make');
    expect(result.refused).toBeUndefined();
    expect(Object.keys(result.edits).sort()).toEqual([circle, program]);
    expect(result.edits[program]).toEqual([{ range: expect.objectContaining({ start: placeOf(ZSHAPES_SOURCE, 'create(') }), newText: 'make' }]);
  });

  it('renames from a use in another object as from the definition: each edit in its own file', () => {
    const fromUse = language.rename({ document: program, position: placeOf(ZSHAPES_SOURCE, 'create(', 1) }, 'make');
    const fromDefinition = language.rename({ document: circle, position: placeOf(ZCL_CIRCLE_SOURCE, 'create IMPORTING', 1) }, 'make');
    expect(fromUse.refused).toBeUndefined();
    expect(fromUse.edits).toEqual(fromDefinition.edits);
  });

  it('refuses to rename what the kernel defines, saying why', () => {
    const source = `${ZSHAPES_SOURCE}  DATA(lv_line) = cl_abap_char_utilities=>newline.\n`;
    const result = language.prepareRename({ files: [{ name: program, source }], document: program, position: placeOf(source, 'newline', 1) });
    expect(result.refused).toContain('outside the repository');
  });

  // Issue 36, what was left, item 3: a rename refuses a name of another repository (an API this one uses) and a
  // name another repository uses, not only the kernel's; homeOf tells each object's repository (the service's reads
  // the packages and repository links, test/server/language-rename.test.ts).
  describe('across repositories', () => {
    const homes: Record<string, { repository: string; package: string }> = {
      'CLAS ZCL_CIRCLE': { repository: 'ZREPO', package: 'ZREPO_SUB' },
      'INTF ZIF_SHAPE': { repository: 'ZREPO', package: 'ZREPO' },
      'PROG ZSHAPES': { repository: 'ZOTHER', package: 'ZOTHER' },
    };
    let scoped: LanguageEngine;
    beforeAll(() => {
      scoped = new LanguageEngine(checks.active, (type, name) => homes[`${type} ${name}`]);
    });

    it('refuses a name used in an object of another repository, naming the object and its package', () => {
      const result = scoped.rename({ document: circle, position: placeOf(ZCL_CIRCLE_SOURCE, 'mv_radius TYPE', 1) }, 'mv_size');
      expect(result).toEqual({ edits: {}, refused: expect.stringContaining('used in PROG ZSHAPES of package ZOTHER, outside the repository of ZREPO') });
    });

    it('refuses a name declared in an object of another repository, at prepare and at rename', () => {
      const at = { document: program, position: placeOf(ZSHAPES_SOURCE, 'create(', 1) };
      expect(scoped.prepareRename(at).refused).toContain('declared in CLAS ZCL_CIRCLE of package ZREPO_SUB, outside the repository of ZOTHER');
      expect(scoped.rename(at, 'make')).toEqual({ edits: {}, refused: expect.stringContaining('declared in CLAS ZCL_CIRCLE') });
    });

    it('renames what stays within the repository', () => {
      const result = scoped.rename({ document: circle, position: placeOf(ZCL_CIRCLE_SOURCE, 'mv_secret TYPE', 1) }, 'mv_hidden');
      expect(result.refused).toBeUndefined();
      expect(Object.keys(result.edits)).toEqual([circle]);
      const local = scoped.rename({ document: program, position: placeOf(ZSHAPES_SOURCE, 'lo_shape', 1) }, 'lo_form');
      expect(local.refused).toBeUndefined();
    });
  });

  it('refuses a new name that is not an ABAP name', () => {
    const result = language.rename({ document: circle, position: placeOf(ZCL_CIRCLE_SOURCE, 'scale IMPORTING', 1) }, 'no good');
    expect(result.refused).toContain('not an ABAP name');
  });
});

describe('diagnostics, code actions, formatting', () => {
  it('reports a syntax error of an edited open file and none for the active version', () => {
    expect(language.diagnostics({ document: program }).filter((found) => found.severity === 'error')).toEqual([]);
    const broken = programWith('WRITE / lo_circle->mv_nothing.');
    const errors = language.diagnostics(broken).filter((found) => found.severity === 'error');
    expect(errors).toEqual([expect.objectContaining({ uri: program, range: expect.objectContaining({ start: expect.objectContaining({ line: broken.position.line }) }) })]);
    expect(errors[0]!.message.toLowerCase()).toContain('mv_nothing');
  });

  it("offers abaplint's quick fix of a finding", () => {
    const source = `${ZSHAPES_SOURCE}  DATA lv_unused TYPE i.\n`;
    const line = source.split('\n').length - 2;
    const actions = language.codeActions({ files: [{ name: program, source }], document: program }, { start: { line, character: 0 }, end: { line, character: 30 } });
    expect(actions.map((action) => action.code)).toContain('unused_variables');
    const fix = actions.find((action) => action.code === 'unused_variables')!;
    expect(Object.keys(fix.edits)).toEqual([program]);
  });

  it('formats keywords in upper case and indents, or in lower case as the project says', () => {
    const source = 'report zshapes.\nstart-of-selection.\nif 1 = 1.\nwrite / 1.\nendif.\n';
    const request = { files: [{ name: program, source }], document: program };
    const [upper] = language.formatting(request);
    expect(upper!.newText).toBe('REPORT zshapes.\nSTART-OF-SELECTION.\n  IF 1 = 1.\n    WRITE / 1.\n  ENDIF.\n');
    const [lower] = language.formatting({ ...request, files: [{ name: program, source: upper!.newText }] }, { keywordCase: 'lower' });
    expect(lower!.newText).toBe('report zshapes.\nstart-of-selection.\n  if 1 = 1.\n    write / 1.\n  endif.\n');
  });
});

describe('completion', () => {
  it('lists the public instance components after ->', () => {
    const { items } = language.completion(programWith('lo_circle->'));
    expect(labels(items)).toEqual(expect.arrayContaining(['scale', 'mv_radius', 'ms_center', 'c_pi', 'zif_shape~']));
    expect(labels(items)).not.toContain('mv_secret');
  });

  it('lists the static components after => with call patterns', () => {
    const { items } = language.completion(programWith('zcl_circle=>'));
    expect(labels(items)).toContain('create');
    expect(labels(items)).not.toContain('scale');
    expect(items.find((item) => item.label === 'create')).toMatchObject({ kind: 'method', insertText: 'create( iv_radius =  )' });
  });

  it('gives a method with exporting parameters the full call pattern, and keeps to the typed prefix', () => {
    const { items, replace } = language.completion(programWith('lo_circle->sc'));
    expect(items).toEqual([expect.objectContaining({ label: 'scale', insertText: 'scale( EXPORTING iv_factor =  IMPORTING ev_radius =  )' })]);
    expect(replace.end.character - replace.start.character).toBe(2);
  });

  it("lists an interface's methods after ~ and a structure's components after -", () => {
    expect(labels(language.completion(programWith('lo_circle->zif_shape~')).items)).toEqual(['area']);
    expect(labels(language.completion(programWith('WRITE / lo_circle->ms_center-')).items)).toEqual(['x', 'y']);
  });

  it('lists the private components after me-> inside the class itself', () => {
    const source = ZCL_CIRCLE_SOURCE.replace('    ev_radius = mv_radius.\n', '    ev_radius = mv_radius.\n    me->\n');
    const position = placeOf(source, '    me->', '    me->'.length);
    const { items } = language.completion({ files: [{ name: circle, source }], document: circle, position });
    expect(labels(items)).toEqual(expect.arrayContaining(['mv_secret', 'mv_radius', 'scale', 'create']));
  });

  it('offers types after TYPE and REF TO, and keywords at the start of a statement', () => {
    expect(labels(language.completion(programWith('DATA lo_x TYPE REF TO zcl_')).items)).toEqual(['zcl_circle']);
    expect(labels(language.completion(programWith('DATA lv_x TYPE stri')).items)).toEqual(expect.arrayContaining(['string', 'string_table']));
    expect(labels(language.completion(programWith('LOO')).items)).toEqual(['LOOP AT']);
  });
});
