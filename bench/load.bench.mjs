// Load benchmark (issue 19): the service in a process of its own on 127.0.0.1, driven over keep-alive
// node:http connections, every phase bounded in calls and in time.
//  1. a 30 MB syntax request: time until it is refused (target <= 50 ms);
//  2. list/tree of other users while a full pull of 1,000 objects and a 45,000-line syntax check run
//     (target p99 <= 100 ms, 0 errors);
//  3. small checks while heavy ones run (issue 33): one client, then 10 clients calling `where` and `syntax` of a small class while
//     45,000-line syntax checks run one after the other (target p99 <= 200 ms for the small calls);
//  4. 50 concurrent clients x 1,000 mixed calls (list, tree, health, syntax of a small class): p50/p99 and
//     errors per kind;
//  5. the service's RSS after 1k and after 100k requests (target <= 1.3x).
// Options (environment): LOAD_CLIENTS (50), LOAD_CALLS (1000 per client), LOAD_TOTAL (100,000),
// LOAD_PHASE_SECONDS (240: each phase stops there and says how far it got), LOAD_PHASES (huge,pull,checks,mixed: all), LOAD_SMALL_CALLS (30 per client in phase 3).
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { EmbeddedSystem } from '../dist/src/system/system.js';
import { generatedRemote } from './generated-repository.mjs';
import { percentile } from './stats.mjs';
import { auth, call, login, password, servicePath } from './http-client.mjs';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const CALLS = Number(process.env.LOAD_CALLS ?? 1000);
const TOTAL = Number(process.env.LOAD_TOTAL ?? 100_000);
const PHASE_MILLIS = Number(process.env.LOAD_PHASE_SECONDS ?? 240) * 1000;
const PHASES = new Set((process.env.LOAD_PHASES ?? 'huge,pull,checks,mixed').split(','));
const SMALL_CALLS = Number(process.env.LOAD_SMALL_CALLS ?? 30);

/** A report of `lines` lines, each a declaration the checks must resolve: seconds of a check worker. */
const heavyReport = (lines) => `REPORT zheavy.\n${Array.from({ length: lines }, (_, i) => `DATA(lv_${i}) = ${i} + 1.`).join('\n')}\n`;

const smallClass = {
  type: 'CLAS',
  name: 'ZCL_BENCH_0001',
  source: 'CLASS zcl_bench_0001 DEFINITION PUBLIC FINAL CREATE PUBLIC.\n  PUBLIC SECTION.\n    METHODS run RETURNING VALUE(rv) TYPE i.\nENDCLASS.\nCLASS zcl_bench_0001 IMPLEMENTATION.\n  METHOD run.\n    rv = 1.\n  ENDMETHOD.\nENDCLASS.\n',
};

const mixed = [
  ['list', (s) => ['POST', '/list', s, { package: 'ZBENCH', limit: 50 }]],
  ['list', (s) => ['POST', '/list', s, { package: 'ZBENCH_DATA', limit: 50, offset: 100 }]],
  ['tree', (s) => ['POST', '/tree', s, { package: 'ZBENCH' }]],
  ['tree', (s) => ['POST', '/tree', s, { package: 'ZBENCH', include_objects: true }]],
  ['health', () => ['GET', '/health', undefined, undefined]],
  ['syntax', (s) => ['POST', '/syntax', s, { objects: [smallClass], uccheck: 'X' }]],
];

