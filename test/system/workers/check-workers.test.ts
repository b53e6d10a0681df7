import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedSystem } from '../../../src/system/system.js';
import { addPackage } from '../../support/fixtures.js';
import { tempDir } from '../../support/service.js';
import { isSmallTask } from '../../../src/system/workers/check-workers.js';
import type { CheckOperation } from '../../../src/system/workers/check-tasks.js';

// The check workers keep their own registry, loaded from the repository database and brought up to date by
// the activations the system announces (keys only): what a worker checks against is always what is active.

const dataDir = tempDir();
let system: EmbeddedSystem;

const constantClass = (value: string) => ({
  type: 'CLAS',
  name: 'ZCL_WORKER_CONST',
  description: 'constant',
  metadata: { VSEOCLASS: { CLSNAME: 'ZCL_WORKER_CONST', LANGU: 'E', DESCRIPT: 'constant', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
  sources: {
    main: `CLASS zcl_worker_const DEFINITION PUBLIC FINAL CREATE PUBLIC.\n  PUBLIC SECTION.\n    CONSTANTS ${value} TYPE i VALUE 1.\nENDCLASS.\nCLASS zcl_worker_const IMPLEMENTATION.\nENDCLASS.\n`,
  },
});

const user = { type: 'PROG', name: 'ZWORKER_USER', source: 'REPORT zworker_user.\nWRITE zcl_worker_const=>gc_second.\n' };

function activate(object: ReturnType<typeof constantClass>): void {
  system.objects.save(object, 'ZWORKERS', 'A', 'DEVELOPER');
  system.activation.announce({ activated: [system.objects.get('CLAS', object.name, 'A')!], deleted: [] });
}

beforeAll(() => {
  system = EmbeddedSystem.open({ dataDir, initialPasswords: { DEVELOPER: 'd', VIEWER: 'v' } });
  addPackage(system, 'ZWORKERS');
  activate(constantClass('gc_first'));
});
afterAll(() => {
  system.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('check workers', () => {
  it('check against the active objects of the repository database', async () => {
    const answer = await system.checkWorkers.syntaxCheck({ objects: [user], uccheck: 'X' });
    expect(answer.success).toBe(false);
    expect(answer.results[0]!.errors[0]!.text).toMatch(/gc_second/i);
  }, 60_000);

  it('see an activation announced after they loaded, and a deletion', async () => {
    activate(constantClass('gc_second'));
    expect((await system.checkWorkers.syntaxCheck({ objects: [user], uccheck: 'X' })).success).toBe(true);
    system.objects.remove('CLAS', 'ZCL_WORKER_CONST', { user: 'DEVELOPER' });
    system.activation.announce({ activated: [], deleted: [{ type: 'CLAS', name: 'ZCL_WORKER_CONST' }] });
    const after = await system.checkWorkers.syntaxCheck({ objects: [user], uccheck: 'X' });
    expect(after.success).toBe(false);
  }, 60_000);

  it('answer where-used and activation checks with the packages of the repository', async () => {
    activate(constantClass('gc_second'));
    const { errors } = await system.checkWorkers.checkActivation([{ type: 'PROG', name: 'ZWORKER_USER', description: '', metadata: {}, sources: { main: user.source.replace('gc_second', 'gc_third') } }]);
    expect([...errors.keys()]).toEqual(['PROG ZWORKER_USER']);
    system.objects.save({ type: 'PROG', name: 'ZWORKER_USER', description: 'user', metadata: {}, sources: { main: user.source } }, 'ZWORKERS', 'A', 'DEVELOPER');
    system.activation.announce({ activated: [system.objects.get('PROG', 'ZWORKER_USER', 'A')!], deleted: [] });
    const where = await system.checkWorkers.whereUsed({ objects: ['ZCL_WORKER_CONST'] });
    expect(JSON.stringify(where)).toContain('ZWORKER_USER');
    expect(JSON.stringify(where)).toContain('ZWORKERS');
  }, 60_000);

  // Issue 36: the language service runs on the workers too, over the same registry, and follows activations.
  it('answer language requests against what is active, after an activation and a deletion', async () => {
    activate(constantClass('gc_first'));
    const source = 'REPORT zworker_user.\nWRITE zcl_worker_const=>gc_renamed.\n';
    const input = { files: [{ name: 'zworker_user.prog.abap', source }], document: 'zworker_user.prog.abap', position: { line: 1, character: 'WRITE zcl_worker_const=>'.length + 1 } };
    expect(await system.checkWorkers.language({ operation: 'definition', input })).toEqual({ known: true, result: null });
    activate(constantClass('gc_renamed'));
    const found = await system.checkWorkers.language({ operation: 'definition', input });
    expect(found).toEqual({ known: true, result: { uri: 'zcl_worker_const.clas.abap', range: expect.anything() } });
    system.objects.remove('CLAS', 'ZCL_WORKER_CONST', { user: 'DEVELOPER' });
    system.activation.announce({ activated: [], deleted: [{ type: 'CLAS', name: 'ZCL_WORKER_CONST' }] });
    expect(await system.checkWorkers.language({ operation: 'hover', input: { document: 'zcl_worker_const.clas.abap', position: { line: 0, character: 0 } } })).toEqual({ known: false });
    activate(constantClass('gc_second'));
  }, 60_000);
});

// Issue 33: small tasks run on a lane of their own, never behind a heavy check.
describe('the small lane', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `DATA lv_${i} TYPE i.`).join('\n');
  it.each([
    ['a syntax check of one small program is small', { op: 'syntax', request: { objects: [{ type: 'PROG', name: 'Z', source: lines(10) }] } }, true],
    ['a syntax check of 3,000 lines is small', { op: 'syntax', request: { objects: [{ type: 'PROG', name: 'Z', source: lines(3_000) }] } }, true],
    ['a syntax check of 3,001 lines is not', { op: 'syntax', request: { objects: [{ type: 'PROG', name: 'Z', source: lines(3_001) }] } }, false],
    ['a class whose parts together pass 3,000 lines is not', { op: 'syntax', request: { objects: [{ type: 'CLAS', name: 'Z', source: lines(2_000), locals_imp: lines(2_000) }] } }, false],
    ['a syntax check of 21 objects is not', { op: 'syntax', request: { objects: Array.from({ length: 21 }, (_, i) => ({ type: 'PROG', name: `Z${i}`, source: 'REPORT z.' })) } }, false],
    ['where-used of 20 objects is small', { op: 'where', request: { objects: Array.from({ length: 20 }, (_, i) => `ZCL_${i}`) } }, true],
    ['where-used of 21 objects is not', { op: 'where', request: { objects: Array.from({ length: 21 }, (_, i) => `ZCL_${i}`) } }, false],
    ['an inspection is not', { op: 'inspect', objects: [{ type: 'CLAS', name: 'ZCL_X' }] }, false],
    ["a pull's activation check is not", { op: 'activation', objects: [] }, false],
    ['a language request with an open file is small', { op: 'language', task: { operation: 'definition', input: { document: 'z.prog.abap', files: [{ name: 'z.prog.abap', source: lines(100) }] } } }, true],
    ['a language request with 3,001 lines open is not', { op: 'language', task: { operation: 'definition', input: { document: 'z.prog.abap', files: [{ name: 'z.prog.abap', source: lines(3_001) }] } } }, false],
  ] as Array<[string, CheckOperation, boolean]>)('%s', (_name, operation, small) => {
    expect(isSmallTask(operation)).toBe(small);
  });

  it('checks against what is active on both lanes', async () => {
    const heavy = { type: 'PROG', name: 'ZWORKER_BIG', source: `REPORT zworker_big.\n${lines(3_500)}\nWRITE zcl_worker_const=>gc_lane.\n` };
    activate(constantClass('gc_lane'));
    const [onSmall, onKept] = await Promise.all([system.checkWorkers.syntaxCheck({ objects: [{ ...user, source: 'REPORT zworker_user.\nWRITE zcl_worker_const=>gc_lane.\n' }] }), system.checkWorkers.syntaxCheck({ objects: [heavy] })]);
    expect(onSmall.success).toBe(true);
    expect(onKept.success).toBe(true);
  });
});
