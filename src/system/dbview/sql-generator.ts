import { quoteIdentifier, type DictionaryField } from '../data/index.js';
import type { ViewColumn } from '../../protocol/dbview.js';
import type { Expr } from './expression.js';
import { renderExpression, valueTypeOf, type RenderScope, type ValueType } from './expression-sql.js';
import type {
  Aggregation,
  AttributeViewModel,
  CalculatedColumn,
  CalculationNode,
  CalculationViewModel,
  ColumnMapping,
  SourceRef,
  ViewModel,
} from './model.js';
import { dictionaryField } from './sql-types.js';

/**
 * Builds the one SELECT statement of an information view's SQL view from its model. Every node becomes a
 * common table expression ("n1", "n2" …) named by the generator; tables are the resolved names of the
 * application database; every column is quoted with quoteIdentifier; every literal is escaped by the
 * expression renderer. Semantics follow HANA where it matters for results:
 *
 * - join nodes join on their join attributes (inner, referential = inner, left/right/full outer); union
 *   nodes are UNION ALL with constant or null columns for inputs that do not map an attribute;
 * - aggregation nodes group by their attributes and aggregate their measures; their filter applies to the
 *   input rows, their calculated columns to the aggregated rows;
 * - a calculation view with measures aggregates in its semantics: grouped by the visible attributes, base
 *   measures with their aggregation, counters as COUNT(DISTINCT …), calculated measures computed from the
 *   aggregated values; a view without measures (and every attribute view) is a plain projection;
 * - filters of attribute-view tables apply to the table before it is joined.
 */

export interface SourceColumn {
  name: string;
  field: DictionaryField;
}

export interface ResolvedSource {
  /** Name of the table or view in the application database. */
  sqliteName: string;
  columns: SourceColumn[];
  /** The deployed information view this source is (for dependency order and drop propagation). */
  view?: { type: string; name: string };
}

export type SourceResolution = { ok: true; source: ResolvedSource } | { ok: false; reason: string };

export interface GenerateOptions {
  resolve(ref: SourceRef, defaultSchema: string): SourceResolution;
  /** Values of $$client$$ and $$language$$ at deploy time. */
  placeholders: Readonly<Record<string, string>>;
}

export interface GeneratedView {
  select: string;
  /** Elements for the catalogue: upper-case names, dictionary types, keys. */
  fields: DictionaryField[];
  /** The columns as the view names them. */
  columns: ViewColumn[];
  /** Upper-case SQL names of the tables and views read. */
  sources: string[];
  /** Deployed information views read. */
  views: Array<{ type: string; name: string }>;
}

export type Generation = { ok: true; view: GeneratedView } | { ok: false; reason: string };

class GenerationError extends Error {}

export function generateViewSql(model: ViewModel, options: GenerateOptions): Generation {
  try {
    const generator = new Generator(options);
    return { ok: true, view: model.kind === 'attribute' ? generator.attributeView(model) : generator.calculationView(model) };
  } catch (caught) {
    if (caught instanceof GenerationError) return { ok: false, reason: caught.message };
    throw caught;
  }
}

const q = quoteIdentifier;

/** A column a relation offers: its SQL (qualified by the relation's alias) and its type. */
interface Column {
  name: string;
  field: DictionaryField;
}

interface Relation {
  /** What stands in FROM: a quoted table or CTE name. */
  from: string;
  columns: Column[];
}

interface OutputColumn {
  name: string;
  sql: string;
  field: DictionaryField;
  key: boolean;
}

function findByName<T extends { name: string }>(items: readonly T[], name: string): T | 'ambiguous' | undefined {
  const exact = items.find((item) => item.name === name);
  if (exact) return exact;
  const folded = items.filter((item) => item.name.toUpperCase() === name.toUpperCase());
  if (folded.length > 1) return 'ambiguous';
  return folded[0];
}

function withName(field: DictionaryField, name: string, key = false): DictionaryField {
  return { ...field, field: name, key, description: field.description };
}

const AGGREGATE_SQL: Readonly<Record<Aggregation, string>> = { sum: 'SUM', min: 'MIN', max: 'MAX', count: 'COUNT', avg: 'AVG' };

function aggregatedField(field: DictionaryField, aggregation: Aggregation): DictionaryField {
  if (aggregation === 'count') return { ...field, type: 'INT8', length: 19, decimals: 0 };
  if (aggregation === 'avg') return valueTypeOf(field.type) === 'integer' ? { ...field, type: 'FLTP', length: 16, decimals: 0 } : field;
  return field;
}

