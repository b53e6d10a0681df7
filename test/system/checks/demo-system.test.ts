import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRepository } from '../../../src/system/abapgit/index.js';
import { CheckEngine } from '../../../src/system/checks/index.js';
import type { AbapObject } from '../../../src/system/objects.js';
import { readWorkingTree } from '../../../src/system/worktree.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', '..', 'examples');
const DEMOS = [
  ['demo-repo', 'ZDEMO'],
  ['demo-local', '$DEMO_LOCAL'],
] as const;

describe.skipIf(!existsSync(join(EXAMPLES, 'demo-repo')))('the demo system on the kernel', () => {
  it('loads and checks without syntax errors', () => {
    const objects: AbapObject[] = DEMOS.flatMap(([folder, root]) => readRepository(readWorkingTree(join(EXAMPLES, folder)), root).objects);
    const engine = new CheckEngine();
    expect(engine.load(objects)).toEqual([]);
    const checked = objects.filter((o) => ['CLAS', 'INTF', 'PROG', 'FUGR', 'DDLS'].includes(o.type));
    expect(checked.length).toBeGreaterThan(5);
    const failures = engine
      .inspect(checked.map(({ type, name }) => ({ type, name })), 'SYNTAX_CHECK')
      .filter((result) => result.success !== 'X')
      .map((result) => `${result.object_type} ${result.object_name}: ${result.errors.map((e) => `${e.sobjname}:${e.line} ${e.text}`).join('; ')}`);
    expect(failures).toEqual([]);
  });
});
