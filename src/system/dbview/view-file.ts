import { parseXml, XmlSyntaxError, type XmlElement } from '../abapgit/xml/xml-parser.js';
import { parseExpression, type Expr } from './expression.js';
import { nestsDeeperThan, VIEW_FILE_MAX_DEPTH } from './xml-depth.js';
import type {
  Aggregation,
  AttributeViewAttribute,
  AttributeViewJoin,
  AttributeViewModel,
  AttributeViewTable,
  CalculatedColumn,
  CalculatedMeasure,
  CalculationNode,
  CalculationViewModel,
  ColumnMapping,
  JoinType,
  LogicalAttribute,
  LogicalMeasure,
  NodeAttribute,
  NodeInput,
  SourceRef,
  ViewModel,
} from './model.js';
import type { SqlType } from './sql-types.js';

/**
 * Reads a graphical information view file into its model. What cannot become an SQL view of the
 * application database is refused with a reason naming it: script-based calculation views, node types
 * other than projection, join, union and aggregation, input parameters and variables, restricted measures,
 * star joins, unknown functions in expressions. Layout, descriptions and hierarchies are read past.
 */

export type ViewFileKind = 'attributeview' | 'calculationview';

export type ViewFileParse = { ok: true; model: ViewModel } | { ok: false; reason: string };

/** Largest view file read (the reference views are a few KiB). */
export const VIEW_FILE_MAX_LENGTH = 4 * 1024 * 1024;

class Refused extends Error {}

export function parseViewFile(kind: ViewFileKind, text: string): ViewFileParse {
  if (text.length > VIEW_FILE_MAX_LENGTH) return { ok: false, reason: `the view file is larger than ${VIEW_FILE_MAX_LENGTH} characters` };
  if (nestsDeeperThan(text, VIEW_FILE_MAX_DEPTH)) return { ok: false, reason: `the view file's elements are nested deeper than ${VIEW_FILE_MAX_DEPTH} elements` };
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (caught) {
    if (caught instanceof XmlSyntaxError) return { ok: false, reason: `the view file is not well-formed XML: ${caught.message}` };
    throw caught;
  }
  try {
    const local = localName(root.name);
    if (kind === 'attributeview') {
      if (local !== 'dimension') throw new Refused(`an .attributeview file must hold a Dimension:dimension element, found <${root.name}>`);
      return { ok: true, model: readAttributeView(root) };
    }
    if (local !== 'scenario') throw new Refused(`a .calculationview file must hold a Calculation:scenario element, found <${root.name}>`);
    return { ok: true, model: readCalculationView(root) };
  } catch (caught) {
    if (caught instanceof Refused) return { ok: false, reason: caught.message };
    throw caught;
  }
}

// ---------------------------------------------------------------------------------------------------------
// XML access

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

function attr(element: XmlElement, name: string): string | undefined {
  return element.attributes.find(([key]) => key === name)?.[1];
}

function required(element: XmlElement, name: string, where: string): string {
  const value = attr(element, name);
  if (value === undefined || value === '') throw new Refused(`${where} has no ${name}`);
  return value;
}

function children(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((child) => localName(child.name) === name) : [];
}

function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return children(element, name)[0];
}

/** The xsi:type of an element without its namespace prefix (Calculation:JoinView → JoinView). */
function xsiType(element: XmlElement): string {
  return localName(attr(element, 'xsi:type') ?? '');
}

function isTrue(value: string | undefined): boolean {
  return value === 'true';
}

function description(root: XmlElement): string {
  return attr(child(root, 'descriptions') ?? root, 'defaultDescription') ?? '';
}

function expression(text: string, where: string): Expr {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Refused(`${where}: ${parsed.reason}`);
  return parsed.expr;
}

function integerAttr(element: XmlElement, name: string): number {
  const value = attr(element, name);
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : 0;
}