/** A dictionary field for a value of an expression type, when the file gives no datatype. */
function fieldForType(name: string, type: ValueType): DictionaryField {
  const shape =
    type === 'integer' || type === 'boolean'
      ? { type: 'INT8', length: 19, decimals: 0 }
      : type === 'decimal' || type === 'float'
        ? { type: 'FLTP', length: 16, decimals: 0 }
        : { type: 'STRG', length: 0, decimals: 0 };
  return { field: name, key: false, ...shape, dataElement: '', domain: '', description: '' };
}

class Generator {
  private readonly ctes: string[] = [];
  private readonly sources = new Set<string>();
  private readonly views = new Map<string, { type: string; name: string }>();

  constructor(private readonly options: GenerateOptions) {}

  // -------------------------------------------------------------------------------------------------------
  // Calculation views

  calculationView(model: CalculationViewModel): GeneratedView {
    const relations = new Map<string, Relation>();
    const compiling = new Set<string>();
    const relationOf = (ref: string, from: string): Relation => {
      const known = relations.get(ref);
      if (known) return known;
      const source = model.dataSources.get(ref);
      if (source) {
        const relation = this.source(source, model.defaultSchema, `data source ${ref}`);
        relations.set(ref, relation);
        return relation;
      }
      const node = model.nodes.find((candidate) => candidate.id === ref);
      if (!node) throw new GenerationError(`${from} reads ${ref}, which is neither a node nor a data source`);
      if (compiling.has(ref)) throw new GenerationError(`node ${ref} reads itself (a cycle of nodes)`);
      compiling.add(ref);
      const relation = this.node(node, (input) => relationOf(input, `node ${node.id}`));
      compiling.delete(ref);
      relations.set(ref, relation);
      return relation;
    };
    const input = relationOf(model.input, 'the semantics');
    const final = this.semantics(model, input);
    return this.finish(final.columns, final.from);
  }

  private source(ref: SourceRef, defaultSchema: string, where: string): Relation {
    const resolved = this.options.resolve(ref, defaultSchema);
    if (!resolved.ok) throw new GenerationError(`${where}: ${resolved.reason}`);
    this.sources.add(resolved.source.sqliteName.toUpperCase());
    if (resolved.source.view) this.views.set(`${resolved.source.view.type}\u0000${resolved.source.view.name}`, resolved.source.view);
    return { from: q(resolved.source.sqliteName), columns: resolved.source.columns.map((column) => ({ name: column.name, field: column.field })) };
  }

  private cte(select: string, columns: Column[]): Relation {
    const name = `n${this.ctes.length + 1}`;
    this.ctes.push(`${q(name)} AS (${select})`);
    return { from: q(name), columns };
  }

