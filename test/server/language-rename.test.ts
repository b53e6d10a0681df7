/**
 * Issue 36, what was left, item 3: the service's rename refuses names of another repository and names another
 * repository uses, as the packages and repository links of the system tell (an object of a linked package tree
 * belongs to its link's root package; one of an unlinked tree to the tree's top package), with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageSession, startTestService, type TestService } from '../support/service.js';
import { addObject, addPackage } from '../support/fixtures.js';
import { SHAPES_SYSTEM, ZCL_CIRCLE_SOURCE, ZSHAPES_SOURCE, placeOf } from '../system/language/fixtures.js';
import { gitSync } from '../../src/system/sync/index.js';

let service: TestService;
let language: (operation: string, body: unknown) => Promise<any>;

beforeAll(async () => {
  service = await startTestService({
    prepare: (system) => {
      addPackage(system, 'ZREPO');
      addPackage(system, 'ZREPO_SUB', 'ZREPO');
      addPackage(system, 'ZOTHER');
      gitSync(system).links.create({ url: 'https://git.example/zrepo.git', branch: 'main', package: 'ZREPO', name: 'zrepo', displayName: 'zrepo', folderLogic: 'PREFIX', startingFolder: '/src/' }, 'DEVELOPER');
      const packageOf: Record<string, string> = { ZIF_SHAPE: 'ZREPO', ZCL_CIRCLE: 'ZREPO_SUB', ZSHAPES: 'ZOTHER' };
      for (const object of SHAPES_SYSTEM) addObject(system, packageOf[object.name]!, object.type, object.name, object);
    },
  });
  const call = await languageSession(service);
  language = async (operation, body) => {
    const response = await call(operation, body);
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: unknown }).result;
  };
}, 120_000);
afterAll(async () => service.stop());

const circle = 'zcl_circle.clas.abap';
const program = 'zshapes.prog.abap';

describe('rename across repositories', () => {
  it('refuses a name another repository uses: the attribute of ZREPO read by a program of ZOTHER', { timeout: 60_000 }, async () => {
    const result = await language('rename', { document: circle, position: placeOf(ZCL_CIRCLE_SOURCE, 'mv_radius TYPE', 1), newName: 'mv_size' });
    expect(result).toEqual({ edits: {}, refused: expect.stringContaining('used in PROG ZSHAPES of package ZOTHER, outside the repository of ZREPO') });
  });

  it('refuses a name declared in another repository (an API this one uses), at prepare-rename too', async () => {
    const at = { document: program, position: placeOf(ZSHAPES_SOURCE, 'create(', 1) };
    expect((await language('prepare-rename', at)).refused).toContain('declared in CLAS ZCL_CIRCLE of package ZREPO_SUB, outside the repository of ZOTHER');
    expect((await language('rename', { ...at, newName: 'make' })).refused).toContain('declared in CLAS ZCL_CIRCLE');
  });

  it("refuses a kernel's name", async () => {
    const source = `${ZSHAPES_SOURCE}  DATA(lv_line) = cl_abap_char_utilities=>newline.\n`;
    const result = await language('rename', { files: [{ name: program, source }], document: program, position: placeOf(source, 'newline', 1), newName: 'lf' });
    expect(result.refused).toContain('(a kernel object)');
  });

  it('renames within one repository: across its packages (a method of ZREPO_SUB, its interface in ZREPO)', async () => {
    const result = await language('rename', { document: circle, position: placeOf(ZCL_CIRCLE_SOURCE, 'scale IMPORTING', 1), newName: 'resize' });
    expect(result.refused).toBeUndefined();
    expect(Object.keys(result.edits)).toEqual([circle]);
  });
});
