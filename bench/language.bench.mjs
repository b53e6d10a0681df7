// Language service benchmark (issue 36), on the demo system plus 1,000 generated active classes, warm server,
// over HTTP with the client's functions (src/client/language.ts):
//  - definition of a method called in another class (target p50 <= 20 ms);
//  - completion after `->` in an open, edited class (target p50 <= 50 ms);
//  - references of a method used by the next class (target p50 <= 100 ms);
//  - diagnostics of a class after a change (target p50 <= 150 ms);
//  - `abapdeck lsp`'s start: the built binary until it answers initialize (target <= 1 s).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EmbeddedSystem } from '../dist/src/system/system.js';
import { demoSeed } from '../dist/src/system/seed.js';
import { startService } from '../dist/src/server/serve.js';
import { Agent } from '../dist/src/client/agent.js';
import * as language from '../dist/src/client/language.js';
import { health } from '../dist/src/client/service.js';
import { report, timeMany } from './stats.mjs';

const password = 'bench-secret';
const CLASSES = 1_000;
const bin = fileURLToPath(new URL('../bin/abapdeck', import.meta.url));
const benchName = (i) => `ZCL_LANG_${String(i).padStart(4, '0')}`;

/** A class whose method `run` calls the previous class's `run`. */
function benchSource(i, extra = '') {
  const name = benchName(i).toLowerCase();
  const use = i > 0 ? `\n    DATA(lo_previous) = NEW ${benchName(i - 1).toLowerCase()}( ).\n    rv_result = lo_previous->run( iv_value ).` : '';
  return `CLASS ${name} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS run IMPORTING iv_value TYPE i RETURNING VALUE(rv_result) TYPE i.
    DATA mv_count TYPE i.
ENDCLASS.

CLASS ${name} IMPLEMENTATION.
  METHOD run.
    mv_count = mv_count + 1.${use}${extra}
  ENDMETHOD.
ENDCLASS.
`;
}

function benchClass(i) {
  return {
    type: 'CLAS', name: benchName(i), description: `Language bench class ${i}`,
    metadata: { VSEOCLASS: { CLSNAME: benchName(i), LANGU: 'E', DESCRIPT: `Language bench class ${i}`, STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
    sources: { main: benchSource(i) },
  };
}

/** The place of a text in a source (0-based line and character). */
function placeOf(source, text, occurrence = 1) {
  let index = -1;
  for (let n = 0; n < occurrence; n++) index = source.indexOf(text, index + 1);
  const before = source.slice(0, index);
  return { line: before.split('\n').length - 1, character: before.length - before.lastIndexOf('\n') - 1 };
}

async function lspStart(service, runs) {
  const folder = mkdtempSync(join(tmpdir(), 'abapdeck-bench-lsp-'));
  const port = new URL(service.url).port;
  writeFileSync(join(folder, '.abapGitAgent'), JSON.stringify({ host: '127.0.0.1', sapport: Number(port), protocol: 'http', client: '100', user: 'DEVELOPER', password }));
  const samples = [];
  try {
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const child = spawn(process.execPath, [bin, 'lsp'], { cwd: folder, env: { ...process.env, ABAP_HOST: '' }, stdio: ['pipe', 'pipe', 'ignore'] });
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: process.pid, rootUri: pathToFileURL(folder).href, capabilities: {} } });
      child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      await new Promise((resolve) => child.stdout.once('data', resolve));
      samples.push(performance.now() - started);
      child.kill();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return samples;
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-language-'));
  let started = performance.now();
  const system = EmbeddedSystem.open({ dataDir, seed: demoSeed, initialPasswords: { DEVELOPER: password, VIEWER: password } });
  system.db.transaction(() => {
    system.packages.save({ name: 'ZLANG', parent: '', description: 'Language benchmark', softwareComponent: 'HOME', metadata: {} }, 'DEVELOPER');
    for (let i = 0; i < CLASSES; i++) system.objects.save(benchClass(i), 'ZLANG', 'A', 'DEVELOPER');
  })();
  system.close();
  console.log(`${'system: demo + 1,000 active classes, set up in'.padEnd(48)} ${(performance.now() - started).toFixed(0)} ms`);
  const service = await startService({ dataDir, host: '127.0.0.1', port: 0, demo: false });
  try {
    // the runtime build of the 1,000 classes runs on a thread of its own: measured once it is done, on a quiet service
    await service.execution.ready();
    const agent = new Agent({ origin: service.url, servicePath: '/sap/bc/z_abapgit_agent', adtPath: '/sap/bc/adt', client: '100', user: 'DEVELOPER', password, language: 'EN', source: 'file' });
    const source = benchSource(500);
    const document = `${benchName(500).toLowerCase()}.clas.abap`;
    const definitionAt = { document, position: placeOf(source, 'run( iv_value )') };
    // the first request builds the registry on a check worker (unless the warm-up did): /health meanwhile (the
    // session logged on first: a logon's password hash is not the figure)
    await health(agent);
    started = performance.now();
    let firstDone = false;
    const first = language.definition(agent, definitionAt).then(() => (firstDone = true));
    const healthMeanwhile = [];
    while (!firstDone && healthMeanwhile.length < 20) {
      const asked = performance.now();
      await health(agent);
      if (!firstDone) healthMeanwhile.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await first;
    console.log(`${'first request (loads the registry)'.padEnd(48)} ${(performance.now() - started).toFixed(0)} ms`);
    if (healthMeanwhile.length > 0) report('/health while the first request builds', healthMeanwhile, 'answered meanwhile');

    await timeMany(5, () => language.definition(agent, definitionAt));
    report('definition: method of another class', await timeMany(50, () => language.definition(agent, definitionAt)), 'p50 <= 20 ms');

    const edited = benchSource(500, '\n    lo_previous->');
    const completionAt = { files: [{ name: document, source: edited }], document, position: { line: placeOf(edited, 'lo_previous->', 2).line, character: '    lo_previous->'.length } };
    const proposals = await language.completion(agent, completionAt);
    if (!proposals.items.some((item) => item.label === 'run')) throw new Error(`completion misses run: ${JSON.stringify(proposals.items.slice(0, 5))}`);
    report('completion after -> (edited open class)', await timeMany(50, () => language.completion(agent, completionAt)), 'p50 <= 50 ms');

    const referencesAt = { document, position: placeOf(source, 'run IMPORTING') };
    report('references: method used by the next class', await timeMany(20, () => language.references(agent, referencesAt)), 'p50 <= 100 ms');

    let change = 0;
    const diagnosticsSamples = await timeMany(30, () => {
      change++;
      return language.diagnostics(agent, { files: [{ name: document, source: benchSource(500, `\n    rv_result = rv_result + ${change}.`) }], document });
    });
    report('diagnostics after a change (open class)', diagnosticsSamples, 'p50 <= 150 ms');

    report('lsp: start until initialize is answered', await lspStart(service, 5), '<= 1000 ms');
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
