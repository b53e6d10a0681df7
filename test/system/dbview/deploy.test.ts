import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedSystem } from '../../../src/system/system.js';
import { tempDir, testPasswords } from '../../support/service.js';
import {
  addPackage,
  createPurchaseTable,
  createSalesTables,
  createSupplierTables,
  customerAttributeView,
  ordersByCustomerView,
  purchaseOverviewTotals,
  rankView,
  referenceAvailable,
  referenceNotice,
  referenceView,
  SALES_LOGICAL,
  SALES_PHYSICAL,
  salesRows,
  salesView,
  supplierRows,
  unknownFunctionView,
} from './fixtures.js';

const caller = { user: 'DEVELOPER', client: '100' };
let dir: string;
let system: EmbeddedSystem;

beforeEach(() => {
  dir = tempDir('abapdeck-dbview-');
  system = EmbeddedSystem.open({ dataDir: dir, initialPasswords: testPasswords });
  addPackage(system, 'ZHANA');
  addPackage(system, '$HANA_LOCAL');
});
afterEach(() => {
  system.close();
  rmSync(dir, { recursive: true, force: true });
});

referenceNotice();

const deploy = (files: Array<{ file: string; content: string }>, pkg = 'ZHANA') => system.dbviews.deploy({ action: 'deploy', package: pkg, files }, caller);
const preview = (view: string, extra: Record<string, unknown> = {}) => system.dbviews.read.preview({ action: 'preview', view, ...extra });

describe.skipIf(!referenceAvailable)('the SHINE reference views', () => {
  it('deploys AT_SUPPLIER over the business partner and address tables and previews its joined rows', () => {
    createSupplierTables(system);
    const result = deploy([{ file: 'models/AT_SUPPLIER.attributeview', content: referenceView('AT_SUPPLIER.attributeview') }]);
    expect(result.error).toBe('');
    expect(result.objects).toMatchObject([{ name: 'AT_SUPPLIER', type: 'AVIW', deploy_state: 'A', hot_status: 'A', sql_view: 'AT_SUPPLIER' }]);
    expect(result.objects[0]!.columns.map((c) => [c.name, c.key])).toEqual([
      ['SUPPLIERID', true], ['COMPANYNAME', false], ['STREET', false], ['COUNTRY', false], ['BUILDING', false], ['POSTALCODE', false], ['CITY', false],
    ]);
    const rows = preview('AT_SUPPLIER');
    expect(rows.error).toBe('');
    expect(rows.rows).toEqual(supplierRows);
    expect(rows.pagination).toEqual({ limit: 100, offset: 0, total: 2, has_more: false, next_offset: 2 });
  });

  it('deploys CV_PURCHASE_OVERVIEW over a stand-in for its analytic view and aggregates per attribute combination', () => {
    createPurchaseTable(system);
    const result = deploy([{ file: 'CV_PURCHASE_OVERVIEW.calculationview', content: referenceView('CV_PURCHASE_OVERVIEW.calculationview') }]);
    expect(result.error).toBe('');
    expect(result.objects[0]).toMatchObject({ deploy_state: 'A', hot_status: 'A' });
    const rows = preview('CV_PURCHASE_OVERVIEW', {
      columns: ['PurchaseOrderId', 'PurchaseOrderItem', 'NetAmount', 'TaxAmount', 'GrossAmount', 'PO_Count', 'PO_Item_Count'],
    });
    expect(rows.error).toBe('');
    const sorted = [...rows.rows].sort((a, b) => `${a['PurchaseOrderId']}${a['PurchaseOrderItem']}`.localeCompare(`${b['PurchaseOrderId']}${b['PurchaseOrderItem']}`));
    expect(sorted).toEqual(purchaseOverviewTotals);
    expect(rows.rows[0]!['ConvGrossAmount_CURRENCY']).toBeUndefined();
    const all = preview('CV_PURCHASE_OVERVIEW', { where: "PurchaseOrderId = '0300000000'" });
    expect(all.rows).toHaveLength(2);
    expect(all.rows[0]!['ConvGrossAmount_CURRENCY']).toBe('USD');
  });

  it('refuses the script-based CV_SALESORDER_RANKING_SQL, naming why, and lists it with hot_status E', () => {
    const result = deploy([{ file: 'CV_SALESORDER_RANKING_SQL.calculationview', content: referenceView('CV_SALESORDER_RANKING_SQL.calculationview') }]);
    expect(result.success).toBe(false);
    expect(result.objects[0]).toMatchObject({ deploy_state: 'I', hot_status: 'E', sql_view: '' });
    expect(result.objects[0]!.message).toContain('script-based');
    expect(result.objects[0]!.message).toContain('SCRIPT_BASED');
    const listed = system.dbviews.list({ action: 'list', package: 'ZHANA' });
    expect(listed.objects).toMatchObject([{ name: 'CV_SALESORDER_RANKING_SQL', deploy_state: 'I', hot_status: 'E' }]);
  });

  it('deploys AT_PO_APPROVAL_STATUS with its column filters, $$language$$ read as the logon language', () => {
    system.dbviews.schemas.createTable('SHINE_DEMO', 'sap.hana.democontent.epm.data::constants', [
      { name: 'Domain', type: 'NVARCHAR', length: 10, key: true },
      { name: 'FixedValue', type: 'NVARCHAR', length: 10, key: true },
      { name: 'Language', type: 'NVARCHAR', length: 1, key: true },
      { name: 'Description', type: 'NVARCHAR', length: 40 },
    ]);
    system.dbviews.schemas.insertRows('SHINE_DEMO', 'sap.hana.democontent.epm.data::constants', [
      { Domain: 'D_PO_AP', FixedValue: 'A', Language: 'E', Description: 'Approved' },
      { Domain: 'D_PO_AP', FixedValue: 'A', Language: 'D', Description: 'Genehmigt' },
      { Domain: 'D_PO_AP', FixedValue: 'R', Language: 'E', Description: 'Rejected' },
      { Domain: 'D_PO_LC', FixedValue: 'N', Language: 'E', Description: 'New' },
    ]);
    const result = deploy([{ file: 'AT_PO_APPROVAL_STATUS.attributeview', content: referenceView('AT_PO_APPROVAL_STATUS.attributeview') }]);
    expect(result.error).toBe('');
    expect(preview('AT_PO_APPROVAL_STATUS').rows).toEqual([
      { FixedValue: 'A', Description: 'Approved' },
      { FixedValue: 'R', Description: 'Rejected' },
    ]);
  });
});

