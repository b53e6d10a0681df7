import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectSyntaxObjects } from '../../src/cli/syntax/collect.js';
import { locateResults } from '../../src/cli/syntax/locate.js';
import {
  classPartOfFile,
  functionGroupFileName,
  functionGroupInclude,
  functionPoolProgram,
  isFunctionModule,
  listedFunctionModules,
  fixptOf,
} from '../../src/protocol/object-files.js';
import { declaresProgram, includedProgram, sourceLines, spliceIncludes } from '../../src/cli/syntax/program-includes.js';
import type { SyntaxObjectResult } from '../../src/protocol/checks.js';
import { tempDir } from '../support/service.js';

const demo = resolve(__dirname, '../../examples/demo-repo/src');

describe('abapGit files of the checked objects', () => {
  it.each([
    ['src/zcl_x.clas.abap', 'main'],
    ['zcl_x.clas.locals_def.abap', 'locals_def'],
    ['zcl_x.clas.locals_imp.abap', 'locals_imp'],
    ['ZCL_X.CLAS.TESTCLASSES.ABAP', 'testclasses'],
    ['zcl_x.clas.macros.abap', undefined],
    ['zcl_x.clas.xml', undefined],
    ['zif_x.intf.abap', undefined],
  ])('%s holds the class part %s', (file, part) => {
    expect(classPartOfFile(file)).toBe(part);
  });

  it.each([
    ['zgrp.fugr.z_module.abap', 'Z_MODULE'],
    ['#dmo#grp.fugr.#dmo#module.abap', '/DMO/MODULE'],
    ['zgrp.fugr.xml', undefined],
    ['zcl_x.clas.abap', undefined],
  ])('the function group file %s holds the include %s', (file, include) => {
    expect(functionGroupInclude(file)).toBe(include);
  });

  it.each([
    ['ZGRP', 'Z_MODULE', undefined, true],
    ['ZGRP', 'LZGRPTOP', undefined, false],
    ['ZGRP', 'LZGRPUXX', undefined, false],
    ['ZGRP', 'LZGRPF01', undefined, false],
    ['ZGRP', 'SAPLZGRP', undefined, false],
    ['/DMO/GRP', '/DMO/LGRPTOP', undefined, false],
    ['/DMO/GRP', '/DMO/GET', undefined, true],
    ['ZGRP', 'LZGRP_ODD_MODULE', ['LZGRP_ODD_MODULE'], true],
    ['ZGRP', 'Z_NOT_LISTED', ['Z_MODULE'], false],
  ])('in group %s, %s is a function module: %s (listed %j)', (group, include, listed, expected) => {
    expect(isFunctionModule(group, include, listed)).toBe(expected);
  });

  it('names the function pool and its files, namespaces kept in front', () => {
    expect(functionPoolProgram('ZDEMO_FLIGHTS')).toBe('SAPLZDEMO_FLIGHTS');
    expect(functionPoolProgram('/DMO/GRP')).toBe('/DMO/SAPLGRP');
    expect(functionGroupFileName('/DMO/GRP', '/DMO/SAPLGRP', 'xml')).toBe('#dmo#grp.fugr.#dmo#saplgrp.xml');
  });

  it('reads FIXPT (blank by default) and the listed function modules from the XML', () => {
    expect(fixptOf('<PROGDIR><FIXPT>X</FIXPT></PROGDIR>')).toBe('X');
    expect(fixptOf('<PROGDIR><SUBC>1</SUBC></PROGDIR>')).toBe('');
    expect(fixptOf(undefined)).toBe('');
    expect(listedFunctionModules('<item><FUNCNAME>Z_A</FUNCNAME></item><item><FUNCNAME>Z_B</FUNCNAME></item>')).toEqual(['Z_A', 'Z_B']);
    expect(listedFunctionModules(undefined)).toBeUndefined();
  });
});

