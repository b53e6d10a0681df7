// Reading benchmark: preview of 500 rows × 40 columns over HTTP on loopback, and view --full of a class with
// 50 methods (the service's answer, and the CLI with --lines from process start to exit). The wide table and
// the class are created in the benchmark's own data folder through the system API; the service runs in its
// own process (`abapdeck serve`), as it does for users, so client and server do not share one thread.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem } from '../dist/src/system/system.js';
import { Agent } from '../dist/src/client/agent.js';
import { preview, view } from '../dist/src/client/reading.js';
import { report, timeMany } from './stats.mjs';

const password = 'bench-secret';
const TABLE = 'ZBENCH_WIDE';
const CLASS = 'ZCL_BENCH_FIFTY';
const ROWS = 600;
const coldClasses = Array.from({ length: 20 }, (_, i) => `ZCL_BENCH_FIFTY_${String(i).padStart(2, '0')}`);

/** 40 columns: client and a numeric key, then 38 fields cycling through character, decimal, date, integer and numeric text. */
function wideTable() {
  const kinds = [
    { DATATYPE: 'CHAR', LENG: '000020' },
    { DATATYPE: 'DEC', LENG: '000015', DECIMALS: '000002' },
    { DATATYPE: 'DATS', LENG: '000008' },
    { DATATYPE: 'INT4', LENG: '000010' },
    { DATATYPE: 'NUMC', LENG: '000006' },
  ];
  const fields = [
    { FIELDNAME: 'MANDT', KEYFLAG: 'X', DATATYPE: 'CLNT', LENG: '000003', NOTNULL: 'X' },
    { FIELDNAME: 'ID', KEYFLAG: 'X', DATATYPE: 'NUMC', LENG: '000010', NOTNULL: 'X' },
  ];
  for (let i = 0; i < 38; i++) fields.push({ FIELDNAME: `F${String(i + 1).padStart(2, '0')}`, ...kinds[i % kinds.length] });
  return {
    type: 'TABL',
    name: TABLE,
    description: 'Benchmark: a wide table',
    metadata: {
      DD02V: { TABNAME: TABLE, DDLANGUAGE: 'E', TABCLASS: 'TRANSP', CLIDEP: 'X', DDTEXT: 'Benchmark: a wide table', CONTFLAG: 'A' },
      DD03P_TABLE: fields,
    },
    sources: {},
  };
}

function rowOf(n, fields) {
  const row = { MANDT: '100', ID: String(n).padStart(10, '0') };
  fields.slice(2).forEach((field, i) => {
    const name = field.FIELDNAME;
    switch (field.DATATYPE) {
      case 'CHAR': row[name] = `Text ${n}-${i}`; break;
      case 'DEC': row[name] = `${(n * 7 + i) % 100000}.${String((n + i) % 100).padStart(2, '0')}`; break;
      case 'DATS': row[name] = `2025${String((n % 12) + 1).padStart(2, '0')}${String((i % 28) + 1).padStart(2, '0')}`; break;
      case 'INT4': row[name] = String(n * 31 + i); break;
      case 'NUMC': row[name] = String((n * 13 + i) % 1_000_000).padStart(6, '0'); break;
    }
  });
  return row;
}

