/**
 * A breakpoint's condition (an ABAP logical expression, as the IDE's "condition" field takes it) read with
 * abaplint's parser into a small tree of plain data that the work process evaluates at the line against the
 * frame's variables (breakpoint-hook.ts). What the tree cannot express — a syntax error, a function call,
 * arithmetic, a table expression — is kept as an error: the breakpoint then stops and reports its condition
 * as unresolvable, as ADT does.
 */
import { ABAPObject, Config, Expressions, MemoryFile, Registry, Statements, type Nodes } from '#abaplint/core';
import { debuggerMessages } from '../../../protocol/debugger.js';
import type { ConditionNode, ConditionOperand, ConditionPathStep, CompiledCondition } from '../agent-protocol.js';
import { debuggerLimits } from '../limits.js';

type ExpressionNode = Nodes.ExpressionNode;
type TokenNode = Nodes.TokenNode;

const OPERATORS: Record<string, Extract<ConditionNode, { op: 'compare' }>['operator']> = {
  '=': 'eq', EQ: 'eq', '<>': 'ne', '><': 'ne', NE: 'ne', '<': 'lt', LT: 'lt', '>': 'gt', GT: 'gt', '<=': 'le', '=<': 'le', LE: 'le',
  '>=': 'ge', '=>': 'ge', GE: 'ge', CO: 'co', CN: 'cn', CA: 'ca', NA: 'na', CS: 'cs', NS: 'ns', CP: 'cp', NP: 'np',
};

class Unsupported extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/**
 * abaplint's default configuration, made once: a Registry made without one builds it again, which cost ~25 ms
 * of every condition (issue 33: 50 breakpoints with conditions were over a second of the event loop).
 */
let parserConfig: Config | undefined;

/**
 * The condition text as a tree, or why it cannot be evaluated (with the 0-based offset in the text). A text
 * longer than `maxCharacters` is not parsed (the engine refuses it before; conditions kept from before the
 * bound are read back so).
 */
export function compileCondition(text: string, maxCharacters: number = debuggerLimits.conditionCharacters): CompiledCondition {
  const condition = text.trim();
  if (condition === '') return { ok: false, reason: 'The condition is empty', offset: 0 };
  if (condition.length > maxCharacters) return { ok: false, reason: debuggerMessages.conditionTooLong(condition.length, maxCharacters), offset: 0 };
  const prefix = 'IF ';
  const registry = new Registry((parserConfig ??= Config.getDefault()));
  const source = `${prefix}${condition}.\nENDIF.\n`;
  registry.addFile(new MemoryFile('zabapdeck_condition.prog.abap', source));
  registry.parse();
  const object = registry.getFirstObject();
  const statements = object instanceof ABAPObject ? (object.getABAPFiles()[0]?.getStatements() ?? []) : [];
  const statement = statements[0];
  const cond = statement?.get() instanceof Statements.If ? statement.findDirectExpression(Expressions.Cond) : undefined;
  if (!statement || !cond) return { ok: false, reason: `The condition "${condition}" is not an ABAP logical expression`, offset: 0 };
  // the whole text is the expression: the IF ends at the period written after it, and ENDIF is all that follows
  // (issue 33: 'LV_A = 1. ENDIF. DELETE FROM … IF 1 = 1' was read as 'LV_A = 1' and the rest dropped)
  const lines = `${prefix}${condition}`.split('\n');
  const period = statement.getLastToken().getStart();
  if (statements.length !== 2 || period.getRow() !== lines.length || period.getCol() !== lines[lines.length - 1]!.length + 1) {
    const after = cond.getLastToken().getEnd();
    const end = Math.max(0, lines.slice(0, after.getRow() - 1).reduce((sum, line) => sum + line.length + 1, 0) + after.getCol() - 1 - prefix.length);
    const rest = condition.slice(end).trim();
    const offset = condition.length - condition.slice(end).trimStart().length;
    return { ok: false, reason: debuggerMessages.conditionTrailingText(rest.length > 60 ? `${rest.slice(0, 60)}…` : rest), offset };
  }
  const offsetOf = (node: ExpressionNode | TokenNode) => Math.max(0, node.getFirstToken().getStart().getCol() - 1 - prefix.length);
  const roots: string[] = [];
  try {
    return { ok: true, tree: readCond(cond, roots, offsetOf), roots };
  } catch (error) {
    if (error instanceof Unsupported) return { ok: false, reason: error.message, offset: error.offset };
    throw error;
  }
}

