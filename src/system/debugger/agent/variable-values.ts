/**
 * ABAP data as the debugger shows it, without the stop: a data object's description as a STPDA_ADT_VARIABLE
 * record (kind, type, value, length, hex), its children (components, rows, the referenced data, an object's
 * public, protected, private, inherited and static attributes), its signature (what changed between stops and
 * what a watchpoint compares) and an assignment of a value text through the target's runtime type. The
 * DebugInspector (debug-variables.ts) holds a stop's frames and answers the agent with these.
 */
import runtime from '@abaplint/runtime';
import '../../execution/worker/abap-global.js';
import type { DebugVariable } from '../../../protocol/debugger-documents.js';

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

/** A class of the transpiled code: its metadata as static members. */
export interface ClassInfo {
  INTERNAL_NAME?: string;
  STATIC_SUPER?: unknown;
  ATTRIBUTES?: Record<string, { visibility?: string; is_class?: string; is_constant?: string }>;
  METHODS?: Record<string, { parameters?: Record<string, unknown> }>;
}

const accessKinds: Record<string, string> = { U: 'PUBLIC', O: 'PROTECTED', I: 'PRIVATE' };

export type Kind = DebugVariable['KIND'];

export function unwrap(value: unknown): unknown {
  let current = value;
  for (let i = 0; i < 10 && current instanceof types.FieldSymbol; i++) current = current.getPointer();
  return current;
}

export function isAbapData(value: unknown): boolean {
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
export function abapName(jsName: string): string {
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

export function describe(input: unknown): Described {
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
export interface Child {
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
export function isElementary(value: unknown): boolean {
  const inner = unwrap(value);
  return isAbapData(inner) && !(inner instanceof types.Table || inner instanceof types.HashedTable || inner instanceof types.Structure || inner instanceof types.DataReference || inner instanceof types.ABAPObject || inner instanceof types.FieldSymbol);
}

export function record(child: Child, changed: boolean): DebugVariable {
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
export function signature(input: unknown, depth = 0): string {
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
export function watchSignature(input: unknown): string {
  const value = unwrap(input);
  if (!(value instanceof types.DataReference)) return signature(value);
  const target = value.getPointer() as unknown;
  if (!target || typeof target !== 'object') return 'reference:initial';
  if (!pointed.has(target)) pointed.set(target, ++pointedCount);
  return `reference:${pointed.get(target)}:${signature(value)}`;
}

export function classOf(self: unknown): ClassInfo | undefined {
  if (typeof self === 'function') return self as ClassInfo;
  const constructor = (self as { constructor?: unknown } | undefined)?.constructor;
  return typeof constructor === 'function' ? (constructor as ClassInfo) : undefined;
}

/** The class and its superclasses, the class itself first. */
export function classChain(cls: ClassInfo | undefined): ClassInfo[] {
  const chain: ClassInfo[] = [];
  for (let current: unknown = cls; typeof current === 'function' && chain.length < 50; current = Object.getPrototypeOf(current)) {
    if ((current as ClassInfo).INTERNAL_NAME === undefined) break;
    chain.push(current as ClassInfo);
  }
  return chain;
}

/** The ABAP name of a class (a local class's runtime name PROG-ZREPORT-LCL_X is shown as LCL_X). */
export function className(cls: ClassInfo): string {
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
export function staticAttributesOf(cls: ClassInfo | undefined): Child[] {
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
export function attributesOf(id: string, instance: object): Child[] {
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
export function childrenOf(id: string, input: unknown): Child[] {
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
export function pathSteps(id: string): string[] | undefined {
  const steps = id.match(/^(<[^>]+>|[^-[\]<>=]+=>[^-[\]<>]+?|[^-[\]<>]+?)(?=$|-|\[)|\[\d*\]|->\*|->[^-[\]]+|-[^-[\]>]+/g);
  if (!steps || steps.join('') !== id) return undefined;
  return steps;
}

/** Converts the text a developer typed into the target's type (the runtime's MOVE rules), or says why not. */
export function assign(target: unknown, text: string): string | undefined {
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


export function isAbapInstance(self: unknown): boolean {
  return !!self && typeof self === 'object' && (self as { me?: unknown }).me instanceof types.ABAPObject;
}

export function isAbapClass(self: unknown): boolean {
  return typeof self === 'function' && typeof (self as ClassInfo).INTERNAL_NAME === 'string';
}
