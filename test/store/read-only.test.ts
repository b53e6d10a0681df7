/**
 * The read-only context's net in the store (src/store/connection.ts readOnlyBackend): whatever action calls the
 * backend, the calls that change the system or run code fail with the workspace's refusal; reading goes through,
 * and a context that is not read-only gets the backend as it is.
 */
import { describe, expect, it, vi } from 'vitest';
import { readOnlyBackend } from '../../src/store/connection.js';
import type { Backend } from '../../src/store/backend.js';

function backend(): Backend {
  return {
    pull: vi.fn(async () => ({ SUCCESS: 'X' })),
    startImport: vi.fn(async () => ({ success: 'X' })),
    classRun: vi.fn(async () => ({ output: 'ran' })),
    programRun: vi.fn(async () => ({ output: 'ran' })),
    transport: vi.fn(async (body: { action: string }) => ({ success: 'X', action: body.action })),
    list: vi.fn(async () => ({ SUCCESS: true })),
  } as unknown as Backend;
}

describe('readOnlyBackend', () => {
  it('refuses pull, import, runs and a transport release of a read-only context, and sends nothing', async () => {
    const inner = backend();
    const guarded = readOnlyBackend(inner, { name: 'prd', readOnly: true, production: true });
    const refused = (operation: string) => `${operation} is refused: context 'prd' is read-only (production).`;
    await expect(guarded.pull({ url: 'x' } as never)).rejects.toThrow(refused('pull'));
    await expect(guarded.startImport({ url: 'x' } as never)).rejects.toThrow(refused('import'));
    await expect(guarded.classRun('ZCL_X')).rejects.toThrow(refused('run'));
    await expect(guarded.programRun('ZX')).rejects.toThrow(refused('run'));
    await expect(guarded.transport({ action: 'release', number: 'DEVK900001' } as never)).rejects.toThrow(refused('transport release'));
    await expect(guarded.dbviewDrop({ package: 'ZDEMO', objects: ['ZV'] } as never)).rejects.toThrow(refused('drop'));
    await expect(guarded.dbviewDeploy({ package: 'ZDEMO', files: [] })).rejects.toThrow(refused('dbview deploy'));
    await expect(guarded.dbviewSchema({ subaction: 'map', schema: 'SALES', physical: 'SALES_P' })).rejects.toThrow(refused('schema mapping'));
    for (const call of [inner.pull, inner.startImport, inner.classRun, inner.programRun]) expect(call).not.toHaveBeenCalled();
    expect(inner.transport).not.toHaveBeenCalled();
    // listing requests and reading go through
    await expect(guarded.transport({ action: 'list' } as never)).resolves.toMatchObject({ action: 'list' });
    await expect(guarded.list({ package: 'ZDEMO' } as never)).resolves.toMatchObject({ SUCCESS: true });
  });

  it('leaves a writable context, or no context, as it is', () => {
    const inner = backend();
    expect(readOnlyBackend(inner, { name: 'dev', readOnly: false, production: false })).toBe(inner);
    expect(readOnlyBackend(inner, undefined)).toBe(inner);
  });
});
