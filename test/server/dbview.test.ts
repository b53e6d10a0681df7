import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, rawSession, startTestService, type TestService, lowerCaseKeys } from '../support/service.js';
import {
  addPackage,
  createPurchaseTable,
  createSalesTables,
  createSupplierTables,
  referenceAvailable,
  referenceNotice,
  referenceView,
  SALES_LOGICAL,
  SALES_PHYSICAL,
  salesRows,
  salesView,
  supplierRows,
} from '../system/dbview/fixtures.js';

let service: TestService;
let post: (path: string, body: unknown) => Promise<Response>;
const dbview = async (body: unknown) => (await post('/dbview', body)).json().then(lowerCaseKeys);

const EVIL_TABLE = 'weird"name; DROP TABLE "SALES_P.ORDERS"; --';
const EVIL_COLUMN = 'col"umn';

beforeAll(async () => {
  service = await startTestService({
    prepare: (system) => {
      addPackage(system, 'ZHANA');
      addPackage(system, '$HANA_LOCAL');
      createSalesTables(system);
      system.dbviews.mappings.set(SALES_LOGICAL, SALES_PHYSICAL, 'DEVELOPER');
      if (referenceAvailable) {
        createSupplierTables(system);
        createPurchaseTable(system);
      }
      system.dbviews.schemas.createTable(SALES_PHYSICAL, EVIL_TABLE, [{ name: EVIL_COLUMN, type: 'NVARCHAR', length: 20, key: true }]);
      system.dbviews.schemas.insertRows(SALES_PHYSICAL, EVIL_TABLE, [{ [EVIL_COLUMN]: "it's fine" }]);
      system.users.add('100', 'NOTABLE', 'notable-secret', [{ object: 'S_DEVELOP', activity: '03' }]);
    },
  });
  post = (await rawSession(service)).post;
});
afterAll(async () => service.stop());

referenceNotice();

const salesFile = { file: 'src/CV_SALES_BY_CUSTOMER.calculationview', content: salesView() };

