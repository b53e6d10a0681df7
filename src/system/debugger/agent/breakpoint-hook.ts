/**
 * Conditional breakpoints and skip counts, on the main thread of a work process. The inspector agent
 * patches the generated line of such a breakpoint (V8 live edit, same line count) to begin with
 *
 *   if (globalThis.__abapdeckBreak(<slot>, this, () => [<root variables>])) debugger;
 *
 * and defines the slot's breakpoints here (Runtime.evaluate). A pass counts towards the skip count, then
 * the condition is evaluated against the frame's variables with the runtime's own comparisons; when a
 * breakpoint is reached the `debugger` statement stops the run where a V8 breakpoint would have. A V8
 * breakpoint condition costs a debug-evaluate of its text at every pass (some hundred microseconds); this
 * costs a function call, so a false condition in a hot loop keeps the loop fast.
 */
import runtime from '@abaplint/runtime';
import '../../execution/worker/abap-global.js';
import type { CompiledCondition, ConditionNode, ConditionOperand, ConditionPathStep, UnresolvedCondition } from '../agent-protocol.js';
import { BREAK_HOOK, BREAKPOINTS_GLOBAL } from './line-patches.js';

const { types } = runtime;

export interface SlotBreakpoint {
  id: string;
  skipCount: number;
  condition?: CompiledCondition;
}

type Test = (values: readonly unknown[]) => boolean;
type Read = (values: readonly unknown[]) => unknown;

interface Entry {
  id: string;
  skipCount: number;
  passes: number;
  test?: Test;
  /** Why the condition cannot be evaluated at all (it always stops). */
  error?: { message: string; offset: number };
}

class ConditionError extends Error {}

/** Built-in data objects a condition may name (ABAP_TRUE …), read from the runtime when no variable of the frame has the name. */
const BUILTINS = new Set(['abap_true', 'abap_false', 'abap_undefined', 'space', 'sy']);

const NUMERIC: Partial<Record<string, (a: number, b: number) => boolean>> = {
  eq: (a, b) => a === b,
  ne: (a, b) => a !== b,
  lt: (a, b) => a < b,
  gt: (a, b) => a > b,
  le: (a, b) => a <= b,
  ge: (a, b) => a >= b,
};

function unwrap(value: unknown): unknown {
  let current = value;
  for (let i = 0; i < 10 && current instanceof types.FieldSymbol; i++) current = current.getPointer();
  return current;
}

function follow(value: unknown, step: ConditionPathStep, text: string): unknown {
  const current = unwrap(value);
  if ('component' in step) {
    if (current instanceof types.Structure) {
      const component = (current.get() as Record<string, unknown>)[step.component];
      if (component !== undefined) return component;
    }
    throw new ConditionError(`${text}: no component ${step.component.toUpperCase()}`);
  }
  if ('attribute' in step) {
    if (current instanceof types.ABAPObject) {
      const instance = current.get() as Record<string, unknown> | undefined;
      if (!instance) throw new ConditionError(`${text}: the object reference is initial`);
      const attribute = instance[step.attribute] ?? (instance.constructor as unknown as Record<string, unknown>)[step.attribute];
      if (attribute !== undefined) return attribute;
    }
    throw new ConditionError(`${text}: no attribute ${step.attribute.toUpperCase()}`);
  }
  if (current instanceof types.DataReference) {
    const target = current.getPointer();
    if (target === undefined) throw new ConditionError(`${text}: the data reference is initial`);
    return target;
  }
  throw new ConditionError(`${text}: not a data reference`);
}

function constant(operand: Exclude<ConditionOperand, { kind: 'variable' }>): unknown {
  if (operand.kind === 'integer') return new types.Integer().set(operand.value);
  if (operand.kind === 'string') return new types.String().set(operand.value);
  return new types.Character(Math.max(1, operand.value.length)).set(operand.value);
}

function reader(operand: ConditionOperand, rootNames: readonly string[]): Read {
  if (operand.kind !== 'variable') {
    const value = constant(operand);
    return () => value;
  }
  const { root, steps, text } = operand;
  const name = rootNames[root] ?? '';
  return (values) => {
    let value = values[root];
    if (value === undefined || value === null) throw new ConditionError(`${name.toUpperCase()} is not known at this line`);
    for (const step of steps) value = follow(value, step, text.toUpperCase());
    return value;
  };
}

