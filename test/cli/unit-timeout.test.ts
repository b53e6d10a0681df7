/** `abapdeck unit` and the run's time limit: `--timeout`, else the project's unit.timeoutSeconds (issue 31). */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor, runCli } from '../support/cli.js';
import { startTestService, type TestService } from '../support/service.js';
import { clas } from '../support/git-fixtures.js';

let service: TestService;
let work: string;

const slow = clas(
  'ZCL_UTO_SLOW',
  'CLASS zcl_uto_slow DEFINITION PUBLIC FINAL CREATE PUBLIC.\n  PUBLIC SECTION.\nENDCLASS.\n\nCLASS zcl_uto_slow IMPLEMENTATION.\nENDCLASS.\n',
  {
    testclasses: `CLASS ltcl_slow DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS a_passes FOR TESTING.
    METHODS b_never_ends FOR TESTING.
ENDCLASS.

CLASS ltcl_slow IMPLEMENTATION.
  METHOD a_passes.
    cl_abap_unit_assert=>assert_equals( act = 1 exp = 1 ).
  ENDMETHOD.
  METHOD b_never_ends.
    DATA count TYPE i.
    DO.
      count = count + 1.
    ENDDO.
  ENDMETHOD.
ENDCLASS.
`,
  },
);

beforeAll(async () => {
  service = await startTestService({
    execution: { poolSize: 1, maxRuntimeMillis: 30_000 },
    prepare: (system) => {
      system.packages.save({ name: '$UTO', parent: '', description: 'Unit time limit', softwareComponent: 'LOCAL', metadata: {} }, 'DEVELOPER');
      system.objects.save(slow, '$UTO', 'A', 'DEVELOPER');
    },
  });
  await service.execution.ready();
  work = projectFolderFor(service);
});
afterAll(async () => {
  await service.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('the time limit of a unit run', () => {
  it("takes the project's unit.timeoutSeconds: the finished method's result stays, the method that ran out of time is named", async () => {
    writeFileSync(join(work, '.abapgit-agent.json'), JSON.stringify({ unit: { timeoutSeconds: 2 } }));
    const started = Date.now();
    const run = await runCli(['unit', '--files', 'zcl_uto_slow.clas.testclasses.abap'], { cwd: work });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/B_NEVER_ENDS\s+ERROR\s+Runtime error TIME_OUT: the test method ran out of time \(the unit run's limit is 2 s/);
    expect(run.stdout).toContain('1 of 2 tests failed');
  });

  it('--timeout wins over the project, and a limit out of range is a usage error', async () => {
    writeFileSync(join(work, '.abapgit-agent.json'), JSON.stringify({ unit: { timeoutSeconds: 600 } }));
    const run = await runCli(['unit', '--files', 'zcl_uto_slow.clas.testclasses.abap', '--timeout', '1', '--json'], { cwd: work });
    expect(run.stdout).toMatch(/limit is 1 s/);
    const refused = await runCli(['unit', '--files', 'zcl_uto_slow.clas.testclasses.abap', '--timeout', '0'], { cwd: work });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--timeout must be a whole number of seconds from 1 to 3600');
  });
});
