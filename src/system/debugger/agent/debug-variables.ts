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

const { types } = runtime;

/** Longest value text sent; longer values are cut and flagged IS_VALUE_INCOMPLETE. */
const VALUE_LIMIT = 10_000;
/** Most rows a table's children list. */
const ROW_LIMIT = 1_000;

/** The pseudo-variable of a stop at an exception breakpoint: a reference to the raised exception (ADT's name). */
export const EXCEPTION_VARIABLE = '{EXCEPTION}';
/** Its text (what GET_TEXT answers where the class's text needs no message lookup; else empty). */
export const EXCEPTION_TEXT_VARIABLE = '{EXCEPTION_TEXT}';

/** Members of transpiled class instances that are not ABAP attributes. */
const INTERNAL_MEMBERS = new Set(['me', 'internal_id', 'friends_access_instance']);

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

/** A class of the transpiled code: its metadata as static members. */
interface ClassInfo {
  INTERNAL_NAME?: string;
  STATIC_SUPER?: unknown;
  ATTRIBUTES?: Record<string, { visibility?: string; is_class?: string; is_constant?: string }>;
  METHODS?: Record<string, { parameters?: Record<string, unknown> }>;
}

const accessKinds: Record<string, string> = { U: 'PUBLIC', O: 'PROTECTED', I: 'PRIVATE' };

type Kind = DebugVariable['KIND'];

function unwrap(value: unknown): unknown {
  let current = value;
  for (let i = 0; i < 10 && current instanceof types.FieldSymbol; i++) current = current.getPointer();
  return current;
}

function isAbapData(value: unknown): boolean {
  return (
    value instanceof types.FieldSymbol ||
    value instanceof types.Table ||
    value instanceof types.HashedTable ||
    value instanceof types.Structure ||
    value instanceof types.Character ||
    value instanceof types.String ||
    value instanceof types.Integer ||
    value instanceof types.Integer8 ||
    value instanceof types.Packed ||
    value instanceof types.DecFloat34 ||
    value instanceof types.Float ||
    value instanceof types.Hex ||
    value instanceof types.XString ||
    value instanceof types.HexUInt8 ||
    value instanceof types.Date ||
    value instanceof types.Time ||
    value instanceof types.Numc ||
    value instanceof types.ABAPObject ||
    value instanceof types.DataReference ||
    value instanceof types.UTCLong
  );
}

/** The ABAP name of a JavaScript variable: field symbols fs_<name>_ are <NAME>. */
function abapName(jsName: string): string {
  const fieldSymbol = /^fs_(.+)_$/.exec(jsName);
  return fieldSymbol ? `<${fieldSymbol[1]!.toUpperCase()}>` : jsName.toUpperCase();
}

function qualifiedName(value: unknown): string {
  const name = (value as { getQualifiedName?: () => string | undefined }).getQualifiedName?.();
  return typeof name === 'string' ? name.toUpperCase() : '';
}

function rawText(value: unknown): string {
  const inner = (value as { get?: () => unknown }).get?.();
  return typeof inner === 'string' ? inner : String(inner ?? '');
}

interface Described {
  meta: string;
  technical: string;
  declared: string;
  value: string;
  length: number;
  tableLines: number;
  hex: string;
}