function compile(node: ConditionNode, rootNames: readonly string[]): Test {
  const compare = abap.compare as unknown as Record<string, (left: unknown, right: unknown, extra?: unknown) => boolean>;
  switch (node.op) {
    case 'and': {
      const left = compile(node.left, rootNames);
      const right = compile(node.right, rootNames);
      return (values) => left(values) && right(values);
    }
    case 'or': {
      const left = compile(node.left, rootNames);
      const right = compile(node.right, rootNames);
      return (values) => left(values) || right(values);
    }
    case 'equiv': {
      const left = compile(node.left, rootNames);
      const right = compile(node.right, rootNames);
      return (values) => left(values) === right(values);
    }
    case 'not': {
      const operand = compile(node.operand, rootNames);
      return (values) => !operand(values);
    }
    case 'compare': {
      const left = reader(node.left, rootNames);
      const right = reader(node.right, rootNames);
      const test = compare[node.operator]!;
      const numeric = NUMERIC[node.operator];
      return (values) => {
        const a = unwrap(left(values));
        const b = unwrap(right(values));
        // two integers compare as numbers (the runtime's general comparison, at every pass of a hot loop, costs more)
        if (numeric && a instanceof types.Integer && b instanceof types.Integer) return numeric(a.get(), b.get());
        return test(a, b);
      };
    }
    case 'initial': {
      const operand = reader(node.operand, rootNames);
      return (values) => compare['initial']!(unwrap(operand(values)), undefined);
    }
    case 'bound': {
      const operand = reader(node.operand, rootNames);
      return (values) => {
        const value = unwrap(operand(values));
        if (value instanceof types.ABAPObject) return value.get() !== undefined;
        if (value instanceof types.DataReference) return value.getPointer() !== undefined;
        throw new ConditionError('IS BOUND needs a reference');
      };
    }
    case 'assigned': {
      const operand = reader(node.operand, rootNames);
      return (values) => {
        const value = operand(values);
        if (value instanceof types.FieldSymbol) return value.getPointer() !== undefined;
        throw new ConditionError('IS ASSIGNED needs a field symbol');
      };
    }
    case 'between': {
      const operand = reader(node.operand, rootNames);
      const low = reader(node.low, rootNames);
      const high = reader(node.high, rootNames);
      return (values) => compare['between']!(unwrap(operand(values)), unwrap(low(values)), unwrap(high(values)));
    }
  }
}

export class BreakpointHook {
  private readonly slots = new Map<number, Entry[]>();
  private readonly roots = new Map<number, readonly string[]>();
  private reached: { slot: number; ids: string[]; unresolved: UnresolvedCondition[] } | undefined;

  /** The breakpoints of a patched line (slot); rootNames are the variables its patch passes, in order. Resets the passes. */
  define(slot: number, rootNames: readonly string[], breakpoints: readonly SlotBreakpoint[]): void {
    const entries = breakpoints.map((bp): Entry => {
      const entry: Entry = { id: bp.id, skipCount: Math.max(0, bp.skipCount), passes: 0 };
      if (bp.condition && !bp.condition.ok) entry.error = { message: bp.condition.reason, offset: bp.condition.offset };
      else if (bp.condition?.ok) {
        const own = bp.condition.roots.map((root) => rootNames.indexOf(root));
        const test = compile(bp.condition.tree, bp.condition.roots);
        // the slot's variables in the condition's order (most often the same list: no copy per pass)
        entry.test = own.every((index, i) => index === i) ? test : (values) => test(own.map((index) => values[index]));
      }
      return entry;
    });
    this.slots.set(slot, entries);
    this.roots.set(slot, rootNames);
  }

  /** Forgets slots no longer patched. */
  keep(slots: readonly number[]): void {
    for (const slot of [...this.slots.keys()]) if (!slots.includes(slot)) this.slots.delete(slot);
    for (const slot of [...this.roots.keys()]) if (!slots.includes(slot)) this.roots.delete(slot);
  }

  /** A pass of a patched line (self: its `this`): whether the run stops there. */
  hit(slot: number, self: unknown, values?: () => unknown[]): boolean {
    const entries = this.slots.get(slot);
    if (!entries) return false;
    let read: unknown[] | undefined;
    let ids: string[] | undefined;
    let unresolved: UnresolvedCondition[] | undefined;
    for (const entry of entries) {
      entry.passes++;
      if (entry.passes <= entry.skipCount) continue;
      let stop = true;
      if (entry.error) (unresolved ??= []).push({ id: entry.id, ...entry.error });
      else if (entry.test) {
        try {
          read ??= this.valuesOf(slot, self, values);
          stop = entry.test(read);
        } catch (error) {
          const message = error instanceof ConditionError ? error.message : `The condition cannot be evaluated: ${error instanceof Error ? error.message : String(error)}`;
          (unresolved ??= []).push({ id: entry.id, message, offset: 0 });
        }
      }
      if (stop) (ids ??= []).push(entry.id);
    }
    if (!ids) return false;
    this.reached = { slot, ids, unresolved: unresolved ?? [] };
    return true;
  }

  /**
   * The root variables of a slot: the frame's locals, else attributes of the instance or class the line runs
   * in, else the runtime's built-in constants and SY (generated code reads those from abap.builtin).
   */
  private valuesOf(slot: number, self: unknown, values?: () => unknown[]): unknown[] {
    const read = values?.() ?? [];
    const names = this.roots.get(slot) ?? [];
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      if (read[i] !== undefined || name.includes('=>')) continue;
      if ((typeof self === 'object' || typeof self === 'function') && self !== null) read[i] = (self as Record<string, unknown>)[name];
      if (read[i] === undefined && BUILTINS.has(name)) read[i] = (abap.builtin as unknown as Record<string, unknown>)[name];
    }
    return read;
  }

  /** What the last stop of a patched line reached (read once by the agent at the stop). */
  take(): { slot: number; ids: string[]; unresolved: UnresolvedCondition[] } | undefined {
    const reached = this.reached;
    this.reached = undefined;
    return reached;
  }
}

/** Installs the hook for the patched lines and the agent's evaluations. */
export function installBreakpointHook(): BreakpointHook {
  const hook = new BreakpointHook();
  const globals = globalThis as Record<string, unknown>;
  globals[BREAKPOINTS_GLOBAL] = hook;
  globals[BREAK_HOOK] = (slot: number, self: unknown, values?: () => unknown[]) => hook.hit(slot, self, values);
  return hook;
}
