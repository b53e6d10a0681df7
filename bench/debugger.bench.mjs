// Debugger benchmark, HTTP included, through the client's debugger API: one stepOver on a simple statement
// (target p50 <= 10 ms), getStack plus the variables of a frame with 20 locals in the client's two round
// trips (target p50 <= 30 ms), what ABAP FS reads at each stop through abap-adt-api — the stack, goToStack
// on the top frame, @ROOT and each of its scopes, after a step (target p50 <= 10 ms) —, the time from
// starting a class run to the listener's answer, and what the inspector agent costs a run that is not
// debugged (10^6 additions with and without the agent).
// Over bare HTTP the reads are also broken down per request, with the service's own time (request received to
// response finished, from node:http's diagnostics channels) and a reference measured between them: a stateful
// GET of the watchpoints, which does no debugger work (HTTP, logon, session, CSRF, routing only). The machine is
// shared: compare the reads with the reference of the same run, and give the load average. The bare reads run twice:
// with fetch, and with node:http and a keep-alive agent (a lighter client: the client's CPU is in this process too).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem, readInitialPasswords } from '../dist/src/system/system.js';
import { demoSeed } from '../dist/src/system/seed.js';
import { startService } from '../dist/src/server/serve.js';
import { Agent } from '../dist/src/client/agent.js';
import { DebuggerApi } from '../dist/src/client/debugger.js';
import { classRun } from '../dist/src/client/execution.js';
import { breakpointUri } from '../dist/src/protocol/debugger.js';
import { ADTClient, session_types } from 'abap-adt-api';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import http from 'node:http';
import { loadavg } from 'node:os';
import { classWithLocals } from './locals-class.mjs';
import { report, timeMany } from './stats.mjs';

/**
 * The service's own time per request (request received to response finished) while `work` runs: the service
 * listens in this process, so node:http's diagnostics channels see its requests.
 */
async function serviceTimes(work) {
  const started = new WeakMap();
  const times = [];
  const onStart = ({ request }) => started.set(request, performance.now());
  const onFinish = ({ request }) => {
    const at = started.get(request);
    if (at !== undefined) times.push(performance.now() - at);
  };
  subscribe('http.server.request.start', onStart);
  subscribe('http.server.response.finish', onFinish);
  try {
    await work(times);
  } finally {
    unsubscribe('http.server.request.start', onStart);
    unsubscribe('http.server.response.finish', onFinish);
  }
}

const loadNow = () => loadavg().map((l) => l.toFixed(1)).join(' ');

const { source, breakLine: BREAK_LINE } = classWithLocals('zcl_bench_debug', 2000);

const loopSource = `CLASS zcl_bench_debug_loop DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS zcl_bench_debug_loop IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lv_sum TYPE i.
    DO 1000000 TIMES.
      lv_sum = lv_sum + 1.
    ENDDO.
    out->write( lv_sum ).
  ENDMETHOD.
ENDCLASS.
`;

function classObject(name, main) {
  return {
    type: 'CLAS',
    name,
    description: 'Benchmark',
    metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: 'Benchmark', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
    sources: { main },
  };
}

async function serve(dataDir, execution) {
  const service = await startService({ dataDir, host: '127.0.0.1', port: 0, demo: false, execution });
  await service.execution.ready();
  const connection = {
    origin: service.url, servicePath: '/sap/bc/z_abapgit_agent', adtPath: '/sap/bc/adt',
    client: '100', user: 'DEVELOPER', password: readInitialPasswords(dataDir).DEVELOPER, language: 'EN', source: 'file',
  };
  return { service, connection };
}

/**
 * What ABAP FS (abap-adt-api) reads at each stop: the stack, goToStack on the top frame (it does so before it
 * reads the scopes of any frame), @ROOT and then each scope @ROOT names. Timed after each of 200 stepOvers.
 */