function describe(input: unknown): Described {
  const value = unwrap(input);
  const declared = qualifiedName(value);
  const simple = (technical: string, text: string, length: number, hex = ''): Described => ({
    meta: 'simple',
    technical,
    declared: declared || technical,
    value: text,
    length,
    tableLines: 0,
    hex,
  });
  if (value instanceof types.Table || value instanceof types.HashedTable) {
    const lines = value.array().length;
    const keyType = String(value.getOptions()?.primaryKey?.type ?? 'STANDARD').toUpperCase();
    const kind = keyType.charAt(0) + keyType.slice(1).toLowerCase();
    return { meta: 'table', technical: `${keyType} TABLE`, declared: declared || `${keyType} TABLE`, value: `${kind} Table[${lines}]`, length: 0, tableLines: lines, hex: '' };
  }
  if (value instanceof types.Structure) {
    return { meta: 'structure', technical: 'STRUCTURE', declared: declared || 'STRUCTURE', value: '', length: 0, tableLines: 0, hex: '' };
  }
  if (value instanceof types.DataReference) {
    const target = value.getPointer();
    const text = target ? `{A:1*\\TYPE=${qualifiedName(target) || describe(target).technical}}` : '{A:initial}';
    return { meta: 'dataref', technical: 'REF TO DATA', declared: declared || 'REF TO DATA', value: text, length: 0, tableLines: 0, hex: '' };
  }
  if (value instanceof types.ABAPObject) {
    const instance = value.get() as { constructor?: { INTERNAL_NAME?: string }; INTERNAL_ID?: number } | undefined;
    const className = instance?.constructor?.INTERNAL_NAME ?? '';
    const text = instance ? `{O:${instance.INTERNAL_ID ?? 0}*\\CLASS=${className}}` : '{O:initial}';
    return { meta: 'objectref', technical: 'REF TO OBJECT', declared: declared || `REF TO ${className || 'OBJECT'}`, value: text, length: 0, tableLines: 0, hex: '' };
  }
  if (value instanceof types.String) {
    const text = rawText(value);
    return { meta: 'string', technical: 'STRING', declared: declared || 'STRING', value: text, length: text.length, tableLines: 0, hex: '' };
  }
  if (value instanceof types.XString) {
    const text = rawText(value);
    return { meta: 'string', technical: 'XSTRING', declared: declared || 'XSTRING', value: text, length: text.length / 2, tableLines: 0, hex: text };
  }
  if (value instanceof types.Date) return simple('D', rawText(value), 8);
  if (value instanceof types.Time) return simple('T', rawText(value), 6);
  if (value instanceof types.Numc) return simple('N', rawText(value), value.getLength());
  if (value instanceof types.Character) return simple('C', rawText(value).replace(/ +$/, ''), value.getLength());
  if (value instanceof types.Integer8) return simple('INT8', String(value.get()), 8);
  if (value instanceof types.Integer) return simple('I', String(value.get()), 4);
  if (value instanceof types.Packed) return simple('P', value.get().toFixed(value.getDecimals()), value.getLength());
  if (value instanceof types.DecFloat34) return simple('DECFLOAT34', String(value.get()), 16);
  if (value instanceof types.Float) return simple('F', String(value.getRaw()), 8);
  if (value instanceof types.Hex || value instanceof types.HexUInt8) {
    const text = rawText(value);
    return simple('X', text, text.length / 2, text);
  }
  return simple('UNKNOWN', typeof value === 'string' || typeof value === 'number' ? String(value) : '', 0);
}

/** A child of a variable (or a scope) before it becomes a record. */
interface Child {
  id: string;
  name: string;
  value: unknown;
  kind: Kind;
  access?: string;
  instantiation?: string;
  inheritanceClass?: string;
  inheritanceLevel?: number;
  /** A constant attribute: shown, never changed. */
  constant?: boolean;
}

/** Whether a value can be set through the debugger (elementary data objects). */
function isElementary(value: unknown): boolean {
  const inner = unwrap(value);
  return isAbapData(inner) && !(inner instanceof types.Table || inner instanceof types.HashedTable || inner instanceof types.Structure || inner instanceof types.DataReference || inner instanceof types.ABAPObject || inner instanceof types.FieldSymbol);
}

function record(child: Child, changed: boolean): DebugVariable {
  const d = describe(child.value);
  const incomplete = d.value.length > VALUE_LIMIT;
  return {
    ID: child.id,
    NAME: child.name,
    DECLARED_TYPE_NAME: d.declared,
    ACTUAL_TYPE_NAME: d.declared,
    KIND: child.kind,
    INSTANTIATION_KIND: child.instantiation ?? '',
    ACCESS_KIND: child.access ?? '',
    META_TYPE: d.meta,
    PARAMETER_KIND: '',
    VALUE: incomplete ? d.value.slice(0, VALUE_LIMIT) : d.value,
    HEX_VALUE: d.hex.slice(0, VALUE_LIMIT),
    READ_ONLY: isElementary(child.value) && !child.constant ? '' : 'X',
    TECHNICAL_TYPE: d.technical,
    LENGTH: String(d.length),
    TABLE_BODY: '',
    TABLE_LINES: String(d.tableLines),
    IS_VALUE_INCOMPLETE: incomplete ? 'X' : '',
    IS_EXCEPTION: '',
    INHERITANCE_LEVEL: String(child.inheritanceLevel ?? 0),
    INHERITANCE_CLASS: child.inheritanceClass ?? '',
    IS_VALUE_CHANGED: changed ? 'X' : '',
  };
}

/** Rows whose contents the change signature of a table covers. */
const SIGNATURE_ROWS = 200;

/** What a value is, deep enough to tell that it changed (structures by their components, tables by rows). */
function signature(input: unknown, depth = 0): string {
  const value = unwrap(input);
  if (depth > 4) return '';
  if (value instanceof types.Structure) {
    return `{${Object.values(value.get() as Record<string, unknown>).map((c) => signature(c, depth + 1)).join('|')}}`;
  }
  if (value instanceof types.Table || value instanceof types.HashedTable) {
    const rows = value.array();
    return `[${rows.length}:${rows.slice(0, SIGNATURE_ROWS).map((r) => signature(r, depth + 1)).join(';')}]`;
  }
  return describe(value).value;
}

