import { afterEach, describe, expect, it } from 'vitest';
import { Agent, ConnectionError, type CallRecord } from '../../src/client/agent.js';
import { health, list, tree, type ServiceHandle } from '../../src/client/service.js';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { smallHierarchy } from '../support/fixtures.js';

let service: TestService | undefined;
afterEach(async () => {
  await service?.stop();
  service = undefined;
});

function recordingClient(s: TestService, user: 'DEVELOPER' | 'VIEWER' = 'DEVELOPER') {
  const agent = new Agent(s.connection(user));
  const calls: CallRecord[] = [];
  agent.onCall((call) => calls.push(call));
  const client = { tree: (r: Parameters<typeof tree>[1]) => tree(agent, r), list: (r: Parameters<typeof list>[1]) => list(agent, r) };
  return { agent, client, calls };
}

describe('client agent', () => {
  it('fetches the CSRF token once and reuses it and the session cookie', async () => {
    service = await startTestService({ prepare: smallHierarchy });
    const { agent, client, calls } = recordingClient(service);
    for (let i = 0; i < 3; i++) expect((await client.tree({ package: 'ZROOT' })).SUCCESS).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.path.replace(service!.servicePath, '')} ${c.status}`)).toEqual([
      'GET /health 200',
      'POST /tree 200',
      'POST /tree 200',
      'POST /tree 200',
    ]);
    const cookies = await agent.cookies.getCookies(service.url);
    expect(cookies.map((c) => c.key)).toContain('SAP_SESSIONID_DEV_100');
  });

  it('creates one session for parallel first calls', async () => {
    service = await startTestService({ prepare: smallHierarchy });
    const { client, calls } = recordingClient(service);
    const results = await Promise.all(Array.from({ length: 5 }, () => client.list({ package: 'ZROOT_A' })));
    expect(results.every((r) => r.TOTAL === 15)).toBe(true);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('fetches a new token once when the server restarted and the old one is stale', async () => {
    const dataDir = tempDir();
    service = await startTestService({ prepare: smallHierarchy, dataDir });
    const port = service.port;
    const { agent, client, calls } = recordingClient(service);
    expect((await client.tree({ package: 'ZROOT' })).SUCCESS).toBe(true);
    await service.close();
    const { startService } = await import('../../src/server/serve.js');
    const restarted = await startService({ dataDir, host: '127.0.0.1', port, demo: false });
    try {
      expect((await client.tree({ package: 'ZROOT' })).SUCCESS).toBe(true);
      // A kept-alive socket of the old server may reset first (status 0): the agent sends once more.
      const answered = calls.filter((c) => c.status !== 0).map((c) => `${c.method} ${c.status}`);
      expect(answered).toEqual(['GET 200', 'POST 200', 'POST 403', 'GET 200', 'POST 200']);
      expect(agent.connection.origin).toBe(service.url);
    } finally {
      await restarted.close();
    }
  });

  it('reports wrong credentials and an unreachable server as connection errors', async () => {
    service = await startTestService({ prepare: smallHierarchy });
    const wrong: ServiceHandle = { agent: new Agent({ ...service.connection(), password: 'nope' }) };
    await expect(tree(wrong.agent, { package: 'ZROOT' })).rejects.toThrow(/refused the credentials of user DEVELOPER/);
    const port = service.port;
    await service.stop();
    service = undefined;
    const gone = new Agent({ ...wrongConnection(port) });
    await expect(health(gone)).rejects.toBeInstanceOf(ConnectionError);
  });
});

function wrongConnection(port: number) {
  return {
    origin: `http://127.0.0.1:${port}`,
    servicePath: '/sap/bc/z_abapgit_agent',
    adtPath: '/sap/bc/adt',
    client: '100',
    user: 'DEVELOPER',
    password: 'x',
    language: 'EN',
    source: 'file' as const,
  };
}