  private node(node: CalculationNode, relationOf: (ref: string) => Relation): Relation {
    const where = `node ${node.id}`;
    const inputs = node.inputs.map((input) => ({ input, relation: relationOf(input.ref) }));
    let base: OutputColumn[];
    let from: string;
    switch (node.kind) {
      case 'projection':
      case 'aggregation': {
        const { input, relation } = inputs[0]!;
        base = node.attributes.map((attribute) => this.mapped(attribute.name, input.mappings, relation, 'i', where, true)!);
        from = `${relation.from} AS "i"`;
        break;
      }
      case 'join': {
        const [left, right] = inputs as [(typeof inputs)[0], (typeof inputs)[0]];
        const join = node.join!;
        const conditions = join.on.map((name) => {
          const l = this.mapped(name, left.input.mappings, left.relation, 'l', `${where} (left input ${left.input.ref})`, false);
          const r = this.mapped(name, right.input.mappings, right.relation, 'r', `${where} (right input ${right.input.ref})`, false);
          if (!l || !r) throw new GenerationError(`${where}: join attribute ${name} must be mapped by both inputs`);
          return `${l.sql} = ${r.sql}`;
        });
        base = node.attributes.map((attribute) => {
          const l = this.mapped(attribute.name, left.input.mappings, left.relation, 'l', where, false);
          const r = this.mapped(attribute.name, right.input.mappings, right.relation, 'r', where, false);
          if (join.on.includes(attribute.name) && l && r) {
            const sql = join.type === 'right' ? r.sql : join.type === 'full' ? `coalesce(${l.sql}, ${r.sql})` : l.sql;
            return { ...l, sql };
          }
          if (l && r) throw new GenerationError(`${where}: attribute ${attribute.name} is mapped by both inputs but is no join attribute`);
          const column = l ?? r;
          if (!column) throw new GenerationError(`${where}: attribute ${attribute.name} is mapped by neither input`);
          return column;
        });
        const joinSql = { inner: 'INNER JOIN', left: 'LEFT OUTER JOIN', right: 'RIGHT OUTER JOIN', full: 'FULL OUTER JOIN' }[join.type];
        from = `${left.relation.from} AS "l" ${joinSql} ${right.relation.from} AS "r" ON ${conditions.join(' AND ')}`;
        break;
      }
      case 'union': {
        const branches = inputs.map(({ input, relation }) => {
          const columns = node.attributes.map((attribute) => this.mapped(attribute.name, input.mappings, relation, 'u', `${where} (input ${input.ref})`, false, true));
          return { relation, columns };
        });
        const columns: Column[] = node.attributes.map((attribute, index) => {
          const typed = branches.map((branch) => branch.columns[index]).find((column) => column && column.sql !== 'NULL');
          return { name: attribute.name, field: withName(typed?.field ?? fieldForType(attribute.name, 'text'), attribute.name) };
        });
        const selects = branches.map(
          (branch) =>
            `SELECT ${branch.columns.map((column, index) => `${column?.sql ?? 'NULL'} AS ${q(columns[index]!.name)}`).join(', ')} FROM ${branch.relation.from} AS "u"`,
        );
        const union = this.cte(selects.join(' UNION ALL '), columns);
        base = columns.map((column) => ({ name: column.name, sql: `"i".${q(column.name)}`, field: column.field, key: false }));
        from = `${union.from} AS "i"`;
        break;
      }
    }
    this.uniqueNames(base.map((column) => column.name), where);
    const scope = this.scope(base);
    const conditions: string[] = [];
    for (const attribute of node.attributes) {
      if (attribute.filter) conditions.push(this.condition(attribute.filter, scope, `filter of ${where} attribute ${attribute.name}`));
    }
    if (node.filter && node.kind === 'aggregation') conditions.push(this.condition(node.filter, scope, `filter of ${where}`));
    const whereSql = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';

    if (node.kind === 'aggregation') {
      const measures = new Set(node.attributes.filter((attribute) => attribute.aggregation).map((attribute) => attribute.name));
      const groups = base.filter((column) => !measures.has(column.name));
      const selectList = base.map((column) => {
        const aggregation = node.attributes.find((attribute) => attribute.name === column.name)?.aggregation;
        return aggregation ? `${AGGREGATE_SQL[aggregation]}(${column.sql}) AS ${q(column.name)}` : `${column.sql} AS ${q(column.name)}`;
      });
      const groupBy = groups.length > 0 ? ` GROUP BY ${groups.map((column) => column.sql).join(', ')}` : '';
      const aggregatedColumns: Column[] = base.map((column) => {
        const aggregation = node.attributes.find((attribute) => attribute.name === column.name)?.aggregation;
        return { name: column.name, field: aggregation ? aggregatedField(column.field, aggregation) : column.field };
      });
      const aggregated = this.cte(`SELECT ${selectList.join(', ')} FROM ${from}${whereSql}${groupBy}`, aggregatedColumns);
      if (node.calculated.length === 0) return aggregated;
      const outer = aggregatedColumns.map((column) => ({ name: column.name, sql: `"a".${q(column.name)}`, field: column.field, key: false }));
      const calculated = this.calculated(node.calculated, this.scope(outer), where);
      return this.projection([...outer, ...calculated], `${aggregated.from} AS "a"`, '', where);
    }

    const calculated = this.calculated(node.calculated, scope, where);
    if (node.filter) {
      const all = this.scope([...base, ...calculated]);
      const filter = this.condition(node.filter, all, `filter of ${where}`);
      return this.projection([...base, ...calculated], from, ` WHERE ${[...conditions, filter].join(' AND ')}`, where);
    }
    return this.projection([...base, ...calculated], from, whereSql, where);
  }

  private projection(columns: OutputColumn[], from: string, whereSql: string, where: string): Relation {
    this.uniqueNames(columns.map((column) => column.name), where);
    const select = `SELECT ${columns.map((column) => `${column.sql} AS ${q(column.name)}`).join(', ')} FROM ${from}${whereSql}`;
    return this.cte(select, columns.map((column) => ({ name: column.name, field: column.field })));
  }