function sqlType(element: XmlElement, where: string): SqlType {
  const name = attr(element, 'datatype');
  if (!name) throw new Refused(`${where} has no datatype`);
  return { name: name.toUpperCase(), length: integerAttr(element, 'length'), scale: integerAttr(element, 'scale') };
}

const AGGREGATIONS: readonly Aggregation[] = ['sum', 'min', 'max', 'count', 'avg'];

function aggregation(value: string | undefined, where: string, fallback: Aggregation | undefined): Aggregation | undefined {
  if (value === undefined || value === '') return fallback;
  const lower = value.toLowerCase();
  if ((AGGREGATIONS as readonly string[]).includes(lower)) return lower as Aggregation;
  throw new Refused(`${where}: aggregation type ${value} is not supported (sum, min, max, count, avg are)`);
}

const JOIN_TYPES: Readonly<Record<string, JoinType>> = {
  inner: 'inner',
  referential: 'inner',
  leftouter: 'left',
  rightouter: 'right',
  fullouter: 'full',
};

function joinType(value: string | undefined, where: string): JoinType {
  const type = JOIN_TYPES[(value ?? 'inner').toLowerCase()];
  if (!type) throw new Refused(`${where}: join type ${value} is not supported (inner, referential, leftOuter, rightOuter, fullOuter are)`);
  return type;
}

/** A value of a filter: a $$placeholder$$ or a value whose SQL type follows the column it is compared with. */
function filterValue(value: string): Expr {
  const placeholder = /^\$\$([A-Za-z0-9_]+)\$\$$/.exec(value);
  return placeholder ? { kind: 'placeholder', name: placeholder[1]! } : { kind: 'text', value };
}

/** ABAP CP pattern (* any, + one, # escapes) as a GLOB pattern. */
function cpToGlob(pattern: string): string {
  let glob = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '#' && i + 1 < pattern.length) {
      const literal = pattern[++i]!;
      glob += '*?['.includes(literal) ? `[${literal}]` : literal;
    } else if (char === '*') glob += '*';
    else if (char === '+') glob += '?';
    else if (char === '?' || char === '[') glob += `[${char}]`;
    else glob += char;
  }
  return glob;
}

const COMPARISONS: Readonly<Record<string, '=' | '<>' | '<' | '>' | '<=' | '>='>> = {
  EQ: '=', NE: '<>', LT: '<', GT: '>', LE: '<=', GE: '>=',
};

/** An AccessControl value filter (SingleValueFilter, ListValueFilter, RangeValueFilter) on one column. */
function valueFilter(element: XmlElement, column: string, where: string): Expr {
  const subject: Expr = { kind: 'column', name: column };
  const including = attr(element, 'including') !== 'false';
  const type = xsiType(element);
  let condition: Expr;
  if (type === 'SingleValueFilter' || type === 'RangeValueFilter') {
    const operator = (attr(element, 'operator') ?? (type === 'RangeValueFilter' ? 'BT' : 'EQ')).toUpperCase();
    const value = attr(element, 'value') ?? attr(element, 'lowValue') ?? '';
    if (operator === 'BT') {
      const high = attr(element, 'highValue') ?? '';
      condition = {
        kind: 'binary',
        operator: 'AND',
        left: { kind: 'binary', operator: '>=', left: subject, right: filterValue(value) },
        right: { kind: 'binary', operator: '<=', left: subject, right: filterValue(high) },
      };
    } else if (operator === 'CP') {
      condition = { kind: 'glob', operand: subject, pattern: cpToGlob(value) };
    } else {
      const comparison = COMPARISONS[operator];
      if (!comparison) throw new Refused(`${where}: filter operator ${operator} is not supported`);
      condition = { kind: 'binary', operator: comparison, left: subject, right: filterValue(value) };
    }
  } else if (type === 'ListValueFilter') {
    const values = children(element, 'operands').map((operand) => filterValue(attr(operand, 'value') ?? ''));
    if (values.length === 0) throw new Refused(`${where}: a list filter without values`);
    condition = { kind: 'in', operand: subject, values, negated: false };
  } else {
    throw new Refused(`${where}: filter type ${type || '(none)'} is not supported`);
  }
  return including ? condition : { kind: 'not', operand: condition };
}

