import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor, runCli } from '../support/cli.js';
import { startTestService, type TestService } from '../support/service.js';
import { addPackage, createSalesTables, SALES_LOGICAL, SALES_PHYSICAL, salesView } from '../system/dbview/fixtures.js';

let service: TestService;
let cwd: string;

beforeAll(async () => {
  service = await startTestService({
    prepare: (system) => {
      addPackage(system, 'ZHANA');
      createSalesTables(system);
      system.dbviews.mappings.set(SALES_LOGICAL, SALES_PHYSICAL, 'DEVELOPER');
    },
  });
  cwd = projectFolderFor(service);
  writeFileSync(join(cwd, 'CV_SALES_BY_CUSTOMER.calculationview'), salesView());
  writeFileSync(join(cwd, 'V_ORDERS.hdbview'), 'VIEW "V_ORDERS" AS SELECT * FROM "ORDERS"');
});
afterAll(async () => {
  await service.stop();
  rmSync(cwd, { recursive: true, force: true });
});

describe('abapdeck dbview', () => {
  it('deploy runs check, then deploy, and shows both phases', async () => {
    const run = await runCli(['dbview', 'deploy', '--package', 'zhana', '--files', 'CV_SALES_BY_CUSTOMER.calculationview'], { cwd });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(/^Phase 1 \(check\): Package ZHANA is transportable: a new transport request will be created\. 1 of 1 view\(s\) can be deployed$/);
    expect(run.stdout).toContain('CV_SALES_BY_CUSTOMER.calculationview  CV_SALES_BY_CUSTOMER  CVIW  OK      would create SQL view CV_SALES_BY_CUSTOMER with 9 column(s)');
    expect(run.stdout).toContain('Phase 2 (deploy): Deployed 1 of 1 view(s)');
    expect(run.stdout).toContain(
      'NAME                  TYPE  DEPLOY_STATE  HOT_STATUS  SQL_VIEW              MESSAGE\n' +
        'CV_SALES_BY_CUSTOMER  CVIW  A             A           CV_SALES_BY_CUSTOMER  activated: SQL view CV_SALES_BY_CUSTOMER with 9 column(s)\n',
    );
    expect(run.stdout).toMatch(/Transport: DEVK9\d{5}\n$/);
  });

  it('previews the deployed view as an aligned grid', async () => {
    const run = await runCli(['dbview', 'preview', '--view', 'CV_SALES_BY_CUSTOMER', '--columns', 'REGION,FULL_NAME,TOTAL_AMOUNT,AVG_PRICE'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'CV_SALES_BY_CUSTOMER (database view)  rows 1-3 of 3',
        '',
        'REGION  FULL_NAME     TOTAL_AMOUNT  AVG_PRICE',
        'AMER    Grace Hopper  360.00        72.00',
        'EMEA    Ada Lovelace  150.00        50.00',
        'EMEA    Alan Turing   40.00         40.00',
        '',
      ].join('\n'),
    );
    const all = await runCli(['dbview', 'preview', '--view', 'CV_SALES_BY_CUSTOMER', '--limit', '1'], { cwd });
    expect(all.stdout).toContain('3 more column(s) hidden: ORDER_COUNT, TOTAL_VALUE, AVG_PRICE (use --columns, --vertical or --compact)');
    expect(all.stdout).toContain('More rows: --offset 1');
  });

  it('shows schemas, the tables of a logical schema and the columns of a table', async () => {
    const list = await runCli(['dbview', 'schema', 'list'], { cwd });
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^SCHEMA +KIND +TABLES +VIEWS\nSAPDEV +DICTIONARY/);
    expect(list.stdout).toMatch(/_SYS_BIC +REPOSITORY +0 +1\n/);
    expect(list.stdout).toContain('Logical schema mapping:\nLOGICAL  PHYSICAL\nSALES    SALES_P\n');

    const tables = await runCli(['dbview', 'schema', 'tables', '--schema', SALES_LOGICAL], { cwd });
    expect(tables.stdout).toBe('Schema SALES (physical SALES_P)\n\nNAME             KIND\nARCHIVED_ORDERS  TABLE\nCUSTOMERS        TABLE\nORDERS           TABLE\n');

    const fields = await runCli(['dbview', 'schema', 'fields', '--schema', SALES_LOGICAL, '--table', 'CUSTOMERS'], { cwd });
    expect(fields.stdout).toContain('COLUMN       TYPE      LENGTH  SCALE  KEY  NULLABLE\nCUSTOMER_ID  NVARCHAR  10      0      X\nFIRST_NAME   NVARCHAR  20      0           X');
  });

  it('maps a logical schema and removes the mapping again', async () => {
    const map = await runCli(['dbview', 'schema', 'map', '--schema', 'REPORTING', '--physical', SALES_PHYSICAL], { cwd });
    expect(map.code).toBe(0);
    expect(map.stdout).toBe('Logical schema REPORTING maps to SALES_P\n\nLOGICAL    PHYSICAL\nREPORTING  SALES_P\nSALES      SALES_P\n');
    const unmap = await runCli(['dbview', 'schema', 'unmap', '--schema', 'REPORTING'], { cwd });
    expect(unmap.stdout).toBe('Logical schema REPORTING is no longer mapped\n\nLOGICAL  PHYSICAL\nSALES    SALES_P\n');
    expect((await runCli(['dbview', 'schema', 'map', '--schema', 'X'], { cwd })).stderr).toContain('--physical is required');
  });

  it('previews a schema table with a WHERE condition, as text and as JSON', async () => {
    const run = await runCli(['dbview', 'table-preview', '--schema', 'SALES', '--table', 'ORDERS', '--where', "STATUS = 'N' AND AMOUNT > 60", '--columns', 'ORDER_ID,AMOUNT'], { cwd });
    expect(run.stdout).toBe(['SALES → SALES_P.ORDERS (table)  rows 1-3 of 3', '', 'ORDER_ID  AMOUNT', '1         100.00', '3         300.00', '5         70.00', ''].join('\n'));
    const json = await runCli(['dbview', 'table-preview', '--schema', 'SALES', '--table', 'ORDERS', '--limit', '2', '--json'], { cwd });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ success: true, action: 'tablePreview', physical_schema: 'SALES_P', pagination: { limit: 2, total: 5, has_more: true } });
  });

  it('imports the package views into a folder', async () => {
    const run = await runCli(['dbview', 'import', '--package', 'ZHANA', '--dir', 'exported'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1 view file(s) read from package ZHANA');
    const file = join(cwd, 'exported', 'CV_SALES_BY_CUSTOMER.calculationview');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(salesView());
  });

  it('drops the view; list shows hot_status D', async () => {
    const drop = await runCli(['dbview', 'drop', '--objects', 'CV_SALES_BY_CUSTOMER'], { cwd });
    expect(drop.code).toBe(0);
    expect(drop.stdout).toMatch(/CV_SALES_BY_CUSTOMER {2}CVIW {2}D {11}yes/);
    const list = await runCli(['dbview', 'list', '--package', 'ZHANA', '--json'], { cwd });
    expect(JSON.parse(list.stdout).objects).toMatchObject([{ name: 'CV_SALES_BY_CUSTOMER', deploy_state: 'A', hot_status: 'D' }]);
    const text = await runCli(['dbview', 'list', '--package', 'ZHANA'], { cwd });
    expect(text.stdout.split('\n')[0]).toMatch(/^NAME +TYPE +DEPLOY_STATE +HOT_STATUS +SQL_VIEW +TRANSPORT +MESSAGE$/);
  });

  it('rejects an .hdbview file and reports usage errors with exit code 2', async () => {
    const rejected = await runCli(['dbview', 'deploy', '--package', 'ZHANA', '--files', 'V_ORDERS.hdbview'], { cwd });
    expect(rejected.code).toBe(1);
    expect(rejected.stderr).toContain('Error: Unsupported view file type: V_ORDERS.hdbview');
    expect(rejected.stdout).toContain('Phase 1 (check):');
    expect(rejected.stdout).not.toContain('Phase 2');
    expect((await runCli(['dbview'], { cwd })).code).toBe(2);
    expect((await runCli(['dbview', 'deploy', '--package', 'ZHANA'], { cwd })).stderr).toContain('--files is required');
    expect((await runCli(['dbview', 'deploy', '--package', 'ZHANA', '--files', 'missing.calculationview'], { cwd })).stderr).toContain('File not found: missing.calculationview');
  });
});