  /** The column a node attribute takes from an input: its mapping's source (or constant), else a same-named column. */
  private mapped(
    target: string,
    mappings: readonly ColumnMapping[],
    relation: Relation,
    alias: string,
    where: string,
    required: boolean,
    constants = false,
  ): OutputColumn | undefined {
    const mapping = mappings.find((candidate) => candidate.target === target);
    if (mapping && 'constant' in mapping) {
      if (!constants) throw new GenerationError(`${where}: constant mapping of ${target} is only supported in union nodes`);
      if (mapping.constant === null) return { name: target, sql: 'NULL', field: fieldForType(target, 'text'), key: false };
      const rendered = renderExpression({ kind: 'text', value: mapping.constant }, this.noColumns());
      if (!rendered.ok) throw new GenerationError(`${where}: ${rendered.reason}`);
      return { name: target, sql: rendered.sql, field: fieldForType(target, 'text'), key: false };
    }
    const sourceName = mapping ? mapping.source : target;
    if (!mapping && !required) return undefined;
    const column = findByName(relation.columns, sourceName);
    if (column === 'ambiguous') throw new GenerationError(`${where}: column ${sourceName} is ambiguous (names differ only in case)`);
    if (!column) {
      if (!mapping && !required) return undefined;
      throw new GenerationError(`${where}: column ${sourceName} not found in its input`);
    }
    return { name: target, sql: `${q(alias)}.${q(column.name)}`, field: withName(column.field, target), key: false };
  }

  private scope(columns: readonly OutputColumn[], fallback?: RenderScope): RenderScope {
    return {
      column: (name) => {
        const found = findByName(columns, name);
        if (found === 'ambiguous') return { ambiguous: true };
        if (found) return { sql: found.sql, type: valueTypeOf(found.field.type) };
        return fallback?.column(name);
      },
      placeholder: (name) => this.options.placeholders[name.toLowerCase()],
    };
  }

  private noColumns(): RenderScope {
    return { column: () => undefined, placeholder: (name) => this.options.placeholders[name.toLowerCase()] };
  }

  private condition(expr: Expr, scope: RenderScope, where: string): string {
    const rendered = renderExpression(expr, scope);
    if (!rendered.ok) throw new GenerationError(`${where}: ${rendered.reason}`);
    return rendered.sql;
  }

  /** Calculated columns in order; each may read the ones before it. */
  private calculated(columns: readonly CalculatedColumn[], scope: RenderScope, where: string): OutputColumn[] {
    const done: OutputColumn[] = [];
    for (const column of columns) {
      const rendered = renderExpression(column.formula, this.scope(done, scope));
      if (!rendered.ok) throw new GenerationError(`formula of ${column.name} (${where}): ${rendered.reason}`);
      const field = dictionaryField(column.name, column.datatype);
      if (!field) throw new GenerationError(`${where}: datatype ${column.datatype.name} of ${column.name} is not supported`);
      done.push({ name: column.name, sql: rendered.sql, field, key: false });
    }
    return done;
  }

