// Kernel benchmark: a generated repository of 500 objects whose code uses the kernel's most used names
// (RTTI, regex, time stamps, base64 and hashes, character utilities, CL_ABAP_UNIT_ASSERT); a full pull into
// an empty system, then the unit tests of a sample of its classes through the service.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { EmbeddedSystem } from '../dist/src/system/system.js';
import { startService } from '../dist/src/server/serve.js';
import { Agent } from '../dist/src/client/agent.js';
import { createRepository, pull } from '../dist/src/client/sync.js';
import { unit } from '../dist/src/client/execution.js';
import { defaultDotAbapgit, writeRepository } from '../dist/src/system/abapgit/index.js';
import { report, timeMany } from './stats.mjs';

const password = 'bench-secret';
const COUNT = { interfaces: 100, classes: 400 };
const SAMPLE = 20;
const gitEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GIT_'))),
  GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Bench', GIT_AUTHOR_EMAIL: 'bench@example.com', GIT_COMMITTER_NAME: 'Bench', GIT_COMMITTER_EMAIL: 'bench@example.com',
};
const git = (cwd, ...args) => promisify(execFile)('git', args, { cwd, env: gitEnv, maxBuffer: 256 * 1024 * 1024 });
const n = (i) => String(i).padStart(4, '0');

/** One of four kernel areas per class, in turn. */
function body(i) {
  switch (i % 4) {
    case 0:
      return {
        method: `    DATA(descr) = CAST cl_abap_structdescr( cl_abap_typedescr=>describe_by_data( row ) ).\n    result = lines( descr->components ).`,
        expected: '2',
      };
    case 1:
      return {
        method: `    DATA(matcher) = cl_abap_regex=>create_pcre( pattern = '[0-9]+' )->create_matcher( text = |abc{ id }def| ).\n    IF matcher->find_next( ) = abap_true.\n      result = matcher->get_match( )-length.\n    ENDIF.`,
        expected: '3',
      };
    case 2:
      return {
        method: `    DATA(later) = cl_abap_tstmp=>add( tstmp = CONV timestamp( '20260101000000' ) secs = 3600 ).\n    result = cl_abap_tstmp=>subtract( tstmp1 = later tstmp2 = CONV timestamp( '20260101000000' ) ).`,
        expected: '3600',
      };
    default:
      return {
        method: `    DATA(encoded) = cl_http_utility=>encode_base64( |{ id }| ).\n    result = strlen( encoded ) + strlen( cl_abap_char_utilities=>newline ).`,
        expected: '5',
      };
  }
}

function objects() {
  const out = [];
  for (let i = 0; i < COUNT.interfaces; i++) {
    const name = `ZIF_KBENCH_${n(i)}`;
    out.push({
      type: 'INTF', name, description: `Kernel bench interface ${i}`, package: 'ZKBENCH',
      metadata: { VSEOINTERF: { CLSNAME: name, LANGU: 'E', DESCRIPT: `Kernel bench interface ${i}`, EXPOSURE: '2', STATE: '1', UNICODE: 'X' } },
      sources: { main: `INTERFACE ${name.toLowerCase()} PUBLIC.\n  TYPES: BEGIN OF ty_row,\n           id   TYPE string,\n           text TYPE string,\n         END OF ty_row.\n  METHODS measure IMPORTING id TYPE string RETURNING VALUE(result) TYPE i.\nENDINTERFACE.\n` },
    });
  }
  for (let i = 0; i < COUNT.classes; i++) {
    const name = `ZCL_KBENCH_${n(i)}`;
    const intf = `zif_kbench_${n(i % COUNT.interfaces)}`;
    const { method, expected } = body(i);
    out.push({
      type: 'CLAS', name, description: `Kernel bench class ${i}`, package: 'ZKBENCH',
      metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: `Kernel bench class ${i}`, STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X', WITH_UNIT_TESTS: 'X' } },
      sources: {
        main: `CLASS ${name.toLowerCase()} DEFINITION PUBLIC FINAL CREATE PUBLIC.\n  PUBLIC SECTION.\n    INTERFACES ${intf}.\n  PRIVATE SECTION.\n    DATA row TYPE ${intf}=>ty_row.\nENDCLASS.\n\n\n\nCLASS ${name.toLowerCase()} IMPLEMENTATION.\n\n  METHOD ${intf}~measure.\n${method}\n  ENDMETHOD.\n\nENDCLASS.\n`,
        testclasses: `CLASS ltcl_test DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.\n  PRIVATE SECTION.\n    METHODS measures FOR TESTING.\nENDCLASS.\n\nCLASS ltcl_test IMPLEMENTATION.\n  METHOD measures.\n    DATA(cut) = NEW ${name.toLowerCase()}( ).\n    cl_abap_unit_assert=>assert_equals( act = cut->${intf}~measure( \`123\` ) exp = ${expected} ).\n  ENDMETHOD.\nENDCLASS.\n`,
      },
    });
  }
  return out;
}

export async function run() {
  const root = mkdtempSync(join(tmpdir(), 'abapdeck-bench-kernel-'));
  const dataDir = join(root, 'data');
  const bare = join(root, 'kernel.git');
  const work = join(root, 'work');
  try {
    await git(root, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
    mkdirSync(work);
    await git(work, 'init', '--quiet', '--initial-branch=main');
    await git(work, 'remote', 'add', 'origin', bare);
    const packages = [{ name: 'ZKBENCH', parent: '', description: 'Kernel bench', softwareComponent: 'HOME', metadata: { DEVC: { CTEXT: 'Kernel bench' } } }];
    const files = writeRepository({ dotAbapgit: defaultDotAbapgit(), rootPackage: 'ZKBENCH', packages, objects: objects() });
    for (const file of files) {
      mkdirSync(dirname(join(work, file.path)), { recursive: true });
      writeFileSync(join(work, file.path), file.data);
    }
    await git(work, 'add', '-A');
    await git(work, 'commit', '--quiet', '-m', 'generated');
    await git(work, 'push', '--quiet', '-u', 'origin', 'main');
    console.log(`generated repository: ${COUNT.classes} classes with tests using RTTI, regex, time stamps, base64 and ${COUNT.interfaces} interfaces (${files.length} files)`);

    EmbeddedSystem.open({ dataDir, initialPasswords: { DEVELOPER: password } }).close();
    const service = await startService({ dataDir, host: '127.0.0.1', port: 0, demo: false });
    try {
      const agent = new Agent(
        { origin: service.url, servicePath: '/sap/bc/z_abapgit_agent', adtPath: '/sap/bc/adt', client: '100', user: 'DEVELOPER', password, language: 'EN', source: 'file' },
        30 * 60_000,
      );
      await createRepository(agent, { url: bare, package: 'ZKBENCH' });
      let pulled;
      report('full pull, 500 objects using the kernel', await timeMany(1, async () => (pulled = await pull(agent, { url: bare }))));
      console.log(`  activated ${pulled.activated_count} of 500, failed ${pulled.failed_count}${pulled.error_detail ? `\n  ${pulled.error_detail.split('\n').slice(0, 3).join('\n  ')}` : ''}`);

      let passed = 0;
      let tests = 0;
      const samples = await timeMany(SAMPLE, async (i) => {
        const result = await unit(agent, [`src/zcl_kbench_${n((i * 21) % COUNT.classes)}.clas.testclasses.abap`]);
        passed += result.passed_count;
        tests += result.test_count;
      });
      report(`unit tests of one class (${SAMPLE} classes)`, samples);
      console.log(`  ${passed} of ${tests} test methods passed`);
    } finally {
      await service.close();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
