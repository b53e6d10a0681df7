/**
 * The store alone, against a fake backend (test/support/fake-deck.ts): what the panes see after each action,
 * without a service. The real-server end-to-end tests (test/tui, test/server) prove the wire; these prove the
 * store's logic.
 */
import { describe, expect, it, vi } from 'vitest';
import { objectAt } from '../../src/store/objects.js';
import { createDeckStore } from '../../src/store/index.js';
import { paneRegistry } from '../../screens/panes.js';
import { fakeAgent, fakeBackend, fakeConnection, listOf, storeWith, treeOf } from '../support/fake-deck.js';

describe('the store over a fake backend', () => {
  it('loads the start packages with their subpackages, and lists the objects of the package opened', async () => {
    const backend = fakeBackend();
    const store = await storeWith(backend);
    await store.getState().tree.loadRoots();
    expect(store.getState().connection.phase).toBe('ready');
    expect(store.getState().tree.nodes['ZROOT']).toMatchObject({ DESCRIPTION: 'ZROOT package' });
    expect(store.getState().tree.children['ZROOT']).toEqual(['ZROOT_SUB']);
    await store.getState().objects.show('zroot');
    const objects = store.getState().objects;
    expect(objects.package).toBe('ZROOT');
    expect([objectAt(objects, 0), objectAt(objects, 1)]).toEqual([{ TYPE: 'CLAS', NAME: 'ZCL_ONE' }, { TYPE: 'INTF', NAME: 'ZIF_TWO' }]);
    expect(backend.list).toHaveBeenCalledWith(expect.objectContaining({ package: 'ZROOT' }));
  });

  it('filters the objects with a regular expression or inversely over the whole package, which the service cannot', async () => {
    const names = Array.from({ length: 2500 }, (_, i) => (i % 10 === 0 ? `ZCL_FARE_${i}` : `ZCL_OTHER_${i}`));
    const backend = fakeBackend({
      list: vi.fn(async (request: { package?: string; limit?: number; offset?: number; name?: string }) => {
        const offset = request.offset ?? 0;
        return { ...listOf(request.package ?? '', names.slice(offset, offset + (request.limit ?? 100))), TOTAL: names.length, OFFSET: offset };
      }),
    });
    const store = await storeWith(backend);
    await store.getState().objects.show('ZROOT');
    store.getState().objects.setFilterText('re:^zcl_fare_\\d*0$', { now: true });
    await vi.waitFor(() => expect(store.getState().objects).toMatchObject({ loaded: true, total: 250 }));
    // the names were asked for without a name pattern, a thousand at a time
    expect(backend.list).toHaveBeenCalledWith(expect.objectContaining({ package: 'ZROOT', limit: 1000, offset: 2000 }));
    expect(backend.list).not.toHaveBeenCalledWith(expect.objectContaining({ name: expect.anything() }));
    expect(objectAt(store.getState().objects, 0)).toEqual({ TYPE: 'CLAS', NAME: 'ZCL_FARE_0' });
    expect(objectAt(store.getState().objects, 249)).toEqual({ TYPE: 'CLAS', NAME: 'ZCL_FARE_2490' });
    store.getState().objects.setFilterText('!fare', { now: true });
    await vi.waitFor(() => expect(store.getState().objects).toMatchObject({ loaded: true, total: 2250 }));
    expect(objectAt(store.getState().objects, 0)).toEqual({ TYPE: 'CLAS', NAME: 'ZCL_OTHER_1' });
    expect(objectAt(store.getState().objects, 2249)).toEqual({ TYPE: 'CLAS', NAME: 'ZCL_OTHER_2499' });
    // an invalid expression keeps every object and says why
    store.getState().objects.setFilterText('re:(', { now: true });
    await vi.waitFor(() => expect(store.getState().objects).toMatchObject({ loaded: true, total: 2500 }));
    expect(store.getState().connection.status).toMatchObject({ kind: 'error', text: expect.stringContaining('not a regular expression') });
  });

  it('shows a failed call in the status line with a retry that calls again', async () => {
    let fail = true;
    const backend = fakeBackend({
      list: vi.fn(async (request: { package?: string }) => {
        if (fail) throw new Error('service unavailable');
        return listOf(request.package ?? '', ['ZCL_ONE']);
      }),
    });
    const store = await storeWith(backend);
    await store.getState().objects.show('ZROOT');
    const { status, retry } = store.getState().connection;
    expect(status).toMatchObject({ kind: 'error', text: expect.stringContaining('service unavailable') });
    expect(retry).toBeTypeOf('function');
    fail = false;
    await retry!();
    await vi.waitFor(() => expect(objectAt(store.getState().objects, 0)).toEqual({ TYPE: 'CLAS', NAME: 'ZCL_ONE' }));
    expect(store.getState().connection.status).toBeNull();
  });

  it('a retried package load fills the tree', async () => {
    let fail = true;
    const backend = fakeBackend({
      tree: vi.fn(async (request: { package?: string }) => {
        if (fail) throw new Error('timeout');
        return treeOf(request.package ?? '', ['ZROOT_SUB']);
      }),
    });
    const store = await storeWith(backend);
    await store.getState().tree.reveal('ZROOT');
    expect(store.getState().connection.status).toMatchObject({ kind: 'error', text: expect.stringContaining('timeout') });
    fail = false;
    await store.getState().connection.retry!();
    expect(store.getState().tree.children['ZROOT']).toEqual(['ZROOT_SUB']);
  });

  it('says plainly when it cannot connect, and connects on retry', async () => {
    let refuse = true;
    const store = createDeckStore({
      panes: paneRegistry,
      resolveConnection: async () => {
        if (refuse) throw new Error('no credentials');
        return fakeConnection;
      },
      createAgent: () => fakeAgent,
      createBackend: () => fakeBackend(),
      roots: ['ZROOT'],
    });
    await store.getState().connection.connect();
    expect(store.getState().connection).toMatchObject({ phase: 'failed', status: { kind: 'error', text: 'cannot connect: no credentials' } });
    refuse = false;
    await store.getState().connection.retry!();
    expect(store.getState().connection.phase).toBe('ready');
  });
});
