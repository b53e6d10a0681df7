import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor, runCli } from '../support/cli.js';
import { startTestService, type TestService } from '../support/service.js';
import type { AbapObject } from '../../src/system/objects.js';

let service: TestService;
let cwd: string;

const friendly = (name: string, friend: string) => `CLASS ${name} DEFINITION PUBLIC CREATE PUBLIC GLOBAL FRIENDS ${friend}.
  PUBLIC SECTION.
    METHODS run.
  PRIVATE SECTION.
    DATA secret TYPE i.
ENDCLASS.

CLASS ${name} IMPLEMENTATION.
  METHOD run.
    DATA other TYPE REF TO ${friend}.
    other = NEW #( ).
    secret = other->secret.
  ENDMETHOD.
ENDCLASS.
`;

function classObject(name: string, main: string, testclasses?: string): AbapObject {
  return {
    type: 'CLAS',
    name,
    description: 'CLI unit test class',
    metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: 'CLI unit test class', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
    sources: { main, ...(testclasses ? { testclasses } : {}) },
  };
}

const plainClass = (name: string) => `CLASS ${name} DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
ENDCLASS.

CLASS ${name} IMPLEMENTATION.
ENDCLASS.
`;

const brokenTests = `CLASS ltcl_broken DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    DATA helper TYPE REF TO zcl_cli_nowhere.
    METHODS runs FOR TESTING.
ENDCLASS.

CLASS ltcl_broken IMPLEMENTATION.
  METHOD runs.
  ENDMETHOD.
ENDCLASS.
`;

beforeAll(async () => {
  service = await startTestService({
    execution: { poolSize: 1 },
    prepare: (system) => {
      system.packages.save({ name: '$CLI', parent: '', description: 'CLI unit tests', softwareComponent: 'LOCAL', metadata: {} }, 'DEVELOPER');
      system.objects.save(classObject('ZCL_CLI_BROKEN', plainClass('zcl_cli_broken'), brokenTests), '$CLI', 'I', 'DEVELOPER');
      system.objects.save(classObject('ZCL_CLI_PLAIN', plainClass('zcl_cli_plain')), '$CLI', 'A', 'DEVELOPER');
    },
  });
  cwd = projectFolderFor(service);
  mkdirSync(join(cwd, 'src'));
  writeFileSync(join(cwd, 'src', 'zcl_cli_a.clas.abap'), friendly('zcl_cli_a', 'zcl_cli_b'));
  writeFileSync(join(cwd, 'src', 'zcl_cli_b.clas.abap'), friendly('zcl_cli_b', 'zcl_cli_a'));
}, 120_000);
afterAll(async () => {
  await service?.stop();
  if (cwd) rmSync(cwd, { recursive: true, force: true });
});

describe('abapdeck syntax with several files', () => {
  it('checks two new classes that are each other\'s friends against each other', async () => {
    const run = await runCli(['syntax', '--files', 'src/zcl_cli_a.clas.abap,src/zcl_cli_b.clas.abap'], { cwd });
    expect(run.stdout).toBe('CLAS ZCL_CLI_A: Syntax check passed\nCLAS ZCL_CLI_B: Syntax check passed\nAll 2 object(s) passed syntax check\n');
    expect(run.code).toBe(0);
  }, 60_000);
});

describe('abapdeck unit on classes that cannot be tested', () => {
  it('a class that failed activation exits 1 with its activation errors', async () => {
    const run = await runCli(['unit', '--files', 'zcl_cli_broken.clas.abap'], { cwd });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('ZCL_CLI_BROKEN is not active: 1 activation error(s)');
    expect(run.stdout).toMatch(/ZCL_CLI_NOWHERE.*zcl_cli_broken\.clas\.testclasses\.abap, line 3/i);
    expect(run.stdout).not.toContain('All 0 tests passed');
  }, 60_000);

  it('a class without tests says so and exits 1', async () => {
    const run = await runCli(['unit', '--files', 'zcl_cli_plain.clas.abap', '--json'], { cwd });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ SUCCESS: '', TEST_COUNT: 0, MESSAGE: 'No tests found in ZCL_CLI_PLAIN' });
  }, 60_000);
});