describe('POST /dbview deploy and states', () => {
  it('checks, deploys, lists, previews and drops a view; the list shows the states before and after drop', async () => {
    const checked = await dbview({ action: 'check', package: 'zhana', files: [salesFile] });
    expect(checked).toMatchObject({ success: true, command: 'DBVIEW', action: 'check', package: 'ZHANA', transportable: true });
    expect(checked.objects).toEqual([
      { file: 'CV_SALES_BY_CUSTOMER.calculationview', name: 'CV_SALES_BY_CUSTOMER', type: 'CVIW', status: 'OK', message: 'would create SQL view CV_SALES_BY_CUSTOMER with 9 column(s)' },
    ]);

    const deployed = await dbview({ action: 'deploy', package: 'ZHANA', files: [salesFile] });
    expect(deployed).toMatchObject({ success: true, action: 'deploy', message: 'Deployed 1 of 1 view(s)', transportable: true });
    expect(deployed.transport).toMatch(/^DEVK9\d{5}$/);
    expect(deployed.objects[0]).toMatchObject({ name: 'CV_SALES_BY_CUSTOMER', deploy_state: 'A', hot_status: 'A', sql_view: 'CV_SALES_BY_CUSTOMER' });

    const before = await dbview({ action: 'list', package: 'ZHANA' });
    expect(before.objects.map((o: { name: string; deploy_state: string; hot_status: string }) => [o.name, o.deploy_state, o.hot_status])).toEqual([
      ['CV_SALES_BY_CUSTOMER', 'A', 'A'],
    ]);
    expect(before.objects[0].transport).toBe(deployed.transport);

    const rows = await dbview({ action: 'preview', view: 'CV_SALES_BY_CUSTOMER' });
    expect(rows).toMatchObject({ success: true, view: 'CV_SALES_BY_CUSTOMER', pagination: { total: 3, has_more: false } });
    expect(rows.rows).toEqual(salesRows);
    const page = await dbview({ action: 'preview', view: 'cv_sales_by_customer', limit: 1, offset: 1, columns: ['FULL_NAME'] });
    expect(page.rows).toEqual([{ FULL_NAME: 'Ada Lovelace' }]);
    expect(page.pagination).toEqual({ limit: 1, offset: 1, total: 3, has_more: true, next_offset: 2 });

    const dropped = await dbview({ action: 'drop', package: 'ZHANA', objects: ['CV_SALES_BY_CUSTOMER'] });
    expect(dropped).toMatchObject({ success: true, objects: [{ name: 'CV_SALES_BY_CUSTOMER', hot_status: 'D', dropped: true }] });
    const after = await dbview({ action: 'list', package: 'ZHANA' });
    expect(after.objects.map((o: { name: string; deploy_state: string; hot_status: string }) => [o.name, o.deploy_state, o.hot_status])).toEqual([
      ['CV_SALES_BY_CUSTOMER', 'A', 'D'],
    ]);
    expect(await dbview({ action: 'preview', view: 'CV_SALES_BY_CUSTOMER' })).toMatchObject({
      success: false, error: 'Database view CV_SALES_BY_CUSTOMER is not deployed (hot_status D)',
    });
    const redeployed = await dbview({ action: 'deploy', package: 'ZHANA', files: [salesFile] });
    expect(redeployed.objects[0]).toMatchObject({ deploy_state: 'A', hot_status: 'A' });
  });

  it('answers check for a local package as not transportable and records no transport on deploy', async () => {
    const file = { file: 'CV_LOCAL_SALES.calculationview', content: salesView().replace('id="CV_SALES_BY_CUSTOMER"', 'id="CV_LOCAL_SALES"') };
    const checked = await dbview({ action: 'check', package: '$HANA_LOCAL', files: [file] });
    expect(checked).toMatchObject({ success: true, transportable: false, transport: '' });
    expect(checked.message).toContain('Package $HANA_LOCAL is local');
    const deployed = await dbview({ action: 'deploy', package: '$HANA_LOCAL', files: [file] });
    expect(deployed).toMatchObject({ success: true, transportable: false, transport: '' });
  });

  it.each([
    ['V.hdbview', 'hdbview'],
    ['P.hdbprocedure', 'hdbprocedure'],
    ['F.hdbtablefunction', 'hdbtablefunction'],
  ])('rejects the file type of %s in check and deploy, writing nothing', async (file, ext) => {
    for (const action of ['check', 'deploy']) {
      const result = await dbview({ action, package: 'ZHANA', files: [salesFile, { file, content: 'VIEW "X" AS SELECT 1 FROM DUMMY' }] });
      expect(result.success).toBe(false);
      expect(result.error).toBe(`Unsupported view file type: ${file} (.${ext} files are rejected; only .attributeview and .calculationview are in scope)`);
      expect(result.objects).toEqual([]);
    }
  });

  it('refuses other files, unknown actions, a missing action and a missing package with their own texts', async () => {
    expect((await dbview({ action: 'deploy', package: 'ZHANA', files: [{ file: 'notes.txt', content: '' }] })).error).toContain('Not a view file: notes.txt');
    expect(await dbview({ action: 'explode' })).toMatchObject({ success: false, command: 'DBVIEW', error: expect.stringContaining('Unknown dbview action: explode') });
    expect((await dbview({})).error).toContain('Action is required');
    expect((await dbview({ action: 'list' })).error).toBe('Package parameter is required');
    expect((await dbview({ action: 'list', package: 'ZNOPE' })).error).toBe('Package ZNOPE does not exist');
  });

  it.skipIf(!referenceAvailable)('deploys the SHINE views, refuses the script-based one, and imports the files back unchanged', async () => {
    const files = [
      { file: 'AT_SUPPLIER.attributeview', content: referenceView('AT_SUPPLIER.attributeview') },
      { file: 'CV_PURCHASE_OVERVIEW.calculationview', content: referenceView('CV_PURCHASE_OVERVIEW.calculationview') },
      { file: 'CV_SALESORDER_RANKING_SQL.calculationview', content: referenceView('CV_SALESORDER_RANKING_SQL.calculationview') },
    ];
    const deployed = await dbview({ action: 'deploy', package: 'ZHANA', files });
    expect(deployed.success).toBe(false);
    expect(deployed.objects.map((o: { name: string; hot_status: string }) => [o.name, o.hot_status])).toEqual([
      ['AT_SUPPLIER', 'A'], ['CV_PURCHASE_OVERVIEW', 'A'], ['CV_SALESORDER_RANKING_SQL', 'E'],
    ]);
    expect(deployed.error).toContain('CV_SALESORDER_RANKING_SQL: CV_SALESORDER_RANKING_SQL is a script-based calculation view');
    expect((await dbview({ action: 'preview', view: 'AT_SUPPLIER' })).rows).toEqual(supplierRows);

    const imported = await dbview({ action: 'import', package: 'ZHANA' });
    expect(imported.success).toBe(true);
    const byName = new Map(imported.files.map((f: { file: string; content: string }) => [f.file, f.content]));
    for (const file of files) expect(byName.get(file.file)).toBe(file.content);
  });
});