/** A class with 50 methods, each with a multi-line declaration and a few statements. */
function fiftyMethodClass(CLASS) {
  const names = Array.from({ length: 50 }, (_, i) => `method_${String(i + 1).padStart(2, '0')}`);
  const definition = [
    `CLASS ${CLASS.toLowerCase()} DEFINITION PUBLIC FINAL CREATE PUBLIC.`,
    '  PUBLIC SECTION.',
    ...names.map((name) => `    METHODS ${name} IMPORTING iv_value TYPE i RETURNING VALUE(rv_result) TYPE i.`),
    '  PROTECTED SECTION.',
    '  PRIVATE SECTION.',
    '    DATA mv_total TYPE i.',
    'ENDCLASS.',
    '',
    `CLASS ${CLASS.toLowerCase()} IMPLEMENTATION.`,
  ];
  const methods = names.flatMap((name, i) => [
    `  METHOD ${name}.`,
    '    DATA: lv_step  TYPE i,',
    '          lv_limit TYPE i VALUE 10.',
    `    lv_step = iv_value + ${i}.`,
    '    DO lv_limit TIMES.',
    '      mv_total = mv_total + lv_step.',
    '    ENDDO.',
    '    rv_result = mv_total.',
    '  ENDMETHOD.',
    '',
  ]);
  const main = [...definition, ...methods, 'ENDCLASS.', ''].join('\n');
  return {
    type: 'CLAS',
    name: CLASS,
    description: 'Benchmark: fifty methods',
    metadata: { VSEOCLASS: { CLSNAME: CLASS, LANGU: 'E', DESCRIPT: 'Benchmark: fifty methods', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
    sources: { main },
  };
}

function prepare(dataDir) {
  const system = EmbeddedSystem.open({ dataDir, initialPasswords: { DEVELOPER: password } });
  try {
    const table = wideTable();
    system.db.transaction(() => {
      system.packages.save({ name: 'ZBENCH', parent: '', description: 'Benchmark', softwareComponent: 'HOME', metadata: {} }, 'DEVELOPER');
      system.objects.save(table, 'ZBENCH', 'A', 'DEVELOPER');
      // One class viewed again and again, and copies each viewed once (a first view parses the class).
      for (const name of [CLASS, ...coldClasses]) system.objects.save(fiftyMethodClass(name), 'ZBENCH', 'A', 'DEVELOPER');
    })();
    const problems = system.activation.announce({ activated: [system.objects.get('TABL', TABLE)], deleted: [] });
    if (problems.length > 0) throw new Error(`activation: ${JSON.stringify(problems)}`);
    const loaded = system.data.loadRows(TABLE, Array.from({ length: ROWS }, (_, n) => rowOf(n + 1, table.metadata.DD03P_TABLE)));
    if (!loaded.ok) throw new Error(`rows: ${JSON.stringify(loaded.problems)}`);
  } finally {
    system.close();
  }
}

const bin = new URL('../bin/abapdeck', import.meta.url).pathname;

/** `abapdeck serve` on a free port; resolves once it says where it listens. */
function serve(dataDir) {
  const child = spawn(process.execPath, [bin, 'serve', '--data', dataDir, '--port', '0', '--no-demo'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) resolve({ port: Number(port), url: `http://127.0.0.1:${port}`, close: () => stop(child) });
    });
    child.on('exit', (code) => reject(new Error(`abapdeck serve exited with ${code}: ${output}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-reading-'));
  prepare(dataDir);
  const service = await serve(dataDir);
  const cwd = mkdtempSync(join(tmpdir(), 'abapdeck-bench-reading-cli-'));
  try {
    const connection = {
      origin: service.url, servicePath: '/sap/bc/z_abapgit_agent', adtPath: '/sap/bc/adt',
      client: '100', user: 'DEVELOPER', password, language: 'EN', source: 'file',
    };
    const agent = new Agent(connection);
    const first = await preview(agent, { objects: [TABLE], limit: 500 });
    const shape = first.objects[0];
    if (!first.success || shape.row_count !== 500 || shape.fields.length !== 40) throw new Error(`unexpected preview: ${first.error}`);
    report('preview 500 rows x 40 columns over HTTP', await timeMany(60, (i) => preview(agent, { objects: [TABLE], limit: 500, offset: i % 2 === 0 ? 0 : 100 })), 'p50 <= 30 ms');
    report('preview 100 rows with WHERE over HTTP', await timeMany(60, () => preview(agent, { objects: [TABLE], where: "F01 LIKE 'Text 1%' AND F04 > 100" })));

    const viewed = await view(agent, { objects: [CLASS], full: true });
    const sections = viewed.objects[0].sections ?? [];
    if (sections.filter((s) => s.suffix.startsWith('CM')).length !== 50) throw new Error('expected 50 method sections');
    report('view --full, 50 methods, first view (parse)', await timeMany(coldClasses.length, (i) => view(agent, { objects: [coldClasses[i]], full: true })));
    report('view --full, 50 methods, viewed again', await timeMany(30, () => view(agent, { objects: [CLASS], full: true })));

    writeFileSync(join(cwd, '.abapGitAgent'), JSON.stringify({ host: '127.0.0.1', sapport: service.port, protocol: 'http', user: 'DEVELOPER', password }));
    const cli = await timeMany(10, () => promisify(execFile)(process.execPath, [bin, 'view', '--objects', CLASS, '--full', '--lines'], { cwd, maxBuffer: 16 * 1024 * 1024 }));
    report('CLI view --full --lines, 50 methods, start to exit', cli);
  } finally {
    await service.close();
    rmSync(cwd, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
