/**
 * A stopped program is let go when its debugger goes away (issue 32): a debugger process — abap-adt-api in a
 * child process, listening on as ABAP FS does while it debugs — is killed while it is attached to a stopped
 * run; the system notices the dropped listener and the run ends. A debugger that only paused its listening
 * (a poll dropped, then again within a moment) keeps its stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDebuggee, session_types } from 'abap-adt-api';
import { addDebugFixtures, adtSession, probeRows as rows, probeUri, type AdtResponse, newAdtClient } from '../support/debug-fixtures.js';
import { startTestService, testPasswords, type TestService } from '../support/service.js';
import { projectRoot } from '../support/tmux.js';

let service: TestService;
const children: ChildProcess[] = [];

beforeAll(async () => {
  service = await startTestService({ demo: true, prepare: addDebugFixtures, execution: { poolSize: 1 }, debugger: { listenerGraceMillis: 2000, listenerGoneMillis: 1000 } });
  await service.execution.ready();
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await service?.stop();
});

/** A debugger in a process of its own: sets a breakpoint, listens, attaches at the stop and listens on. */
function debuggerProcess(terminal: string): { child: ChildProcess; said(text: string): Promise<void> } {
  const script = `
    import { ADTClient, isDebuggee, session_types } from 'abap-adt-api';
    const [url, password, terminal, uri] = process.argv.slice(1);
    const client = () => new ADTClient(url, 'DEVELOPER', password, '100', 'EN');
    const listener = client();
    const adt = client();
    await listener.login();
    await adt.login();
    adt.stateful = session_types.stateful;
    await listener.debuggerSetBreakpoints('user', terminal, terminal, terminal, [uri], 'DEVELOPER');
    const listening = listener.debuggerListen('user', terminal, terminal, 'DEVELOPER');
    console.log('LISTENING');
    const debuggee = await listening;
    if (!isDebuggee(debuggee)) throw new Error('no stop');
    await adt.debuggerAttach('user', debuggee.DEBUGGEE_ID, 'DEVELOPER');
    await adt.debuggerStackTrace();
    // listens on for the user's other runs while it debugs this one
    void listener.debuggerListen('user', terminal, terminal, 'DEVELOPER');
    console.log('ATTACHED');
    setInterval(() => undefined, 1000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, service.url, testPasswords.DEVELOPER, terminal, probeUri(rows.first)], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    said: (text) =>
      new Promise((resolve, reject) => {
        const check = setInterval(() => {
          if (output.includes(text)) {
            clearInterval(check);
            resolve();
          }
        }, 20);
        child.once('exit', (code) => {
          clearInterval(check);
          if (!output.includes(text)) reject(new Error(`the debugger process ended (${code}) before saying ${text}`));
        });
      }),
  };
}

/** The run's answer, or undefined when it has not answered within the time. */
function within(run: Promise<AdtResponse>, millis: number): Promise<AdtResponse | undefined> {
  return Promise.race([run, new Promise<undefined>((resolve) => setTimeout(resolve, millis))]);
}

describe('a debugger that goes away', () => {
  it('killed while attached to a stopped run: the system lets the run go on', async () => {
    const debuggerOf = debuggerProcess('KILLED-DEBUGGER');
    await debuggerOf.said('LISTENING');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const run = (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_PROBE');
    await debuggerOf.said('ATTACHED');
    expect(await within(run, 3000), 'the run went on while its debugger was still there').toBeUndefined();
    debuggerOf.child.kill('SIGKILL');
    const answer = await within(run, 10_000);
    expect(answer, 'the run still hangs 10 s after its debugger was killed').toBeDefined();
    expect(answer).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  }, 60_000);

  it('a listener poll dropped and made again at once keeps the stop', async () => {
    const terminal = 'PAUSED-LISTENER';
    const client = () => newAdtClient(service);
    const listener = client();
    const adt = client();
    await listener.login();
    await adt.login();
    adt.stateful = session_types.stateful;
    await listener.debuggerSetBreakpoints('user', terminal, terminal, terminal, [probeUri(rows.first)], 'DEVELOPER');
    const listening = listener.debuggerListen('user', terminal, terminal, 'DEVELOPER');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const run = (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_PROBE');
    const debuggee = await listening;
    if (!isDebuggee(debuggee)) throw new Error('the run did not stop');
    await adt.debuggerAttach('user', debuggee.DEBUGGEE_ID, 'DEVELOPER');
    // a poll whose connection the client drops, then a new one right away
    const dropped = new AbortController();
    const url = `${service.url}${service.adtPath}/debugger/listeners?debuggingMode=user&requestUser=DEVELOPER&terminalId=${terminal}&ideId=${terminal}&timeout=60`;
    const auth = `Basic ${Buffer.from(`DEVELOPER:${testPasswords.DEVELOPER}`).toString('base64')}`;
    const poll = fetch(url, { method: 'POST', headers: { authorization: auth, 'x-csrf-token': 'fetch' }, signal: dropped.signal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    dropped.abort();
    await poll;
    const again = new AbortController();
    void fetch(url, { method: 'POST', headers: { authorization: auth }, signal: again.signal }).catch(() => undefined);
    expect(await within(run, 2500), 'the run went on although its debugger listens again').toBeUndefined();
    const stack = await adt.debuggerStackTrace();
    expect(stack.stack.length).toBeGreaterThan(0);
    again.abort();
    await adt.debuggerStep('stepContinue').catch(() => undefined);
    expect(await run).toMatchObject({ status: 200 });
    await listener.debuggerSetBreakpoints('user', terminal, terminal, terminal, [], 'DEVELOPER');
  }, 60_000);
});
