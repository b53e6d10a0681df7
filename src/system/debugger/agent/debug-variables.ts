/**
 * The debugger's view of ABAP data, on the main thread of a work process. While the debuggee is paused,
 * the inspector agent (a worker thread) evaluates calls of this module on the paused frame: `capture` takes
 * the frame's variables, `children` and `values` describe them as the developer API's STPDA_ADT_VARIABLE
 * records, and `frames` gives the ABAP call stack. Only plain data crosses to the agent.
 *
 * Variable ids are ABAP paths: LV_X, LS_X-COMP, LT_X[2], LT_X[2]-COMP, LT_X[] (the table itself), LR_X->*,
 * LO_X->ATTR, ME, SY-SUBRC, ZCL_X=>ATTR (a static attribute).
 *
 * The agent captures the frames of a stop (each the scope objects V8 hands it: the function's own scopes and the
 * enclosing program's) under a slot key and selects the one the client looks at (goToStack). Values are read from
 * the ABAP data objects themselves, which assignments change in place, so a capture stays current while its
 * frame lives. What the records showed at one stop is remembered when the debuggee goes on, so the next stop's
 * records mark what changed (IS_VALUE_CHANGED, an abapdeck extension of STPDA_ADT_VARIABLE).
 */
import runtime from '@abaplint/runtime';
import '../../execution/worker/abap-global.js';
import type { DebugVariable, VariableHierarchy } from '../../../protocol/debugger-documents.js';
import type { AbapFrame } from '../../execution/pool/protocol.js';
import type { FrameMapper } from '../../execution/worker/stack-frames.js';
import { Watchpoints, type WatchHit } from './watchpoints.js';
import { type Child, type ClassInfo, EXCEPTION_TEXT_VARIABLE, EXCEPTION_VARIABLE, type Kind, abapName, assign, attributesOf, childrenOf, classChain, className, classOf, describe, isAbapClass, isAbapData, isAbapInstance, isElementary, pathSteps, record, signature, staticAttributesOf, unwrap, watchSignature } from './variable-values.js';

const { types } = runtime;

interface Captured {
  /** Identifies the frame across stops (for changed values). */
  key: string;
  parameters: Map<string, unknown>;
  locals: Map<string, unknown>;
  /** Globals of the program the frame runs in (report, function group, class pool). */
  globals: Map<string, unknown>;
  /** The instance (instance methods) or the class (static methods) the frame runs in. */
  self: unknown;
}

const emptyFrame = (): Captured => ({ key: '', parameters: new Map(), locals: new Map(), globals: new Map(), self: undefined });

export class DebugInspector {
  private readonly captures = new Map<string, Captured>();
  private current: Captured = emptyFrame();
  /** What the records showed at the previous stop (frame key and id → signature). */
  private previous = new Map<string, string>();
  /** What the records read at this stop show (frame key and id → the data object). */
  private readThisStop = new Map<string, unknown>();
  /** The exception an exception breakpoint stopped at (a reference to it: {EXCEPTION}). */
  private exception: unknown;
  /** Its text ({EXCEPTION_TEXT}). */
  private exceptionText: unknown;

  /** Watched variables of the stopped run (watchpoints.ts). */
  private readonly watchpoints = new Watchpoints(
    (value) => watchSignature(value),
    (value) => (isElementary(value) ? describe(value).value : signature(value)),
  );

  constructor(private readonly frameMapper: FrameMapper) {}

  /** A watchpoint on a variable of the selected frame: its kind and value now, or why it cannot be watched. */
  watch(id: string, variable: string): { kind: string; value: string } | { error: string } {
    const name = variable.toUpperCase().trim();
    const target = unwrap(this.resolve(name));
    if (target === undefined || target === null) return { error: `Variable ${name} is not known at this position` };
    if (this.resolvedConstant) return { error: `Cannot watch ${name}: it is a constant` };
    if (target instanceof types.ABAPObject || target instanceof types.FieldSymbol) return { error: `Cannot watch ${name}: only data objects (no object references or field symbols) can be watched` };
    const root = pathSteps(name)?.[0] ?? name;
    const kind = root.includes('=>')
      ? 'static'
      : this.current.parameters.has(root) || this.current.locals.has(root)
        ? 'local'
        : this.current.globals.has(root)
          ? 'global'
          : 'attribute';
    return { kind, value: this.watchpoints.add(id, name, target) };
  }

