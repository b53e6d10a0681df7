/**
 * The service's background warm-up (src/server/serve.ts): the checks' parse of every active object does not
 * wait for the runtime build — each has a thread of its own, and at 10,000 classes the build takes minutes,
 * which the first syntax check waited behind. Turned off (warmUp: false, as the tests' services are), none of it runs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startService, type RunningService } from '../../src/server/serve.js';
import { Execution } from '../../src/system/execution/execution.js';
import { CheckWorkers } from '../../src/system/workers/check-workers.js';
import { tempDir } from '../support/service.js';

let service: RunningService | undefined;

afterEach(async () => {
  await service?.close();
  service = undefined;
  vi.restoreAllMocks();
});

describe('the background warm-up', () => {
  it("parses for the checks while the runtime's first build is still running", async () => {
    let buildAsked = false;
    // a build that does not end while the test looks
    vi.spyOn(Execution.prototype, 'ready').mockImplementation(() => {
      buildAsked = true;
      return new Promise<void>(() => {});
    });
    const warmed = new Promise<void>((resolve) => {
      vi.spyOn(CheckWorkers.prototype, 'warmUp').mockImplementation(async () => resolve());
    });
    service = await startService({ dataDir: tempDir('abapdeck-warm-up-'), host: '127.0.0.1', port: 0 });
    // nobody calls: the warm-up starts 5 s after the listen
    await warmed;
    expect(buildAsked).toBe(true);
  }, 30_000);

  it('does not start when turned off: neither the build nor the parse, after a call and the quiet after it', async () => {
    const build = vi.spyOn(Execution.prototype, 'ready');
    const parse = vi.spyOn(CheckWorkers.prototype, 'warmUp');
    service = await startService({ dataDir: tempDir('abapdeck-warm-up-'), host: '127.0.0.1', port: 0, warmUp: false });
    expect((await fetch(`${service.url}/sap/bc/z_abapgit_agent/health`)).status).toBeLessThan(500);
    // the warm-up would start 500 ms after this answer
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(build).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
    expect(service.execution.pool.processes()).toEqual([]);
  }, 30_000);
});