/** Data objects a reference points to, numbered as the watchpoints first see them (a reference's identity). */
const pointed = new WeakMap<object, number>();
let pointedCount = 0;

/**
 * What a watchpoint compares: the value's signature, and for a data reference what it points to — two references
 * to different data of one type read alike (GET REFERENCE OF another variable must stop).
 */
function watchSignature(input: unknown): string {
  const value = unwrap(input);
  if (!(value instanceof types.DataReference)) return signature(value);
  const target = value.getPointer() as unknown;
  if (!target || typeof target !== 'object') return 'reference:initial';
  if (!pointed.has(target)) pointed.set(target, ++pointedCount);
  return `reference:${pointed.get(target)}:${signature(value)}`;
}

function classOf(self: unknown): ClassInfo | undefined {
  if (typeof self === 'function') return self as ClassInfo;
  const constructor = (self as { constructor?: unknown } | undefined)?.constructor;
  return typeof constructor === 'function' ? (constructor as ClassInfo) : undefined;
}

/** The class and its superclasses, the class itself first. */
function classChain(cls: ClassInfo | undefined): ClassInfo[] {
  const chain: ClassInfo[] = [];
  for (let current: unknown = cls; typeof current === 'function' && chain.length < 50; current = Object.getPrototypeOf(current)) {
    if ((current as ClassInfo).INTERNAL_NAME === undefined) break;
    chain.push(current as ClassInfo);
  }
  return chain;
}

/** The ABAP name of a class (a local class's runtime name PROG-ZREPORT-LCL_X is shown as LCL_X). */
function className(cls: ClassInfo): string {
  const name = cls.INTERNAL_NAME ?? '';
  return name.includes('-') ? name.slice(name.lastIndexOf('-') + 1) : name;
}

/** An attribute as a child record: its access, and the class it is inherited from (level 0: the object's own class). */
function attributeChild(
  id: string,
  name: string,
  value: unknown,
  instantiation: 'STATIC' | 'INSTANCE',
  holder: ClassInfo,
  level: number,
  meta: { visibility?: string; is_constant?: string },
): Child {
  return {
    id,
    name,
    value,
    kind: 'ATTRIBUTE',
    access: accessKinds[meta.visibility ?? 'U'] ?? '',
    instantiation,
    inheritanceClass: level === 0 ? '' : className(holder),
    inheritanceLevel: level,
    constant: meta.is_constant === 'X',
  };
}

/** The static attributes of a class and its superclasses, ids `CLASS=>ATTR`. */
function staticAttributesOf(cls: ClassInfo | undefined): Child[] {
  const out: Child[] = [];
  const chain = classChain(cls);
  chain.forEach((holder, level) => {
    for (const [name, meta] of Object.entries(holder.ATTRIBUTES ?? {})) {
      if (meta.is_class !== 'X') continue;
      const value = (holder as unknown as Record<string, unknown>)[name.toLowerCase()];
      if (!isAbapData(value)) continue;
      out.push(attributeChild(`${className(holder)}=>${name}`, level === 0 ? name : `${className(holder)}=>${name}`, value, 'STATIC', holder, level, meta));
    }
  });
  return out;
}

/**
 * The attributes of an object as ADT shows them: public, protected and private (private ones live in JavaScript
 * private fields; the transpiled constructor also hands them to FRIENDS_ACCESS_INSTANCE), inherited ones
 * (with the class they come from), interface attributes (IF~ATTR), then the static attributes of its class.
 */
function attributesOf(id: string, instance: object): Child[] {
  const out: Child[] = [];
  const seen = new Set<string>();
  const members = instance as Record<string, unknown>;
  const friends = (members['FRIENDS_ACCESS_INSTANCE'] ?? {}) as Record<string, unknown>;
  classChain(classOf(instance)).forEach((holder, level) => {
    for (const [name, meta] of Object.entries(holder.ATTRIBUTES ?? {})) {
      if (meta.is_class === 'X' || seen.has(name)) continue;
      const lower = name.toLowerCase();
      const value = isAbapData(members[lower]) ? members[lower] : friends[lower];
      if (!isAbapData(value)) continue;
      seen.add(name);
      out.push(attributeChild(`${id}->${name}`, name, value, 'INSTANCE', holder, level, meta));
    }
  });
  for (const [name, member] of Object.entries(members)) {
    if (INTERNAL_MEMBERS.has(name.toLowerCase()) || name === 'FRIENDS_ACCESS_INSTANCE' || !isAbapData(member)) continue;
    const attribute = name.replace(/\$/g, '~').toUpperCase();
    if (seen.has(attribute) || isStaticName(classOf(instance), attribute)) continue;
    seen.add(attribute);
    out.push({ id: `${id}->${attribute}`, name: attribute, value: member, kind: 'ATTRIBUTE', access: 'PUBLIC', instantiation: 'INSTANCE' });
  }
  return out;
}

