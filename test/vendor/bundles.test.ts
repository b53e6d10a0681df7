/**
 * The bundled libraries (scripts/bundle-vendor.mjs → dist/vendor): ASCII, so V8 keeps their 6 MB one byte a
 * character (decoding them as UTF-8 took ~40 ms of every start), the packages' class names, and one instance of
 * each package for every importer of its name. Reads the built bundles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '#abaplint/core';
import { MemoryFile, Registry } from '#abaplint/core';
import { abaplintInternal } from '#abaplint/internals';
import { Transpiler } from '#abaplint/transpiler';

const vendor = join(import.meta.dirname, '..', '..', 'dist', 'vendor');

describe('the bundled libraries', () => {
  it.each(['abaplint.cjs', 'service.cjs'])('%s is ASCII', (file) => {
    expect(/[^\x00-\x7f]/.test(readFileSync(join(vendor, file), 'utf8'))).toBe(false);
  });

  it("keeps the packages' class names, which they read (constructor.name), also where the bundle renamed a class", () => {
    const renamed = (['Statements', 'Expressions', 'Structures'] as const).flatMap((space) =>
      Object.entries(core[space] as Record<string, unknown>)
        .filter(([name, value]) => typeof value === 'function' && value.name !== name)
        .map(([name, value]) => `${space}.${name} is ${(value as { name: string }).name}`),
    );
    expect(renamed).toEqual([]);
    expect(core.Statements.Position.name).toBe('Position');
  });

  it("gives the transpiler and the internal modules the checks' own @abaplint/core", async () => {
    const { DDICReferences } = abaplintInternal('@abaplint/core/build/src/ddic_references.js') as { DDICReferences: new () => object };
    expect(new Registry().getDDICReferences()).toBeInstanceOf(DDICReferences);
    // the transpiler tells object types apart with instanceof on its @abaplint/core: a registry of another copy
    // would transpile to nothing
    const registry = new Registry().addFile(new MemoryFile('zvendor_check.prog.abap', 'WRITE 1.')).parse();
    const output = await new Transpiler({ unknownTypes: 'runtimeError' } as never).run(registry);
    expect(output.objects.map((object) => object.object.name)).toContain('ZVENDOR_CHECK');
  });
});
