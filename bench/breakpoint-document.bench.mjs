// A large breakpoints document and /health (issue 33.2): the attack review's 2.2 MB document (60 exception
// breakpoints with 36 KB conditions) held every request for 9.5 s. Prints how long /health takes while
// (a) that document is posted (now refused at the body bound), (b) the largest document the bounds let through
// is posted (conditions parsed on a check worker), and (c) 300 documents of 50 breakpoints with conditions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem, readInitialPasswords } from '../dist/src/system/system.js';
import { demoSeed } from '../dist/src/system/seed.js';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { debuggerLimits } from '../dist/src/system/debugger/index.js';
import { element, renderXml } from '../dist/src/protocol/debugger-xml-writer.js';
import { percentile } from './stats.mjs';

/** A valid logical expression of exactly `length` characters. */
function condition(length) {
  const clauses = ['LV_A = 1'];
  for (let n = 0; clauses.join(' AND ').length < length; n++) clauses.push(`LV_B${n % 100} = 'x'`);
  for (;;) {
    const head = clauses.join(' AND ');
    const pad = length - head.length - " AND LV_C = ''".length;
    if (pad >= 0) return `${head} AND LV_C = '${'y'.repeat(pad)}'`;
    clauses.pop();
  }
}

/** `count` different expressions of `length` characters (the engine reads a repeated one once). */
function distinct(count, length) {
  return Array.from({ length: count }, (_, i) => condition(length - 6).replace(/^LV_A = 1/, `LV_A = ${String(i).padStart(7, '0')}`));
}

/** A breakpoints document; `text` one condition for all, or one per breakpoint. */
function documentOf(terminal, count, text, classes = ['CX_SY_ZERODIVIDE']) {
  return renderXml(
    element(
      'dbg:breakpoints',
      { 'xmlns:dbg': 'http://www.sap.com/adt/debugger', scope: 'external', debuggingMode: 'user', terminalId: terminal, ideId: terminal },
      element('syncScope', { mode: 'full' }),
      ...Array.from({ length: count }, (_, i) =>
        element('breakpoint', { kind: 'exception', clientId: `${terminal}-${i}`, exceptionClass: classes[i % classes.length], condition: Array.isArray(text) ? text[i] : text }),
      ),
    ),
  );
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-bpdoc-'));
  EmbeddedSystem.open({ dataDir, seed: demoSeed }).close();
  // the service in a process of its own: /health's times are the service's, not this client's
  const child = spawn(process.execPath, [join(import.meta.dirname, 'serve-child.mjs'), dataDir, '--ready'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const url = await new Promise((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line).url));
      child.once('exit', (code) => reject(new Error(`the service exited with ${code}`)));
    });
    const auth = `Basic ${Buffer.from(`DEVELOPER:${readInitialPasswords(dataDir).DEVELOPER}`).toString('base64')}`;
    const first = await fetch(`${url}/sap/bc/adt/discovery`, { headers: { authorization: auth, 'x-csrf-token': 'fetch' } });
    await first.text();
    const headers = { authorization: auth, cookie: first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), 'x-csrf-token': first.headers.get('x-csrf-token') ?? '', 'content-type': 'application/xml' };
    const post = async (body) => {
      const response = await fetch(`${url}/sap/bc/adt/debugger/breakpoints`, { method: 'POST', headers, body });
      await response.text();
      return response.status;
    };
    const health = async () => {
      const started = performance.now();
      await (await fetch(`${url}/sap/bc/z_abapgit_agent/health`)).text();
      return performance.now() - started;
    };
    /** /health asked in a loop while `work` runs: its times, and what work answered with its duration. */
    const whilePolled = async (work) => {
      const times = [];
      let done = false;
      const poll = (async () => {
        while (!done) times.push(await health());
      })();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const started = performance.now();
      const result = await work();
      const took = performance.now() - started;
      done = true;
      await poll;
      return { result, took, times };
    };
    const line = (label, { result, took, times }) =>
      console.log(
        `${label}: answered ${result} in ${took.toFixed(0)} ms; /health ${times.length} times, p50 ${percentile(times, 50).toFixed(1)} ms, ` +
          `p99 ${percentile(times, 99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
      );

    for (let i = 0; i < 20; i++) await health();
    const idle = [];
    for (let i = 0; i < 200; i++) idle.push(await health());
    console.log(`/health alone: p50 ${percentile(idle, 50).toFixed(1)} ms, max ${Math.max(...idle).toFixed(1)} ms`);
    // the check worker's thread starts with the first conditions
    await post(documentOf('WARM', 1, 'LV_A = 1'));
    await post(documentOf('WARM', 0, ''));

    const hostile = documentOf('HOSTILE', 60, condition(36_000));
    line(`the review's document (${(hostile.length / 1e6).toFixed(1)} MB, 60 conditions of 36,000 characters)`, await whilePolled(() => post(hostile)));

    const size = (n) => documentOf('LARGEST', n, distinct(n, debuggerLimits.conditionCharacters)).length;
    const count = Math.floor((debuggerLimits.bodyBytes - size(0)) / (size(2) - size(1)));
    const largest = documentOf('LARGEST', count, distinct(count, debuggerLimits.conditionCharacters));
    line(`the largest document the bounds let through (${(largest.length / 1024).toFixed(0)} KiB, ${count} different conditions of ${debuggerLimits.conditionCharacters} characters)`, await whilePolled(() => post(largest)));
    await post(documentOf('LARGEST', 0, ''));

    const fifty = documentOf('FIFTY', 50, "LV_A = 1 AND LS_X-COMP <> 'abc' OR LV_B IS INITIAL", ['CX_SY_ZERODIVIDE', 'CX_ROOT', 'CX_ABAP_RANDOM']);
    line('300 documents of 50 breakpoints with conditions, one after the other', await whilePolled(async () => {
      let ok = 0;
      for (let i = 0; i < 300; i++) if ((await post(fifty)) === 200) ok++;
      return `${ok} × 200`;
    }));
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