describe('a calculation view of our own', () => {
  it('computes projection, union, join and aggregation results as computed by hand', () => {
    createSalesTables(system);
    system.dbviews.mappings.set(SALES_LOGICAL, SALES_PHYSICAL, 'DEVELOPER');
    const result = deploy([{ file: 'CV_SALES_BY_CUSTOMER.calculationview', content: salesView() }]);
    expect(result.error).toBe('');
    const rows = preview('CV_SALES_BY_CUSTOMER');
    expect(rows.error).toBe('');
    expect(rows.rows).toEqual(salesRows);
    expect(rows.fields.map((f) => `${f.field}:${f.type}`)).toEqual([
      'REGION:CHAR', 'FULL_NAME:CHAR', 'SIZE_CLASS:CHAR', 'REGION_TEXT:CHAR', 'TOTAL_AMOUNT:DEC', 'TOTAL_QTY:INT4', 'ORDER_COUNT:INT8',
      'TOTAL_VALUE:DEC', 'AVG_PRICE:DEC',
    ]);
    const emea = preview('CV_SALES_BY_CUSTOMER', { where: "REGION = 'EMEA' AND TOTAL_AMOUNT > 100", columns: ['FULL_NAME', 'AVG_PRICE'] });
    expect(emea.rows).toEqual([{ FULL_NAME: 'Ada Lovelace', AVG_PRICE: '50.00' }]);
  });

  it('computes a calculated measure before aggregation when the view says so', () => {
    createSalesTables(system);
    system.dbviews.mappings.set(SALES_LOGICAL, SALES_PHYSICAL, 'DEVELOPER');
    const view = salesView().replace(
      '</calculatedMeasures>',
      `<measure id="BIG_ORDERS" aggregationType="sum" datatype="INTEGER" calculateBeforeAggregation="true"><formula>if(&quot;TOTAL_AMOUNT&quot; &gt;= 100, 1, 0)</formula></measure>
    </calculatedMeasures>`,
    );
    expect(deploy([{ file: 'CV_SALES_BY_CUSTOMER.calculationview', content: view }]).error).toBe('');
    // Per input row of the semantics (one per region and customer): Grace 360, Ada 150, Alan 40.
    expect(preview('CV_SALES_BY_CUSTOMER', { columns: ['FULL_NAME', 'BIG_ORDERS'] }).rows).toEqual([
      { FULL_NAME: 'Grace Hopper', BIG_ORDERS: '1' },
      { FULL_NAME: 'Ada Lovelace', BIG_ORDERS: '1' },
      { FULL_NAME: 'Alan Turing', BIG_ORDERS: '0' },
    ]);
  });

  it('resolves its logical schema through the stored mapping, and names the mapping when the table is missing', () => {
    createSalesTables(system);
    const unmapped = deploy([{ file: 'CV_SALES_BY_CUSTOMER.calculationview', content: salesView() }]);
    expect(unmapped.objects[0]!.hot_status).toBe('E');
    expect(unmapped.objects[0]!.message).toContain('table "SALES"."ORDERS" not found');
    system.dbviews.mappings.set(SALES_LOGICAL, 'ELSEWHERE', 'DEVELOPER');
    const mismapped = deploy([{ file: 'CV_SALES_BY_CUSTOMER.calculationview', content: salesView() }]);
    expect(mismapped.objects[0]!.message).toContain('logical schema SALES maps to ELSEWHERE');
    system.dbviews.mappings.set(SALES_LOGICAL, SALES_PHYSICAL, 'DEVELOPER');
    expect(deploy([{ file: 'CV_SALES_BY_CUSTOMER.calculationview', content: salesView() }]).objects[0]).toMatchObject({ hot_status: 'A', deploy_state: 'A' });
  });

  it('refuses an unsupported node and an unknown function, naming them', () => {
    createSalesTables(system);
    const result = deploy([
      { file: 'CV_TOP_ORDERS.calculationview', content: rankView() },
      { file: 'CV_ODD.calculationview', content: unknownFunctionView() },
    ]);
    expect(result.objects.map((o) => [o.name, o.hot_status])).toEqual([['CV_TOP_ORDERS', 'E'], ['CV_ODD', 'E']]);
    expect(result.objects[0]!.message).toContain('node Rank_1 of type RankView is not supported');
    expect(result.objects[1]!.message).toContain('function daysbetween() is not supported');
  });
});

