/**
 * Kernel gaps end to end (issue 31): a standard name the embedded kernel lacks is a warning, not a wall. The
 * built binary pulls code that uses such names: it activates with warnings naming them, list and view mark it,
 * the running code raises a catchable error naming the name only where it touches it (a short dump when
 * nobody catches it), unit results show those failures apart, `kernel gaps` ranks the names, and strict mode
 * (the project's kernel.strict, --strict) keeps today's rule.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { lowerCaseKeys, startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';
import { createBareRepository, workingCopy } from '../support/git.js';
import { clas, pkg, repositoryFiles } from '../support/git-fixtures.js';
import { gitSync } from '../../src/system/sync/index.js';

let service: TestService;
let root: string;
const env = { ABAP_TRANSPORT: undefined, GIT_USERNAME: undefined, GIT_PASSWORD: undefined, XDG_DATA_HOME: undefined };

/** A class that uses CL_KG_NOWHERE and SKG_NOWHERE_DATE (no kernel has them), with a test class. */
function userClass(name: string) {
  const lower = name.toLowerCase();
  return clas(
    name,
    `CLASS ${lower} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
    DATA helper TYPE REF TO cl_kg_nowhere.
    METHODS untouched RETURNING VALUE(result) TYPE string.
    METHODS touched RETURNING VALUE(result) TYPE string.
    METHODS uncaught.
ENDCLASS.



CLASS ${lower} IMPLEMENTATION.

  METHOD untouched.
    DATA never TYPE skg_nowhere_date.
    result = \`untouched runs\`.
  ENDMETHOD.

  METHOD touched.
    TRY.
        result = cl_kg_nowhere=>value( ).
      CATCH cx_root INTO DATA(error).
        result = error->get_text( ).
    ENDTRY.
  ENDMETHOD.

  METHOD uncaught.
    cl_kg_nowhere=>value( ).
  ENDMETHOD.

  METHOD if_oo_adt_classrun~main.
    out->write( untouched( ) ).
    out->write( touched( ) ).
  ENDMETHOD.

ENDCLASS.
`,
    {
      testclasses: `CLASS ltcl_user DEFINITION FOR TESTING RISK LEVEL HARMLESS DURATION SHORT.
  PRIVATE SECTION.
    METHODS passes FOR TESTING.
    METHODS needs_gap FOR TESTING.
ENDCLASS.

CLASS ltcl_user IMPLEMENTATION.
  METHOD passes.
    cl_abap_unit_assert=>assert_equals( act = NEW ${lower}( )->untouched( ) exp = \`untouched runs\` ).
  ENDMETHOD.
  METHOD needs_gap.
    NEW ${lower}( )->uncaught( ).
  ENDMETHOD.
ENDCLASS.
`,
    },
  );
}

function dumpingClass(name: string, user: string) {
  const lower = name.toLowerCase();
  return clas(
    name,
    `CLASS ${lower} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS ${lower} IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    NEW ${user.toLowerCase()}( )->uncaught( ).
  ENDMETHOD.
ENDCLASS.
`,
  );
}

let counter = 0;
/** A git working folder holding a package of the given objects, linked to the package, with .abapGitAgent. */
async function project(rootPackage: string, objects: ReturnType<typeof clas>[], projectConfig?: Record<string, unknown>) {
  const name = `kg${++counter}`;
  const bare = await createBareRepository(join(root, 'remotes'), name);
  const work = join(root, name);
  const files = repositoryFiles(rootPackage, [pkg(rootPackage, '')], objects.map((object) => ({ ...object, package: rootPackage })));
  await workingCopy(work, bare, files);
  writeFileSync(
    join(work, '.abapGitAgent'),
    JSON.stringify({ host: '127.0.0.1', sapport: Number(new URL(service.url).port), protocol: 'http', client: '100', user: 'DEVELOPER', password: testPasswords.DEVELOPER }),
  );
  if (projectConfig) writeFileSync(join(work, '.abapgit-agent.json'), JSON.stringify(projectConfig));
  writeFileSync(join(work, '.git', 'info', 'exclude'), '.abapGitAgent\n.abapgit-agent.json\n');
  expect((await gitSync(service.system).create({ url: bare, package: rootPackage }, 'DEVELOPER')).success).toBe('X');
  return work;
}

const cli = (work: string, ...args: string[]) => runCli(args, { cwd: work, env });