describe('INCLUDE statements and assembly', () => {
  it.each([
    ['INCLUDE zdemo_f01.', 'ZDEMO_F01'],
    ['  include ZDEMO_F01 .  " forms', 'ZDEMO_F01'],
    ['  INCLUDE LZDEMO_FLIGHTSTOP.                 " Global Declarations', 'LZDEMO_FLIGHTSTOP'],
    ['INCLUDE zdemo_f01 IF FOUND.', 'ZDEMO_F01'],
    ['INCLUDE /dmo/f01.', '/DMO/F01'],
    ['* INCLUDE zdemo_f01.', undefined],
    ['" INCLUDE zdemo_f01.', undefined],
    ['  INCLUDE TYPE ty_line.', undefined],
    ['  INCLUDE STRUCTURE zs_line.', undefined],
    ['WRITE / 1. INCLUDE zdemo_f01.', undefined],
  ])('%j includes %s', (line, program) => {
    expect(includedProgram(line)).toBe(program);
  });

  it('tells main programs from includes by their first statement', () => {
    expect(declaresProgram('*& comment\nREPORT zprog.\n')).toBe(true);
    expect(declaresProgram('FUNCTION-POOL zgrp.\n')).toBe(true);
    expect(declaresProgram('* REPORT in a comment\nFORM x.\nENDFORM.\n')).toBe(false);
  });

  it('splices the include in place of its statement, every line keeping its origin', () => {
    const parent = sourceLines('REPORT zp.\nINCLUDE zi.  " forms\nWRITE 1.\n', 'zp.prog.abap');
    const include = sourceLines('FORM a.\nENDFORM.\n', 'zi.prog.abap');
    const assembled = spliceIncludes(parent, new Map([['ZI', include]]));
    expect(assembled.map((line) => [line.text, line.origin.file, line.origin.line])).toEqual([
      ['REPORT zp.', 'zp.prog.abap', 1],
      ['FORM a.', 'zi.prog.abap', 1],
      ['ENDFORM.', 'zi.prog.abap', 2],
      ['WRITE 1.', 'zp.prog.abap', 3],
    ]);
  });

  it('keeps a statement that shares the INCLUDE line, mapped to the parent line', () => {
    const parent = sourceLines('REPORT zp.\r\nINCLUDE zi. WRITE 1.\r\n', 'zp.prog.abap');
    const assembled = spliceIncludes(parent, new Map([['ZI', sourceLines('DATA x TYPE i.', 'zi.prog.abap')]]));
    expect(assembled.map((line) => [line.text, line.origin.line])).toEqual([
      ['REPORT zp.', 1],
      ['DATA x TYPE i.', 1],
      ['WRITE 1.', 2],
    ]);
  });
});

