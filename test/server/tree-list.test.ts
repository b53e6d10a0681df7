import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService } from '../support/service.js';
import { smallHierarchy } from '../support/fixtures.js';

let service: TestService;
let post: (path: string, body: unknown) => Promise<Response>;

beforeAll(async () => {
  service = await startTestService({ prepare: smallHierarchy });
  post = (await rawSession(service)).post;
});
afterAll(async () => service.stop());

const tree = async (body: unknown) => (await post('/tree', body)).json();
const list = async (body: unknown) => (await post('/list', body)).json();

describe('POST /tree', () => {
  it('returns the flat node list with depths, parents, counts and per-type counts', async () => {
    const result = await tree({ package: 'zroot', include_objects: true });
    expect(result).toMatchObject({
      SUCCESS: true,
      COMMAND: 'TREE',
      PACKAGE: 'ZROOT',
      MESSAGE: 'Tree retrieved successfully',
      PARENT_PACKAGE: '',
      TOTAL_PACKAGES: 4,
      TOTAL_OBJECTS: 19,
      ERROR: '',
    });
    expect(result.NODES).toEqual([
      { PACKAGE: 'ZROOT', PARENT: '', DESCRIPTION: 'Root', DEPTH: 0, OBJECT_COUNT: 2 },
      { PACKAGE: 'ZROOT_A', PARENT: 'ZROOT', DESCRIPTION: 'Part A', DEPTH: 1, OBJECT_COUNT: 15 },
      { PACKAGE: 'ZROOT_A_X', PARENT: 'ZROOT_A', DESCRIPTION: 'Deep', DEPTH: 2, OBJECT_COUNT: 1 },
      { PACKAGE: 'ZROOT_B', PARENT: 'ZROOT', DESCRIPTION: 'Part B', DEPTH: 1, OBJECT_COUNT: 1 },
    ]);
    expect(result.OBJECTS).toEqual([
      { OBJECT: 'CLAS', COUNT: 13 },
      { OBJECT: 'DTEL', COUNT: 1 },
      { OBJECT: 'FUGR', COUNT: 1 },
      { OBJECT: 'INTF', COUNT: 1 },
      { OBJECT: 'PROG', COUNT: 1 },
      { OBJECT: 'STRU', COUNT: 1 },
      { OBJECT: 'TABL', COUNT: 1 },
    ]);
  });

  it('stops at the requested depth and names the parent of a subpackage', async () => {
    const shallow = await tree({ package: 'ZROOT', depth: 1 });
    expect(shallow.NODES.map((n: { PACKAGE: string }) => n.PACKAGE)).toEqual(['ZROOT', 'ZROOT_A', 'ZROOT_B']);
    expect(shallow.OBJECTS).toEqual([]);
    const sub = await tree({ package: 'ZROOT_A' });
    expect(sub.PARENT_PACKAGE).toBe('ZROOT');
  });

  it.each([
    [{ package: 'ZNOPE' }, 'Package ZNOPE does not exist in the system'],
    [{ package: 'Z NOPE' }, 'Invalid package name: Z NOPE'],
    [{ package: '1ABC' }, 'Invalid package name: 1ABC'],
    [{ package: 'Z'.repeat(31) }, `Invalid package name: ${'Z'.repeat(31)}`],
    [{ package: 'ZROOT', depth: 11 }, 'Depth value too large (max: 10)'],
    [{}, 'Package parameter is required'],
  ])('answers %j with the spec text', async (body, error) => {
    const result = await tree(body);
    expect(result).toMatchObject({ SUCCESS: false, COMMAND: 'TREE', ERROR: error });
  });

  it('accepts local and namespaced package names', async () => {
    expect(await tree({ package: '$LOCAL' })).toMatchObject({ SUCCESS: true, TOTAL_PACKAGES: 1 });
    expect(await tree({ package: '/DMO/FLIGHT' })).toMatchObject({ ERROR: 'Package /DMO/FLIGHT does not exist in the system' });
  });
});