describe('POST /dbview schemas', () => {
  it('lists schemas with the logical mapping, tables of a logical schema and columns of a table', async () => {
    const schemas = await dbview({ action: 'schema', subaction: 'list' });
    expect(schemas.success).toBe(true);
    expect(schemas.schemas.slice(0, 2).map((s: { schema: string; kind: string }) => [s.schema, s.kind])).toEqual([
      ['SAPDEV', 'DICTIONARY'], ['_SYS_BIC', 'REPOSITORY'],
    ]);
    expect(schemas.schemas).toContainEqual({ schema: SALES_PHYSICAL, kind: 'SCHEMA', tables: 4, views: 0 });
    expect(schemas.mappings).toEqual([{ logical: SALES_LOGICAL, physical: SALES_PHYSICAL }]);

    const tables = await dbview({ action: 'schema', subaction: 'tables', schema: SALES_LOGICAL });
    expect(tables).toMatchObject({ success: true, schema: SALES_LOGICAL, physical_schema: SALES_PHYSICAL });
    expect(tables.tables.map((t: { name: string }) => t.name)).toEqual(['ARCHIVED_ORDERS', 'CUSTOMERS', 'ORDERS', EVIL_TABLE]);

    const fields = await dbview({ action: 'schema', subaction: 'fields', schema: SALES_LOGICAL, table: 'ORDERS' });
    expect(fields.fields).toEqual([
      { name: 'ORDER_ID', type: 'INTEGER', length: 0, scale: 0, key: true, nullable: false },
      { name: 'CUSTOMER_ID', type: 'NVARCHAR', length: 10, scale: 0, key: false, nullable: true },
      { name: 'AMOUNT', type: 'DECIMAL', length: 15, scale: 2, key: false, nullable: true },
      { name: 'QUANTITY', type: 'INTEGER', length: 0, scale: 0, key: false, nullable: true },
      { name: 'STATUS', type: 'NVARCHAR', length: 1, scale: 0, key: false, nullable: true },
    ]);
  });

  it('maps and unmaps a logical schema (abapdeck\'s schema map/unmap), refusing the system\'s schemas and users without S_DEVELOP change', async () => {
    const mapped = await dbview({ action: 'schema', subaction: 'map', schema: 'REPORTING', physical: SALES_PHYSICAL });
    expect(mapped).toMatchObject({ success: true, message: 'Logical schema REPORTING maps to SALES_P' });
    expect(mapped.mappings).toEqual([{ logical: 'REPORTING', physical: SALES_PHYSICAL }, { logical: SALES_LOGICAL, physical: SALES_PHYSICAL }]);
    expect((await dbview({ action: 'schema', subaction: 'tables', schema: 'reporting' })).physical_schema).toBe(SALES_PHYSICAL);
    expect((await dbview({ action: 'schema', subaction: 'map', schema: 'LATER', physical: 'NOT_YET' })).message).toBe('Logical schema LATER maps to NOT_YET (which holds no tables yet)');
    expect((await dbview({ action: 'schema', subaction: 'map', schema: '_SYS_BIC', physical: SALES_PHYSICAL })).error).toBe("Schema _SYS_BIC is the system's own and cannot be mapped");
    expect((await dbview({ action: 'schema', subaction: 'map', schema: 'X', physical: 'Y"; --' })).error).toBe('Invalid schema name: Y"; --');
    const viewer = await rawSession(service, 'VIEWER');
    expect((await viewer.post('/dbview', { action: 'schema', subaction: 'map', schema: 'R2', physical: SALES_PHYSICAL })).status).toBe(403);
    expect((await (await viewer.post('/dbview', { action: 'schema', subaction: 'list' })).json().then(lowerCaseKeys)).success).toBe(true);
    for (const logical of ['REPORTING', 'LATER']) expect((await dbview({ action: 'schema', subaction: 'unmap', schema: logical })).success).toBe(true);
    expect((await dbview({ action: 'schema', subaction: 'unmap', schema: 'REPORTING' })).error).toBe('Logical schema REPORTING is not mapped');
    expect((await dbview({ action: 'schema', subaction: 'tables', schema: 'REPORTING' })).error).toBe('Schema not found: REPORTING');
  });

  it('previews a table of a logical schema with the WHERE grammar and a column list', async () => {
    const rows = await dbview({ action: 'tablePreview', schema: SALES_LOGICAL, table: 'orders', where: "STATUS = 'N' AND AMOUNT >= 100", columns: ['order_id', 'AMOUNT'] });
    expect(rows).toMatchObject({ success: true, physical_schema: SALES_PHYSICAL, table: 'ORDERS', pagination: { total: 2 } });
    expect(rows.rows).toEqual([{ ORDER_ID: '1', AMOUNT: '100.00' }, { ORDER_ID: '3', AMOUNT: '300.00' }]);
  });

  it('answers a user without S_TABU_DIS display with the access-denied text, and refuses deploy without S_DEVELOP change', async () => {
    const auth = basicAuth('NOTABLE', 'notable-secret');
    const health = await fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: auth, 'x-csrf-token': 'fetch' } });
    const headers = {
      authorization: auth,
      cookie: health.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '),
      'x-csrf-token': health.headers.get('x-csrf-token') ?? '',
      'content-type': 'application/json',
    };
    const call = (body: unknown) => fetch(`${service.url}${service.servicePath}/dbview`, { method: 'POST', headers, body: JSON.stringify(body) });
    const denied = await call({ action: 'tablePreview', schema: SALES_PHYSICAL, table: 'ORDERS' });
    expect(denied.status).toBe(200);
    expect(lowerCaseKeys(await denied.json())).toMatchObject({ success: false, error: 'Access denied to table: ORDERS' });
    expect(lowerCaseKeys(await (await call({ action: 'list', package: 'ZHANA' })).json()).success).toBe(true);
    const deploy = await call({ action: 'deploy', package: 'ZHANA', files: [salesFile] });
    expect(deploy.status).toBe(403);
    expect(await deploy.json()).toMatchObject({ success: false, command: 'DBVIEW', error: expect.stringContaining('S_DEVELOP') });
  });
});