/** `clients` concurrent loops of `calls` calls each (stopping at the deadline); samples per kind. */
async function drive(url, { clients, calls, kinds, deadline, until }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const samples = new Map();
  const errors = new Map();
  let done = 0;
  try {
    const sessions = await Promise.all(Array.from({ length: clients }, () => login(agent, url)));
    await Promise.all(
      sessions.map(async (session, client) => {
        for (let i = 0; i < calls && performance.now() < deadline && !until?.(); i++) {
          const [kind, make] = kinds[(client + i) % kinds.length];
          const [method, path, withSession, body] = make(session);
          const answer = await call(agent, url, method, path, withSession, body);
          done++;
          if (answer.status !== 200) errors.set(kind, [...(errors.get(kind) ?? []), `${answer.status} ${answer.text.slice(0, 120)}`]);
          if (!samples.has(kind)) samples.set(kind, []);
          samples.get(kind).push(answer.millis);
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return { samples, errors, done };
}

function printKinds(title, { samples, errors, done }, seconds) {
  const all = [...samples.values()].flat();
  const errorCount = [...errors.values()].reduce((n, list) => n + list.length, 0);
  console.log(`${title}: ${done} calls in ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)}/s), errors ${errorCount}`);
  for (const [kind, list] of [['all', all], ...samples]) {
    console.log(`  ${kind.padEnd(8)} p50 ${percentile(list, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(list, 99).toFixed(1).padStart(7)} ms   max ${Math.max(...list).toFixed(1).padStart(7)} ms   n=${list.length}`);
  }
  for (const [kind, list] of errors) console.log(`  errors of ${kind}: ${list.length}, first: ${list[0]}`);
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function startChild(dataDir) {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'serve-child.mjs'), dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the service ended (${code})`)));
  });
  return { child, url: JSON.parse(line).url };
}

/**
 * Time until a 30 MB syntax body is answered (413 while it streams in): the body is written in 64 KB chunks
 * and writing stops once the answer has come.
 */
function hugeSyntax(url, session, payload) {
  return new Promise((resolve) => {
    const started = performance.now();
    let answered = false;
    const request = http.request(`${url}${servicePath}/syntax`, {
      method: 'POST',
      agent: false,
      headers: { authorization: auth, cookie: session.cookie, 'x-csrf-token': session.token, 'content-type': 'application/json', 'content-length': payload.length },
    });
    request.on('response', (response) => {
      answered = true;
      const millis = performance.now() - started;
      response.resume();
      resolve({ status: response.statusCode, millis });
      request.destroy();
    });
    request.on('error', (error) => {
      if (!answered) resolve({ status: 0, millis: performance.now() - started, error: error.message });
    });
    let at = 0;
    const write = () => {
      while (!answered && at < payload.length) {
        const chunk = payload.subarray(at, (at += 64 * 1024));
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      if (!answered) request.end();
    };
    write();
  });
}

export async function run() {
  const root = mkdtempSync(join(tmpdir(), 'abapdeck-bench-load-'));
  const dataDir = join(root, 'data');
  let service;
  try {
    const remote = await generatedRemote(root);
    EmbeddedSystem.open({ dataDir, initialPasswords: { DEVELOPER: password } }).close();
    service = await startChild(dataDir);
    const { url, child } = service;
    console.log(`service pid ${child.pid} at ${url}; repository of ${remote.files} files; ${CLIENTS} clients`);
    const agent = new http.Agent({ keepAlive: true });
    const session = await login(agent, url);
    const created = await call(agent, url, 'POST', '/create', session, { url: remote.bare, package: 'ZBENCH' });
    if (created.status !== 200) throw new Error(`create: ${created.status} ${created.text}`);
    // the check worker loads its registry on its first task
    await call(agent, url, 'POST', '/syntax', session, { objects: [smallClass], uccheck: 'X' });

    if (PHASES.has('huge')) {
      const payload = Buffer.from(JSON.stringify({ objects: [{ type: 'PROG', name: 'ZHUGE', source: 'DATA x TYPE i.\n'.repeat(2_000_000) }] }));
      const huge = [];
      for (let i = 0; i < 5; i++) huge.push(await hugeSyntax(url, session, payload));
      console.log(`30 MB syntax request (${(payload.length / 1e6).toFixed(1)} MB) answered ${huge.map((h) => h.status || h.error).join('/')} in p50 ${percentile(huge.map((h) => h.millis), 50).toFixed(1)} ms, max ${Math.max(...huge.map((h) => h.millis)).toFixed(1)} ms (target <= 50 ms)`);
    }

    // list/tree while a full pull and a heavy syntax check run
    if (PHASES.has('pull')) {
      const heavySource = heavyReport(45_000);
      let busy = 2;
      const started = performance.now();
      const pullAnswer = call(agent, url, 'POST', '/pull', session, { url: remote.bare }).finally(() => busy--);
      const syntaxAnswer = call(agent, url, 'POST', '/syntax', session, { objects: [{ type: 'PROG', name: 'ZHEAVY', source: heavySource }] }).finally(() => busy--);
      const during = await drive(url, {
        clients: 10,
        calls: Number.POSITIVE_INFINITY,
        kinds: mixed.filter(([kind]) => kind === 'list' || kind === 'tree'),
        deadline: performance.now() + PHASE_MILLIS,
        until: () => busy === 0,
      });
      const [pulled, checked] = await Promise.all([pullAnswer, syntaxAnswer]);
      const pullResult = JSON.parse(pulled.text);
      console.log(`full pull of 1,000 objects: ${pulled.status} in ${(pulled.millis / 1000).toFixed(1)} s, activated ${pullResult.ACTIVATED_COUNT ?? pullResult.activated_count}; 45,000-line syntax check: ${checked.status} in ${(checked.millis / 1000).toFixed(1)} s`);
      printKinds('list/tree of 10 other clients meanwhile (target p99 <= 100 ms)', during, (performance.now() - started) / 1000);
    }

    // small checks (where-used, a small class's syntax) while heavy syntax checks run one after the other
    if (PHASES.has('checks')) {
      if (!PHASES.has('pull')) await call(agent, url, 'POST', '/pull', session, { url: remote.bare });
      // small calls load the small lane's registry on the first (as the first check does for the kept pool)
      const firstSmall = await call(agent, url, 'POST', '/where', session, { objects: ['ZCL_BENCH_0001'], limit: 50 });
      console.log(`first where-used (loads the small lane's registry): ${firstSmall.status} in ${(firstSmall.millis / 1000).toFixed(1)} s`);
      const small = [
        ['where', (s) => ['POST', '/where', s, { objects: ['ZCL_BENCH_0001'], limit: 50 }]],
        ['syntax', (s) => ['POST', '/syntax', s, { objects: [smallClass], uccheck: 'X' }]],
      ];
      const aloneStarted = performance.now();
      const alone = await drive(url, { clients: 1, calls: 20, kinds: small, deadline: performance.now() + PHASE_MILLIS });
      printKinds('the same small calls one at a time, nothing else running', alone, (performance.now() - aloneStarted) / 1000);
      const heavy = { source: heavyReport(45_000), runs: 0, millis: [], stop: false };
      const heavyLoop = (async () => {
        while (!heavy.stop) {
          const answer = await call(agent, url, 'POST', '/syntax', session, { objects: [{ type: 'PROG', name: 'ZHEAVY', source: heavy.source }] });
          heavy.runs++;
          heavy.millis.push(answer.millis);
        }
      })();
      // the first heavy check is under way before the small calls begin
      await new Promise((resolve) => setTimeout(resolve, 300));
      const oneStarted = performance.now();
      const one = await drive(url, { clients: 1, calls: 20, kinds: small, deadline: performance.now() + PHASE_MILLIS });
      printKinds('one client, one small call at a time, while a heavy check runs (target p99 <= 200 ms)', one, (performance.now() - oneStarted) / 1000);
      const started = performance.now();
      const during = await drive(url, { clients: 10, calls: SMALL_CALLS, kinds: small, deadline: performance.now() + PHASE_MILLIS });
      const seconds = (performance.now() - started) / 1000;
      heavy.stop = true;
      await heavyLoop;
      console.log(`45,000-line syntax checks meanwhile: ${heavy.runs}, p50 ${(percentile(heavy.millis, 50) / 1000).toFixed(1)} s each`);
      printKinds('where and small syntax of 10 clients at once while heavy checks run', during, seconds);
    }

    // 50 clients x 1,000 mixed calls, RSS after the first 1k and after 100k in all
    if (PHASES.has('mixed')) {
      // a unit run waits for the runtime build of the pull (on its thread), so both worker threads have
      // loaded everything before the first RSS figure
      const unit = await call(agent, url, 'POST', '/unit', session, { files: ['zcl_bench_0000.clas.abap'] });
      console.log(`unit run after the pull (waits for the runtime build): ${unit.status} in ${(unit.millis / 1000).toFixed(1)} s`);
      const loadStarted = performance.now();
      const warm = await drive(url, { clients: CLIENTS, calls: Math.ceil(1000 / CLIENTS), kinds: mixed, deadline: performance.now() + PHASE_MILLIS });
      const rss1k = rssMb(child.pid);
      const load = await drive(url, { clients: CLIENTS, calls: CALLS, kinds: mixed, deadline: performance.now() + PHASE_MILLIS });
      printKinds(`${CLIENTS} clients x ${CALLS} mixed calls`, load, (performance.now() - loadStarted) / 1000);
      let total = warm.done + load.done;
      // the rest of the way to 100k without the syntax calls (one check thread takes seconds each, so a
      // mixed drive never reaches 100k within the bound): what grows per request (sessions, logs) grows all the same
      const quick = mixed.filter(([kind]) => kind !== 'syntax');
      const restStarted = performance.now();
      while (total < TOTAL && performance.now() - restStarted < PHASE_MILLIS) {
        const more = await drive(url, { clients: CLIENTS, calls: Math.ceil(Math.min(10_000, TOTAL - total) / CLIENTS), kinds: quick, deadline: restStarted + PHASE_MILLIS });
        total += more.done;
        if (more.errors.size > 0) printKinds('  (errors on the way to 100k)', more, 1);
    }
    const rss100k = rssMb(child.pid);
    console.log(`service RSS after 1k requests ${rss1k.toFixed(0)} MB, after ${total} ${rss100k.toFixed(0)} MB: ${(rss100k / rss1k).toFixed(2)}x (target <= 1.3x)`);
    }
    agent.destroy();
  } finally {
    if (service) {
      service.child.kill('SIGTERM');
      await new Promise((resolve) => service.child.once('exit', resolve));
    }
    rmSync(root, { recursive: true, force: true });
  }
}
