/**
 * The one tolerant reading of answers (src/protocol/wire-schema.ts): a schema per shape, read in any key spelling,
 * and the modules of the work processes and check workers that never load a schema (TypeBox comes with the
 * service's bundle of fastify there).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alsoNamed, readWire, readWith, SapFlag, Type, WireShapeError } from '../../src/protocol/wire-schema.js';

const Shape = Type.Object({
  job_name: Type.String(),
  progress: Type.Integer(),
  percent: Type.Number(),
  done: Type.Boolean(),
  success: SapFlag,
  status: Type.Union([Type.Literal('running'), Type.Literal('completed')]),
  dumps: Type.Union([Type.Integer(), Type.Null()]),
  stage: Type.Optional(Type.String()),
  total: Type.Optional(Type.Integer()),
  repo_key: Type.Optional(alsoNamed(Type.String(), 'key')),
  items: Type.Array(Type.Object({ obj_name: Type.String() })),
  code: Type.Optional(readWith(Type.String(), (value) => String(value).toLowerCase())),
});

describe('readWire', () => {
  const expected = {
    job_name: 'IMPORT',
    progress: 40,
    percent: 12.5,
    done: true,
    success: 'X',
    status: 'completed',
    dumps: 3,
    stage: 'FILES',
    total: 7,
    repo_key: '0042',
    items: [{ obj_name: 'ZCL_X' }],
    code: 'kernel_gap',
  };

  it('reads lower case, upper case and camelCase keys into one shape, numbers and flags from text', () => {
    const lower = { job_name: 'IMPORT', progress: 40, percent: 12.5, done: true, success: true, status: 'completed', dumps: 3, stage: 'FILES', total: 7, repo_key: '0042', items: [{ obj_name: 'ZCL_X' }], code: 'KERNEL_GAP' };
    const upper = { JOB_NAME: 'IMPORT', PROGRESS: '40', PERCENT: '12.5', DONE: 'X', SUCCESS: 'X', STATUS: 'COMPLETED', DUMPS: '3', STAGE: 'FILES', TOTAL: '7', KEY: '0042', ITEMS: [{ OBJ_NAME: 'ZCL_X' }], CODE: 'KERNEL_GAP' };
    const camel = { jobName: 'IMPORT', progress: 40, percent: 12.5, done: 'true', success: 'X', status: 'completed', dumps: 3, stage: 'FILES', total: 7, repoKey: '0042', items: [{ objName: 'ZCL_X' }], code: 'kernel_gap' };
    expect(readWire(Shape, lower)).toEqual(expected);
    expect(readWire(Shape, upper)).toEqual(expected);
    expect(readWire(Shape, camel)).toEqual(expected);
  });

  it('gives what is missing its empty value, leaves absent optional fields out, reads null where null is allowed', () => {
    expect(readWire(Shape, { stage: '', total: '', dumps: '' })).toEqual({
      job_name: '',
      progress: 0,
      percent: 0,
      done: false,
      success: '',
      status: 'running',
      dumps: null,
      items: [],
    });
    expect(readWire(Shape, null)).toMatchObject({ items: [], dumps: null });
  });

  it('names where a text or a number stands for an object or a list', () => {
    expect(() => readWire(Shape, 'not a record')).toThrow("unexpected answer: the answer is the text 'not a record' where an object belongs");
    expect(() => readWire(Shape, { items: [{ obj_name: 'A' }, 7] })).toThrow('unexpected answer: items[1] is the number 7 where an object belongs');
    expect(() => readWire(Shape, { items: { obj_name: 'A' } })).toThrow('unexpected answer: items is an object where a list belongs');
    expect(() => readWire(Shape, [])).toThrow(WireShapeError);
  });

  it('leaves the schema plain JSON Schema for the validator of request bodies (its marks are not enumerable)', () => {
    expect(JSON.parse(JSON.stringify(Shape.properties.repo_key))).toEqual({ type: 'string' });
    expect(Object.keys(Shape.properties.code)).toEqual(['type']);
  });
});

describe('who loads a schema', () => {
  // the modules a thread of its own starts from: they reach the protocol's texts and types, never a schema
  const src = resolve(import.meta.dirname, '../../src');
  const entries = [
    ...readdirSync(join(src, 'system/workers')).map((name) => join(src, 'system/workers', name)),
    join(src, 'system/execution/worker/main.ts'),
  ].filter((file) => file.endsWith('.ts'));

  function reached(entry: string): Set<string> {
    const seen = new Set<string>();
    const open = [entry];
    while (open.length > 0) {
      const file = open.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      let source: string;
      try {
        source = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      // value imports only: `import type` and `export type` are erased
      for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)\.js';/gm)) open.push(resolve(dirname(file), `${match[1]}.ts`));
    }
    return seen;
  }

  it.each(entries.map((entry) => [entry.slice(src.length + 1), entry]))('%s reaches no wire schema', (_name, entry) => {
    expect([...reached(entry)].filter((file) => file.endsWith('wire-schema.ts'))).toEqual([]);
  });
});