async function abapFsReads(connection, listener, runner) {
  const adt = new ADTClient(connection.origin, connection.user, connection.password, connection.client, 'EN');
  await adt.login();
  const terminal = 'BENCH-ADT';
  await adt.debuggerSetBreakpoints('user', terminal, terminal, terminal, [`/sap/bc/adt/oo/classes/zcl_bench_debug/source/main#start=${BREAK_LINE}`], connection.user);
  await listener.setBreakpoints([]);
  const listening = adt.debuggerListen('user', terminal, terminal, connection.user);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const running = classRun(runner, 'ZCL_BENCH_DEBUG');
  const debuggee = await listening;
  if (!debuggee || !('DEBUGGEE_ID' in debuggee)) throw new Error(`no hit: ${JSON.stringify(debuggee)}`);
  const session = new ADTClient(connection.origin, connection.user, connection.password, connection.client, 'EN');
  await session.login();
  session.stateful = session_types.stateful;
  await session.debuggerAttach('user', debuggee.DEBUGGEE_ID, connection.user);
  const steps = [];
  const readSamples = [];
  const both = [];
  const serviceReads = [];
  let scopes = 0;
  console.log(`load average before: ${loadNow()}`);
  await serviceTimes(async (times) => {
    for (let i = 0; i < 200; i++) {
      const stepStart = performance.now();
      await session.debuggerStep('stepOver');
      steps.push(performance.now() - stepStart);
      const readStart = performance.now();
      const from = times.length;
      const { stack } = await session.debuggerStackTrace();
      const top = stack.reduce((a, b) => (Number(a.stackPosition) > Number(b.stackPosition) ? a : b));
      await session.debuggerGoToStack(top.stackUri);
      const { hierarchies } = await session.debuggerChildVariables(['@ROOT']);
      for (const h of hierarchies) await session.debuggerChildVariables([h.CHILD_ID]);
      readSamples.push(performance.now() - readStart);
      both.push(performance.now() - stepStart);
      serviceReads.push(times.slice(from).reduce((a, b) => a + b, 0));
      scopes = hierarchies.length;
    }
  });
  report('stepOver, abap-adt-api', steps, 'p50 <= 10 ms');
  report(`ABAP FS at a stop: stack, goToStack, @ROOT, ${scopes} scopes`, readSamples, 'p50 <= 10 ms');
  report('  the service\'s time of those seven requests', serviceReads);
  report('  the rest: abap-adt-api and HTTP in this process', readSamples.map((read, i) => read - serviceReads[i]));
  report('  stepOver and the reads', both);
  console.log(`load average after: ${loadNow()}`);
  await adt.debuggerSetBreakpoints('user', terminal, terminal, terminal, [], connection.user);
  await session.debuggerStep('stepContinue').catch(() => undefined);
  await running;
  await adt.logout().catch(() => undefined);
  await session.logout().catch(() => undefined);
}

/** A stateful HTTP session of the developer API with nothing between the bench and the wire (no client library). */
async function wireSession(connection) {
  const auth = `Basic ${Buffer.from(`${connection.user}:${connection.password}`).toString('base64')}`;
  const first = await fetch(`${connection.origin}${connection.adtPath}/discovery`, { headers: { authorization: auth, 'x-csrf-token': 'fetch', 'sap-client': connection.client } });
  await first.text();
  let cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const token = first.headers.get('x-csrf-token') ?? '';
  return async (method, path, body, contentType) => {
    const headers = { authorization: auth, cookie, 'x-csrf-token': token, 'x-sap-adt-sessiontype': 'stateful', 'sap-client': connection.client };
    if (contentType) headers['content-type'] = contentType;
    const response = await fetch(`${connection.origin}${path.startsWith('/sap/') ? '' : connection.adtPath}${path}`, { method, headers, body });
    const added = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (added.length > 0) cookie = [cookie, ...added].filter(Boolean).join('; ');
    const text = await response.text();
    if (response.status >= 400) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
    return text;
  };
}

/**
 * The same session over node:http with a keep-alive agent (the other benchmarks' raw client, bench/http-client.mjs):
 * a lighter client than fetch, which costs about as much CPU per request as the service in this process.
 */
async function nodeHttpSession(connection) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const auth = `Basic ${Buffer.from(`${connection.user}:${connection.password}`).toString('base64')}`;
  let cookie = '';
  let token = '';
  const send = (method, url, headers, body) =>
    new Promise((resolve, reject) => {
      const request = http.request(url, { method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString() }));
      });
      request.on('error', reject);
      request.end(body);
    });
  const keepCookies = (headers) => {
    const added = (headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
    if (added.length > 0) cookie = [cookie, ...added].filter(Boolean).join('; ');
  };
  const first = await send('GET', `${connection.origin}${connection.adtPath}/discovery`, { authorization: auth, 'x-csrf-token': 'fetch', 'sap-client': connection.client });
  keepCookies(first.headers);
  token = String(first.headers['x-csrf-token'] ?? '');
  const call = async (method, path, body, contentType) => {
    const headers = { authorization: auth, cookie, 'x-csrf-token': token, 'x-sap-adt-sessiontype': 'stateful', 'sap-client': connection.client };
    if (contentType) headers['content-type'] = contentType;
    const response = await send(method, `${connection.origin}${path.startsWith('/sap/') ? '' : connection.adtPath}${path}`, headers, body);
    keepCookies(response.headers);
    if (response.status >= 400) throw new Error(`${method} ${path}: HTTP ${response.status} ${response.text.slice(0, 200)}`);
    return response.text;
  };
  call.close = () => agent.destroy();
  return call;
}

