import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import type { SchemaColumnDefinition } from '../../../src/system/dbview/index.js';

/**
 * Fixtures of the dbview tests: the SHINE reference views (read from ../shared/reference, never copied),
 * stand-in tables they read, and a calculation view of our own with projection, union, join and
 * aggregation nodes over tables of a logically mapped schema.
 */

export const REFERENCE_VIEWS = resolve(__dirname, '../../../../shared/reference/abapgit-format/hana-xs-classic');
export const referenceAvailable = existsSync(REFERENCE_VIEWS);

export function referenceNotice(): void {
  if (!referenceAvailable) console.log(`notice: ${REFERENCE_VIEWS} is absent; the tests on the reference HANA views are skipped`);
}

export const SHINE_PACKAGE = 'sap.hana.democontent.epm';
export const SHINE_SCHEMA = 'SHINE_DEMO';

/** A reference view with its {{SCHEMA_NAME}} and {{PACKAGE_NAME}} placeholders filled. */
export function referenceView(file: string, fill: { schema?: string; package?: string } = {}): string {
  return readFileSync(join(REFERENCE_VIEWS, file), 'utf8')
    .replaceAll('{{SCHEMA_NAME}}', fill.schema ?? SHINE_SCHEMA)
    .replaceAll('{{PACKAGE_NAME}}', fill.package ?? SHINE_PACKAGE);
}

export function addPackage(system: EmbeddedSystem, name: string): void {
  system.packages.save({ name, parent: '', description: `${name} package`, softwareComponent: name.startsWith('$') ? 'LOCAL' : 'HOME', metadata: {} }, 'DEVELOPER');
}

function table(system: EmbeddedSystem, schema: string, name: string, columns: SchemaColumnDefinition[], rows: Array<Record<string, string | number | null>>): void {
  const created = system.dbviews.schemas.createTable(schema, name, columns);
  if (!created.ok) throw new Error(created.reason);
  const inserted = system.dbviews.schemas.insertRows(schema, name, rows);
  if (!inserted.ok) throw new Error(inserted.reason);
}

const text = (name: string, length: number, key = false): SchemaColumnDefinition => ({ name, type: 'NVARCHAR', length, key });
const decimal = (name: string): SchemaColumnDefinition => ({ name, type: 'DECIMAL', length: 15, scale: 2 });

/** The SHINE master data AT_SUPPLIER reads: business partners and addresses, as CDS entities in _SYS_BIC. */
export function createSupplierTables(system: EmbeddedSystem): void {
  table(system, '_SYS_BIC', `${SHINE_PACKAGE}.data::EPM.MD.BusinessPartner`, [text('PARTNERID', 10, true), text('COMPANYNAME', 80), text('ADDRESSID.ADDRESSID', 10)], [
    { PARTNERID: '0100000000', COMPANYNAME: 'SAP', 'ADDRESSID.ADDRESSID': '1000000001' },
    { PARTNERID: '0100000001', COMPANYNAME: 'Becker Berlin', 'ADDRESSID.ADDRESSID': '1000000002' },
    { PARTNERID: '0100000002', COMPANYNAME: 'Orphan Inc', 'ADDRESSID.ADDRESSID': '1000000099' },
  ]);
  table(
    system,
    '_SYS_BIC',
    `${SHINE_PACKAGE}.data::EPM.MD.Addresses`,
    [text('ADDRESSID', 10, true), text('CITY', 40), text('POSTALCODE', 10), text('STREET', 60), text('BUILDING', 10), text('COUNTRY', 3)],
    [
      { ADDRESSID: '1000000001', CITY: 'Walldorf', POSTALCODE: '69190', STREET: 'Dietmar-Hopp-Allee', BUILDING: '16', COUNTRY: 'DE' },
      { ADDRESSID: '1000000002', CITY: 'Berlin', POSTALCODE: '10115', STREET: 'Invalidenstrasse', BUILDING: '5', COUNTRY: 'DE' },
      { ADDRESSID: '1000000003', CITY: 'Paris', POSTALCODE: '75001', STREET: 'Rue de Rivoli', BUILDING: '1', COUNTRY: 'FR' },
    ],
  );
}