  /** Ends a watchpoint (none given: every one). */
  unwatch(id?: string): number {
    this.watchpoints.remove(id);
    return this.watchpoints.size;
  }

  /** The watched variables that changed since the last take. */
  watchHits(): WatchHit[] {
    return this.watchpoints.take();
  }

  /**
   * Takes the variables of a frame (the agent hands it V8's scope objects: the function's own scopes and the
   * enclosing ones of its program) under a slot and selects it. Parameters are told apart by the method's
   * signature in the class (or interface) metadata and by what the caller passed (INPUT).
   */
  capture(slot: string, self: unknown, functionName: string, ownScopes: readonly object[], outerScopes: readonly object[]): number {
    const own: Record<string, unknown> = {};
    for (const scope of [...ownScopes].reverse()) Object.assign(own, scope);
    const parameterNames = this.parametersOf(self, functionName, own['INPUT']);
    const captured: Captured = { ...emptyFrame(), key: `${slot.replace(/^\d+:/, '')}`, self: isAbapInstance(self) || isAbapClass(self) ? self : undefined };
    for (const [jsName, value] of Object.entries(own)) {
      if (jsName === 'INPUT' || /^unique\d+$/.test(jsName) || !isAbapData(value)) continue;
      const name = abapName(jsName);
      (parameterNames.has(name) ? captured.parameters : captured.locals).set(name, value);
    }
    for (const scope of outerScopes) {
      for (const [jsName, value] of Object.entries(scope)) {
        if (!isAbapData(value)) continue;
        const name = abapName(jsName);
        if (!captured.globals.has(name) && !captured.locals.has(name) && !captured.parameters.has(name)) captured.globals.set(name, value);
      }
    }
    this.captures.set(slot, captured);
    this.current = captured;
    return captured.parameters.size + captured.locals.size + captured.globals.size;
  }

  /**
   * Selects a captured frame (after keeping only the captures of the frames still on the stack, when given);
   * false when the slot was never captured (the frame's variables are unknown).
   */
  select(slot: string, keep?: readonly string[]): boolean {
    if (keep) this.retain(keep);
    const captured = this.captures.get(slot);
    this.current = captured ?? { ...emptyFrame(), key: slot.replace(/^\d+:/, '') };
    return captured !== undefined;
  }

  /** Keeps the captures of these slots only (the frames still on the stack). */
  retain(slots: readonly string[]): void {
    const keep = new Set(slots);
    for (const slot of [...this.captures.keys()]) if (!keep.has(slot)) this.captures.delete(slot);
  }

  /** An exception breakpoint stopped at this raised exception (undefined: the stop is over). */
  setException(instance: unknown, text = ''): void {
    if (instance === undefined || instance === null) {
      this.exception = undefined;
      this.exceptionText = undefined;
      return;
    }
    const reference = new types.ABAPObject({ qualifiedName: 'CX_ROOT', RTTIName: '\\CLASS=CX_ROOT' });
    reference.set(instance as never);
    this.exception = reference;
    this.exceptionText = new types.String().set(text);
  }

  /** The debuggee goes on: what the records of this stop show now is what the next stop compares with. */
  leaveStop(): void {
    if (this.readThisStop.size === 0) return;
    const previous = new Map<string, string>();
    for (const [key, value] of this.readThisStop) previous.set(key, signature(value));
    this.previous = previous;
    this.readThisStop = new Map();
  }

