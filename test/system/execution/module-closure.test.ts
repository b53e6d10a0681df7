/**
 * What a coverage process loads for a run (worker/module-closure.ts), on a small generation written for the
 * test, and the watch that notices a run reaching for what was not loaded (worker/registry-watch.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ModuleIndex } from '../../../src/system/execution/worker/module-closure.js';
import { RegistryWatch } from '../../../src/system/execution/worker/registry-watch.js';

const dir = mkdtempSync(join(tmpdir(), 'abapdeck-closure-'));
const modules: Record<string, string> = {
  'cx_root.clas.mjs': `class cx_root {}\nabap.Classes['CX_ROOT'] = cx_root;\nexport {cx_root};\n`,
  'bapiret2.tabl.mjs': `abap.DDIC["BAPIRET2"] = {"objectType": "TABL"};\n`,
  'if_unused.intf.mjs': `abap.Classes['IF_UNUSED'] = {};\n`,
  'cl_assert.clas.mjs': `const {cx_root} = await import("./cx_root.clas.mjs");\nclass cl_assert { static async fail() { throw new (abap.Classes['CX_AUNIT'])(); } }\nabap.Classes['CL_ASSERT'] = cl_assert;\nexport {cl_assert};\n`,
  'cx_aunit.clas.mjs': `class cx_aunit {}\nabap.Classes['CX_AUNIT'] = cx_aunit;\nexport {cx_aunit};\n`,
  'z_fm.fugr.mjs': `abap.FunctionModules['Z_FM'] = async () => {};\n`,
  'zcl_main.clas.mjs': `class zcl_main { static async run() { return abap.Classes['CL_ABAP_TYPEDESCR'].describe_by_name({p_name: 'bapiret2'}); } }\nabap.Classes['ZCL_MAIN'] = zcl_main;\nexport {zcl_main};\n`,
  'zcl_main.clas.testclasses.mjs': `const {zcl_main} = await import("./zcl_main.clas.mjs");\nclass ltcl { async t() { await abap.Classes['CL_ASSERT'].fail(); await abap.FunctionModules["Z_FM"](); } }\nabap.Classes['CLAS-ZCL_MAIN-LTCL'] = ltcl;\nexport {ltcl};\n`,
};
for (const [name, text] of Object.entries(modules)) writeFileSync(join(dir, name), text);
const loadOrder = Object.keys(modules);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the modules a run reaches', () => {
  const index = new ModuleIndex(dir, loadOrder);

  it('knows what each registry of the generation holds', () => {
    expect(Object.fromEntries([...index.names].map(([registry, names]) => [registry, [...names].sort()]))).toEqual({
      Classes: ['CLAS-ZCL_MAIN-LTCL', 'CL_ASSERT', 'CX_AUNIT', 'CX_ROOT', 'IF_UNUSED', 'ZCL_MAIN'],
      DDIC: ['BAPIRET2'],
      FunctionModules: ['Z_FM'],
    });
  });

  it('follows imports and names in any string of the code (upper or lower case), in the load order', () => {
    expect(index.closure(['zcl_main.clas.testclasses.mjs'])).toEqual([
      'cx_root.clas.mjs',
      'bapiret2.tabl.mjs',
      'cl_assert.clas.mjs',
      'cx_aunit.clas.mjs',
      'z_fm.fugr.mjs',
      'zcl_main.clas.mjs',
      'zcl_main.clas.testclasses.mjs',
    ]);
    expect(index.closure(['zcl_main.clas.mjs'])).toEqual(['bapiret2.tabl.mjs', 'zcl_main.clas.mjs']);
  });

  it('finds the objects other code names (the runtime raising its exceptions)', () => {
    expect([...index.namedIn(`throw new abap.Classes["CX_AUNIT"](); const x = 'not_an_object';`)]).toEqual(['cx_aunit.clas.mjs']);
  });
});

describe('the registry watch', () => {
  const saved = globalThis.abap;
  afterEach(() => {
    globalThis.abap = saved;
  });

  it('records a read of a name not loaded, answers undefined, and steps aside once the name is registered', () => {
    const registries = { Classes: { CX_ROOT: 'loaded' } as Record<string, unknown>, DDIC: {} as Record<string, unknown> };
    globalThis.abap = registries as unknown as typeof globalThis.abap;
    const watch = new RegistryWatch(new Map([['Classes', new Set(['CX_ROOT', 'ZCL_LATER'])], ['DDIC', new Set(['BAPIRET2'])], ['Missing', new Set(['X'])]]));
    expect(registries.Classes['CX_ROOT']).toBe('loaded');
    expect(watch.take()).toEqual([]);
    expect(registries.Classes['ZCL_LATER']).toBeUndefined();
    expect(registries.DDIC['BAPIRET2']).toBeUndefined();
    expect(registries.Classes['NOT_IN_THE_GENERATION']).toBeUndefined();
    expect(watch.take()).toEqual(['Classes ZCL_LATER', 'DDIC BAPIRET2']);
    expect(watch.take()).toEqual([]);
    // a listing sees what is loaded only
    expect(Object.keys(registries.Classes)).toEqual(['CX_ROOT']);
    registries.Classes['ZCL_LATER'] = 'now loaded';
    expect(registries.Classes['ZCL_LATER']).toBe('now loaded');
    expect(Object.keys(registries.Classes)).toEqual(['CX_ROOT', 'ZCL_LATER']);
    expect(watch.take()).toEqual([]);
  });
});