describe('POST /dbview refuses injection through names, column lists and WHERE text', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a quote in the schema', { schema: 'SALES_P"; DROP TABLE "SALES_P.ORDERS"; --', table: 'ORDERS' }, 'Invalid schema name: SALES_P"; DROP TABLE "SALES_P.ORDERS"; --'],
    ['a dot in the schema', { schema: 'SALES_P.ORDERS', table: 'x' }, 'Invalid schema name: SALES_P.ORDERS'],
    ['a comment in the schema', { schema: 'SALES_P --', table: 'ORDERS' }, 'Invalid schema name: SALES_P --'],
    ['a quote in the table', { schema: SALES_PHYSICAL, table: 'ORDERS"; DROP TABLE "SALES_P.CUSTOMERS"; --' }, 'Table not found: ORDERS"; DROP TABLE "SALES_P.CUSTOMERS"; --'],
    ['a table of SQLite itself', { schema: 'main', table: 'sqlite_schema' }, 'Schema not found: main'],
    ['a control character in the table', { schema: SALES_PHYSICAL, table: 'ORDERS\u0000' }, 'Invalid table name: ORDERS\u0000'],
    ['a column list smuggling a FROM', { schema: SALES_PHYSICAL, table: 'ORDERS', columns: ['ORDER_ID" FROM "SALES_P.CUSTOMERS" --'] }, 'Invalid column: ORDER_ID" FROM "SALES_P.CUSTOMERS" --'],
    ['a second statement in WHERE', { schema: SALES_PHYSICAL, table: 'ORDERS', where: 'ORDER_ID = 1; DROP TABLE "SALES_P.ORDERS"' }, "Invalid WHERE clause: blocked word 'DROP' at position 15"],
    ['a tautology in WHERE', { schema: SALES_PHYSICAL, table: 'ORDERS', where: 'ORDER_ID = 1 OR 1 = 1' }, 'Invalid WHERE clause: a comparison must start with a field name'],
    ['a subquery in WHERE', { schema: SALES_PHYSICAL, table: 'ORDERS', where: 'ORDER_ID IN (SELECT ORDER_ID FROM "SALES_P.CUSTOMERS")' }, 'Invalid WHERE clause: subqueries are not supported'],
    ['a comment in WHERE', { schema: SALES_PHYSICAL, table: 'ORDERS', where: "STATUS = 'N' --" }, 'Invalid WHERE clause'],
  ];

  it.each(cases)('tablePreview: %s', async (_label, input, error) => {
    const result = await dbview({ action: 'tablePreview', ...input });
    expect(result.success).toBe(false);
    expect(result.error.startsWith(error)).toBe(true);
  });

  it('schema fields and preview refuse the same names', async () => {
    expect((await dbview({ action: 'schema', subaction: 'fields', schema: 'X"--', table: 'T' })).error).toBe('Invalid schema name: X"--');
    expect((await dbview({ action: 'schema', subaction: 'tables', schema: "SALES_P' OR '1'='1" })).error).toBe("Invalid schema name: SALES_P' OR '1'='1");
    expect((await dbview({ action: 'preview', view: 'CV_SALES_BY_CUSTOMER"; DROP VIEW "CV_SALES_BY_CUSTOMER' })).error).toContain('Database view not found');
    expect((await dbview({ action: 'preview', view: 'CV_SALES_BY_CUSTOMER', where: "REGION = 'EMEA' UNION SELECT 1" })).error).toContain('Invalid WHERE clause');
  });

  it('binds quotes in WHERE literals as text: they match nothing and change nothing', async () => {
    const result = await dbview({ action: 'tablePreview', schema: SALES_PHYSICAL, table: 'ORDERS', where: "STATUS = 'N'' OR ''1''=''1'" });
    expect(result).toMatchObject({ success: true, rows: [], pagination: { total: 0 } });
  });

  it('reads a table whose own name and column hold quotes and SQL words, quoted as identifiers', async () => {
    const fields = await dbview({ action: 'schema', subaction: 'fields', schema: SALES_PHYSICAL, table: EVIL_TABLE });
    expect(fields.fields.map((f: { name: string }) => f.name)).toEqual([EVIL_COLUMN]);
    const rows = await dbview({ action: 'tablePreview', schema: SALES_PHYSICAL, table: EVIL_TABLE, where: `"${EVIL_COLUMN.replace('"', '""')}" LIKE 'it%'` });
    expect(rows.error).toBe('');
    expect(rows.rows).toEqual([{ [EVIL_COLUMN]: "it's fine" }]);
  });

  it('escapes literals of a view file: a filter value holding quotes matches nothing', async () => {
    const view = `<?xml version="1.0" encoding="UTF-8"?>
<Dimension:dimension xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:AccessControl="http://www.sap.com/ndb/SQLCoreModelAccessControl.ecore" xmlns:Dimension="http://www.sap.com/ndb/BiModelDimension.ecore" schemaVersion="1.2" id="AT_QUOTED" dimensionType="Standard">
  <attributes>
    <attribute id="CUSTOMER_ID" key="true"><keyMapping schemaName="${SALES_LOGICAL}" columnObjectName="CUSTOMERS" columnName="CUSTOMER_ID"/></attribute>
  </attributes>
  <calculatedAttributes/>
  <privateDataFoundation>
    <tableProxies>
      <tableProxy>
        <table schemaName="${SALES_LOGICAL}" columnObjectName="CUSTOMERS"/>
        <columnFilter columnName="REGION">
          <valueFilter xsi:type="AccessControl:SingleValueFilter" including="true" value="EMEA') OR ('1'='1"/>
        </columnFilter>
      </tableProxy>
    </tableProxies>
    <joins/>
  </privateDataFoundation>
</Dimension:dimension>`;
    const deployed = await dbview({ action: 'deploy', package: 'ZHANA', files: [{ file: 'AT_QUOTED.attributeview', content: view }] });
    expect(deployed.objects[0]).toMatchObject({ hot_status: 'A' });
    expect(await dbview({ action: 'preview', view: 'AT_QUOTED' })).toMatchObject({ success: true, rows: [] });
  });

  it('leaves the tables intact after all of the above', async () => {
    const rows = await dbview({ action: 'tablePreview', schema: SALES_PHYSICAL, table: 'ORDERS' });
    expect(rows.pagination.total).toBe(5);
    expect((await dbview({ action: 'tablePreview', schema: SALES_PHYSICAL, table: 'CUSTOMERS' })).pagination.total).toBe(3);
  });
});