/** Expected rows of AT_SUPPLIER over createSupplierTables: the partner without an address drops out of the referential join. */
export const supplierRows = [
  { SUPPLIERID: '0100000000', COMPANYNAME: 'SAP', STREET: 'Dietmar-Hopp-Allee', COUNTRY: 'DE', BUILDING: '16', POSTALCODE: '69190', CITY: 'Walldorf' },
  { SUPPLIERID: '0100000001', COMPANYNAME: 'Becker Berlin', STREET: 'Invalidenstrasse', COUNTRY: 'DE', BUILDING: '5', POSTALCODE: '10115', CITY: 'Berlin' },
];

/** Columns of the analytic view AN_PURCHASE_OVERVIEW that CV_PURCHASE_OVERVIEW maps (analytic views are out of scope: a table stands in). */
const purchaseAttributes = [
  'PurchaseOrderItem', 'Currency', 'PurchaseOrderId', 'Quantity', 'QuantityUnit', 'DeliveryDate', 'DateCurrencyConversion',
  'Product_Name', 'Product_Description', 'Product_Id', 'Product_Category', 'Product_Currency', 'Product_Price', 'Product_TypeCode',
  'Supplier_CompanyName', 'Supplier_City', 'Supplier_Id', 'Supplier_PostalCode', 'Supplier_Street', 'Supplier_Building',
  'Supplier_Country', 'ProductId', 'DATE_SQL', 'MONTH', 'YEAR', 'QUARTER', 'WEEK', 'FixedValue', 'Description',
  'AT_PO_CONFIRMATION_STATUS_FixedValue', 'AT_PO_CONFIRMATION_STATUS_Description', 'AT_PO_LIFECYCLE_STATUS_FixedValue',
  'AT_PO_ORDERING_STATUS_FixedValue', 'AT_PO_LIFECYCLE_STATUS_Description', 'AT_PO_ORDERING_STATUS_Description', 'ConvGrossAmount.CURRENCY',
];
const purchaseMeasures = ['NetAmount', 'TaxAmount', 'ConvGrossAmount', 'GrossAmount'];

function purchaseRow(po: string, item: string, amounts: [number, number, number, number]): Record<string, string | number> {
  const row: Record<string, string | number> = {};
  for (const name of purchaseAttributes) row[name] = `${name.slice(0, 6)}`;
  Object.assign(row, { PurchaseOrderId: po, PurchaseOrderItem: item, Currency: 'EUR', 'ConvGrossAmount.CURRENCY': 'USD', Product_Id: 'HT-1000' });
  purchaseMeasures.forEach((measure, index) => (row[measure] = amounts[index]!));
  return row;
}

export function createPurchaseTable(system: EmbeddedSystem): void {
  table(
    system,
    '_SYS_BIC',
    `${SHINE_PACKAGE}.models/AN_PURCHASE_OVERVIEW`,
    [...purchaseAttributes.map((name) => text(name, 40)), ...purchaseMeasures.map(decimal)],
    [
      purchaseRow('0300000000', '0000000010', [100, 19, 119, 119]),
      // The same item again (a second schedule line): one row of the view with the amounts added up.
      purchaseRow('0300000000', '0000000010', [50, 9.5, 59.5, 59.5]),
      purchaseRow('0300000000', '0000000020', [200, 38, 238, 238]),
      purchaseRow('0300000001', '0000000010', [10.5, 2, 12.5, 12.5]),
    ],
  );
}

/** Hand-computed: grouped by every attribute, amounts summed, one purchase order and one item per row. */
export const purchaseOverviewTotals = [
  { PurchaseOrderId: '0300000000', PurchaseOrderItem: '0000000010', NetAmount: '150.00', TaxAmount: '28.50', GrossAmount: '178.50', PO_Count: '1', PO_Item_Count: '1' },
  { PurchaseOrderId: '0300000000', PurchaseOrderItem: '0000000020', NetAmount: '200.00', TaxAmount: '38.00', GrossAmount: '238.00', PO_Count: '1', PO_Item_Count: '1' },
  { PurchaseOrderId: '0300000001', PurchaseOrderItem: '0000000010', NetAmount: '10.50', TaxAmount: '2.00', GrossAmount: '12.50', PO_Count: '1', PO_Item_Count: '1' },
];

/** The logical schema our own view is written against, and the physical schema that holds its tables here. */
export const SALES_LOGICAL = 'SALES';
export const SALES_PHYSICAL = 'SALES_P';

