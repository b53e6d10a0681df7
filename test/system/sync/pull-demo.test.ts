/**
 * The demo repository (every object kind the system knows: classes with all parts, interfaces, programs
 * with includes, a function group, tables, a structure, table type, domains, data elements, message
 * class, CDS views) pulled into an empty system: everything activates, the tables and views exist, and
 * the system writes back exactly the files in git.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseKeys } from '../../support/service.js';
import { openSyncSystem, type SyncSystem } from '../../support/sync-system.js';
import { copyTree, createBareRepository, git, workingCopy } from '../../support/git.js';
import { examplesDir } from '../../../src/system/seed.js';
import { readRepository } from '../../../src/system/abapgit/index.js';
import { readWorkingTree } from '../../../src/system/worktree.js';

let opened: SyncSystem;
let bare: string;
let pull: (body?: Record<string, unknown>) => Promise<Record<string, any>>;

beforeAll(async () => {
  opened = openSyncSystem('abapdeck-pull-demo-');
  const { root, sync } = opened;
  bare = await createBareRepository(root, 'demo');
  const work = await workingCopy(join(root, 'work'), bare);
  copyTree(join(examplesDir(), 'demo-repo'), work);
  await git(work, 'add', '-A');
  await git(work, 'commit', '--quiet', '-m', 'demo');
  await git(work, 'push', '--quiet', '-u', 'origin', 'main');
  expect((await sync.create({ url: bare, package: 'ZDEMO' }, 'DEVELOPER')).success).toBe('X');
  pull = async (body = {}) => lowerCaseKeys(await sync.pull({ url: bare, ...body }, 'DEVELOPER'));
});

afterAll(() => opened.close());

describe('pulling the demo repository into an empty system', () => {
  it('activates every object, creates packages, tables and views, and finds no XML differences', async () => {
    const expected = readRepository(readWorkingTree(join(examplesDir(), 'demo-repo')), 'ZDEMO').objects;
    const result = await pull();
    expect(result).toMatchObject({ success: 'X', failed_count: 0, failed_objects: [], local_xml_files: [], transport_request: 'DEVK900001' });
    expect(result.activated_count).toBe(expected.length);
    expect(new Set(result.activated_objects.map((o: { obj_type: string; obj_name: string }) => `${o.obj_type} ${o.obj_name}`))).toEqual(
      new Set(expected.map((o) => `${o.type} ${o.name}`)),
    );
    expect(opened.system.packages.get('ZDEMO_DATA_VIEWS')).toMatchObject({ parent: 'ZDEMO_DATA' });
    expect(opened.system.objects.entry('STRU', 'ZDEMO_S_FLIGHT_INFO')).toMatchObject({ package: 'ZDEMO_DATA' });
    expect(opened.system.data.describe('ZDEMO_BOOKING')).toBeDefined();
    expect(opened.system.data.describe('ZI_DEMO_FLIGHT')).toBeDefined();
  });

  it('then a one-file pull of an unchanged object changes nothing', async () => {
    const result = await pull({ files: ['src/core/zcl_demo_fare_calculator.clas.testclasses.abap'] });
    expect(result).toMatchObject({ success: 'X', activated_count: 0, local_xml_files: [] });
    expect(result.log_messages).toEqual([{ type: 'I', obj_type: 'CLAS', obj_name: 'ZCL_DEMO_FARE_CALCULATOR', text: 'Object unchanged' }]);
  });
});