  private semantics(model: CalculationViewModel, input: Relation): { columns: OutputColumn[]; from: string } {
    const inputColumns: OutputColumn[] = input.columns.map((column) => ({ name: column.name, sql: `"s".${q(column.name)}`, field: column.field, key: false }));
    const inputScope = this.scope(inputColumns);
    const column = (name: string, where: string): OutputColumn => {
      const found = findByName(inputColumns, name);
      if (found === 'ambiguous') throw new GenerationError(`${where}: column ${name} is ambiguous (names differ only in case)`);
      if (!found) throw new GenerationError(`${where}: column ${name} not found in ${model.input}`);
      return found;
    };
    const attributes: Array<OutputColumn & { hidden: boolean }> = model.attributes.map((attribute) => {
      const source = column(attribute.column, `attribute ${attribute.name}`);
      return { name: attribute.name, sql: source.sql, field: withName(source.field, attribute.name, attribute.key), key: attribute.key, hidden: attribute.hidden };
    });
    const calculatedAttributes = this.calculated(model.calculatedAttributes, this.scope(attributes, inputScope), 'semantics').map((calc, index) => ({
      ...calc,
      hidden: model.calculatedAttributes[index]!.hidden,
    }));
    const visible = [...attributes, ...calculatedAttributes].filter((attribute) => !attribute.hidden);
    const from = `${input.from} AS "s"`;
    if (model.measures.length === 0 && model.calculatedMeasures.length === 0) {
      this.uniqueNames(visible.map((attribute) => attribute.name), 'the view');
      return { columns: visible, from };
    }

    const attributeScope = this.scope([...attributes, ...calculatedAttributes], inputScope);
    const measures: OutputColumn[] = model.measures.map((measure) => {
      const source = column(measure.column, `measure ${measure.name}`);
      return {
        name: measure.name,
        sql: `${AGGREGATE_SQL[measure.aggregation]}(${source.sql})`,
        field: withName(aggregatedField(source.field, measure.aggregation), measure.name),
        key: false,
      };
    });
    const counters: OutputColumn[] = [];
    for (const measure of model.calculatedMeasures.filter((candidate) => candidate.countDistinct)) {
      const parts = measure.countDistinct!.map((name) => {
        const rendered = attributeScope.column(name);
        if (!rendered || 'ambiguous' in rendered) throw new GenerationError(`counter ${measure.name}: attribute ${name} not found`);
        return rendered.sql;
      });
      const distinct = parts.length === 1 ? parts[0]! : `json_array(${parts.join(', ')})`;
      const field = dictionaryField(measure.name, measure.datatype) ?? fieldForType(measure.name, 'integer');
      counters.push({ name: measure.name, sql: `COUNT(DISTINCT ${distinct})`, field, key: false });
    }
    // calculateBeforeAggregation: the formula per input row, aggregated like a base measure.
    const rowLevel = model.calculatedMeasures.filter((measure) => measure.formula && measure.beforeAggregation);
    const rowMeasures = model.measures.map((measure) => ({ ...column(measure.column, `measure ${measure.name}`), name: measure.name }));
    const perRow = this.calculated(
      rowLevel.map((measure) => ({ name: measure.name, formula: measure.formula!, datatype: measure.datatype, hidden: measure.hidden })),
      this.scope(rowMeasures, attributeScope),
      'semantics',
    ).map((calc, index) => {
      const aggregation = rowLevel[index]!.aggregation;
      return { name: calc.name, sql: `${AGGREGATE_SQL[aggregation]}(${calc.sql})`, field: aggregatedField(calc.field, aggregation), key: false };
    });
    const grouped = [...visible, ...measures, ...counters, ...perRow];
    this.uniqueNames(grouped.map((c) => c.name), 'the view');
    const groupBy = visible.length > 0 ? ` GROUP BY ${visible.map((attribute) => attribute.sql).join(', ')}` : '';
    const aggregated = this.cte(
      `SELECT ${grouped.map((c) => `${c.sql} AS ${q(c.name)}`).join(', ')} FROM ${from}${groupBy}`,
      grouped.map((c) => ({ name: c.name, field: c.field })),
    );
    const outer: OutputColumn[] = grouped.map((c) => ({ name: c.name, sql: `"m".${q(c.name)}`, field: c.field, key: c.key }));
    const formulas = model.calculatedMeasures.filter((measure) => measure.formula && !measure.beforeAggregation);
    const calculatedMeasures = this.calculated(
      formulas.map((measure) => ({ name: measure.name, formula: measure.formula!, datatype: measure.datatype, hidden: measure.hidden })),
      this.scope(outer),
      'semantics',
    );
    const hidden = new Set([
      ...model.measures.filter((m) => m.hidden).map((m) => m.name),
      ...model.calculatedMeasures.filter((m) => m.hidden).map((m) => m.name),
    ]);
    const final = [...outer, ...calculatedMeasures].filter((c) => !hidden.has(c.name));
    this.uniqueNames(final.map((c) => c.name), 'the view');
    return { columns: final, from: `${aggregated.from} AS "m"` };
  }

  /** The view's SELECT: the common table expressions, then the final columns from `from`. */
  private finish(columns: OutputColumn[], from: string): GeneratedView {
    if (columns.length === 0) throw new GenerationError('the view has no visible columns');
    const select = `SELECT ${columns.map((column) => `${column.sql} AS ${q(column.name)}`).join(', ')} FROM ${from}`;
    const withClause = this.ctes.length > 0 ? `WITH ${this.ctes.join(', ')} ` : '';
    return {
      select: `${withClause}${select}`,
      fields: columns.map((column) => withName(column.field, column.name.toUpperCase(), column.key)),
      columns: columns.map((column) => ({
        name: column.name,
        type: column.field.type,
        length: column.field.length,
        decimals: column.field.decimals,
        key: column.key,
      })),
      sources: [...this.sources].sort(),
      views: [...this.views.values()],
    };
  }