export function createSalesTables(system: EmbeddedSystem, schema = SALES_PHYSICAL): void {
  const orderColumns: SchemaColumnDefinition[] = [
    { name: 'ORDER_ID', type: 'INTEGER', key: true }, text('CUSTOMER_ID', 10), decimal('AMOUNT'), { name: 'QUANTITY', type: 'INTEGER' }, text('STATUS', 1),
  ];
  table(system, schema, 'ORDERS', orderColumns, [
    { ORDER_ID: 1, CUSTOMER_ID: 'C1', AMOUNT: 100, QUANTITY: 2, STATUS: 'N' },
    { ORDER_ID: 2, CUSTOMER_ID: 'C1', AMOUNT: 50, QUANTITY: 1, STATUS: 'N' },
    { ORDER_ID: 3, CUSTOMER_ID: 'C2', AMOUNT: 300, QUANTITY: 3, STATUS: 'N' },
    { ORDER_ID: 4, CUSTOMER_ID: 'C3', AMOUNT: 20, QUANTITY: 4, STATUS: 'X' },
    { ORDER_ID: 5, CUSTOMER_ID: 'C9', AMOUNT: 70, QUANTITY: 1, STATUS: 'N' },
  ]);
  table(system, schema, 'ARCHIVED_ORDERS', orderColumns, [
    { ORDER_ID: 10, CUSTOMER_ID: 'C3', AMOUNT: 40, QUANTITY: 1, STATUS: 'C' },
    { ORDER_ID: 11, CUSTOMER_ID: 'C2', AMOUNT: 60, QUANTITY: 2, STATUS: 'C' },
  ]);
  table(system, schema, 'CUSTOMERS', [text('CUSTOMER_ID', 10, true), text('FIRST_NAME', 20), text('LAST_NAME', 20), text('REGION', 10)], [
    { CUSTOMER_ID: 'C1', FIRST_NAME: 'Ada', LAST_NAME: 'Lovelace', REGION: 'EMEA' },
    { CUSTOMER_ID: 'C2', FIRST_NAME: 'Grace', LAST_NAME: 'Hopper', REGION: 'AMER' },
    { CUSTOMER_ID: 'C3', FIRST_NAME: 'Alan', LAST_NAME: 'Turing', REGION: 'EMEA' },
  ]);
}

const attributeMappings = (names: string[]): string =>
  names.map((name) => `        <mapping xsi:type="Calculation:AttributeMapping" target="${name}" source="${name}"/>`).join('\n');
const viewAttributes = (names: string[]): string => names.map((name) => `        <viewAttribute id="${name}"/>`).join('\n');
const ORDER_COLUMNS = ['ORDER_ID', 'CUSTOMER_ID', 'AMOUNT', 'QUANTITY', 'STATUS'];

/**
 * A graphical calculation view of our own: live orders (cancelled ones filtered out, a calculated line
 * value) in union with archived ones (a constant ORIGIN), joined to customers (a concatenated full name),
 * aggregated per region and customer (an IF size class after aggregation), with semantics adding an SQL
 * CASE attribute and a calculated average price.
 */
export function salesView(schema = SALES_LOGICAL): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Calculation:scenario xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:Calculation="http://www.sap.com/ndb/BiModelCalculation.ecore" schemaVersion="2.3" id="CV_SALES_BY_CUSTOMER" applyPrivilegeType="NONE" defaultClient="$$client$$" defaultLanguage="$$language$$" visibility="reportingEnabled" calculationScenarioType="TREE_BASED" dataCategory="CUBE" enforceSqlExecution="false" executionSemantic="UNDEFINED" outputViewType="Aggregation">
  <origin/>
  <descriptions defaultDescription="Sales by customer"/>
  <metadata changedAt="2024-05-01 10:00:00.000"/>
  <defaultSchema schemaName="${schema}"/>
  <localVariables/>
  <variableMappings/>
  <dataSources>
    <DataSource id="ORDERS" type="DATA_BASE_TABLE">
      <viewAttributes allViewAttributes="true"/>
      <columnObject schemaName="${schema}" columnObjectName="ORDERS"/>
    </DataSource>
    <DataSource id="ARCHIVED_ORDERS" type="DATA_BASE_TABLE">
      <viewAttributes allViewAttributes="true"/>
      <columnObject schemaName="${schema}" columnObjectName="ARCHIVED_ORDERS"/>
    </DataSource>
    <DataSource id="CUSTOMERS" type="DATA_BASE_TABLE">
      <viewAttributes allViewAttributes="true"/>
      <columnObject columnObjectName="CUSTOMERS"/>
    </DataSource>
  </dataSources>
  <calculationViews>
    <calculationView xsi:type="Calculation:ProjectionView" id="Live_Orders">
      <descriptions/>
      <viewAttributes>