  /** getChildVariables: the children of each parent id, and the records of those children. */
  children(parentIds: readonly string[]): { hierarchies: VariableHierarchy[]; variables: DebugVariable[] } {
    const hierarchies: VariableHierarchy[] = [];
    const variables: DebugVariable[] = [];
    const seen = new Set<string>();
    const add = (parent: string, child: Child) => {
      hierarchies.push({ PARENT_ID: parent, CHILD_ID: child.id, CHILD_NAME: child.name });
      if (!seen.has(child.id)) {
        seen.add(child.id);
        variables.push(this.recordOf(child));
      }
    };
    const frame = this.current;
    for (const parent of parentIds) {
      switch (parent) {
        case '@ROOT': {
          hierarchies.push({ PARENT_ID: '@ROOT', CHILD_ID: '@PARAMETERS', CHILD_NAME: '@PARAMETERS' });
          hierarchies.push({ PARENT_ID: '@ROOT', CHILD_ID: '@LOCALS', CHILD_NAME: '@LOCALS' });
          if (frame.globals.size > 0) hierarchies.push({ PARENT_ID: '@ROOT', CHILD_ID: '@GLOBALS', CHILD_NAME: '@GLOBALS' });
          if (isAbapInstance(frame.self)) add('@ROOT', { id: 'ME', name: 'ME', value: (frame.self as { me?: unknown }).me, kind: 'ME' });
          else if (isAbapClass(frame.self) && staticAttributesOf(frame.self as ClassInfo).length > 0) {
            const name = className(frame.self as ClassInfo);
            hierarchies.push({ PARENT_ID: '@ROOT', CHILD_ID: `${name}=>`, CHILD_NAME: name });
          }
          add('@ROOT', { id: 'SY', name: 'SY', value: abap.builtin.sy, kind: 'SYSTEM' });
          if (this.exception !== undefined) {
            add('@ROOT', { id: EXCEPTION_VARIABLE, name: EXCEPTION_VARIABLE, value: this.exception, kind: 'LOCAL' });
            add('@ROOT', { id: EXCEPTION_TEXT_VARIABLE, name: EXCEPTION_TEXT_VARIABLE, value: this.exceptionText, kind: 'LOCAL' });
          }
          break;
        }
        case '@PARAMETERS':
          for (const [name, value] of frame.parameters) add(parent, { id: name, name, value, kind: 'PARAMETER' });
          break;
        case '@LOCALS':
          for (const [name, value] of frame.locals) add(parent, { id: name, name, value, kind: 'LOCAL' });
          break;
        case '@GLOBALS':
          for (const [name, value] of frame.globals) add(parent, { id: name, name, value, kind: 'GLOBAL' });
          break;
        case '@DATAAGING':
          break;
        default: {
          if (parent.endsWith('=>')) {
            const cls = this.classNamed(parent.slice(0, -2));
            for (const child of staticAttributesOf(cls)) add(parent, child);
            break;
          }
          const value = this.resolve(parent);
          if (value === undefined) break;
          for (const child of childrenOf(parent, value)) add(parent, child);
        }
      }
    }
    return { hierarchies, variables };
  }

  /** What clients read at each stop: @ROOT and the children of each id it names (stop-view.ts). */
  view(): Record<string, { hierarchies: VariableHierarchy[]; variables: DebugVariable[] }> {
    const root = this.children(['@ROOT']);
    const out: Record<string, { hierarchies: VariableHierarchy[]; variables: DebugVariable[] }> = { '@ROOT': root };
    for (const hierarchy of root.hierarchies) out[hierarchy.CHILD_ID] = this.children([hierarchy.CHILD_ID]);
    return out;
  }

  /** getVariables: records of the given ids (unknown ids are left out). */
  values(ids: readonly string[]): DebugVariable[] {
    const out: DebugVariable[] = [];
    for (const id of ids) {
      const value = this.resolve(id);
      if (value !== undefined) out.push(this.recordOf({ id, name: id, value, kind: this.kindOf(id) }));
    }
    return out;
  }

  /** setVariableValue: assigns the text with the type's conversion rules; the new value, or why it was refused. */
  setValue(id: string, text: string): { value: string } | { error: string } {
    const target = this.resolve(id);
    if (target === undefined) return { error: `Variable ${id} is not known at this position` };
    if (this.resolvedConstant) return { error: `Cannot set ${id.toUpperCase().trim()}: it is a constant` };
    const refused = assign(target, text);
    if (refused) return { error: `Cannot set ${id.toUpperCase().trim()}: ${refused}` };
    return { value: describe(target).value };
  }

  /** The ABAP frames of the paused call stack, innermost first (awaited callers included). */
  frames(): AbapFrame[] {
    return this.frameMapper.currentFrames();
  }

  private recordOf(child: Child): DebugVariable {
    const key = `${this.current.key}\u0000${child.id}`;
    this.readThisStop.set(key, child.value);
    const before = this.previous.get(key);
    return record(child, before !== undefined && before !== signature(child.value));
  }

  private kindOf(id: string): Kind {
    const root = pathSteps(id.toUpperCase().trim())?.[0] ?? id;
    if (id !== root) return 'COMPONENT';
    if (root.includes('=>')) return 'ATTRIBUTE';
    if (this.current.parameters.has(root)) return 'PARAMETER';
    if (this.current.locals.has(root)) return 'LOCAL';
    if (this.current.globals.has(root)) return 'GLOBAL';
    if (root === 'ME') return 'ME';
    if (root === 'SY') return 'SYSTEM';
    return 'LOCAL';
  }

