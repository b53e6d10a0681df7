// The generated repository of the sync and load benchmarks: 1,000 objects (classes with unit tests,
// interfaces, tables) in abapGit files, in a variant where the first `changed` classes differ.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { defaultDotAbapgit, writeRepository } from '../dist/src/system/abapgit/index.js';

export const COUNT = { interfaces: 333, classes: 334, tables: 333 };

const n = (i) => String(i).padStart(4, '0');

export function objects(variant = 0, changed = 1) {
  const out = [];
  for (let i = 0; i < COUNT.tables; i++) {
    const name = `ZBENCH_T${n(i)}`;
    out.push({
      type: 'TABL', name, description: `Bench table ${i}`, package: 'ZBENCH_DATA', sources: {},
      metadata: {
        DD02V: { TABNAME: name, DDLANGUAGE: 'E', TABCLASS: 'TRANSP', DDTEXT: `Bench table ${i}`, CONTFLAG: 'A', EXCLASS: '1' },
        DD09L: { TABNAME: name, AS4LOCAL: 'A', TABKAT: '0', TABART: 'APPL0', BUFALLOW: 'N' },
        DD03P_TABLE: [
          { FIELDNAME: 'ID', KEYFLAG: 'X', NOTNULL: 'X', ADMINFIELD: '0', INTTYPE: 'C', INTLEN: '000020', DATATYPE: 'CHAR', LENG: '000010', MASK: '  CHAR' },
          { FIELDNAME: 'TEXT', ADMINFIELD: '0', INTTYPE: 'C', INTLEN: '000080', DATATYPE: 'CHAR', LENG: '000040', MASK: '  CHAR' },
        ],
      },
    });
  }
  for (let i = 0; i < COUNT.interfaces; i++) {
    const name = `ZIF_BENCH_${n(i)}`;
    out.push({
      type: 'INTF', name, description: `Bench interface ${i}`, package: 'ZBENCH',
      metadata: { VSEOINTERF: { CLSNAME: name, LANGU: 'E', DESCRIPT: `Bench interface ${i}`, EXPOSURE: '2', STATE: '1', UNICODE: 'X' } },
      sources: { main: `INTERFACE ${name.toLowerCase()} PUBLIC.\n  METHODS describe\n    IMPORTING\n      id            TYPE string\n    RETURNING\n      VALUE(result) TYPE string.\nENDINTERFACE.\n` },
    });
  }
  for (let i = 0; i < COUNT.classes; i++) {
    const name = `ZCL_BENCH_${n(i)}`;
    const intf = `zif_bench_${n(i % COUNT.interfaces)}`;
    const table = `zbench_t${n(i % COUNT.tables)}`;
    const greeting = i < changed && variant > 0 ? `Variant ${variant}` : 'Row';
    out.push({
      type: 'CLAS', name, description: `Bench class ${i}`, package: 'ZBENCH',
      metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: `Bench class ${i}`, STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X', WITH_UNIT_TESTS: 'X' } },
      sources: {
        main: `CLASS ${name.toLowerCase()} DEFINITION PUBLIC FINAL CREATE PUBLIC.\n  PUBLIC SECTION.\n    INTERFACES ${intf}.\n  PRIVATE SECTION.\n    DATA last TYPE ${table}.\nENDCLASS.\n\n\n\nCLASS ${name.toLowerCase()} IMPLEMENTATION.\n\n  METHOD ${intf}~describe.\n    last-id = id.\n    last-text = |${greeting} { id }|.\n    result = last-text.\n  ENDMETHOD.\n\nENDCLASS.\n`,
        testclasses: `CLASS ltcl_test DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.\n  PRIVATE SECTION.\n    METHODS describes FOR TESTING.\nENDCLASS.\n\nCLASS ltcl_test IMPLEMENTATION.\n  METHOD describes.\n    DATA(cut) = NEW ${name.toLowerCase()}( ).\n    cl_abap_unit_assert=>assert_equals( act = cut->${intf}~describe( \`A\` ) exp = \`${greeting} A\` ).\n  ENDMETHOD.\nENDCLASS.\n`,
      },
    });
  }
  return out;
}

export function files(variant = 0, changed = 1) {
  const packages = [
    { name: 'ZBENCH', parent: '', description: 'Bench', softwareComponent: 'HOME', metadata: { DEVC: { CTEXT: 'Bench' } } },
    { name: 'ZBENCH_DATA', parent: 'ZBENCH', description: 'Bench data', softwareComponent: 'HOME', metadata: { DEVC: { CTEXT: 'Bench data' } } },
  ];
  return writeRepository({ dotAbapgit: defaultDotAbapgit(), rootPackage: 'ZBENCH', packages, objects: objects(variant, changed) });
}

export function writeTree(dir, list) {
  for (const file of list) {
    const full = join(dir, file.path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, file.data);
  }
}


const gitEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GIT_'))),
  GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Bench', GIT_AUTHOR_EMAIL: 'bench@example.com', GIT_COMMITTER_NAME: 'Bench', GIT_COMMITTER_EMAIL: 'bench@example.com',
};
export const git = (cwd, ...args) => promisify(execFile)('git', args, { cwd, env: gitEnv, maxBuffer: 256 * 1024 * 1024 });

/** A bare repository under `root` holding the generated files on main; answers its path and the working folder. */
export async function generatedRemote(root) {
  const bare = join(root, 'bench.git');
  const work = join(root, 'work');
  await git(root, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
  mkdirSync(work);
  await git(work, 'init', '--quiet', '--initial-branch=main');
  await git(work, 'remote', 'add', 'origin', bare);
  const generated = files();
  writeTree(work, generated);
  await git(work, 'add', '-A');
  await git(work, 'commit', '--quiet', '-m', 'generated');
  await git(work, 'push', '--quiet', '-u', 'origin', 'main');
  return { bare, work, files: generated.length };
}

/** The scale benchmark's classes: ZCL_SCALE_00000 … , each using the one before it (so a change of class i reaches every class after it). */
export const scaleName = (i) => `ZCL_SCALE_${String(i).padStart(5, '0')}`;

export function scaleClass(i, variant = 0) {
  const name = scaleName(i);
  const lower = name.toLowerCase();
  const use = i > 0 ? `\n    rv_result = rv_result + NEW ${scaleName(i - 1).toLowerCase()}( )->run( 1 ).` : '';
  return {
    type: 'CLAS',
    name,
    description: `Scale class ${i}`,
    metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: `Scale class ${i}`, STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
    sources: {
      main: `CLASS ${lower} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS run
      IMPORTING iv_value         TYPE i
      RETURNING VALUE(rv_result) TYPE i.
ENDCLASS.

CLASS ${lower} IMPLEMENTATION.
  METHOD run.
    rv_result = iv_value * ${2 + variant}.${use}
  ENDMETHOD.
ENDCLASS.
`,
    },
  };
}
