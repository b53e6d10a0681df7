/**
 * The TUI's store over a fake backend, without a service: for tests of the store's logic (test/store). The
 * real-server end-to-end tests (test/tui, test/server) prove the wire.
 */
import { vi } from 'vitest';
import { createDeckStore, type DeckStore, type StoreDeps } from '../../src/store/index.js';
import type { Backend } from '../../src/store/backend.js';
import type { Agent } from '../../src/client/agent.js';
import type { Connection } from '../../src/workspace/credentials.js';
import type { ListResult, TreeResult } from '../../src/protocol/results.js';
import { paneRegistry } from '../../screens/panes.js';

export const fakeConnection = { source: 'credentials', origin: 'http://127.0.0.1:1', user: 'DEVELOPER', client: '100', adtPath: '/sap/bc/adt' } as unknown as Connection;
export const fakeAgent = { onCall: () => {}, connection: fakeConnection } as unknown as Agent;

export function treeOf(pkg: string, children: string[]): TreeResult {
  return {
    SUCCESS: true,
    COMMAND: 'TREE',
    PACKAGE: pkg,
    MESSAGE: '',
    PARENT_PACKAGE: '',
    NODES: [
      { PACKAGE: pkg, PARENT: '', DESCRIPTION: `${pkg} package`, DEPTH: 0, OBJECT_COUNT: 2 },
      ...children.map((child) => ({ PACKAGE: child, PARENT: pkg, DESCRIPTION: child, DEPTH: 1, OBJECT_COUNT: 1 })),
    ],
    TOTAL_PACKAGES: 1 + children.length,
    TOTAL_OBJECTS: 2,
    OBJECTS: [],
    ERROR: '',
  };
}

export function listOf(pkg: string, names: string[]): ListResult {
  return {
    SUCCESS: true,
    COMMAND: 'LIST',
    PACKAGE: pkg,
    TOTAL: names.length,
    LIMIT: 100,
    OFFSET: 0,
    OBJECTS: names.map((name) => ({ TYPE: name.startsWith('ZIF') ? 'INTF' : 'CLAS', NAME: name })),
    BY_TYPE: [],
    ERROR: '',
  };
}

/** A backend answering tree and list from fixed data; every other call is a test failure. */
export function fakeBackend(overrides: Partial<Backend> = {}): Backend {
  const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));
  // not a thenable: 'then' (and symbols) are absent, as on a plain object
  const base = new Proxy({} as Backend, { get: (_target, name) => (typeof name !== 'string' || name === 'then' ? undefined : unexpected(name)) });
  return Object.assign(Object.create(base), {
    agent: fakeAgent,
    tree: vi.fn(async (request: { package?: string }) => treeOf(request.package ?? '', request.package === 'ZROOT' ? ['ZROOT_SUB'] : [])),
    list: vi.fn(async (request: { package?: string }) => listOf(request.package ?? '', ['ZCL_ONE', 'ZIF_TWO'])),
    repositoryStatus: vi.fn(async () => ({ success: 'X', status: 'Not found', url: '' })),
    inactive: vi.fn(async () => ({ SUCCESS: 'X', COMMAND: 'INACTIVE', OBJECTS: [], ERROR: '' })),
    ...overrides,
  }) as Backend;
}

/** The deck's store over `backend`, connected. */
export async function storeWith(backend: Backend, deps: Partial<StoreDeps> = {}): Promise<DeckStore> {
  const store = createDeckStore({
    panes: paneRegistry,
    resolveConnection: async () => fakeConnection,
    createAgent: () => fakeAgent,
    createBackend: () => backend,
    roots: ['ZROOT'],
    followDelayMillis: 0,
    ...deps,
  });
  await store.getState().connection.connect();
  return store;
}