${viewAttributes(ORDER_COLUMNS)}
      </viewAttributes>
      <calculatedViewAttributes>
        <calculatedViewAttribute datatype="DECIMAL" id="LINE_VALUE" length="17" scale="2" expressionLanguage="COLUMN_ENGINE">
          <formula>&quot;AMOUNT&quot; * &quot;QUANTITY&quot;</formula>
        </calculatedViewAttribute>
      </calculatedViewAttributes>
      <input node="#ORDERS">
${attributeMappings(ORDER_COLUMNS)}
      </input>
      <filter>&quot;STATUS&quot; != 'X'</filter>
    </calculationView>
    <calculationView xsi:type="Calculation:ProjectionView" id="Archived_Orders">
      <descriptions/>
      <viewAttributes>
${viewAttributes(ORDER_COLUMNS)}
      </viewAttributes>
      <calculatedViewAttributes>
        <calculatedViewAttribute datatype="DECIMAL" id="LINE_VALUE" length="17" scale="2" expressionLanguage="COLUMN_ENGINE">
          <formula>&quot;AMOUNT&quot; * &quot;QUANTITY&quot;</formula>
        </calculatedViewAttribute>
      </calculatedViewAttributes>
      <input node="#ARCHIVED_ORDERS">
${attributeMappings(ORDER_COLUMNS)}
      </input>
    </calculationView>
    <calculationView xsi:type="Calculation:UnionView" id="All_Orders">
      <descriptions/>
      <viewAttributes>
${viewAttributes(['ORDER_ID', 'CUSTOMER_ID', 'AMOUNT', 'QUANTITY', 'LINE_VALUE', 'ORIGIN'])}
      </viewAttributes>
      <calculatedViewAttributes/>
      <input emptyUnionBehavior="NO_ROW" node="#Live_Orders">
${attributeMappings(['ORDER_ID', 'CUSTOMER_ID', 'AMOUNT', 'QUANTITY', 'LINE_VALUE'])}
        <mapping xsi:type="Calculation:ConstantAttributeMapping" target="ORIGIN" null="false" value="LIVE"/>
      </input>
      <input emptyUnionBehavior="NO_ROW" node="#Archived_Orders">
${attributeMappings(['ORDER_ID', 'CUSTOMER_ID', 'AMOUNT', 'QUANTITY', 'LINE_VALUE'])}
        <mapping xsi:type="Calculation:ConstantAttributeMapping" target="ORIGIN" null="false" value="ARCHIVE"/>
      </input>
    </calculationView>
    <calculationView xsi:type="Calculation:ProjectionView" id="Customers">
      <descriptions/>
      <viewAttributes>
${viewAttributes(['CUSTOMER_ID', 'FIRST_NAME', 'LAST_NAME', 'REGION'])}
      </viewAttributes>
      <calculatedViewAttributes>
        <calculatedViewAttribute datatype="NVARCHAR" id="FULL_NAME" length="41" expressionLanguage="COLUMN_ENGINE">
          <formula>&quot;FIRST_NAME&quot; + ' ' + &quot;LAST_NAME&quot;</formula>
        </calculatedViewAttribute>
      </calculatedViewAttributes>
      <input node="#CUSTOMERS">
${attributeMappings(['CUSTOMER_ID', 'FIRST_NAME', 'LAST_NAME', 'REGION'])}
      </input>
    </calculationView>
    <calculationView xsi:type="Calculation:JoinView" id="Orders_With_Customer" cardinality="CN_1" joinType="inner">
      <descriptions/>
      <viewAttributes>
${viewAttributes(['ORDER_ID', 'CUSTOMER_ID', 'AMOUNT', 'QUANTITY', 'LINE_VALUE', 'ORIGIN', 'FULL_NAME', 'REGION'])}
      </viewAttributes>
      <calculatedViewAttributes/>
      <input node="#All_Orders">