describe('views on views', () => {
  it('deploys an attribute view before the calculation view that reads it, whatever the order of the files', () => {
    createSalesTables(system);
    system.dbviews.mappings.set(SALES_LOGICAL, SALES_PHYSICAL, 'DEVELOPER');
    const result = deploy([
      { file: 'CV_ORDER_LABELS.calculationview', content: ordersByCustomerView() },
      { file: 'AT_CUSTOMER.attributeview', content: customerAttributeView() },
    ]);
    expect(result.error).toBe('');
    expect(result.objects.map((o) => [o.name, o.hot_status])).toEqual([['CV_ORDER_LABELS', 'A'], ['AT_CUSTOMER', 'A']]);
    expect(preview('AT_CUSTOMER').rows).toEqual([
      { CUSTOMER_ID: 'C1', LAST_NAME: 'Lovelace', REGION: 'EMEA', LABEL: 'Lovelace (EMEA)' },
      { CUSTOMER_ID: 'C2', LAST_NAME: 'Hopper', REGION: 'AMER', LABEL: 'Hopper (AMER)' },
      { CUSTOMER_ID: 'C3', LAST_NAME: 'Turing', REGION: 'EMEA', LABEL: 'Turing (EMEA)' },
    ]);
    // Left outer join: order 5 has no customer.
    expect(preview('CV_ORDER_LABELS').rows).toEqual([
      { ORDER_ID: '1', LABEL: 'Lovelace (EMEA)', KNOWN: 'yes' },
      { ORDER_ID: '2', LABEL: 'Lovelace (EMEA)', KNOWN: 'yes' },
      { ORDER_ID: '3', LABEL: 'Hopper (AMER)', KNOWN: 'yes' },
      { ORDER_ID: '4', LABEL: 'Turing (EMEA)', KNOWN: 'yes' },
      { ORDER_ID: '5', LABEL: '', KNOWN: 'no' },
    ]);
  });

  it('dropping the attribute view leaves the calculation view reading it with hot_status E', () => {
    createSalesTables(system);
    system.dbviews.mappings.set(SALES_LOGICAL, SALES_PHYSICAL, 'DEVELOPER');
    deploy([
      { file: 'AT_CUSTOMER.attributeview', content: customerAttributeView() },
      { file: 'CV_ORDER_LABELS.calculationview', content: ordersByCustomerView() },
    ]);
    const dropped = system.dbviews.drop({ action: 'drop', objects: ['at_customer'] }, caller);
    expect(dropped.objects).toMatchObject([{ name: 'AT_CUSTOMER', hot_status: 'D' }]);
    expect(dropped.warnings).toEqual(['CV_ORDER_LABELS: view AT_CUSTOMER, which it reads, was dropped']);
    expect(system.dbviews.list({ action: 'list', package: 'ZHANA' }).objects.map((o) => [o.name, o.hot_status])).toEqual([
      ['AT_CUSTOMER', 'D'], ['CV_ORDER_LABELS', 'E'],
    ]);
    expect(preview('CV_ORDER_LABELS').error).toMatch(/^Database view CV_ORDER_LABELS cannot be read \(hot_status E\): no such table: main.AT_CUSTOMER/);
    const redeployed = deploy([{ file: 'CV_ORDER_LABELS.calculationview', content: ordersByCustomerView() }]);
    expect(redeployed.objects[0]!.message).toContain('attribute view sales.models/AT_CUSTOMER is not available');
  });
});

