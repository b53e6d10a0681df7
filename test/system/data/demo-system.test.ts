import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deserializeObjects } from '../../../src/system/abapgit/index.js';
import { ApplicationData } from '../../../src/system/data/application-data.js';
import { resolveTable } from '../../../src/system/data/dictionary.js';
import type { AbapObject, GitFile } from '../../../src/system/objects.js';
import { lookupOf } from './dictionary-fixtures.js';

const EXAMPLES = join(import.meta.dirname, '../../../examples');

function filesUnder(root: string): GitFile[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: relative(root, path).split('\\').join('/'), data: readFileSync(path) };
    });
}

function demoObjects(): AbapObject[] {
  const objects: AbapObject[] = [];
  for (const folder of ['demo-repo/src', 'demo-local/src']) {
    const files = filesUnder(join(EXAMPLES, folder));
    const folderOf = (file: GitFile): string => file.path.split('/').slice(0, -1).join('/');
    for (const directory of new Set(files.map(folderOf))) {
      objects.push(...deserializeObjects(files.filter((file) => folderOf(file) === directory)).objects);
    }
  }
  return objects;
}

describe('the demo system in the application database', () => {
  let folder: string;
  let data: ApplicationData;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'abapdeck-demo-'));
    data = ApplicationData.open(join(folder, 'data.sqlite'));
    const objects = demoObjects();
    const lookup = lookupOf(objects);
    for (const object of objects.filter((candidate) => candidate.type === 'TABL')) {
      const { definition, problems } = resolveTable(object, lookup);
      expect(problems, object.name).toEqual([]);
      expect(data.applyTable(definition).ok, object.name).toBe(true);
    }
    const rows = JSON.parse(readFileSync(join(EXAMPLES, 'demo-data.json'), 'utf8')) as Record<string, Array<Record<string, string>>>;
    for (const [table, tableRows] of Object.entries(rows)) {
      const loaded = data.loadRows(table, tableRows);
      expect(loaded, table).toEqual({ ok: true, loaded: tableRows.length });
    }
    for (const view of objects.filter((candidate) => candidate.type === 'DDLS')) {
      const applied = data.applyCdsView(view.name, view.sources['asddls'] ?? '');
      expect(applied.ok ? 'ok' : applied.problems, view.name).toBe('ok');
    }
  });

  afterAll(() => {
    data.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('creates a table for every transparent table and none for the structure', () => {
    const tables = data.objects().filter((entry) => entry.kind === 'TABLE').map((entry) => entry.name);
    expect(tables).toContain('ZDEMO_FARE_RULE');
    expect(tables).not.toContain('ZDEMO_S_FLIGHT_INFO');
  });

  it('previews both CDS views, including the sqlViewName alias', () => {
    for (const name of ['ZC_DEMO_BOOKING', 'ZI_DEMO_FLIGHT', 'ZDEMO_V_FLIGHT']) {
      const result = data.previewRows({ object: name, type: 'DDLS', limit: 3, offset: 0 });
      if (!result.ok) throw new Error(result.problems[0]!.message);
      expect(result.rows.length, name).toBeGreaterThan(0);
    }
    const flights = data.previewRows({ object: 'zi_demo_flight', type: 'DDLS', limit: 500, offset: 0 });
    expect(flights.ok && flights.rows.every((row) => Number(row['SEATSOCCUPIED']) < Number(row['SEATSMAX']))).toBe(true);
  });

  it('tells the delivery class of the customizing table', () => {
    const entry = data.describe('ZDEMO_FARE_RULE');
    expect(entry?.kind === 'TABLE' && entry.definition.deliveryClass).toBe('C');
  });
});
