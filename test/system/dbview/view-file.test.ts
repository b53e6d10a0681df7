import { describe, expect, it } from 'vitest';
import { classifyViewFile, parseViewFile } from '../../../src/system/dbview/index.js';
import { rankView, referenceAvailable, referenceNotice, referenceView, salesView, unknownFunctionView } from './fixtures.js';

referenceNotice();

const scenario = (body: string, attributes = 'calculationScenarioType="TREE_BASED"') =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Calculation:scenario xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:Calculation="http://www.sap.com/ndb/BiModelCalculation.ecore" id="CV_T" ${attributes}>
  <dataSources><DataSource id="T" type="DATA_BASE_TABLE"><columnObject schemaName="S" columnObjectName="T"/></DataSource></dataSources>
  ${body}
</Calculation:scenario>`;
const semantics = `<logicalModel id="T"><attributes><attribute id="A"><keyMapping columnObjectName="T" columnName="A"/></attribute></attributes></logicalModel>`;

function reason(kind: 'attributeview' | 'calculationview', text: string): string {
  const parsed = parseViewFile(kind, text);
  return parsed.ok ? 'parsed' : parsed.reason;
}

describe('view files', () => {
  it.each([
    ['models/AT_X.attributeview', { kind: 'view', type: 'AVIW', name: 'AT_X' }],
    ['CV_Y.calculationview', { kind: 'view', type: 'CVIW', name: 'CV_Y' }],
    ['sub\\CV_Z.CalculationView', { kind: 'view', type: 'CVIW', name: 'CV_Z' }],
    ['V.hdbview', { kind: 'rejected', extension: 'hdbview' }],
    ['P.hdbprocedure', { kind: 'rejected', extension: 'hdbprocedure' }],
    ['F.hdbtablefunction', { kind: 'rejected', extension: 'hdbtablefunction' }],
    ['AN_X.analyticview', { kind: 'unknown' }],
    ['zcl_x.clas.abap', { kind: 'unknown' }],
  ])('classifies %s', (path, expected) => {
    expect(classifyViewFile(path)).toMatchObject(expected);
  });
});

describe.skipIf(!referenceAvailable)('reading the reference views', () => {
  it('reads AT_SUPPLIER: two tables, a referential join on a structured column, seven attributes', () => {
    const parsed = parseViewFile('attributeview', referenceView('AT_SUPPLIER.attributeview'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.model.kind !== 'attribute') return;
    expect(parsed.model.tables.map((t) => t.ref.name)).toEqual(['sap.hana.democontent.epm.data::EPM.MD.Addresses', 'sap.hana.democontent.epm.data::EPM.MD.BusinessPartner']);
    expect(parsed.model.joins).toEqual([{ left: 1, right: 0, leftColumns: ['ADDRESSID.ADDRESSID'], rightColumns: ['ADDRESSID'], type: 'inner' }]);
    expect(parsed.model.attributes.map((a) => `${a.name}=${a.column}${a.key ? ' key' : ''}`)).toEqual([
      'SUPPLIERID=PARTNERID key', 'COMPANYNAME=COMPANYNAME', 'STREET=STREET', 'COUNTRY=COUNTRY', 'BUILDING=BUILDING', 'POSTALCODE=POSTALCODE', 'CITY=CITY',
    ]);
  });

  it('reads CV_PURCHASE_OVERVIEW: an analytic view data source, 36 attributes, 4 measures and 2 counters', () => {
    const parsed = parseViewFile('calculationview', referenceView('CV_PURCHASE_OVERVIEW.calculationview'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.model.kind !== 'calculation') return;
    expect(parsed.model.dataSources.get('AN_PURCHASE_OVERVIEW')).toEqual({ kind: 'view', viewType: 'ANALYTIC_VIEW', package: 'sap.hana.democontent.epm.models', name: 'AN_PURCHASE_OVERVIEW' });
    expect(parsed.model.attributes).toHaveLength(36);
    expect(parsed.model.measures.map((m) => `${m.name}:${m.aggregation}`)).toEqual(['NetAmount:sum', 'TaxAmount:sum', 'ConvGrossAmount:sum', 'GrossAmount:sum']);
    expect(parsed.model.calculatedMeasures.map((m) => [m.name, m.countDistinct])).toEqual([
      ['PO_Count', ['PurchaseOrderId']],
      ['PO_Item_Count', ['PurchaseOrderId', 'PurchaseOrderItem']],
    ]);
  });

  it('refuses CV_SALESORDER_RANKING_SQL as script-based', () => {
    expect(reason('calculationview', referenceView('CV_SALESORDER_RANKING_SQL.calculationview'))).toBe(
      'CV_SALESORDER_RANKING_SQL is a script-based calculation view (calculationScenarioType SCRIPT_BASED): only graphical views can be deployed',
    );
  });
});

describe('refusals name what is not supported', () => {
  it.each([
    ['a rank node', rankView(), 'node Rank_1 of type RankView is not supported (projection, join, union and aggregation nodes are)'],
    ['an unknown function', unknownFunctionView(), 'formula of ODD: function daysbetween() is not supported'],
    [
      'a SQLScript node in a graphical view',
      scenario(`<calculationViews><calculationView xsi:type="Calculation:SqlScriptView" id="Script_View"/></calculationViews>${semantics}`),
      'node Script_View is a SQLScript node (Calculation:SqlScriptView): script-based views cannot be deployed',
    ],
    [
      'an input parameter',
      scenario(`<localVariables><variable id="IP_YEAR" parameter="true"/></localVariables>${semantics}`),
      'input parameter IP_YEAR is not supported (views of the application database take no parameters)',
    ],
    [
      'a restricted measure',
      scenario(semantics.replace('</logicalModel>', '<restrictedMeasures><measure id="RM_EMEA"/></restrictedMeasures></logicalModel>')),
      'restrictedMeasures (RM_EMEA) are not supported',
    ],
    [
      'a table function data source',
      scenario(semantics).replace('type="DATA_BASE_TABLE"><columnObject schemaName="S" columnObjectName="T"/>', 'type="TABLE_FUNCTION">'),
      'data source T of type TABLE_FUNCTION is not supported (tables and attribute, calculation and analytic views are)',
    ],
    [
      'a var aggregation',
      scenario(`<calculationViews><calculationView xsi:type="Calculation:AggregationView" id="Agg"><viewAttributes><viewAttribute id="A" aggregationType="var"/></viewAttributes><input node="#T"/></calculationView></calculationViews>${semantics}`),
      'node Agg attribute A: aggregation type var is not supported (sum, min, max, count, avg are)',
    ],
    [
      'a currency conversion',
      scenario(semantics.replace('</logicalModel>', '<baseMeasures><measure id="AMOUNT" aggregationType="sum"><measureMapping columnObjectName="T" columnName="AMOUNT"/><currencyConversion/></measure></baseMeasures></logicalModel>')),
      'measure AMOUNT: currency conversion is not supported',
    ],
    [
      'a variable mapping',
      scenario(`<variableMappings><mapping xsi:type="Variable:VariableMapping" dataSource="#AT_X"/></variableMappings>${semantics}`),
      'variable mapping #AT_X is not supported (input parameters are not)',
    ],
    [
      'a star join node',
      scenario(`<calculationViews><calculationView xsi:type="Calculation:StarJoinView" id="Star_Join"/></calculationViews>${semantics}`),
      'node Star_Join of type StarJoinView is not supported (projection, join, union and aggregation nodes are)',
    ],
    ['a dimension root in a .calculationview', '<Dimension:dimension xmlns:Dimension="x" id="X"/>', 'a .calculationview file must hold a Calculation:scenario element, found <Dimension:dimension>'],
    ['broken XML', '<Calculation:scenario id="X">', 'the view file is not well-formed XML: unclosed element <Calculation:scenario> at offset 29'],
  ])('%s', (_label, text, expected) => {
    expect(reason('calculationview', text)).toBe(expected);
  });

  it('refuses a text join of an attribute view', () => {
    const view = `<Dimension:dimension xmlns:Dimension="x" id="AT_T" dimensionType="Standard">
  <attributes><attribute id="A"><keyMapping schemaName="S" columnObjectName="T" columnName="A"/></attribute></attributes>
  <privateDataFoundation>
    <tableProxies><tableProxy><table schemaName="S" columnObjectName="T"/></tableProxy><tableProxy><table schemaName="S" columnObjectName="TEXTS"/></tableProxy></tableProxies>
    <joins><join><leftTable schemaName="S" columnObjectName="T"/><rightTable schemaName="S" columnObjectName="TEXTS"/>
      <leftColumns><columnName>A</columnName></leftColumns><rightColumns><columnName>A</columnName></rightColumns>
      <properties joinOperator="Equal" joinType="textTable" languageColumn="LANGU"/></join></joins>
  </privateDataFoundation>
</Dimension:dimension>`;
    expect(reason('attributeview', view)).toBe('join 1: text joins (joinType textTable) are not supported');
  });

  it('reads our own calculation view with all its node kinds', () => {
    const parsed = parseViewFile('calculationview', salesView());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.model.kind !== 'calculation') return;
    expect(parsed.model.nodes.map((node) => `${node.id}:${node.kind}`)).toEqual([
      'Live_Orders:projection', 'Archived_Orders:projection', 'All_Orders:union', 'Customers:projection', 'Orders_With_Customer:join', 'Per_Customer:aggregation',
    ]);
  });
});