  /** A class by its ABAP name: the frame's own (and its superclasses) first, then the system's global classes. */
  private classNamed(name: string): ClassInfo | undefined {
    const upper = name.toUpperCase();
    for (const cls of classChain(classOf(this.current.self))) if (className(cls) === upper || cls.INTERNAL_NAME === upper) return cls;
    const classes = (abap as unknown as { Classes: Record<string, ClassInfo | undefined> }).Classes;
    return classes[upper] ?? Object.values(classes).find((cls) => cls?.INTERNAL_NAME?.endsWith(`-${upper}`) === true);
  }

  /** Whether the last resolve ended on a constant attribute. */
  private resolvedConstant = false;

  private resolve(id: string): unknown {
    this.resolvedConstant = false;
    const steps = pathSteps(id.toUpperCase().trim());
    if (!steps) return undefined;
    const [root, ...rest] = steps;
    const frame = this.current;
    let current: unknown;
    if (root!.includes('=>')) {
      const [owner, attribute] = root!.split('=>') as [string, string];
      const cls = this.classNamed(owner);
      const found = cls ? staticAttributesOf(cls).find((a) => a.id.endsWith(`=>${attribute}`)) : undefined;
      current = found?.value;
      this.resolvedConstant = found?.constant === true;
    } else {
      current =
        frame.parameters.get(root!) ??
        frame.locals.get(root!) ??
        frame.globals.get(root!) ??
        (root === 'ME' && isAbapInstance(frame.self) ? (frame.self as { me?: unknown }).me : undefined) ??
        (root === 'SY' ? abap.builtin.sy : undefined) ??
        (root === EXCEPTION_VARIABLE ? this.exception : undefined) ??
        (root === EXCEPTION_TEXT_VARIABLE ? this.exceptionText : undefined);
    }
    for (const step of rest) {
      if (current === undefined) return undefined;
      // a component or row of a constant is constant too; what a reference points to is not
      if (step.startsWith('->')) this.resolvedConstant = false;
      const value = unwrap(current);
      if (step === '[]') {
        current = value instanceof types.Table || value instanceof types.HashedTable ? value : undefined;
      } else if (step.startsWith('[')) {
        const index = Number(step.slice(1, -1));
        current = value instanceof types.Table || value instanceof types.HashedTable ? value.array()[index - 1] : undefined;
      } else if (step === '->*') {
        current = value instanceof types.DataReference ? (value.getPointer() ?? undefined) : undefined;
      } else if (step.startsWith('->')) {
        const instance = value instanceof types.ABAPObject ? value.get() : undefined;
        const name = step.slice(2);
        const found = instance ? [...attributesOf('', instance), ...staticAttributesOf(classOf(instance))].find((a) => a.name === name || a.id === name) : undefined;
        current = found?.value;
        this.resolvedConstant = found?.constant === true;
      } else {
        const name = step.slice(1).toLowerCase();
        current = value instanceof types.Structure ? (value.get() as Record<string, unknown>)[name] : undefined;
      }
    }
    return current;
  }

  private parametersOf(self: unknown, functionName: string, input: unknown): Set<string> {
    const method = functionName.replace(/^#/, '').replace(/\$/g, '~').toUpperCase();
    const names = new Set<string>();
    // what the caller passed: a method's or form's INPUT names its parameters; a function module's groups them
    if (input && typeof input === 'object') {
      for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
        if (['exporting', 'importing', 'changing', 'tables'].includes(key) && value && typeof value === 'object') {
          for (const inner of Object.keys(value as object)) names.add(inner.toUpperCase());
        } else names.add(key.toUpperCase());
      }
    }
    const classes = (abap as unknown as { Classes: Record<string, ClassInfo | undefined> }).Classes;
    const lookups: Array<ClassInfo | undefined> = [...classChain(classOf(self))];
    const [interfaceName, interfaceMethod] = method.includes('~') ? method.split('~') : [undefined, undefined];
    if (interfaceName) lookups.push(classes[interfaceName]);
    for (const holder of lookups) {
      const signature = holder?.METHODS?.[interfaceMethod ?? method] ?? holder?.METHODS?.[method];
      if (!signature) continue;
      for (const name of Object.keys(signature.parameters ?? {})) names.add(name.toUpperCase());
      break;
    }
    return names;
  }
}
