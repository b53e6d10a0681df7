/**
 * `run --profile`, `--profile-output`, `--sql-trace` and `unit --profile` end to end through the built CLI
 * against a real service (fixtures and their rows: test/system/measure/fixtures.ts).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor, runCli } from '../support/cli.js';
import { startTestService, type TestService } from '../support/service.js';
import { keysToLower } from '../../src/protocol/keys.js';
import { addProfileFixtures, PROFILE_ROWS as ROWS } from '../system/measure/fixtures.js';

let service: TestService;
let cwd: string;

beforeAll(async () => {
  service = await startTestService({ execution: { poolSize: 1, maxRuntimeMillis: 30_000 }, prepare: addProfileFixtures });
  cwd = projectFolderFor(service);
  await service.execution.ready();
}, 240_000);
afterAll(async () => {
  await service?.stop();
  rmSync(cwd, { recursive: true, force: true });
});

describe('run --profile', () => {
  it('prints the output, then statements and procedures by own time (the hot loop first) and the call tree', async () => {
    const run = await runCli(['run', '--class', 'ZCL_PRF_DEMO', '--profile'], { cwd });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines.slice(0, 4)).toEqual(['300012', '20', '0', '']);
    expect(lines[4]).toMatch(/^Profile: [\d.]+ ms, \d+ statements, 5 procedures$/);
    expect(lines[6]).toBe('Statements by own time');
    expect(lines[7]).toMatch(/^ {2}own ms +total ms +count +line +procedure +statement$/);
    expect(lines[8]).toMatch(new RegExp(`^  [\\d.]+ +[\\d.]+ +100000 +zcl_prf_demo\\.clas\\.abap:${ROWS.hotLoop} +ZCL_PRF_DEMO=>HOT +result = result \\+ sy-index MOD 7\\.$`));
    const procedures = lines.indexOf('Procedures by own time');
    expect(lines[procedures + 2]).toMatch(new RegExp(`^  [\\d.]+ +[\\d.]+ +1 +zcl_prf_demo\\.clas\\.abap:${ROWS.hot} +ZCL_PRF_DEMO=>HOT$`));
    const tree = lines.slice(lines.indexOf('Call tree (total ms / own ms, calls)') + 1).filter(Boolean);
    expect(tree.map((line) => line.replace(/ {2}[\d.]+ \/ [\d.]+ ms/, ''))).toEqual(
      expect.arrayContaining([
        '  ZCL_PRF_DEMO=>IF_OO_ADT_CLASSRUN~MAIN, 1×',
        `    line ${ROWS.callHot} → ZCL_PRF_DEMO=>HOT, 1×`,
        `      line ${ROWS.callLeafInHot} → ZCL_PRF_DEMO=>LEAF, 3×`,
        `    line ${ROWS.callInner} → ZCL_PRF_DEMO=>INNER, 2×`,
        `      line ${ROWS.callLeafInInner} → ZCL_PRF_DEMO=>LEAF, 2×`,
        `    line ${ROWS.callPrices} → ZCL_PRF_DEMO=>PRICES, 1×`,
      ]),
    );
    expect(tree).toHaveLength(6);
  }, 60_000);

  it('--json carries the profile; --profile-output writes a .cpuprofile that names the ABAP methods', async () => {
    const run = await runCli(['run', '--class', 'ZCL_PRF_DEMO', '--profile-output', 'run.cpuprofile', '--json'], { cwd });
    expect(run.code).toBe(0);
    const data = JSON.parse(run.stdout);
    expect(data).toMatchObject({ success: true, class: 'ZCL_PRF_DEMO', output: '300012\n20\n0\n' });
    expect(data.profile.statements[0]).toMatchObject({ line: ROWS.hotLoop, count: 100000 });
    const profile = JSON.parse(readFileSync(join(cwd, 'run.cpuprofile'), 'utf8'));
    expect(profile.samples.length).toBe(profile.timeDeltas.length);
    expect(profile.endTime).toBeGreaterThan(profile.startTime);
    const byId = new Map<number, any>(profile.nodes.map((node: any) => [node.id, node]));
    for (const node of profile.nodes) for (const child of node.children) expect(byId.has(child)).toBe(true);
    for (const sample of profile.samples) expect(byId.has(sample)).toBe(true);
    const hot = profile.nodes.find((node: any) => node.callFrame.functionName === 'ZCL_PRF_DEMO=>HOT');
    expect(hot.callFrame).toMatchObject({ url: 'abap://ZCL_PRF_DEMO/zcl_prf_demo.clas.abap', lineNumber: ROWS.hot - 1 });
    // the hot loop's own time is the node's: most of its samples, at the loop's line
    expect(hot.positionTicks).toEqual(expect.arrayContaining([expect.objectContaining({ line: ROWS.hotLoop })]));
    expect(profile.nodes.filter((node: any) => node.callFrame.functionName === 'ZCL_PRF_DEMO=>LEAF')).toHaveLength(2);
    const counts = new Map<number, number>();
    for (const sample of profile.samples) counts.set(sample, (counts.get(sample) ?? 0) + 1);
    const busiest = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    expect(byId.get(busiest).callFrame.functionName).toBe('ZCL_PRF_DEMO=>HOT');
  }, 60_000);

  it('--sql-trace lists the statements and reports the SELECT in the LOOP as N+1 with both lines', async () => {
    const run = await runCli(['run', '--class', 'ZCL_PRF_DEMO', '--sql-trace'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('SQL trace: 5 statements, 3 distinct');
    expect(run.stdout).toMatch(new RegExp(`\\n {2}3 +0 +[\\d.]+ +zcl_prf_demo\\.clas\\.abap:${ROWS.selectInLoop} +SELECT SINGLE \\* FROM zprf_item WHERE id = @id INTO @row\\.`));
    expect(run.stdout).toContain(
      `  N_PLUS_ONE  zcl_prf_demo.clas.abap:${ROWS.selectInLoop}  The same SELECT on ZPRF_ITEM ran 3 times inside the LOOP at zcl_prf_demo.clas.abap line ${ROWS.loop}`,
    );
    expect(run.stdout).toContain(`  SINGLE_WITHOUT_KEY  zcl_prf_demo.clas.abap:${ROWS.singleWithoutKey}  SELECT SINGLE on ZPRF_ITEM without the full key (missing ID)`);
    expect(run.stdout).toContain(`  FULL_SCAN  zcl_prf_demo.clas.abap:${ROWS.fullScan}  SQLite reads every row of ZPRF_ITEM`);
  }, 60_000);
});

describe('unit --profile', () => {
  it('profiles the test run: the hot loop first, the test methods as roots of the call tree', async () => {
    const run = await runCli(['unit', '--files', 'zcl_prf_demo.clas.testclasses.abap', '--profile', '--json'], { cwd });
    expect(run.code).toBe(0);
    // --json prints the system's answer as received: /unit answers in upper case
    const data = keysToLower<any>(JSON.parse(run.stdout));
    expect(data).toMatchObject({ success: 'X', test_count: 2 });
    expect(data.profile.statements[0]).toMatchObject({ line: ROWS.hotLoop, count: 100000, procedure: 'ZCL_PRF_DEMO=>HOT' });
    expect(data.profile.call_tree.map((node: any) => node.name).sort()).toEqual(['LTCL_PRF=>HOT_IS_HOT', 'LTCL_PRF=>INNER_TWICE', 'LTCL_PRF=>SETUP']);
  }, 60_000);

  it('refuses --profile with --coverage before running anything', async () => {
    const run = await runCli(['unit', '--files', 'zcl_prf_demo.clas.abap', '--profile', '--coverage'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--profile and --sql-trace measure a run of their own: not with --coverage');
  });
});

describe('profiling against a system without it', () => {
  it('says plainly that profiling is the embedded system’s, and runs nothing', async () => {
    const plain = await startTestService({ extensions: false });
    const folder = projectFolderFor(plain);
    try {
      const run = await runCli(['run', '--class', 'ZCL_PRF_DEMO', '--profile', '--sql-trace'], { cwd: folder });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("Profiling and the SQL trace are the embedded system's: abapdeck measures what it runs itself, and the connected system does not offer it (capability run.profile)");
      expect(run.stdout).toBe('');
      const unit = await runCli(['unit', '--files', 'zcl_prf_demo.clas.abap', '--sql-trace'], { cwd: folder });
      expect(unit.code).toBe(1);
      expect(unit.stderr).toContain("The SQL trace is the embedded system's");
    } finally {
      await plain.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