function refuseParameters(root: XmlElement): void {
  for (const variable of children(child(root, 'localVariables'), 'variable')) {
    const id = attr(variable, 'id') ?? '';
    throw new Refused(
      isTrue(attr(variable, 'parameter'))
        ? `input parameter ${id} is not supported (views of the application database take no parameters)`
        : `variable ${id} is not supported`,
    );
  }
  const mapping = child(root, 'variableMappings')?.children[0];
  if (mapping) throw new Refused(`variable mapping ${attr(mapping, 'dataSource') ?? localName(mapping.name)} is not supported (input parameters are not)`);
}

/** Conversions change a measure's values; a view that needs them cannot be deployed without them. */
function refuseConversions(measure: XmlElement, where: string): void {
  for (const name of ['currencyConversion', 'unitConversion']) {
    if (child(measure, name)) throw new Refused(`${where}: ${name === 'currencyConversion' ? 'currency' : 'unit'} conversion is not supported`);
  }
}

function calculatedColumn(element: XmlElement, formulaHolder: XmlElement, where: string): CalculatedColumn {
  const name = required(element, 'id', where);
  const formula = child(formulaHolder, 'formula')?.text ?? '';
  if (formula.trim() === '') throw new Refused(`${where} ${name} has no formula`);
  return {
    name,
    formula: expression(formula, `formula of ${name}`),
    datatype: sqlType(formulaHolder, `${where} ${name}`),
    hidden: isTrue(attr(element, 'hidden')),
  };
}

/** The calculated attributes under an element (a calculation view's logical model, an attribute view's root). */
function calculatedAttributesOf(parent: XmlElement): CalculatedColumn[] {
  return children(child(parent, 'calculatedAttributes'), 'calculatedAttribute').map((attribute) => {
    const calculation = child(attribute, 'keyCalculation');
    if (!calculation) throw new Refused(`calculated attribute ${attr(attribute, 'id') ?? ''} has no keyCalculation`);
    return calculatedColumn(attribute, calculation, 'calculated attribute');
  });
}

// ---------------------------------------------------------------------------------------------------------
// Calculation views

function readCalculationView(root: XmlElement): CalculationViewModel {
  const id = required(root, 'id', 'the calculation view');
  const scenarioType = attr(root, 'calculationScenarioType') ?? 'TREE_BASED';
  if (scenarioType === 'SCRIPT_BASED') {
    throw new Refused(`${id} is a script-based calculation view (calculationScenarioType SCRIPT_BASED): only graphical views can be deployed`);
  }
  if (scenarioType !== 'TREE_BASED') throw new Refused(`calculationScenarioType ${scenarioType} is not supported`);
  refuseParameters(root);

  const dataSources = new Map<string, SourceRef>();
  for (const source of children(child(root, 'dataSources'), 'DataSource')) {
    const sourceId = required(source, 'id', 'a data source');
    dataSources.set(sourceId, dataSource(source, sourceId));
  }

  const nodes = children(child(root, 'calculationViews'), 'calculationView').map(calculationNode);
  const logical = child(root, 'logicalModel');
  if (!logical) throw new Refused(`${id} has no logicalModel (semantics)`);
  const input = required(logical, 'id', 'the logical model');
  return {
    kind: 'calculation',
    id,
    description: description(root),
    defaultSchema: attr(child(root, 'defaultSchema') ?? root, 'schemaName') ?? '',
    dataSources,
    nodes,
    input,
    ...semantics(logical, input),
  };
}

