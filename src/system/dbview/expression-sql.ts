import { quoteTextLiteral } from '../data/sql-identifiers.js';
import type { Expr } from './expression.js';

/**
 * Renders an expression tree to SQLite SQL. Columns come from the scope (already quoted by the caller),
 * text literals are escaped by quoteTextLiteral and numbers are the tokenizer's digits, so no text of the
 * view file reaches SQL unquoted. Types follow HANA where SQLite differs: `+` on text concatenates, and a
 * division with a non-integer operand is done in floating point (SQLite would divide 10.00 / 4 as integers,
 * since NUMERIC columns hold 10.00 as the integer 10).
 */

export type ValueType = 'text' | 'integer' | 'decimal' | 'float' | 'boolean' | 'null';

export interface ScopeColumn {
  sql: string;
  type: ValueType;
}

export interface RenderScope {
  /** A column the expression may read, by the name the view file uses. */
  column(name: string): ScopeColumn | { ambiguous: true } | undefined;
  /** The value of a $$placeholder$$ ($$client$$, $$language$$), or undefined when the view cannot have it. */
  placeholder(name: string): string | undefined;
}

export type RenderedExpression = { ok: true; sql: string; type: ValueType } | { ok: false; reason: string };

class RenderError extends Error {}

export function renderExpression(expr: Expr, scope: RenderScope): RenderedExpression {
  try {
    const { sql, type } = render(expr, scope);
    return { ok: true, sql, type };
  } catch (caught) {
    if (caught instanceof RenderError) return { ok: false, reason: caught.message };
    throw caught;
  }
}

/** How a dictionary type behaves in expressions. */
export function valueTypeOf(ddicType: string): ValueType {
  switch (ddicType) {
    case 'INT1':
    case 'INT2':
    case 'INT4':
    case 'INT8':
    case 'PREC':
      return 'integer';
    case 'DEC':
    case 'CURR':
    case 'QUAN':
      return 'decimal';
    case 'FLTP':
    case 'D16D':
    case 'D16N':
    case 'D16R':
    case 'D16S':
    case 'D34D':
    case 'D34N':
    case 'D34R':
    case 'D34S':
      return 'float';
    default:
      return 'text';
  }
}

const isNumeric = (type: ValueType): boolean => type === 'integer' || type === 'decimal' || type === 'float' || type === 'null';

function promote(left: ValueType, right: ValueType): ValueType {
  if (left === 'float' || right === 'float') return 'float';
  if (left === 'decimal' || right === 'decimal') return 'decimal';
  if (left === 'null') return right;
  return left === 'integer' && (right === 'integer' || right === 'null') ? 'integer' : 'decimal';
}

function render(expr: Expr, scope: RenderScope): ScopeColumn {
  switch (expr.kind) {
    case 'column': {
      const column = scope.column(expr.name);
      if (!column) throw new RenderError(`column "${expr.name}" is not known here`);
      if ('ambiguous' in column) throw new RenderError(`column "${expr.name}" is ambiguous here`);
      return column;
    }
    case 'text':
      return { sql: quoteTextLiteral(expr.value), type: 'text' };
    case 'number':
      return { sql: expr.text, type: /[.eE]/.test(expr.text) ? 'decimal' : 'integer' };
    case 'null':
      return { sql: 'NULL', type: 'null' };
    case 'placeholder': {
      const value = scope.placeholder(expr.name);
      if (value === undefined) {
        throw new RenderError(`input parameter $$${expr.name}$$ is not supported (views of the application database take no parameters)`);
      }
      return { sql: quoteTextLiteral(value), type: 'text' };
    }
    case 'negate': {
      const operand = render(expr.operand, scope);
      if (!isNumeric(operand.type)) throw new RenderError(`unary minus needs a number, found ${operand.type}`);
      return { sql: `(- ${operand.sql})`, type: operand.type };
    }
    case 'not':
      return { sql: `(NOT ${render(expr.operand, scope).sql})`, type: 'boolean' };
    case 'binary': {
      const left = render(expr.left, scope);
      const right = COMPARISONS.has(expr.operator) ? comparedWith(expr.right, left.type, scope) : render(expr.right, scope);
      return binary(expr.operator, left, right);
    }
    case 'isnull':
      return { sql: `(${render(expr.operand, scope).sql} IS ${expr.negated ? 'NOT ' : ''}NULL)`, type: 'boolean' };
    case 'in': {
      const operand = render(expr.operand, scope);
      const values = expr.values.map((value) => comparedWith(value, operand.type, scope).sql);
      return { sql: `(${operand.sql} ${expr.negated ? 'NOT IN' : 'IN'} (${values.join(', ')}))`, type: 'boolean' };
    }
    case 'glob':
      return { sql: `(${render(expr.operand, scope).sql} GLOB ${quoteTextLiteral(expr.pattern)})`, type: 'boolean' };
    case 'case': {
      const subject = expr.subject ? ` ${render(expr.subject, scope).sql}` : '';
      let type: ValueType = 'null';
      const parts = expr.branches.map((branch) => {
        const then = render(branch.then, scope);
        if (type === 'null') type = then.type;
        return ` WHEN ${render(branch.when, scope).sql} THEN ${then.sql}`;
      });
      let otherwise = '';
      if (expr.otherwise) {
        const rendered = render(expr.otherwise, scope);
        if (type === 'null') type = rendered.type;
        otherwise = ` ELSE ${rendered.sql}`;
      }
      return { sql: `(CASE${subject}${parts.join('')}${otherwise} END)`, type };
    }
    case 'call':
      return call(expr.name, expr.args.map((arg) => render(arg, scope)));
  }
}