type OffsetOf = (node: ExpressionNode | TokenNode) => number;

const isExpression = (node: ExpressionNode | TokenNode): node is ExpressionNode => 'getChildren' in node && typeof (node as ExpressionNode).findDirectExpression === 'function';
const word = (node: ExpressionNode | TokenNode | undefined) => (node ? node.getFirstToken().getStr().toUpperCase() : '');

/** Cond: operands joined by AND, OR and EQUIV, with ABAP's precedence (AND before OR before EQUIV). */
function readCond(cond: ExpressionNode, roots: string[], offsetOf: OffsetOf): ConditionNode {
  const operands: ConditionNode[] = [];
  const operators: string[] = [];
  for (const child of cond.getChildren()) {
    if (isExpression(child) && child.get() instanceof Expressions.Compare) operands.push(readCompare(child, roots, offsetOf));
    else if (isExpression(child) && child.get() instanceof Expressions.CondSub) operands.push(readCondSub(child, roots, offsetOf));
    else operators.push(word(child));
  }
  for (const operator of ['AND', 'OR', 'EQUIV'] as const) {
    for (let i = 0; i < operators.length; ) {
      if (operators[i] !== operator) {
        i++;
        continue;
      }
      const joined: ConditionNode = operator === 'EQUIV' ? { op: 'equiv', left: operands[i]!, right: operands[i + 1]! } : { op: operator === 'AND' ? 'and' : 'or', left: operands[i]!, right: operands[i + 1]! };
      operands.splice(i, 2, joined);
      operators.splice(i, 1);
    }
  }
  return operands[0]!;
}

/** CondSub: [NOT] ( Cond ). */
function readCondSub(node: ExpressionNode, roots: string[], offsetOf: OffsetOf): ConditionNode {
  const inner = readCond(node.findDirectExpression(Expressions.Cond)!, roots, offsetOf);
  return word(node.getChildren()[0]) === 'NOT' ? { op: 'not', operand: inner } : inner;
}

function readCompare(node: ExpressionNode, roots: string[], offsetOf: OffsetOf): ConditionNode {
  const children = node.getChildren();
  let index = 0;
  let negated = false;
  if (word(children[0]) === 'NOT' && !(isExpression(children[0]!) && children[0].get() instanceof Expressions.Source)) {
    negated = true;
    index = 1;
  }
  const first = children[index];
  if (!first || !isExpression(first) || !(first.get() instanceof Expressions.Source || first.get() instanceof Expressions.SourceFieldSymbolChain)) {
    throw new Unsupported(`"${node.concatTokens()}" cannot be evaluated in a breakpoint condition`, offsetOf(node));
  }
  const left = first.get() instanceof Expressions.Source ? readSource(first, roots, offsetOf) : readChain(first, roots, offsetOf);
  const rest = children.slice(index + 1);
  const words = rest.map((child) => word(child));
  const wrap = (result: ConditionNode): ConditionNode => (negated ? { op: 'not', operand: result } : result);
  const operator = rest[0];
  if (operator && isExpression(operator) && operator.get() instanceof Expressions.CompareOperator) {
    const name = OPERATORS[operator.concatTokens().toUpperCase().replace(/\s+/g, '')];
    const right = rest[1];
    if (!name || !right || !isExpression(right)) throw new Unsupported(`The operator ${operator.concatTokens()} is not supported in a breakpoint condition`, offsetOf(operator));
    return wrap({ op: 'compare', operator: name, left, right: readSource(right, roots, offsetOf) });
  }
  if (words[0] === 'IS') {
    const not = words[1] === 'NOT';
    const what = words[not ? 2 : 1];
    if (what === 'INITIAL' || what === 'BOUND' || what === 'ASSIGNED') {
      const test: ConditionNode = { op: what === 'INITIAL' ? 'initial' : what === 'BOUND' ? 'bound' : 'assigned', operand: left };
      return wrap(not ? { op: 'not', operand: test } : test);
    }
  }
  const betweenAt = words.indexOf('BETWEEN');
  if (betweenAt >= 0) {
    const low = rest[betweenAt + 1];
    const high = rest[betweenAt + 3];
    if (low && high && isExpression(low) && isExpression(high)) {
      const test: ConditionNode = { op: 'between', operand: left, low: readSource(low, roots, offsetOf), high: readSource(high, roots, offsetOf) };
      return wrap(words[0] === 'NOT' ? { op: 'not', operand: test } : test);
    }
  }
  throw new Unsupported(`"${node.concatTokens()}" cannot be evaluated in a breakpoint condition`, offsetOf(rest[0] ?? node));
}