function dataSource(source: XmlElement, id: string): SourceRef {
  const type = attr(source, 'type') ?? '';
  if (type === 'DATA_BASE_TABLE') {
    const object = child(source, 'columnObject');
    if (!object) throw new Refused(`data source ${id} names no table (columnObject)`);
    return { kind: 'table', schema: attr(object, 'schemaName') ?? '', name: required(object, 'columnObjectName', `data source ${id}`) };
  }
  if (type === 'ATTRIBUTE_VIEW' || type === 'CALCULATION_VIEW' || type === 'ANALYTIC_VIEW') {
    const uri = child(source, 'resourceUri')?.text.trim() ?? '';
    const match = /^\/?(.+)\/([^/]+)\/([^/]+)$/.exec(uri);
    if (!match) throw new Refused(`data source ${id} has no valid resourceUri (/<package>/<folder>/<NAME>): '${uri}'`);
    return { kind: 'view', viewType: type, package: match[1]!, name: match[3]! };
  }
  throw new Refused(`data source ${id} of type ${type || '(none)'} is not supported (tables and attribute, calculation and analytic views are)`);
}

const NODE_KINDS: Readonly<Record<string, CalculationNode['kind']>> = {
  ProjectionView: 'projection',
  JoinView: 'join',
  UnionView: 'union',
  AggregationView: 'aggregation',
};