${attributeMappings(['ORDER_ID', 'CUSTOMER_ID', 'AMOUNT', 'QUANTITY', 'LINE_VALUE', 'ORIGIN'])}
      </input>
      <input node="#Customers">
${attributeMappings(['CUSTOMER_ID', 'FULL_NAME', 'REGION'])}
      </input>
      <joinAttribute name="CUSTOMER_ID"/>
    </calculationView>
    <calculationView xsi:type="Calculation:AggregationView" id="Per_Customer">
      <descriptions/>
      <viewAttributes>
        <viewAttribute id="REGION"/>
        <viewAttribute id="FULL_NAME"/>
        <viewAttribute id="AMOUNT" aggregationType="sum"/>
        <viewAttribute id="QUANTITY" aggregationType="sum"/>
        <viewAttribute id="LINE_VALUE" aggregationType="sum"/>
        <viewAttribute id="ORDER_ID" aggregationType="count"/>
      </viewAttributes>
      <calculatedViewAttributes>
        <calculatedViewAttribute datatype="NVARCHAR" id="SIZE_CLASS" length="5" expressionLanguage="COLUMN_ENGINE">
          <formula>if(&quot;AMOUNT&quot; &gt; 100, 'LARGE', 'SMALL')</formula>
        </calculatedViewAttribute>
      </calculatedViewAttributes>
      <input node="#Orders_With_Customer">
${attributeMappings(['REGION', 'FULL_NAME', 'AMOUNT', 'QUANTITY', 'LINE_VALUE', 'ORDER_ID'])}
      </input>
    </calculationView>
  </calculationViews>
  <logicalModel id="Per_Customer">
    <descriptions/>
    <attributes>
      <attribute id="REGION" order="1" attributeHierarchyActive="false" displayAttribute="false">
        <descriptions defaultDescription="Region"/>
        <keyMapping columnObjectName="Per_Customer" columnName="REGION"/>
      </attribute>
      <attribute id="FULL_NAME" order="2" attributeHierarchyActive="false" displayAttribute="false">
        <descriptions defaultDescription="Customer"/>
        <keyMapping columnObjectName="Per_Customer" columnName="FULL_NAME"/>
      </attribute>
      <attribute id="SIZE_CLASS" order="3" attributeHierarchyActive="false" displayAttribute="false">
        <descriptions defaultDescription="Size"/>
        <keyMapping columnObjectName="Per_Customer" columnName="SIZE_CLASS"/>
      </attribute>
    </attributes>
    <calculatedAttributes>
      <calculatedAttribute id="REGION_TEXT" order="4" hidden="false">
        <descriptions defaultDescription="Region text"/>
        <keyCalculation datatype="NVARCHAR" length="10" expressionLanguage="SQL">
          <formula>CASE WHEN &quot;REGION&quot; = 'EMEA' THEN 'Europe' ELSE 'Rest' END</formula>
        </keyCalculation>
      </calculatedAttribute>
    </calculatedAttributes>
    <privateDataFoundation>
      <tableProxies/>
      <joins/>
      <layout>
        <shapes/>
      </layout>
    </privateDataFoundation>
    <baseMeasures>
      <measure id="TOTAL_AMOUNT" order="5" aggregationType="sum" measureType="simple">
        <descriptions defaultDescription="Amount"/>
        <measureMapping columnObjectName="Per_Customer" columnName="AMOUNT"/>
      </measure>
      <measure id="TOTAL_QTY" order="6" aggregationType="sum" measureType="simple">
        <measureMapping columnObjectName="Per_Customer" columnName="QUANTITY"/>
      </measure>
      <measure id="ORDER_COUNT" order="7" aggregationType="sum" measureType="simple">
        <measureMapping columnObjectName="Per_Customer" columnName="ORDER_ID"/>
      </measure>
      <measure id="TOTAL_VALUE" order="8" aggregationType="sum" measureType="simple">
        <measureMapping columnObjectName="Per_Customer" columnName="LINE_VALUE"/>
      </measure>
    </baseMeasures>
    <calculatedMeasures>
      <measure id="AVG_PRICE" order="9" aggregationType="sum" measureType="simple" datatype="DECIMAL" length="15" scale="2" expressionLanguage="COLUMN_ENGINE">
        <formula>&quot;TOTAL_AMOUNT&quot; / &quot;TOTAL_QTY&quot;</formula>
      </measure>
    </calculatedMeasures>
    <restrictedMeasures/>
    <localDimensions/>
  </logicalModel>
  <layout>
    <shapes/>
  </layout>