describe('deploy state', () => {
  it('records views of a transportable package on a transport and of a local package on none', () => {
    createSalesTables(system);
    system.dbviews.mappings.set(SALES_LOGICAL, SALES_PHYSICAL, 'DEVELOPER');
    const checked = system.dbviews.check({ action: 'check', package: 'ZHANA', files: [{ file: 'CV_SALES_BY_CUSTOMER.calculationview', content: salesView() }] }, caller);
    expect(checked).toMatchObject({ success: true, transportable: true, transport: '' });
    expect(checked.objects).toMatchObject([{ name: 'CV_SALES_BY_CUSTOMER', status: 'OK' }]);
    const deployed = deploy([{ file: 'CV_SALES_BY_CUSTOMER.calculationview', content: salesView() }]);
    expect(deployed.transport).toMatch(/^DEVK9\d{5}$/);
    expect(system.dbviews.check({ action: 'check', package: 'ZHANA', files: [{ file: 'CV_SALES_BY_CUSTOMER.calculationview', content: salesView() }] }, caller).transport).toBe(deployed.transport);

    const local = system.dbviews.check({ action: 'check', package: '$HANA_LOCAL', files: [{ file: 'CV_X.calculationview', content: salesView().replace('id="CV_SALES_BY_CUSTOMER"', 'id="CV_X"') }] }, caller);
    expect(local).toMatchObject({ transportable: false, transport: '' });
    expect(local.message).toContain('is local');
  });

  it('lists a view that arrived without deploy (for example by pull) as active content, not deployed', () => {
    system.objects.save({ type: 'CVIW', name: 'CV_PULLED', description: 'Pulled', metadata: {}, sources: { view: salesView() } }, 'ZHANA', 'A', 'DEVELOPER');
    expect(system.dbviews.list({ action: 'list', package: 'ZHANA' }).objects).toMatchObject([
      { name: 'CV_PULLED', type: 'CVIW', deploy_state: 'A', hot_status: 'I', sql_view: '', message: 'not deployed' },
    ]);
    expect(preview('CV_PULLED').error).toBe('Database view CV_PULLED is not deployed (hot_status I)');
    expect(system.dbviews.import({ action: 'import', package: 'ZHANA' }).files).toEqual([{ file: 'CV_PULLED.calculationview', content: salesView() }]);
  });

  it('drops a view: hot_status D, the SQL view gone, the object still listed and previews refused', () => {
    createSalesTables(system);
    system.dbviews.mappings.set(SALES_LOGICAL, SALES_PHYSICAL, 'DEVELOPER');
    deploy([{ file: 'CV_SALES_BY_CUSTOMER.calculationview', content: salesView() }]);
    expect(system.dbviews.list({ action: 'list', package: 'ZHANA' }).objects).toMatchObject([{ name: 'CV_SALES_BY_CUSTOMER', deploy_state: 'A', hot_status: 'A' }]);
    const dropped = system.dbviews.drop({ action: 'drop', package: 'ZHANA', objects: ['CV_SALES_BY_CUSTOMER'] }, caller);
    expect(dropped).toMatchObject({ success: true, objects: [{ name: 'CV_SALES_BY_CUSTOMER', hot_status: 'D', dropped: true }] });
    expect(system.data.describe('CV_SALES_BY_CUSTOMER')).toBeUndefined();
    expect(system.dbviews.list({ action: 'list', package: 'ZHANA' }).objects).toMatchObject([{ name: 'CV_SALES_BY_CUSTOMER', deploy_state: 'A', hot_status: 'D' }]);
    expect(preview('CV_SALES_BY_CUSTOMER').error).toBe('Database view CV_SALES_BY_CUSTOMER is not deployed (hot_status D)');
  });
});