function isStaticName(cls: ClassInfo | undefined, name: string): boolean {
  return classChain(cls).some((holder) => holder.ATTRIBUTES?.[name]?.is_class === 'X');
}

/** Components of a structure, attributes of an object, rows of a table, the target of a reference. */
function childrenOf(id: string, input: unknown): Child[] {
  const value = unwrap(input);
  const base = id.endsWith('[]') ? id.slice(0, -2) : id;
  if (value instanceof types.Structure) {
    return Object.entries(value.get() as Record<string, unknown>).map(([name, component]) => ({ id: `${base}-${name.toUpperCase()}`, name: name.toUpperCase(), value: component, kind: 'COMPONENT' }));
  }
  if (value instanceof types.Table || value instanceof types.HashedTable) {
    return value
      .array()
      .slice(0, ROW_LIMIT)
      .map((row, index) => ({ id: `${base}[${index + 1}]`, name: `[${index + 1}]`, value: row, kind: 'ROW' }));
  }
  if (value instanceof types.DataReference) {
    const target = value.getPointer();
    return target ? [{ id: `${base}->*`, name: '*', value: target, kind: 'DEREFERENCE' }] : [];
  }
  if (value instanceof types.ABAPObject) {
    const instance = value.get();
    if (!instance) return [];
    return [...attributesOf(base, instance), ...staticAttributesOf(classOf(instance))];
  }
  return [];
}

/** `LT_X[2]-COMP->*` → ['LT_X', '[2]', '-COMP', '->*']; `ZCL_X=>ATTR-COMP` → ['ZCL_X=>ATTR', '-COMP']. */
function pathSteps(id: string): string[] | undefined {
  const steps = id.match(/^(<[^>]+>|[^-[\]<>=]+=>[^-[\]<>]+?|[^-[\]<>]+?)(?=$|-|\[)|\[\d*\]|->\*|->[^-[\]]+|-[^-[\]>]+/g);
  if (!steps || steps.join('') !== id) return undefined;
  return steps;
}

/** Converts the text a developer typed into the target's type (the runtime's MOVE rules), or says why not. */
function assign(target: unknown, text: string): string | undefined {
  const value = unwrap(target);
  if (!isElementary(value)) return 'only elementary data objects (no structures, tables or references) can be changed';
  const trimmed = text.trim();
  const number = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
  if (value instanceof types.Integer || value instanceof types.Integer8) {
    if (!/^[+-]?\d+(\.\d*)?$/.test(trimmed) && !number.test(trimmed)) return `'${text}' is not a number`;
    const rounded = Math.round(Number(trimmed));
    const limit = value instanceof types.Integer8 ? 2n ** 63n : 2n ** 31n;
    if (BigInt(rounded) >= limit || BigInt(rounded) < -limit) return `'${text}' is out of range for type ${value instanceof types.Integer8 ? 'INT8' : 'I'}`;
  }
  if ((value instanceof types.Packed || value instanceof types.Float || value instanceof types.DecFloat34) && !number.test(trimmed)) return `'${text}' is not a number`;
  if (value instanceof types.Packed) {
    const digits = value.getLength() * 2 - 1 - value.getDecimals();
    if (Math.abs(Number(trimmed)) >= 10 ** digits) return `'${text}' is out of range for type P LENGTH ${value.getLength()} DECIMALS ${value.getDecimals()}`;
  }
  if ((value instanceof types.Numc || value instanceof types.Date || value instanceof types.Time) && !/^\d*$/.test(trimmed)) return `'${text}' is not made of digits`;
  if ((value instanceof types.Hex || value instanceof types.XString || value instanceof types.HexUInt8) && !/^[0-9a-fA-F]*$/.test(trimmed)) return `'${text}' is not hexadecimal`;
  try {
    const source = value instanceof types.Character || value instanceof types.String ? text : trimmed;
    (value as { set(v: unknown): void }).set(new types.String().set(source));
  } catch (error) {
    const name = (error as { constructor?: { INTERNAL_NAME?: string } })?.constructor?.INTERNAL_NAME;
    return name ? `'${text}' cannot be converted (${name})` : `'${text}' cannot be converted: ${error instanceof Error ? error.message : String(error)}`;
  }
  return undefined;
}

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

function isAbapInstance(self: unknown): boolean {
  return !!self && typeof self === 'object' && (self as { me?: unknown }).me instanceof types.ABAPObject;
}

function isAbapClass(self: unknown): boolean {
  return typeof self === 'function' && typeof (self as ClassInfo).INTERNAL_NAME === 'string';
}