</Calculation:scenario>`;
}

/** Hand-computed rows of salesView() over createSalesTables(), in preview order (all columns ascending). */
export const salesRows = [
  { REGION: 'AMER', FULL_NAME: 'Grace Hopper', SIZE_CLASS: 'LARGE', REGION_TEXT: 'Rest', TOTAL_AMOUNT: '360.00', TOTAL_QTY: '5', ORDER_COUNT: '2', TOTAL_VALUE: '1020.00', AVG_PRICE: '72.00' },
  { REGION: 'EMEA', FULL_NAME: 'Ada Lovelace', SIZE_CLASS: 'LARGE', REGION_TEXT: 'Europe', TOTAL_AMOUNT: '150.00', TOTAL_QTY: '3', ORDER_COUNT: '2', TOTAL_VALUE: '250.00', AVG_PRICE: '50.00' },
  { REGION: 'EMEA', FULL_NAME: 'Alan Turing', SIZE_CLASS: 'SMALL', REGION_TEXT: 'Europe', TOTAL_AMOUNT: '40.00', TOTAL_QTY: '1', ORDER_COUNT: '1', TOTAL_VALUE: '40.00', AVG_PRICE: '40.00' },
];

/** A graphical calculation view with a rank node, which the engine does not support. */
export function rankView(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Calculation:scenario xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:Calculation="http://www.sap.com/ndb/BiModelCalculation.ecore" schemaVersion="2.3" id="CV_TOP_ORDERS" calculationScenarioType="TREE_BASED">
  <dataSources>
    <DataSource id="ORDERS" type="DATA_BASE_TABLE"><columnObject schemaName="${SALES_PHYSICAL}" columnObjectName="ORDERS"/></DataSource>
  </dataSources>
  <calculationViews>
    <calculationView xsi:type="Calculation:RankView" id="Rank_1">
      <viewAttributes><viewAttribute id="ORDER_ID"/></viewAttributes>
      <input node="#ORDERS"><mapping xsi:type="Calculation:AttributeMapping" target="ORDER_ID" source="ORDER_ID"/></input>
    </calculationView>
  </calculationViews>
  <logicalModel id="Rank_1">
    <attributes><attribute id="ORDER_ID"><keyMapping columnObjectName="Rank_1" columnName="ORDER_ID"/></attribute></attributes>
  </logicalModel>
</Calculation:scenario>`;
}

/** A projection over ORDERS whose calculated column calls a function the engine does not know. */
export function unknownFunctionView(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Calculation:scenario xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:Calculation="http://www.sap.com/ndb/BiModelCalculation.ecore" schemaVersion="2.3" id="CV_ODD" calculationScenarioType="TREE_BASED">
  <dataSources>
    <DataSource id="ORDERS" type="DATA_BASE_TABLE"><columnObject schemaName="${SALES_PHYSICAL}" columnObjectName="ORDERS"/></DataSource>
  </dataSources>
  <calculationViews>
    <calculationView xsi:type="Calculation:ProjectionView" id="P">
      <viewAttributes><viewAttribute id="ORDER_ID"/></viewAttributes>
      <calculatedViewAttributes>
        <calculatedViewAttribute datatype="INTEGER" id="ODD"><formula>daysbetween(&quot;ORDER_ID&quot;, 1)</formula></calculatedViewAttribute>
      </calculatedViewAttributes>
      <input node="#ORDERS"><mapping xsi:type="Calculation:AttributeMapping" target="ORDER_ID" source="ORDER_ID"/></input>
    </calculationView>
  </calculationViews>
  <logicalModel id="P">
    <attributes><attribute id="ORDER_ID"><keyMapping columnObjectName="P" columnName="ORDER_ID"/></attribute></attributes>
  </logicalModel>
</Calculation:scenario>`;
}

/** An attribute view over the customers, filtered to one region by a list filter, with a calculated name. */
export function customerAttributeView(schema = SALES_LOGICAL): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Dimension:dimension xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:AccessControl="http://www.sap.com/ndb/SQLCoreModelAccessControl.ecore" xmlns:Dimension="http://www.sap.com/ndb/BiModelDimension.ecore" schemaVersion="1.2" id="AT_CUSTOMER" visibility="internal" dimensionType="Standard">
  <origin/>
  <descriptions defaultDescription="Customers"/>
  <attributes>
    <attribute id="CUSTOMER_ID" key="true"><keyMapping schemaName="${schema}" columnObjectName="CUSTOMERS" columnName="CUSTOMER_ID"/></attribute>
    <attribute id="LAST_NAME"><keyMapping schemaName="${schema}" columnObjectName="CUSTOMERS" columnName="LAST_NAME"/></attribute>
    <attribute id="REGION"><keyMapping schemaName="${schema}" columnObjectName="CUSTOMERS" columnName="REGION"/></attribute>
  </attributes>
  <calculatedAttributes>
    <calculatedAttribute id="LABEL" hidden="false">
      <keyCalculation datatype="NVARCHAR" length="40"><formula>&quot;LAST_NAME&quot; + ' (' + &quot;REGION&quot; + ')'</formula></keyCalculation>
    </calculatedAttribute>
  </calculatedAttributes>
  <privateDataFoundation>
    <tableProxies>
      <tableProxy>
        <table schemaName="${schema}" columnObjectName="CUSTOMERS"/>
        <columnFilter columnName="REGION">
          <valueFilter xsi:type="AccessControl:ListValueFilter" including="true"><operands value="EMEA"/><operands value="AMER"/></valueFilter>
        </columnFilter>
      </tableProxy>
    </tableProxies>
    <joins/>
  </privateDataFoundation>
  <hierarchies/>
</Dimension:dimension>`;
}