  private uniqueNames(names: readonly string[], where: string): void {
    const seen = new Set<string>();
    for (const name of names) {
      const upper = name.toUpperCase();
      if (seen.has(upper)) throw new GenerationError(`${where}: column ${name} occurs twice (names are compared without regard to case)`);
      seen.add(upper);
    }
  }

  // -------------------------------------------------------------------------------------------------------
  // Attribute views

  attributeView(model: AttributeViewModel): GeneratedView {
    const tables = model.tables.map((table, index) => {
      const relation = this.source(table.ref, '', `table ${table.ref.name}`);
      const alias = `t${index + 1}`;
      if (table.filters.length === 0) return { relation, alias, from: `${relation.from} AS ${q(alias)}` };
      const scope = this.scope(relation.columns.map((column) => ({ name: column.name, sql: q(column.name), field: column.field, key: false })));
      const conditions = table.filters.map((filter) => this.condition(filter, scope, `filter on ${table.ref.name}`));
      return { relation, alias, from: `(SELECT * FROM ${relation.from} WHERE ${conditions.join(' AND ')}) AS ${q(alias)}` };
    });
    const columnOf = (table: number, name: string, where: string): OutputColumn => {
      const { relation, alias } = tables[table]!;
      const found = findByName(relation.columns, name);
      if (found === 'ambiguous') throw new GenerationError(`${where}: column ${name} is ambiguous (names differ only in case)`);
      if (!found) throw new GenerationError(`${where}: column ${name} not found in ${model.tables[table]!.ref.name}`);
      return { name: found.name, sql: `${q(alias)}.${q(found.name)}`, field: found.field, key: false };
    };

    const start = model.joins[0]?.left ?? 0;
    const joined = new Set([start]);
    let from = tables[start]!.from;
    const pending = [...model.joins.keys()];
    while (pending.length > 0) {
      const at = pending.findIndex((index) => joined.has(model.joins[index]!.left) !== joined.has(model.joins[index]!.right));
      if (at < 0) {
        const join = model.joins[pending[0]!]!;
        throw new GenerationError(
          joined.has(join.left)
            ? `the joins between ${model.tables[join.left]!.ref.name} and ${model.tables[join.right]!.ref.name} form a cycle`
            : `join ${pending[0]! + 1} is not connected to the other tables`,
        );
      }
      const index = pending.splice(at, 1)[0]!;
      const join = model.joins[index]!;
      const forward = joined.has(join.left);
      const added = forward ? join.right : join.left;
      const type = forward ? join.type : join.type === 'left' ? 'right' : join.type === 'right' ? 'left' : join.type;
      const conditions = join.leftColumns.map((leftColumn, i) => {
        const left = columnOf(join.left, leftColumn, `join ${index + 1}`);
        const right = columnOf(join.right, join.rightColumns[i]!, `join ${index + 1}`);
        return `${left.sql} = ${right.sql}`;
      });
      const joinSql = { inner: 'INNER JOIN', left: 'LEFT OUTER JOIN', right: 'RIGHT OUTER JOIN', full: 'FULL OUTER JOIN' }[type];
      from += ` ${joinSql} ${tables[added]!.from} ON ${conditions.join(' AND ')}`;
      joined.add(added);
    }
    const unjoined = model.tables.findIndex((_, index) => !joined.has(index));
    if (unjoined >= 0) throw new GenerationError(`table ${model.tables[unjoined]!.ref.name} is not joined to the other tables`);

    const attributes = model.attributes.map((attribute) => {
      const source = columnOf(attribute.table, attribute.column, `attribute ${attribute.name}`);
      return { name: attribute.name, sql: source.sql, field: withName(source.field, attribute.name, attribute.key), key: attribute.key, hidden: attribute.hidden };
    });
    const calculated = this.calculated(model.calculatedAttributes, this.scope(attributes), 'calculated attributes').map((calc, index) => ({
      ...calc,
      hidden: model.calculatedAttributes[index]!.hidden,
    }));
    const visible = [...attributes, ...calculated].filter((column) => !column.hidden);
    this.uniqueNames(visible.map((column) => column.name), 'the view');
    return this.finish(visible, from);
  }
}
