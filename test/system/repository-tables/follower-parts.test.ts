/**
 * The repository tables follower (and the application data follower) in parts (issue 19/20: a pull of 1,000 objects held the event loop for seconds
 * while the follower wrote TADIR, TRDIR, DD03L … in one synchronous block): announceInParts lets the loop run
 * between parts, and the tables end exactly as the whole-system fill and the one-block follow leave them, also
 * when another activation is announced between two parts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteIdentifier } from '../../../src/system/data/sql-identifiers.js';
import { REPOSITORY_TABLES } from '../../../src/system/repository-tables/follower.js';
import type { StoredObject } from '../../../src/system/repository/objects.js';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import { openDemoSystem, type DemoSystem } from '../reading/fixtures.js';

/** Every row of every repository table, in a fixed order. */
function tablesNow(system: EmbeddedSystem): Record<string, unknown[]> {
  const { reader } = system.data.schemaConnections();
  return Object.fromEntries(
    REPOSITORY_TABLES.map((table) => {
      const columns = reader.prepare(`SELECT * FROM ${quoteIdentifier(table)} LIMIT 0`).columns().map((column) => quoteIdentifier(column.name));
      return [table, reader.prepare(`SELECT * FROM ${quoteIdentifier(table)} ORDER BY ${columns.join(', ')}`).all()];
    }),
  );
}

describe('repository tables follower in parts', () => {
  let demo: DemoSystem;
  let system: EmbeddedSystem;
  let filled: Record<string, unknown[]>;
  let everything: StoredObject[];

  beforeAll(() => {
    demo = openDemoSystem();
    system = demo.system;
    // what the opening fill wrote from every active object
    filled = tablesNow(system);
    everything = system.objects.allActive();
  }, 120_000);
  afterAll(() => demo?.close());

  it('lets the event loop run between parts and leaves the tables as the whole fill and the one-block follow do', async () => {
    expect(everything.length).toBeGreaterThan(40);
    expect(filled['TADIR']!.length).toBeGreaterThan(everything.length);
    expect(filled['DD03L']!.length).toBeGreaterThan(0);
    expect(filled['T100']!.length).toBeGreaterThan(0);
    expect(filled['TFDIR']!.length).toBeGreaterThan(0);

    const catalogue = system.data.objects();
    expect(catalogue.some((entry) => entry.kind === 'VIEW')).toBe(true);
    let loopTurns = 0;
    let announcing = true;
    const tick = () => {
      if (!announcing) return;
      loopTurns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    const problems = await system.activation.announceInParts({ activated: everything, deleted: [] }, 0);
    announcing = false;
    expect(problems).toEqual([]);
    // one part per ten objects and one for the packages: the loop ran between them
    expect(loopTurns).toBeGreaterThanOrEqual(Math.ceil(everything.length / 10));
    expect(tablesNow(system)).toEqual(filled);
    // the application data follower's parts (tables, then CDS views) leave the same tables and views
    expect(system.data.objects()).toEqual(catalogue);

    expect(system.activation.announce({ activated: everything, deleted: [] })).toEqual([]);
    expect(tablesNow(system)).toEqual(filled);
  }, 120_000);

  it('writes the latest state of an object activated again between two parts, and removes deleted objects', async () => {
    const last = everything.filter((object) => object.type === 'CLAS').at(-1)!;
    const ordered = [...everything.filter((object) => object !== last), last];
    const changed = { ...last, description: 'Changed between two parts' };
    let interleaved = false;
    setImmediate(() => {
      // after the first part: a new active version of the object the last part writes, announced at once
      system.objects.save(changed, last.package, 'A', 'DEVELOPER');
      expect(system.activation.announce({ activated: [system.objects.get('CLAS', last.name)!], deleted: [] })).toEqual([]);
      interleaved = true;
    });
    expect(await system.activation.announceInParts({ activated: ordered, deleted: [] }, 0)).toEqual([]);
    expect(interleaved).toBe(true);
    const texts = tablesNow(system)['SEOCLASSTX'] as Array<{ CLSNAME: string; DESCRIPT: string }>;
    expect(texts.find((row) => row.CLSNAME === last.name)?.DESCRIPT).toBe('Changed between two parts');

    const gone = everything.find((object) => object.type === 'PROG')!;
    system.objects.remove(gone.directoryType, gone.name, { user: 'DEVELOPER' });
    expect(await system.activation.announceInParts({ activated: [], deleted: [{ type: gone.directoryType, name: gone.name }] }, 0)).toEqual([]);
    const after = tablesNow(system);
    expect((after['TADIR'] as Array<{ OBJECT: string; OBJ_NAME: string }>).some((row) => row.OBJECT === 'PROG' && row.OBJ_NAME === gone.name)).toBe(false);
    expect((after['TRDIR'] as Array<{ NAME: string }>).some((row) => row.NAME === gone.name)).toBe(false);
    expect((filled['TRDIR'] as Array<{ NAME: string }>).some((row) => row.NAME === gone.name)).toBe(true);
  }, 120_000);
});