/** A Source that is a constant or a field chain; anything computed is not supported. */
function readSource(node: ExpressionNode, roots: string[], offsetOf: OffsetOf): ConditionOperand {
  const children = node.getChildren();
  if (children.length === 1 && isExpression(children[0]!)) {
    const only = children[0];
    if (only.get() instanceof Expressions.Constant) return readConstant(only, offsetOf);
    if (only.get() instanceof Expressions.FieldChain) return readChain(only, roots, offsetOf);
  }
  // a dereference ends the chain outside it: lr_x->*
  const [first, ...rest] = children;
  if (first && isExpression(first) && first.get() instanceof Expressions.FieldChain && rest.length > 0 && rest.every((child) => isExpression(child) && child.get() instanceof Expressions.Dereference)) {
    const chain = readChain(first, roots, offsetOf);
    if (chain.kind === 'variable') return { ...chain, steps: [...chain.steps, ...rest.map(() => ({ dereference: true as const }))], text: node.concatTokens() };
  }
  // a signed number: - 1
  if (children.length === 2 && word(children[0]) === '-' && isExpression(children[1]!) && children[1].get() instanceof Expressions.Constant) {
    const constant = readConstant(children[1], offsetOf);
    if (constant.kind === 'integer') return { kind: 'integer', value: -constant.value };
  }
  throw new Unsupported(`"${node.concatTokens()}" is computed; a breakpoint condition compares variables and constants`, offsetOf(node));
}

function readConstant(node: ExpressionNode, offsetOf: OffsetOf): ConditionOperand {
  const text = node.concatTokens();
  if (/^-?\d+$/.test(text)) {
    const value = Number(text);
    if (Number.isSafeInteger(value)) return { kind: 'integer', value };
  }
  const quote = text.charAt(0);
  if ((quote === "'" || quote === '`') && text.endsWith(quote) && text.length >= 2) {
    const value = text.slice(1, -1).split(quote + quote).join(quote);
    return { kind: quote === "'" ? 'text' : 'string', value };
  }
  throw new Unsupported(`The constant ${text} is not supported in a breakpoint condition`, offsetOf(node));
}

/** A field chain: a variable (or Class=>attribute) followed by components, attributes and dereferences. */
function readChain(node: ExpressionNode, roots: string[], offsetOf: OffsetOf): ConditionOperand {
  const children = node.getChildren();
  const steps: ConditionPathStep[] = [];
  let root: string | undefined;
  let className: string | undefined;
  for (let i = 0; i < children.length; i++) {
    const child: ExpressionNode | TokenNode = children[i]!;
    const type = isExpression(child) ? child.get() : undefined;
    const text = child.concatTokens();
    if (i === 0) {
      if (type instanceof Expressions.ClassName) {
        className = text.toUpperCase();
        continue;
      }
      if (type instanceof Expressions.SourceField || type instanceof Expressions.SourceFieldSymbol || type instanceof Expressions.FieldSymbol) {
        root = text.toLowerCase();
        continue;
      }
      break;
    }
    if (className && steps.length === 0 && root === undefined && text === '=>') continue;
    if (className && root === undefined && type instanceof Expressions.AttributeName) {
      root = `${className}=>${text.toLowerCase()}`;
      continue;
    }
    if (text === '-' || text === '->') continue;
    if (type instanceof Expressions.ComponentName) steps.push({ component: text.toLowerCase() });
    else if (type instanceof Expressions.AttributeName) steps.push({ attribute: text.toLowerCase() });
    else if (type instanceof Expressions.Dereference) steps.push({ dereference: true });
    else throw new Unsupported(`"${node.concatTokens()}" cannot be evaluated in a breakpoint condition`, offsetOf(child));
  }
  if (root === undefined) throw new Unsupported(`"${node.concatTokens()}" cannot be evaluated in a breakpoint condition`, offsetOf(node));
  let index = roots.indexOf(root);
  if (index < 0) index = roots.push(root) - 1;
  return { kind: 'variable', root: index, steps, text: node.concatTokens() };
}