describe('collecting the objects of a syntax check', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('abapdeck-syntax-files-');
    mkdirSync(join(dir, 'src'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const copy = (...files: string[]) => {
    for (const file of files) copyFileSync(join(demo, file), join(dir, 'src', file.split('/').pop()!));
  };
  const write = (file: string, text: string) => writeFileSync(join(dir, 'src', file), text);

  it('adds every existing companion file of a class, whichever file is named, and reads FIXPT', () => {
    copy(
      'core/zcl_demo_fare_calculator.clas.abap',
      'core/zcl_demo_fare_calculator.clas.locals_def.abap',
      'core/zcl_demo_fare_calculator.clas.locals_imp.abap',
      'core/zcl_demo_fare_calculator.clas.testclasses.abap',
      'core/zcl_demo_fare_calculator.clas.xml',
    );
    const plan = collectSyntaxObjects(['src/zcl_demo_fare_calculator.clas.locals_imp.abap'], dir);
    expect(plan.objects).toHaveLength(1);
    const [{ object, parts }] = plan.objects as [(typeof plan.objects)[0]];
    expect(object).toMatchObject({ type: 'CLAS', name: 'ZCL_DEMO_FARE_CALCULATOR', fixpt: 'X' });
    expect(object.source).toContain('CLASS zcl_demo_fare_calculator DEFINITION');
    expect(object.locals_def).toContain('lcl_rounding DEFINITION');
    expect(object.locals_imp).toContain('lcl_rounding IMPLEMENTATION');
    expect(object.testclasses).toContain('ltcl_fare_calculator');
    expect(parts.map((part) => [part.part, part.file])).toEqual([
      ['main', 'src/zcl_demo_fare_calculator.clas.abap'],
      ['locals_def', 'src/zcl_demo_fare_calculator.clas.locals_def.abap'],
      ['locals_imp', 'src/zcl_demo_fare_calculator.clas.locals_imp.abap'],
      ['testclasses', 'src/zcl_demo_fare_calculator.clas.testclasses.abap'],
    ]);
    expect(plan.notes).toEqual([
      'Added src/zcl_demo_fare_calculator.clas.abap',
      'Added src/zcl_demo_fare_calculator.clas.locals_def.abap',
      'Added src/zcl_demo_fare_calculator.clas.testclasses.abap',
    ]);
  });

  it('sends a class without the parts it does not have, and one object for several files of it', () => {
    copy('tools/zcl_demo_classrun.clas.abap', 'tools/zcl_demo_failing_tests.clas.abap', 'tools/zcl_demo_failing_tests.clas.testclasses.abap');
    const plan = collectSyntaxObjects(['src/zcl_demo_failing_tests.clas.abap', 'src/zcl_demo_failing_tests.clas.testclasses.abap', 'src/zcl_demo_classrun.clas.abap'], dir);
    expect(plan.objects.map((p) => [p.object.name, Object.keys(p.object).sort()])).toEqual([
      ['ZCL_DEMO_FAILING_TESTS', ['fixpt', 'name', 'source', 'testclasses', 'type']],
      ['ZCL_DEMO_CLASSRUN', ['fixpt', 'name', 'source', 'type']],
    ]);
    expect(plan.objects[1]!.object.fixpt).toBe('');
    expect(plan.notes).toEqual([]);
  });

  it('sends every module and include of a function group (not its main program), one object each, with the group FIXPT', () => {
    copy(
      'tools/zdemo_flights.fugr.xml',
      'tools/zdemo_flights.fugr.lzdemo_flightstop.abap',
      'tools/zdemo_flights.fugr.lzdemo_flightstop.xml',
      'tools/zdemo_flights.fugr.saplzdemo_flights.abap',
      'tools/zdemo_flights.fugr.saplzdemo_flights.xml',
      'tools/zdemo_flights.fugr.z_demo_format_route.abap',
      'tools/zdemo_flights.fugr.z_demo_get_free_seats.abap',
    );
    const plan = collectSyntaxObjects(['src/zdemo_flights.fugr.lzdemo_flightstop.abap'], dir);
    expect(plan.objects.map((p) => [p.object.type, p.object.name, p.object.fugr_include_name, p.object.fixpt, p.parts[0]!.file])).toEqual([
      ['FUGR', 'ZDEMO_FLIGHTS', 'LZDEMO_FLIGHTSTOP', 'X', 'src/zdemo_flights.fugr.lzdemo_flightstop.abap'],
      ['FUGR', 'ZDEMO_FLIGHTS', 'Z_DEMO_FORMAT_ROUTE', 'X', 'src/zdemo_flights.fugr.z_demo_format_route.abap'],
      ['FUGR', 'ZDEMO_FLIGHTS', 'Z_DEMO_GET_FREE_SEATS', 'X', 'src/zdemo_flights.fugr.z_demo_get_free_seats.abap'],
    ]);
    expect(plan.objects[1]!.object.source).toMatch(/^FUNCTION z_demo_format_route\./);
  });

  it('assembles an include program into its parent program from the same folder', () => {
    copy('tools/zdemo_flight_list.prog.abap', 'tools/zdemo_flight_list.prog.xml', 'tools/zdemo_flight_list_f01.prog.abap', 'tools/zdemo_flight_list_f01.prog.xml');
    const plan = collectSyntaxObjects(['src/zdemo_flight_list_f01.prog.abap'], dir);
    expect(plan.objects).toHaveLength(1);
    const [{ object, parts, includes }] = plan.objects as [(typeof plan.objects)[0]];
    expect(object).toMatchObject({ type: 'PROG', name: 'ZDEMO_FLIGHT_LIST' });
    expect(includes).toEqual(['ZDEMO_FLIGHT_LIST_F01']);
    expect(object.source).not.toMatch(/^INCLUDE zdemo_flight_list_f01\./m);
    expect(object.source).toContain('FORM write_header');
    const origins = parts[0]!.origins!;
    const sent = object.source.split('\n');
    // the parent up to the INCLUDE statement, then the include's lines, then the rest of the parent
    expect(origins[8]).toEqual({ file: 'src/zdemo_flight_list.prog.abap', line: 9 });
    expect(origins[9]).toEqual({ file: 'src/zdemo_flight_list_f01.prog.abap', line: 1 });
    const formLine = sent.findIndex((line) => line.startsWith('FORM write_header'));
    expect(origins[formLine]).toEqual({ file: 'src/zdemo_flight_list_f01.prog.abap', line: 5 });
    const startLine = sent.findIndex((line) => line.startsWith('START-OF-SELECTION'));
    expect(origins[startLine]).toEqual({ file: 'src/zdemo_flight_list.prog.abap', line: 12 });
    expect(plan.notes).toEqual(['Checking src/zdemo_flight_list_f01.prog.abap inside src/zdemo_flight_list.prog.abap']);
  });

  it('sends a parent program named with its include once, assembled', () => {
    copy('tools/zdemo_flight_list.prog.abap', 'tools/zdemo_flight_list_f01.prog.abap', 'tools/zdemo_flight_list_f01.prog.xml');
    const plan = collectSyntaxObjects(['src/zdemo_flight_list.prog.abap', 'src/zdemo_flight_list_f01.prog.abap'], dir);
    expect(plan.objects.map((p) => [p.object.name, p.includes])).toEqual([['ZDEMO_FLIGHT_LIST', ['ZDEMO_FLIGHT_LIST_F01']]]);
  });

  it('follows nested includes up to the main program, without XML metadata', () => {
    write('zmain.prog.abap', 'REPORT zmain.\nINCLUDE ztop.\nSTART-OF-SELECTION.\n  PERFORM run.\n');
    write('ztop.prog.abap', 'DATA gv_count TYPE i.\nINCLUDE zforms.\n');
    write('zforms.prog.abap', 'FORM run.\n  gv_count = 1.\nENDFORM.\n');
    const plan = collectSyntaxObjects(['src/zforms.prog.abap'], dir);
    expect(plan.objects).toHaveLength(1);
    const [{ object, parts, includes }] = plan.objects as [(typeof plan.objects)[0]];
    expect(object.name).toBe('ZMAIN');
    expect(includes.sort()).toEqual(['ZFORMS', 'ZTOP']);
    expect(object.source).toBe('REPORT zmain.\nDATA gv_count TYPE i.\nFORM run.\n  gv_count = 1.\nENDFORM.\nSTART-OF-SELECTION.\n  PERFORM run.\n');
    expect(parts[0]!.origins!.map((o) => `${o.file.replace('src/', '')}:${o.line}`)).toEqual([
      'zmain.prog.abap:1',
      'ztop.prog.abap:1',
      'zforms.prog.abap:1',
      'zforms.prog.abap:2',
      'zforms.prog.abap:3',
      'zmain.prog.abap:3',
      'zmain.prog.abap:4',
    ]);
  });

  it('sends an include no program of its folder includes on its own, with a note', () => {
    write('zlonely.prog.abap', 'FORM run.\nENDFORM.\n');
    const plan = collectSyntaxObjects(['src/zlonely.prog.abap'], dir);
    expect(plan.objects.map((p) => [p.object.name, p.includes])).toEqual([['ZLONELY', []]]);
    expect(plan.notes).toEqual(['No program in the folder of src/zlonely.prog.abap includes ZLONELY: checked on its own']);
  });

  it('passes other object types on for the service to answer', () => {
    copy('data/zdemo_carrier.tabl.xml', 'data/views/zc_demo_booking.ddls.asddls', 'data/views/zc_demo_booking.ddls.xml');
    const plan = collectSyntaxObjects(['src/zdemo_carrier.tabl.xml', 'src/zc_demo_booking.ddls.xml'], dir);
    expect(plan.objects.map((p) => [p.object.type, p.object.name, p.parts[0]!.file])).toEqual([
      ['TABL', 'ZDEMO_CARRIER', 'src/zdemo_carrier.tabl.xml'],
      ['DDLS', 'ZC_DEMO_BOOKING', 'src/zc_demo_booking.ddls.asddls'],
    ]);
    expect(plan.objects[1]!.object.source).toContain('define view entity');
  });

  it.each([
    [['src/zcl_missing.clas.abap'], 'File not found: src/zcl_missing.clas.abap'],
    [['src/readme.txt'], 'Invalid file format: src/readme.txt'],
    [['src/zcl_demo_fare_calculator.clas.testclasses.abap'], 'File not found: src/zcl_demo_fare_calculator.clas.abap'],
  ])('refuses %j with the spec text', (files, message) => {
    write('readme.txt', 'hello');
    copy('core/zcl_demo_fare_calculator.clas.testclasses.abap');
    expect(() => collectSyntaxObjects(files, dir)).toThrow(message);
  });
});

describe('mapping results back to the files', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('abapdeck-syntax-map-');
    writeFileSync(join(dir, 'zmain.prog.abap'), 'REPORT zmain.\nINCLUDE zforms.\nWRITE / 1.\n');
    writeFileSync(join(dir, 'zforms.prog.abap'), 'FORM run.\n  unknown = 1.\nENDFORM.\n');
    writeFileSync(join(dir, 'zcl_x.clas.abap'), 'CLASS zcl_x DEFINITION. ENDCLASS.\n');
    writeFileSync(join(dir, 'zcl_x.clas.testclasses.abap'), '* tests\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const result = (type: string, name: string, errors: SyntaxObjectResult['errors']): SyntaxObjectResult => ({
    object_type: type,
    object_name: name,
    success: errors.length === 0,
    error_count: errors.length,
    errors,
    warnings: [],
    message: '',
  });

  it('maps an error in an assembled include to the include file and line', () => {
    const plan = collectSyntaxObjects(['zforms.prog.abap', 'zcl_x.clas.abap'], dir);
    const run = locateResults(
      {
        success: false,
        command: 'SYNTAX',
        message: '2 of 2 object(s) have syntax errors',
        // in another order than sent: matched by name
        results: [
          result('CLAS', 'ZCL_X', [{ line: 1, text: 'bad test', include: 'testclasses' }]),
          result('PROG', 'ZMAIN', [{ line: 3, text: 'unknown', word: 'unknown' }, { line: 5, text: 'after' }]),
        ],
      },
      plan,
    );
    expect(run.results[0]!.errors).toEqual([{ line: 1, text: 'bad test', include: 'testclasses', file: 'zcl_x.clas.testclasses.abap' }]);
    expect(run.results[0]!.files).toEqual(['zcl_x.clas.abap', 'zcl_x.clas.testclasses.abap']);
    expect(run.results[1]!.errors).toEqual([
      { line: 2, sent_line: 3, text: 'unknown', word: 'unknown', file: 'zforms.prog.abap' },
      { line: 3, sent_line: 5, text: 'after', file: 'zmain.prog.abap' },
    ]);
    expect(run.results[1]!.includes).toEqual(['ZFORMS']);
  });

  it('locates a result for an object that was not sent at its name', () => {
    const plan = collectSyntaxObjects(['zcl_x.clas.abap'], dir);
    const run = locateResults({ success: false, command: 'SYNTAX', message: '', results: [result('CLAS', 'ZCL_OTHER', [{ line: 4, text: 'x' }])] }, plan);
    expect(run.results[0]!.errors).toEqual([{ line: 4, text: 'x', file: 'CLAS ZCL_OTHER' }]);
    expect(run.results[0]!.files).toEqual([]);
  });
});
