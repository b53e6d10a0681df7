import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddedSystem } from '../../../src/system/system.js';
import { openDemoSystemAt } from '../../support/demo-template.js';
import { RuntimeBuild } from '../../../src/system/execution/transpile/runtime-build.js';
import { kernelSources, objectSource, type BuildSource } from '../../../src/system/execution/transpile/transpile-registry.js';
import { BuildCache } from '../../../src/system/execution/transpile/build-cache.js';
import { tempDir } from '../../support/service.js';

describe('runtime build', () => {
  let dataDir: string;
  let system: EmbeddedSystem;
  let sources: () => BuildSource[];

  beforeAll(() => {
    dataDir = tempDir('abapdeck-build-');
    system = openDemoSystemAt(dataDir);
    sources = () => [...kernelSources(), ...system.objects.allActive().flatMap((o) => objectSource(o) ?? [])];
  });
  afterAll(() => {
    system.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('transpiles the kernel and the demo system into a generation with modules, maps and sources', () => {
    const build = new RuntimeBuild(join(dataDir, 'runtime'), sources);
    const result = build.sync()!;
    expect(result.problems).toEqual([]);
    const gen = result.generation;
    const dump = gen.manifest.objects['CLAS ZCL_DEMO_DUMP']!;
    expect(dump.modules).toEqual(['zcl_demo_dump.clas.mjs']);
    const code = readFileSync(join(gen.dir, 'zcl_demo_dump.clas.mjs'), 'utf8');
    expect(code).toContain('//# sourceMappingURL=zcl_demo_dump.clas.mjs.map');
    const map = JSON.parse(readFileSync(join(gen.dir, 'zcl_demo_dump.clas.mjs.map'), 'utf8'));
    expect(map.sources).toEqual(['abap/zcl_demo_dump.clas.abap']);
    expect(existsSync(join(gen.dir, 'abap', 'zcl_demo_dump.clas.abap'))).toBe(true);
    expect(gen.manifest.loadOrder).toContain('cx_root.clas.mjs');
    expect(gen.manifest.unitTests.map((t) => `${t.objectName} ${t.testClass} ${t.methods.length}`)).toEqual([
      'ZCL_DEMO_BOOKING_SERVICE LTCL_BOOKING_SERVICE 5',
      'ZCL_DEMO_FAILING_TESTS LTCL_OUTCOMES 3',
      'ZCL_DEMO_FARE_CALCULATOR LTCL_FARE_CALCULATOR 5',
    ]);
    const layout = gen.manifest.layouts['zcl_demo_dump.clas.abap']!;
    expect(layout.program).toBe('ZCL_DEMO_DUMP=================CP');
    expect(layout.segments.find((s) => s.startRow <= 50 && s.endRow >= 50)).toMatchObject({ include: 'ZCL_DEMO_DUMP=================CM001', methodName: 'LOAD_FACTOR' });
  });

  it('a second start with unchanged objects transpiles nothing', () => {
    const build = new RuntimeBuild(join(dataDir, 'runtime'), sources);
    expect(build.current?.number).toBe(1);
    expect(build.sync()).toBeUndefined();
  });

  it('a changed structure re-transpiles it and the objects using it, and links the rest', () => {
    const build = new RuntimeBuild(join(dataDir, 'runtime'), sources);
    const structure = system.objects.get('STRU', 'ZDEMO_S_FLIGHT_INFO')!;
    const changed = objectSource({ ...structure, description: 'Changed description' })!;
    const result = build.apply([changed], []);
    expect(result.transpiled).toContain('TABL ZDEMO_S_FLIGHT_INFO');
    expect(result.transpiled).toContain('CLAS ZCL_DEMO_CLASSRUN');
    expect(result.transpiled).toContain('TTYP ZDEMO_T_FLIGHT_INFO');
    expect(result.transpiled).not.toContain('CLAS CX_ROOT');
    expect(result.transpiled.length).toBeLessThan(12);
    const gen = result.generation;
    expect(gen.number).toBe(2);
    expect(statSync(join(gen.dir, 'cx_root.clas.mjs')).nlink).toBeGreaterThan(1);
    build.prune(new Set());
    expect(existsSync(join(dataDir, 'runtime', 'g000001'))).toBe(false);
  });

  it('a data folder with the same objects takes its first generation from the build cache', () => {
    const cacheDir = tempDir('abapdeck-build-cache-');
    const [first, second] = [tempDir('abapdeck-build-a-'), tempDir('abapdeck-build-b-')];
    try {
      const built = new RuntimeBuild(join(first, 'runtime'), sources, new BuildCache(cacheDir)).sync()!;
      expect(built.transpiled.length).toBeGreaterThan(100);
      const adopted = new RuntimeBuild(join(second, 'runtime'), sources, new BuildCache(cacheDir)).sync()!;
      expect(adopted.transpiled).toEqual([]);
      expect(adopted.generation.manifest.loadOrder).toEqual(built.generation.manifest.loadOrder);
      expect(readFileSync(join(adopted.generation.dir, 'zcl_demo_dump.clas.mjs'), 'utf8')).toBe(readFileSync(join(built.generation.dir, 'zcl_demo_dump.clas.mjs'), 'utf8'));
      // an unchanged restart needs neither
      expect(new RuntimeBuild(join(second, 'runtime'), sources, new BuildCache(cacheDir)).sync()).toBeUndefined();
    } finally {
      for (const dir of [cacheDir, first, second]) rmSync(dir, { recursive: true, force: true });
    }
  });
});