beforeAll(async () => {
  root = tempDir('abapdeck-cli-gaps-');
  service = await startTestService({ execution: { poolSize: 1, maxRuntimeMillis: 20_000 } });
});
afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('kernel gaps: a standard name the embedded kernel lacks', () => {
  let work: string;

  beforeAll(async () => {
    work = await project('ZKG', [userClass('ZCL_KG_USER'), dumpingClass('ZCL_KG_DUMP', 'ZCL_KG_USER')]);
  });

  it('activates the objects on the first pull, with one warning per gap (code, name, line)', async () => {
    const run = await cli(work, 'pull', '--json');
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const result = lowerCaseKeys(JSON.parse(run.stdout));
    expect(result.activated_objects).toEqual(expect.arrayContaining([{ obj_type: 'CLAS', obj_name: 'ZCL_KG_USER' }, { obj_type: 'CLAS', obj_name: 'ZCL_KG_DUMP' }]));
    const gaps = result.log_messages.filter((entry: { code?: string }) => entry.code === 'KERNEL_GAP');
    expect(gaps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'W', obj_name: 'ZCL_KG_USER', name: 'CL_KG_NOWHERE', file: 'zcl_kg_user.clas.abap', line: 4 }),
        expect.objectContaining({ type: 'W', obj_name: 'ZCL_KG_USER', name: 'SKG_NOWHERE_DATE', line: 15 }),
      ]),
    );
    expect(gaps.filter((gap: { name: string; obj_name: string }) => gap.name === 'CL_KG_NOWHERE' && gap.obj_name === 'ZCL_KG_USER')).toHaveLength(1);

  });

  it('marks the object as activated with gaps in list and view', async () => {
    const list = await cli(work, 'list', '--package', 'ZKG');
    expect(list.stdout).toMatch(/ZCL_KG_USER\s+activated with 2 kernel gap\(s\)/);
    const view = await cli(work, 'view', '--objects', 'ZCL_KG_USER');
    expect(view.stdout).toContain('Kernel gaps: activated with 2 kernel gap(s)');
    expect(view.stdout).toContain('CL_KG_NOWHERE (zcl_kg_user.clas.abap, line 4)');
  });

  it('runs the code up to the gap: declaring is free, touching raises a catchable error naming the name', async () => {
    const run = await cli(work, 'run', '--class', 'ZCL_KG_USER');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('untouched runs');
    expect(run.stdout).toContain('CL_KG_NOWHERE is not available: the embedded kernel does not provide it');
  });

  it('writes a short dump KERNEL_GAP naming the name when nobody catches it', async () => {
    const run = await cli(work, 'run', '--class', 'ZCL_KG_DUMP');
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).toMatch(/KERNEL_GAP/);
    const dumps = await cli(work, 'dump', '--error', 'KERNEL_GAP', '--detail', '1');
    expect(dumps.stdout).toContain('CL_KG_NOWHERE is not available: the embedded kernel does not provide it');
  });

  it('shows unit failures that need a gap apart from the test results', async () => {
    const run = await cli(work, 'unit', '--files', 'src/zcl_kg_user.clas.testclasses.abap', '--json');
    const errors = lowerCaseKeys(JSON.parse(run.stdout)).errors;
    expect(errors).toEqual([expect.objectContaining({ method_name: 'NEEDS_GAP', error_kind: 'KERNEL_GAP', error_text: expect.stringMatching(/^needs CL_KG_NOWHERE, not in the embedded kernel/) })]);
    const text = await cli(work, 'unit', '--files', 'src/zcl_kg_user.clas.testclasses.abap');
    expect(text.stdout).toMatch(/NEEDS_GAP\s+KERNEL_GAP\s+needs CL_KG_NOWHERE, not in the embedded kernel/);
    expect(text.stdout).toContain('1 of 2 tests failed');
  });

  it('lists every gap of the linked packages with the objects using it, most used first', async () => {
    const run = await cli(work, 'kernel', 'gaps', '--package', 'ZKG', '--json');
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.gaps.map((gap: { name: string }) => gap.name)).toEqual(['CL_KG_NOWHERE', 'SKG_NOWHERE_DATE']);
    expect(result.gaps[0]).toMatchObject({ object_count: 1, objects: [{ obj_type: 'CLAS', obj_name: 'ZCL_KG_USER', line: 4 }] });
    const text = await cli(work, 'kernel', 'gaps');
    expect(text.stdout).toMatch(/CL_KG_NOWHERE\s+1\s+CLAS ZCL_KG_USER/);
    expect(text.stdout).toContain('2 kernel gap(s), 2 use(s)');
    const unknown = await cli(work, 'kernel', 'gaps', '--package', 'ZKG_NOWHERE');
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toContain('Package ZKG_NOWHERE does not exist');
    const usage = await cli(work, 'kernel', 'holes');
    expect(usage.code).toBe(2);
  });

  it('syntax warns of a gap with its code and line; --strict makes it an error', async () => {
    const warned = await cli(work, 'syntax', '--files', 'src/zcl_kg_user.clas.abap');
    expect(warned.code, warned.stdout).toBe(0);
    expect(warned.stdout).toContain('zcl_kg_user.clas.abap:4: warning: KERNEL_GAP: CL_KG_NOWHERE is not in the embedded kernel');
    const strict = await cli(work, 'syntax', '--files', 'src/zcl_kg_user.clas.abap', '--strict');
    expect(strict.code).toBe(1);
    expect(strict.stdout).toMatch(/error: .*cl_kg_nowhere/i);
  });
});

describe('strict kernel: the project asks for every name to exist', () => {
  it('fails the object on the pull, naming the missing name, as an application system does', async () => {
    const work = await project('ZKGS', [userClass('ZCL_KGS_USER')], { kernel: { strict: true } });
    const run = await cli(work, 'pull');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/CLAS ZCL_KGS_USER\n\s+- .*cl_kg_nowhere/i);
    expect(run.stdout).not.toContain('Kernel gaps');
  });

  it('--strict fails the pull; the same pull without it activates and prints the gaps per object', async () => {
    const work = await project('ZKGF', [userClass('ZCL_KGF_USER')]);
    const strict = await cli(work, 'pull', '--strict');
    expect(strict.code).toBe(1);
    expect(strict.stdout).toMatch(/cl_kg_nowhere/i);
    const gaps = await cli(work, 'pull');
    expect(gaps.code, gaps.stdout).toBe(0);
    expect(gaps.stdout).toContain('Kernel gaps (2): activated; code that uses a missing name raises a runtime error');
    expect(gaps.stdout).toContain('  CLAS ZCL_KGF_USER\n    - CL_KG_NOWHERE (zcl_kgf_user.clas.abap, line 4)\n    - SKG_NOWHERE_DATE (zcl_kgf_user.clas.abap, line 15)');
  });
});