const COMPARISONS = new Set(['=', '<>', '<', '>', '<=', '>=']);

/**
 * A value compared with a column: a text literal holding a number becomes that number when the column is
 * numeric (filter values in view files are always written as text: value="10").
 */
function comparedWith(expr: Expr, other: ValueType, scope: RenderScope): ScopeColumn {
  if (expr.kind === 'text' && (other === 'integer' || other === 'decimal' || other === 'float') && /^[+-]?\d+(\.\d+)?$/.test(expr.value.trim())) {
    return { sql: expr.value.trim(), type: other };
  }
  return render(expr, scope);
}

function binary(operator: string, left: ScopeColumn, right: ScopeColumn): ScopeColumn {
  switch (operator) {
    case '+':
      if (left.type === 'text' || right.type === 'text') return { sql: `(${left.sql} || ${right.sql})`, type: 'text' };
      return { sql: `(${left.sql} + ${right.sql})`, type: promote(left.type, right.type) };
    case '||':
      return { sql: `(${left.sql} || ${right.sql})`, type: 'text' };
    case '-':
    case '*':
      if (!isNumeric(left.type) || !isNumeric(right.type)) {
        throw new RenderError(`operator ${operator} needs numbers, found ${left.type} and ${right.type}`);
      }
      return { sql: `(${left.sql} ${operator} ${right.sql})`, type: promote(left.type, right.type) };
    case '/': {
      if (!isNumeric(left.type) || !isNumeric(right.type)) throw new RenderError(`operator / needs numbers, found ${left.type} and ${right.type}`);
      const type = promote(left.type, right.type);
      return type === 'integer' ? { sql: `(${left.sql} / ${right.sql})`, type } : { sql: `(CAST(${left.sql} AS REAL) / ${right.sql})`, type };
    }
    case 'AND':
    case 'OR':
      return { sql: `(${left.sql} ${operator} ${right.sql})`, type: 'boolean' };
    default:
      return { sql: `(${left.sql} ${operator} ${right.sql})`, type: 'boolean' };
  }
}

function call(name: string, args: ScopeColumn[]): ScopeColumn {
  const sql = args.map((arg) => arg.sql);
  switch (name) {
    case 'CONCAT':
      return { sql: `(${sql.join(' || ')})`, type: 'text' };
    case 'UPPER':
    case 'UCASE':
      return { sql: `upper(${sql[0]})`, type: 'text' };
    case 'LOWER':
    case 'LCASE':
      return { sql: `lower(${sql[0]})`, type: 'text' };
    case 'STRLEN':
    case 'LENGTH':
      return { sql: `length(${sql[0]})`, type: 'integer' };
    case 'LEFTSTR':
      return { sql: `substr(${sql[0]}, 1, ${sql[1]})`, type: 'text' };
    case 'RIGHTSTR':
      // substr with a negative start counts from the end; a length of 0 or less gives '' (substr(x, -0) is all of x).
      return { sql: `(CASE WHEN ${sql[1]} <= 0 THEN '' ELSE substr(${sql[0]}, -(${sql[1]})) END)`, type: 'text' };
    case 'MIDSTR':
    case 'SUBSTR':
    case 'SUBSTRING':
      return { sql: `substr(${sql.join(', ')})`, type: 'text' };
    case 'TRIM':
    case 'LTRIM':
    case 'RTRIM':
      return { sql: `${name.toLowerCase()}(${sql[0]})`, type: 'text' };
    case 'ABS':
      return { sql: `abs(${sql[0]})`, type: args[0]!.type };
    case 'ROUND':
      return { sql: `round(${sql.join(', ')})`, type: args.length === 1 ? 'integer' : 'decimal' };
    case 'FLOOR':
    case 'CEIL':
      return { sql: `${name.toLowerCase()}(${sql[0]})`, type: 'integer' };
    case 'COALESCE':
    case 'IFNULL':
      return { sql: `coalesce(${sql.join(', ')})`, type: args.find((arg) => arg.type !== 'null')?.type ?? 'null' };
    case 'STRING':
      return { sql: `CAST(${sql[0]} AS TEXT)`, type: 'text' };
    case 'INT':
    case 'INTEGER':
      return { sql: `CAST(${sql[0]} AS INTEGER)`, type: 'integer' };
    case 'DOUBLE':
    case 'FLOAT':
      return { sql: `CAST(${sql[0]} AS REAL)`, type: 'float' };
    default:
      throw new RenderError(`function ${name}() is not supported`);
  }
}