const childVariablesType = 'application/vnd.sap.as+xml; charset=UTF-8; dataname=com.sap.adt.debugger.ChildVariables';
const childVariablesBody = (id) =>
  `<?xml version="1.0" encoding="UTF-8"?><asx:abap version="1.0" xmlns:asx="http://www.sap.com/abapxml"><asx:values><DATA><HIERARCHIES><STPDA_ADT_VARIABLE_HIERARCHY><PARENT_ID>${id}</PARENT_ID></STPDA_ADT_VARIABLE_HIERARCHY></HIERARCHIES></DATA></asx:values></asx:abap>`;

/** The same reads as abapFsReads over the bare wire: what the service takes, without a client's parsing. */
async function wireReads(connection, listener, runner, client = { open: wireSession, name: 'bare HTTP' }) {
  const call = await client.open(connection);
  const listening = listener.listen(30);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const running = classRun(runner, 'ZCL_BENCH_DEBUG');
  const answer = await listening;
  if (answer.kind !== 'hit') throw new Error(`no hit: ${JSON.stringify(answer)}`);
  await call('POST', `/debugger?method=attach&debuggeeId=${answer.debuggee.DEBUGGEE_ID}&dynproDebugging=true&debuggingMode=user&requestUser=${connection.user}`);
  const steps = [];
  const reads = [];
  const both = [];
  /** Client and service time of each kind of request, and of the reference between the stops. */
  const kinds = new Map();
  const sample = (kind, client, service) => {
    const entry = kinds.get(kind) ?? { client: [], service: [] };
    entry.client.push(client);
    entry.service.push(service);
    kinds.set(kind, entry);
  };
  const serviceReads = [];
  const cpu = [];
  console.log(`load average before: ${loadNow()}`);
  await serviceTimes(async (times) => {
    const timed = async (kind, ...args) => {
      const from = times.length;
      const start = performance.now();
      const text = await call(...args);
      sample(kind, performance.now() - start, times.slice(from).reduce((a, b) => a + b, 0));
      return text;
    };
    for (let i = 0; i < 200; i++) {
      const stepStart = performance.now();
      await call('POST', '/debugger?method=stepOver');
      steps.push(performance.now() - stepStart);
      const readStart = performance.now();
      const cpuStart = process.cpuUsage();
      const from = times.length;
      const stack = await timed('GET stack', 'GET', '/debugger/stack?method=getStack&emode=_&semanticURIs=true');
      const top = /stackUri="([^"]+)"/.exec(stack)?.[1];
      if (!top) throw new Error('no stack entry');
      await timed('PUT goToStack (top frame)', 'PUT', top);
      const root = await timed('getChildVariables @ROOT', 'POST', '/debugger?method=getChildVariables', childVariablesBody('@ROOT'), childVariablesType);
      const scopes = [...root.matchAll(/<PARENT_ID>@ROOT<\/PARENT_ID><CHILD_ID>([^<]+)<\/CHILD_ID>/g)].map((m) => m[1]);
      for (const scope of scopes) await timed(`getChildVariables ${scope}`, 'POST', '/debugger?method=getChildVariables', childVariablesBody(scope), childVariablesType);
      reads.push(performance.now() - readStart);
      both.push(performance.now() - stepStart);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
      serviceReads.push(times.slice(from).reduce((a, b) => a + b, 0));
      // the reference: a stateful request of the debugger that does no debugger work
      await timed('reference: GET watchpoints', 'GET', '/debugger/watchpoints');
    }
  });
  report(`stepOver, ${client.name}`, steps, 'p50 <= 10 ms');
  report(`ABAP FS at a stop over ${client.name}`, reads, 'p50 <= 10 ms');
  report('  the service\'s time of those seven requests', serviceReads);
  report('  CPU of this process (client and service)', cpu);
  report('  stepOver and the reads', both);
  for (const [kind, { client, service }] of kinds) {
    report(`  ${kind}`, client);
    report('    its service time', service);
  }
  console.log(`load average after: ${loadNow()}`);
  await listener.setBreakpoints([]);
  await call('POST', '/debugger?method=stepContinue').catch(() => undefined);
  await running;
  call.close?.();
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-debug-'));
  const system = EmbeddedSystem.open({ dataDir, seed: demoSeed });
  system.objects.save(classObject('ZCL_BENCH_DEBUG', source), 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  system.objects.save(classObject('ZCL_BENCH_DEBUG_LOOP', loopSource), 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  system.close();
  const { service, connection } = await serve(dataDir, { poolSize: 1, maxRuntimeMillis: 300_000 });
  try {
    const identity = { requestUser: 'DEVELOPER', terminalId: 'BENCH', ideId: 'BENCH', debuggingMode: 'user' };
    const listener = new DebuggerApi(new Agent(connection), identity);
    const debuggerApi = new DebuggerApi(new Agent(connection), identity);
    const runner = new Agent(connection);
    await listener.setBreakpoints([breakpointUri('/sap/bc/adt', { kind: 'class', name: 'ZCL_BENCH_DEBUG', line: BREAK_LINE })]);

    /** Starts a run and waits for its stop; answers the run and the milliseconds from start to the listener's answer. */
    const stop = async () => {
      const listening = listener.listen(30);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      const running = classRun(runner, 'ZCL_BENCH_DEBUG');
      const answer = await listening;
      const millis = performance.now() - started;
      if (answer.kind !== 'hit') throw new Error(`no hit: ${JSON.stringify(answer)}`);
      await debuggerApi.attach(answer.debuggee.DEBUGGEE_ID);
      return { running, millis };
    };

    const triggers = [];
    for (let i = 0; i < 10; i++) {
      const { running, millis } = await stop();
      triggers.push(millis);
      // the run ends before another stop: the answer is debuggeeEnded, as ADT's
      await debuggerApi.step('stepContinue').catch(() => undefined);
      await running;
    }
    report('class run start to listener answer (hit)', triggers);

    const { running } = await stop();
    await debuggerApi.step('stepOver');
    report('stepOver on a simple statement, HTTP', await timeMany(400, async (i) => {
      const state = await debuggerApi.step('stepOver');
      if (!state.isSteppingPossible) throw new Error(`the program ended after ${i} steps`);
    }), 'p50 <= 10 ms');
    await listener.setBreakpoints([]);
    await debuggerApi.step('stepContinue').catch(() => undefined);
    await running;
    await listener.setBreakpoints([breakpointUri('/sap/bc/adt', { kind: 'class', name: 'ZCL_BENCH_DEBUG', line: BREAK_LINE })]);
    await abapFsReads(connection, listener, runner);
    await listener.setBreakpoints([breakpointUri('/sap/bc/adt', { kind: 'class', name: 'ZCL_BENCH_DEBUG', line: BREAK_LINE })]);
    await wireReads(connection, listener, runner);
    await listener.setBreakpoints([breakpointUri('/sap/bc/adt', { kind: 'class', name: 'ZCL_BENCH_DEBUG', line: BREAK_LINE })]);
    await wireReads(connection, listener, runner, { open: nodeHttpSession, name: 'node:http keep-alive' });
    await listener.setBreakpoints([breakpointUri('/sap/bc/adt', { kind: 'class', name: 'ZCL_BENCH_DEBUG', line: BREAK_LINE })]);
    const { running: again } = await stop();
    const frame = await debuggerApi.frameVariables();
    const named = frame.filter((v) => /^LV_\d\d$/.test(v.ID)).length;
    if (named !== 20) throw new Error(`expected 20 locals, got ${named}`);
    report('getStack + variables of 20 locals (3 calls), HTTP', await timeMany(200, async () => {
      await debuggerApi.stack();
      await debuggerApi.frameVariables();
    }), 'p50 <= 30 ms');
    await listener.setBreakpoints([]);
    await debuggerApi.step('stepContinue').catch(() => undefined);
    await again;

    await classRun(runner, 'ZCL_BENCH_DEBUG_LOOP');
    report('10^6 additions, work process with the agent', await timeMany(5, () => classRun(runner, 'ZCL_BENCH_DEBUG_LOOP')));
  } finally {
    await service.close();
  }
  const bare = await serve(dataDir, { poolSize: 1, maxRuntimeMillis: 300_000, agentModule: undefined });
  try {
    const runner = new Agent(bare.connection);
    await classRun(runner, 'ZCL_BENCH_DEBUG_LOOP');
    report('10^6 additions, work process without an agent', await timeMany(5, () => classRun(runner, 'ZCL_BENCH_DEBUG_LOOP')));
  } finally {
    await bare.service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
