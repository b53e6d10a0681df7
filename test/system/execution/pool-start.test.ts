import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rmSync } from 'node:fs';
import { EmbeddedSystem } from '../../../src/system/system.js';
import { openDemoSystemAt } from '../../support/demo-template.js';
import { openExecution, type Execution } from '../../../src/system/execution/index.js';
import { WorkProcess } from '../../../src/system/execution/pool/work-process.js';
import { tempDir } from '../../support/service.js';
import { classRun } from './fixtures.js';

// Issue 31's unit-run speed: every process of a new generation loads all of its modules; started side by side on
// a busy 2-core machine they all came late to the first run. The first starts alone, the others once it is ready.

describe('work processes of a new generation', () => {
  let dataDir: string;
  let system: EmbeddedSystem;
  let execution: Execution;

  beforeAll(async () => {
    dataDir = tempDir('abapdeck-pool-');
    system = openDemoSystemAt(dataDir);
    execution = openExecution(system, { poolSize: 2 });
    await execution.ready();
  }, 180_000);
  afterAll(async () => {
    await execution.close();
    system.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('start one after the other: the second when the first is ready; warm() waits for both', async () => {
    const events: string[] = [];
    const original = WorkProcess.start.bind(WorkProcess);
    const spy = vi.spyOn(WorkProcess, 'start').mockImplementation(async (options) => {
      events.push(`start ${options.config.generation}`);
      const member = await original(options);
      events.push(`ready ${member.generation}`);
      return member;
    });
    try {
      const object = classRun('ZCL_POOL_START', '    out->write( `Started` ).');
      system.objects.save(object, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
      system.activation.announce({ activated: [system.objects.get('CLAS', 'ZCL_POOL_START', 'A')!], deleted: [] });
      await execution.ready();
      await execution.pool.warm();
      const generation = execution.build.current!.number;
      expect(events).toEqual([`start ${generation}`, `ready ${generation}`, `start ${generation}`, `ready ${generation}`]);
      expect(execution.pool.processes().filter((p) => p.generation === generation)).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  }, 180_000);
});
