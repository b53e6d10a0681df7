/**
 * GET {base_url}/deck/status (abapdeck's extension, capability deck.status) over real HTTP: the TUI status line's
 * four live counts in one call — new short dumps since an instant, the caller's inactive objects, the caller's open
 * transport requests, the caller's debuggees waiting for a listener — each changing as the system changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService } from '../support/service.js';
import { addDebugFixtures, adtSession, probeRows, probeUri } from '../support/debug-fixtures.js';
import { breakpointsRequestDocument } from '../../src/protocol/debugger-documents.js';
import { Agent } from '../../src/client/agent.js';
import { deckStatus } from '../../src/client/deck-status.js';
import { capabilities } from '../../src/client/sync.js';

let service: TestService;
const started = new Date(Date.now() - 1000);

beforeAll(async () => {
  service = await startTestService({
    demo: true,
    prepare: (system) => {
      addDebugFixtures(system);
      // an inactive version of DEVELOPER's (a changed class not activated yet)
      system.objects.save(
        {
          type: 'PROG',
          name: 'ZDECK_STATUS_DRAFT',
          description: 'draft',
          metadata: { PROGDIR: { NAME: 'ZDECK_STATUS_DRAFT', SUBC: '1' } },
          sources: { main: 'REPORT zdeck_status_draft.\nWRITE / 1.' },
        } as never,
        'ZDEMO_TOOLS',
        'I',
        'DEVELOPER',
      );
    },
    debugger: { listenerGraceMillis: 60_000 },
  });
});
afterAll(async () => service.stop());

async function status(user: 'DEVELOPER' | 'VIEWER' = 'DEVELOPER', since: Date | string = started) {
  const session = await rawSession(service, user);
  const query = typeof since === 'string' ? since : since.toISOString();
  const response = await fetch(`${service.url}${service.servicePath}/deck/status?since=${encodeURIComponent(query)}`, { headers: { authorization: session.auth } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /deck/status', () => {
  it('is announced in /health and answers the four counts in upper-case keys', async () => {
    const agent = new Agent(service.connection(), 10_000, { transport: 'node' });
    expect(await capabilities(agent)).toContain('deck.status');
    const { status: code, body } = await status();
    expect(code).toBe(200);
    expect(body).toEqual({
      SUCCESS: true,
      COMMAND: 'DECK_STATUS',
      SYSTEM_ID: 'DEV',
      CLIENT: '100',
      USER: 'DEVELOPER',
      SINCE: started.toISOString(),
      NEW_DUMPS: 0,
      INACTIVE_OBJECTS: 1,
      OPEN_REQUESTS: 0,
      WAITING_DEBUGGEES: 0,
      ERROR: '',
    });
    // the inactive object is DEVELOPER's, not VIEWER's
    expect((await status('VIEWER')).body).toMatchObject({ USER: 'VIEWER', INACTIVE_OBJECTS: 0 });
  });

  it('counts the dumps written since the instant, and my open requests', async () => {
    const adt = await adtSession(service);
    expect((await adt.post('/oo/classrun/ZCL_DEMO_DUMP')).status).toBe(500);
    const afterDump = new Date(Date.now() + 1500);
    expect((await status()).body['NEW_DUMPS']).toBe(1);
    expect((await status('DEVELOPER', afterDump)).body['NEW_DUMPS']).toBe(0);

    const session = await rawSession(service);
    const created = (await (await session.post('/transport', { action: 'create', description: 'deck status' })).json()) as { number: string };
    expect(created.number).toMatch(/^DEVK9\d{5}$/);
    expect((await status()).body['OPEN_REQUESTS']).toBe(1);
    expect((await status('VIEWER')).body['OPEN_REQUESTS']).toBe(0);
    await session.post('/transport', { action: 'release', number: created.number });
    expect((await status()).body['OPEN_REQUESTS']).toBe(0);
  });

  it('counts a debuggee stopped at my breakpoint that no listener has taken yet', async () => {
    const debuggerSession = await adtSession(service);
    const body = breakpointsRequestDocument({
      scope: 'external',
      debuggingMode: 'user',
      requestUser: 'DEVELOPER',
      terminalId: 'T1',
      ideId: 'T1',
      systemDebugging: false,
      deactivated: false,
      syncMode: 'full',
      breakpoints: [{ kind: 'line', clientId: 'T1', skipCount: 0, uri: probeUri(probeRows.first) }],
    });
    expect((await debuggerSession.post('/debugger/breakpoints', { body, contentType: 'application/xml' })).status).toBe(200);
    const runner = await adtSession(service);
    const run = runner.post('/oo/classrun/ZCL_DEBUG_PROBE');
    const since = Date.now();
    let waiting = 0;
    while (waiting === 0 && Date.now() - since < 30_000) {
      waiting = (await status()).body['WAITING_DEBUGGEES'] as number;
      if (waiting === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(waiting).toBe(1);
    expect((await status('VIEWER')).body['WAITING_DEBUGGEES']).toBe(0);
    // a listener takes it: no longer waiting; then the run is let go
    const listened = await debuggerSession.post('/debugger/listeners?debuggingMode=user&requestUser=DEVELOPER&terminalId=T1&ideId=T1&timeout=5');
    expect(listened.status).toBe(200);
    expect((await status()).body['WAITING_DEBUGGEES']).toBe(0);
    const id = /DEBUGGEE_ID>([^<]+)</.exec(listened.body)?.[1];
    await debuggerSession.post(`/debugger?method=attach&debuggeeId=${id}&dynproDebugging=true&debuggingMode=user&requestUser=DEVELOPER`, { stateful: true });
    await debuggerSession.post('/debugger?method=terminateDebuggee', { stateful: true });
    await run;
  });

  it('refuses an instant without its zone with 400 in the envelope; the client reads the counts', async () => {
    const bad = await status('DEVELOPER', '2026-11-26 18:00');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, command: 'DECK_STATUS', error: expect.stringContaining('since must be an ISO 8601 instant with its zone') });
    const agent = new Agent(service.connection(), 10_000, { transport: 'node' });
    expect(await deckStatus(agent, started)).toEqual({ systemId: 'DEV', newDumps: 1, inactiveObjects: 1, openRequests: 0, waitingDebuggees: 0 });
  });
});