function calculationNode(element: XmlElement): CalculationNode {
  const id = required(element, 'id', 'a calculation node');
  const type = xsiType(element);
  if (type === 'SqlScriptView') {
    throw new Refused(`node ${id} is a SQLScript node (Calculation:SqlScriptView): script-based views cannot be deployed`);
  }
  const kind = NODE_KINDS[type];
  if (!kind) throw new Refused(`node ${id} of type ${type || '(none)'} is not supported (projection, join, union and aggregation nodes are)`);
  const where = `node ${id}`;

  const attributes: NodeAttribute[] = children(child(element, 'viewAttributes'), 'viewAttribute').map((viewAttribute) => {
    const name = required(viewAttribute, 'id', `an attribute of ${where}`);
    const attribute: NodeAttribute = { name };
    const aggregated = aggregation(attr(viewAttribute, 'aggregationType'), `${where} attribute ${name}`, undefined);
    if (aggregated) attribute.aggregation = aggregated;
    const filter = child(viewAttribute, 'filter');
    if (filter) attribute.filter = valueFilter(filter, name, `${where} attribute ${name}`);
    return attribute;
  });
  const calculated = children(child(element, 'calculatedViewAttributes'), 'calculatedViewAttribute').map((column) =>
    calculatedColumn(column, column, `${where} calculated attribute`),
  );
  const inputs: NodeInput[] = children(element, 'input').map((input) => ({
    ref: required(input, 'node', `an input of ${where}`).replace(/^#/, ''),
    mappings: children(input, 'mapping').map((mapping) => columnMapping(mapping, where)),
  }));
  const node: CalculationNode = { id, kind, attributes, calculated, inputs };

  const filterText = children(element, 'filter').map((filter) => filter.text.trim()).filter((text) => text !== '');
  if (filterText.length > 0) node.filter = expression(filterText.join(' AND '), `filter of ${where}`);

  if (kind === 'join') {
    if (inputs.length !== 2) throw new Refused(`${where} joins ${inputs.length} inputs; a join node has exactly two`);
    const on = children(element, 'joinAttribute').map((joinAttribute) => required(joinAttribute, 'name', `a join attribute of ${where}`));
    if (on.length === 0) throw new Refused(`${where} has no join attribute`);
    node.join = { type: joinType(attr(element, 'joinType'), where), on };
  } else if (kind === 'union') {
    if (inputs.length === 0) throw new Refused(`${where} has no input`);
  } else if (inputs.length !== 1) {
    throw new Refused(`${where} has ${inputs.length} inputs; a ${kind} node has exactly one`);
  }
  return node;
}

function columnMapping(mapping: XmlElement, where: string): ColumnMapping {
  const target = required(mapping, 'target', `a mapping of ${where}`);
  const type = xsiType(mapping);
  if (type === 'AttributeMapping' || type === '') return { target, source: required(mapping, 'source', `mapping ${target} of ${where}`) };
  if (type === 'ConstantAttributeMapping') {
    return { target, constant: isTrue(attr(mapping, 'null')) ? null : (attr(mapping, 'value') ?? '') };
  }
  throw new Refused(`${where}: mapping type ${type} is not supported`);
}

function semantics(
  logical: XmlElement,
  input: string,
): Pick<CalculationViewModel, 'attributes' | 'calculatedAttributes' | 'measures' | 'calculatedMeasures'> {
  const mappedColumn = (mapping: XmlElement | undefined, where: string): string => {
    if (!mapping) throw new Refused(`${where} has no mapping`);
    const object = attr(mapping, 'columnObjectName') ?? input;
    if (object !== input) {
      throw new Refused(`${where} reads ${object}, not the semantics' input ${input} (star joins are not supported)`);
    }
    return required(mapping, 'columnName', where);
  };
  const foundation = child(logical, 'privateDataFoundation');
  if (children(child(foundation, 'tableProxies'), 'tableProxy').length > 0) {
    throw new Refused('tables in the data foundation of the semantics are not supported');
  }
  for (const name of ['restrictedMeasures', 'sharedDimensions', 'localDimensions']) {
    const first = child(logical, name)?.children[0];
    if (first) throw new Refused(`${name} (${attr(first, 'id') ?? localName(first.name)}) are not supported`);
  }

  const attributes: LogicalAttribute[] = children(child(logical, 'attributes'), 'attribute').map((attribute) => {
    const name = required(attribute, 'id', 'an attribute of the semantics');
    return {
      name,
      column: mappedColumn(child(attribute, 'keyMapping'), `attribute ${name}`),
      key: isTrue(attr(attribute, 'key')),
      hidden: isTrue(attr(attribute, 'hidden')),
    };
  });
  const calculatedAttributes = calculatedAttributesOf(logical);
  const measures: LogicalMeasure[] = children(child(logical, 'baseMeasures'), 'measure').map((measure) => {
    const name = required(measure, 'id', 'a measure');
    refuseConversions(measure, `measure ${name}`);
    return {
      name,
      column: mappedColumn(child(measure, 'measureMapping'), `measure ${name}`),
      aggregation: aggregation(attr(measure, 'aggregationType'), `measure ${name}`, 'sum')!,
      hidden: isTrue(attr(measure, 'hidden')),
    };
  });
  const calculatedMeasures = children(child(logical, 'calculatedMeasures'), 'measure').map(calculatedMeasure);
  return { attributes, calculatedAttributes, measures, calculatedMeasures };
}

function calculatedMeasure(element: XmlElement): CalculatedMeasure {
  const name = required(element, 'id', 'a calculated measure');
  const where = `calculated measure ${name}`;
  const measure: CalculatedMeasure = {
    name,
    aggregation: aggregation(attr(element, 'aggregationType'), where, 'sum')!,
    datatype: sqlType(element, where),
    hidden: isTrue(attr(element, 'hidden')),
  };
  refuseConversions(element, where);
  const exception = child(element, 'exceptionAggregation');
  if (attr(element, 'calculatedMeasureType') === 'counter') {
    const type = attr(exception ?? element, 'exceptionAggregationType') ?? '';
    if (type !== 'countDistinct') throw new Refused(`${where}: counter with exception aggregation ${type || '(none)'} is not supported`);
    measure.countDistinct = children(exception, 'attribute').map((attribute) => required(attribute, 'attributeName', where));
    if (measure.countDistinct.length === 0) throw new Refused(`${where}: a counter without attributes`);
    return measure;
  }
  if (exception) throw new Refused(`${where}: exception aggregation is only supported for counters`);
  const formula = child(element, 'formula')?.text ?? '';
  if (formula.trim() === '') throw new Refused(`${where} has no formula`);
  measure.formula = expression(formula, `formula of ${where}`);
  if (isTrue(attr(element, 'calculateBeforeAggregation'))) measure.beforeAggregation = true;
  return measure;
}

// ---------------------------------------------------------------------------------------------------------
// Attribute views

function readAttributeView(root: XmlElement): AttributeViewModel {
  const id = required(root, 'id', 'the attribute view');
  const dimensionType = attr(root, 'dimensionType') ?? 'Standard';
  if (dimensionType !== 'Standard') throw new Refused(`attribute view of dimensionType ${dimensionType} is not supported (Standard is)`);
  refuseParameters(root);

  const foundation = child(root, 'privateDataFoundation');
  const tables: AttributeViewTable[] = [];
  const tableKey = (table: XmlElement | undefined, where: string): number => {
    if (!table) throw new Refused(`${where} names no table`);
    const schema = attr(table, 'schemaName') ?? '';
    const name = required(table, 'columnObjectName', where);
    const index = tables.findIndex((known) => known.ref.schema === schema && known.ref.name === name);
    if (index < 0) throw new Refused(`${where} names ${schema}.${name}, which is not a table of the data foundation`);
    return index;
  };
  for (const proxy of children(child(foundation, 'tableProxies'), 'tableProxy')) {
    const table = child(proxy, 'table');
    if (!table) throw new Refused('a table of the data foundation names no table');
    const ref = { kind: 'table' as const, schema: attr(table, 'schemaName') ?? '', name: required(table, 'columnObjectName', 'a table of the data foundation') };
    const filters: Expr[] = [];
    for (const columnFilter of children(proxy, 'columnFilter')) {
      const column = required(columnFilter, 'columnName', `a filter on ${ref.name}`);
      const filter = child(columnFilter, 'valueFilter');
      if (!filter) throw new Refused(`filter on ${ref.name}.${column} has no value filter`);
      filters.push(valueFilter(filter, column, `filter on ${ref.name}.${column}`));
    }
    tables.push({ ref, filters });
  }
  if (tables.length === 0) throw new Refused(`${id} reads no table`);

  const joins: AttributeViewJoin[] = children(child(foundation, 'joins'), 'join').map((join, index) => {
    const where = `join ${index + 1}`;
    const leftColumns = children(child(join, 'leftColumns'), 'columnName').map((column) => column.text.trim());
    const rightColumns = children(child(join, 'rightColumns'), 'columnName').map((column) => column.text.trim());
    if (leftColumns.length === 0 || leftColumns.length !== rightColumns.length) {
      throw new Refused(`${where} needs as many left as right columns (found ${leftColumns.length} and ${rightColumns.length})`);
    }
    const properties = child(join, 'properties');
    const type = attr(properties ?? join, 'joinType');
    if (type === 'textTable') throw new Refused(`${where}: text joins (joinType textTable) are not supported`);
    return {
      left: tableKey(child(join, 'leftTable'), `${where} left table`),
      right: tableKey(child(join, 'rightTable'), `${where} right table`),
      leftColumns,
      rightColumns,
      type: joinType(type, where),
    };
  });

  const attributes: AttributeViewAttribute[] = children(child(root, 'attributes'), 'attribute').map((attribute) => {
    const name = required(attribute, 'id', 'an attribute');
    const mapping = child(attribute, 'keyMapping');
    if (!mapping) throw new Refused(`attribute ${name} has no keyMapping`);
    return {
      name,
      table: tableKey(mapping, `attribute ${name}`),
      column: required(mapping, 'columnName', `attribute ${name}`),
      key: isTrue(attr(attribute, 'key')),
      hidden: isTrue(attr(attribute, 'hidden')),
    };
  });
  const calculatedAttributes = calculatedAttributesOf(root);
  return { kind: 'attribute', id, description: description(root), tables, joins, attributes, calculatedAttributes };
}