/** A calculation view joining orders (left outer) to the AT_CUSTOMER attribute view. */
export function ordersByCustomerView(schema = SALES_LOGICAL): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Calculation:scenario xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:Calculation="http://www.sap.com/ndb/BiModelCalculation.ecore" schemaVersion="2.3" id="CV_ORDER_LABELS" calculationScenarioType="TREE_BASED" dataCategory="DIMENSION">
  <descriptions defaultDescription="Orders with customer labels"/>
  <defaultSchema schemaName="${schema}"/>
  <localVariables/>
  <dataSources>
    <DataSource id="ORDERS" type="DATA_BASE_TABLE"><columnObject columnObjectName="ORDERS"/></DataSource>
    <DataSource id="AT_CUSTOMER" type="ATTRIBUTE_VIEW"><viewAttributes allViewAttributes="true"/><resourceUri>/sales.models/attributeviews/AT_CUSTOMER</resourceUri></DataSource>
  </dataSources>
  <calculationViews>
    <calculationView xsi:type="Calculation:JoinView" id="Join_1" joinType="leftOuter">
      <viewAttributes>
        <viewAttribute id="ORDER_ID"/>
        <viewAttribute id="CUSTOMER_ID"/>
        <viewAttribute id="LABEL"/>
      </viewAttributes>
      <calculatedViewAttributes>
        <calculatedViewAttribute datatype="NVARCHAR" id="KNOWN" length="3"><formula>if(isnull(&quot;LABEL&quot;), 'no', 'yes')</formula></calculatedViewAttribute>
      </calculatedViewAttributes>
      <input node="#ORDERS">
        <mapping xsi:type="Calculation:AttributeMapping" target="ORDER_ID" source="ORDER_ID"/>
        <mapping xsi:type="Calculation:AttributeMapping" target="CUSTOMER_ID" source="CUSTOMER_ID"/>
      </input>
      <input node="#AT_CUSTOMER">
        <mapping xsi:type="Calculation:AttributeMapping" target="CUSTOMER_ID" source="CUSTOMER_ID"/>
        <mapping xsi:type="Calculation:AttributeMapping" target="LABEL" source="LABEL"/>
      </input>
      <joinAttribute name="CUSTOMER_ID"/>
    </calculationView>
  </calculationViews>
  <logicalModel id="Join_1">
    <attributes>
      <attribute id="ORDER_ID" key="true"><keyMapping columnObjectName="Join_1" columnName="ORDER_ID"/></attribute>
      <attribute id="LABEL"><keyMapping columnObjectName="Join_1" columnName="LABEL"/></attribute>
      <attribute id="KNOWN"><keyMapping columnObjectName="Join_1" columnName="KNOWN"/></attribute>
    </attributes>
  </logicalModel>
</Calculation:scenario>`;
}
