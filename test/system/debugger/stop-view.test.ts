import { describe, expect, it } from 'vitest';
import { StopView, type StopSnapshot } from '../../../src/system/debugger/engine/stop-view.js';
import type { DebugVariable } from '../../../src/protocol/debugger-documents.js';

const variable = (id: string, name = id): DebugVariable =>
  ({ ID: id, NAME: name, VALUE: `value of ${id}` }) as unknown as DebugVariable;

function snapshot(): StopSnapshot {
  return {
    frames: [
      { module: 'zcl_x.clas.mjs', file: 'zcl_x.clas.abap', row: 12, column: 5, jsName: 'run' },
      { module: 'zcl_x.clas.mjs', file: 'zcl_x.clas.abap', row: 4, column: 5, jsName: 'main' },
    ],
    children: {
      '@ROOT': {
        hierarchies: [
          { PARENT_ID: '@ROOT', CHILD_ID: '@PARAMETERS', CHILD_NAME: '@PARAMETERS' },
          { PARENT_ID: '@ROOT', CHILD_ID: '@LOCALS', CHILD_NAME: '@LOCALS' },
          { PARENT_ID: '@ROOT', CHILD_ID: 'ME', CHILD_NAME: 'ME' },
        ],
        variables: [variable('ME')],
      },
      '@PARAMETERS': { hierarchies: [{ PARENT_ID: '@PARAMETERS', CHILD_ID: 'IV_A', CHILD_NAME: 'IV_A' }], variables: [variable('IV_A')] },
      '@LOCALS': { hierarchies: [{ PARENT_ID: '@LOCALS', CHILD_ID: 'LV_B', CHILD_NAME: 'LV_B' }], variables: [variable('LV_B')] },
      ME: { hierarchies: [{ PARENT_ID: 'ME', CHILD_ID: 'ZCL_X=>GV', CHILD_NAME: 'GV' }], variables: [variable('ZCL_X=>GV', 'GV')] },
    },
  };
}

function counted() {
  let loads = 0;
  const view = new StopView(async () => {
    loads++;
    return snapshot();
  });
  return { view, loads: () => loads };
}

describe('StopView', () => {
  it('answers the reads of a stop from one load, combined as the inspector answers them', async () => {
    const { view, loads } = counted();
    expect(await view.frameCount()).toBe(2);
    const combined = await view.children(['@ROOT', '@PARAMETERS', '@LOCALS', '@DATAAGING']);
    expect(combined?.hierarchies.map((h) => h.CHILD_ID)).toEqual(['@PARAMETERS', '@LOCALS', 'ME', 'IV_A', 'LV_B']);
    expect(combined?.variables.map((v) => v.ID)).toEqual(['ME', 'IV_A', 'LV_B']);
    expect((await view.values(['LV_B', 'IV_A']))?.map((v) => v.ID)).toEqual(['LV_B', 'IV_A']);
    expect(loads()).toBe(1);
  });

  it.each([
    ['a parent it does not hold', ['ME->MV_X']],
    ['a parent it holds beside one it does not', ['@LOCALS', 'LT_X']],
  ])('reads through for %s', async (_what, parents) => {
    const { view } = counted();
    expect(await view.children(parents)).toBeUndefined();
  });

  it.each([
    ['an id it does not hold', ['LV_NOWHERE']],
    ['an id spelled otherwise than its record', ['lv_b']],
    ['a child whose record is named apart from its id', ['ZCL_X=>GV']],
  ])('reads values through for %s', async (_what, ids) => {
    const { view } = counted();
    expect(await view.values(ids)).toBeUndefined();
  });

  it('reads through while another frame is selected, and tells when the selection changes', async () => {
    const { view } = counted();
    expect(await view.select(2)).toBe(false);
    expect(await view.select(1)).toBe(true);
    expect(await view.children(['@LOCALS'])).toBeUndefined();
    expect(await view.select(1)).toBe(false);
    expect(await view.select(2)).toBe(true);
    expect(await view.children(['@LOCALS'])).toBeDefined();
  });

  it('loads again after a value changed, after a new stop, and after a failed load', async () => {
    let loads = 0;
    let fail = true;
    const view = new StopView(async () => {
      loads++;
      if (fail) throw new Error('the work process has ended');
      return snapshot();
    });
    await expect(view.frames()).rejects.toThrow('the work process has ended');
    fail = false;
    await view.frames();
    view.invalidate();
    await view.frames();
    await view.select(1);
    view.reset();
    expect(await view.children(['@LOCALS'])).toBeDefined();
    expect(loads).toBe(4);
  });

  it('loads ahead without counting as a read, and tells at the next stop whether the client read this one', async () => {
    const { view, loads } = counted();
    await view.loadAhead();
    expect(loads()).toBe(1);
    expect(view.reset()).toBe(false);
    await view.loadAhead();
    expect((await view.children(['@LOCALS']))?.variables.map((v) => v.ID)).toEqual(['LV_B']);
    expect(loads()).toBe(2);
    expect(view.reset()).toBe(true);
    expect(view.reset()).toBe(false);
    await view.values(['IV_A']);
    expect(view.reset()).toBe(true);
    await view.frames();
    expect(view.reset()).toBe(true);
  });

  it('answers from a snapshot taken with the step, without a load, until a value changes', async () => {
    const { view, loads } = counted();
    view.taken(snapshot());
    expect(await view.frameCount()).toBe(2);
    expect((await view.children(['@PARAMETERS']))?.variables.map((v) => v.ID)).toEqual(['IV_A']);
    expect(loads()).toBe(0);
    view.invalidate();
    await view.children(['@PARAMETERS']);
    expect(loads()).toBe(1);
  });
});
