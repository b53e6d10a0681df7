import type { Expr } from './expression.js';
import type { SqlType } from './sql-types.js';

/**
 * The model of a graphical information view, read from its .attributeview or .calculationview file:
 * what the SQL generator needs and nothing of the layout. Names keep the case the file gives them.
 */

/** A table or view the information view reads, as the file names it (schema still logical). */
export type SourceRef =
  | { kind: 'table'; schema: string; name: string }
  /** An activated view: resourceUri `/<package>/<folder>/<NAME>`, as HANA names it in _SYS_BIC (`<package>/<NAME>`). */
  | { kind: 'view'; viewType: string; package: string; name: string };

export interface CalculatedColumn {
  name: string;
  formula: Expr;
  datatype: SqlType;
  hidden: boolean;
}

export type Aggregation = 'sum' | 'min' | 'max' | 'count' | 'avg';

export interface NodeAttribute {
  name: string;
  /** Set for the measures of an aggregation node. */
  aggregation?: Aggregation;
  /** A value filter on the attribute (AccessControl filters), applied before aggregation. */
  filter?: Expr;
}

export type ColumnMapping = { target: string; source: string } | { target: string; constant: string | null };

export interface NodeInput {
  /** Id of a data source or of another node. */
  ref: string;
  mappings: ColumnMapping[];
}

export type JoinType = 'inner' | 'left' | 'right' | 'full';

export interface CalculationNode {
  id: string;
  kind: 'projection' | 'join' | 'union' | 'aggregation';
  attributes: NodeAttribute[];
  calculated: CalculatedColumn[];
  inputs: NodeInput[];
  filter?: Expr;
  /** Join nodes: the join type and the attributes (mapping targets of both inputs) joined on. */
  join?: { type: JoinType; on: string[] };
}

export interface LogicalAttribute {
  name: string;
  /** Column of the logical model's input. */
  column: string;
  key: boolean;
  hidden: boolean;
}

export interface LogicalMeasure {
  name: string;
  column: string;
  aggregation: Aggregation;
  hidden: boolean;
}

export interface CalculatedMeasure {
  name: string;
  aggregation: Aggregation;
  datatype: SqlType;
  hidden: boolean;
  /** A formula over the aggregated measures and the attributes (or, before aggregation, over the input rows). */
  formula?: Expr;
  /** calculateBeforeAggregation: the formula is computed per input row, then aggregated. */
  beforeAggregation?: boolean;
  /** A counter: the number of distinct combinations of these attributes. */
  countDistinct?: string[];
}

export interface CalculationViewModel {
  kind: 'calculation';
  id: string;
  description: string;
  /** Schema of tables named without one. */
  defaultSchema: string;
  dataSources: Map<string, SourceRef>;
  nodes: CalculationNode[];
  /** Node or data source the semantics (logical model) reads. */
  input: string;
  attributes: LogicalAttribute[];
  calculatedAttributes: CalculatedColumn[];
  measures: LogicalMeasure[];
  calculatedMeasures: CalculatedMeasure[];
}

export interface AttributeViewTable {
  ref: Extract<SourceRef, { kind: 'table' }>;
  /** Column filters of the table proxy. */
  filters: Expr[];
}

export interface AttributeViewJoin {
  left: number;
  right: number;
  leftColumns: string[];
  rightColumns: string[];
  type: JoinType;
}

export interface AttributeViewAttribute {
  name: string;
  /** Index into tables. */
  table: number;
  column: string;
  key: boolean;
  hidden: boolean;
}

export interface AttributeViewModel {
  kind: 'attribute';
  id: string;
  description: string;
  tables: AttributeViewTable[];
  joins: AttributeViewJoin[];
  attributes: AttributeViewAttribute[];
  calculatedAttributes: CalculatedColumn[];
}

export type ViewModel = AttributeViewModel | CalculationViewModel;

/** Every table and view a model reads. */
export function sourcesOf(model: ViewModel): SourceRef[] {
  return model.kind === 'attribute' ? model.tables.map((table) => table.ref) : [...model.dataSources.values()];
}