describe('POST /list', () => {
  it('orders by type then name, with totals and counts by type', async () => {
    const result = await list({ package: 'ZROOT_A' });
    expect(result).toMatchObject({ SUCCESS: true, COMMAND: 'LIST', PACKAGE: 'ZROOT_A', TOTAL: 15, LIMIT: 100, OFFSET: 0, ERROR: '' });
    expect(result.OBJECTS[0]).toEqual({ TYPE: 'CLAS', NAME: 'ZCL_A_01' });
    expect(result.OBJECTS.slice(-3)).toEqual([
      { TYPE: 'PROG', NAME: 'ZA_REPORT' },
      { TYPE: 'STRU', NAME: 'ZA_STRUCT' },
      { TYPE: 'TABL', NAME: 'ZA_TABLE' },
    ]);
    expect(result.BY_TYPE).toEqual([
      { TYPE: 'CLAS', COUNT: 12 },
      { TYPE: 'PROG', COUNT: 1 },
      { TYPE: 'STRU', COUNT: 1 },
      { TYPE: 'TABL', COUNT: 1 },
    ]);
  });

  it('pages with limit and offset', async () => {
    const first = await list({ package: 'ZROOT_A', limit: 5 });
    const second = await list({ package: 'ZROOT_A', limit: 5, offset: 5 });
    const last = await list({ package: 'ZROOT_A', limit: 5, offset: 14 });
    expect(first.OBJECTS.map((o: { NAME: string }) => o.NAME)).toEqual(['ZCL_A_01', 'ZCL_A_02', 'ZCL_A_03', 'ZCL_A_04', 'ZCL_A_05']);
    expect(second.OBJECTS[0].NAME).toBe('ZCL_A_06');
    expect(last.OBJECTS).toEqual([{ TYPE: 'TABL', NAME: 'ZA_TABLE' }]);
    expect(last.TOTAL).toBe(15);
  });

  it('filters by types and by a wildcard name', async () => {
    const types = await list({ package: 'ZROOT_A', type: 'prog,stru' });
    expect(types.OBJECTS).toEqual([{ TYPE: 'PROG', NAME: 'ZA_REPORT' }, { TYPE: 'STRU', NAME: 'ZA_STRUCT' }]);
    const names = await list({ package: 'ZROOT_A', name: 'ZCL_A_1*' });
    expect(names.OBJECTS.map((o: { NAME: string }) => o.NAME)).toEqual(['ZCL_A_10', 'ZCL_A_11', 'ZCL_A_12']);
    expect(names.TOTAL).toBe(3);
    // '_' and '%' in a pattern are literal characters, not LIKE wildcards.
    expect((await list({ package: 'ZROOT_A', name: 'ZCL%' })).TOTAL).toBe(0);
    expect((await list({ package: 'ZROOT_A', name: 'ZCL_A_0+' })).TOTAL).toBe(9);
  });

  it('takes every type the list shows as a filter, a message class too', async () => {
    service.system.objects.save(
      { type: 'MSAG', name: 'ZA_MESSAGES', description: 'messages', metadata: { T100A: { ARBGB: 'ZA_MESSAGES', MASTERLANG: 'E', STEXT: 'messages' } }, sources: {} },
      'ZROOT_A',
      'A',
      'DEVELOPER',
    );
    const messages = await list({ package: 'ZROOT_A', type: 'msag' });
    expect(messages).toMatchObject({ SUCCESS: true, TOTAL: 1, OBJECTS: [{ TYPE: 'MSAG', NAME: 'ZA_MESSAGES' }] });
    expect((await list({ package: 'ZROOT_A', type: 'DOMA' })).SUCCESS).toBe(true);
  });

  it.each([
    [{}, 'Package parameter is required'],
    [{ package: '' }, 'Package parameter is required'],
    [{ package: 'ZNOPE' }, 'Package ZNOPE does not exist'],
    [{ package: 'ZROOT', type: 'CLAS,XYZ' }, 'Invalid object type: XYZ'],
    [{ package: 'ZROOT', limit: 1001 }, 'Limit value too high (max: 1000)'],
  ])('answers %j with the spec text', async (body, error) => {
    expect(await list(body)).toMatchObject({ SUCCESS: false, COMMAND: 'LIST', ERROR: error });
  });
});
