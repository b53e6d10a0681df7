/**
 * The debugger's view of ABAP data, on the main thread of a work process. While the debuggee is paused,
 * the inspector agent (a worker thread) evaluates calls of this module on the paused frame: `capture` takes
 * the frame's variables, `children` and `values` describe them as the developer API's STPDA_ADT_VARIABLE
 * records, and `frames` gives the ABAP call stack. Only plain data crosses to the agent.
 *
 * Variable ids are ABAP paths: LV_X, LS_X-COMP, LT_X[2], LT_X[2]-COMP, LR_X->*, LO_X->ATTR, ME, SY-SUBRC.
 */
import runtime from '@abaplint/runtime';
import './abap-global.js';
import type { DebugVariable, VariableHierarchy } from '../../../protocol/debugger-documents.js';
import type { AbapFrame } from '../pool/protocol.js';
import type { FrameMapper } from './stack-frames.js';

const { types } = runtime;

/** Longest value text sent; longer values are cut and flagged IS_VALUE_INCOMPLETE. */
const VALUE_LIMIT = 10_000;
/** Most rows a table's children list. */
const ROW_LIMIT = 1_000;

/** Members of transpiled class instances that are not ABAP attributes. */
const INTERNAL_MEMBERS = new Set(['me', 'internal_id', 'friends_access_instance']);

interface Captured {
  parameters: Map<string, unknown>;
  locals: Map<string, unknown>;
  self: unknown;
}

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

function record(id: string, name: string, value: unknown, kind: Kind): DebugVariable {
  const d = describe(value);
  const incomplete = d.value.length > VALUE_LIMIT;
  return {
    ID: id,
    NAME: name,
    DECLARED_TYPE_NAME: d.declared,
    ACTUAL_TYPE_NAME: d.declared,
    KIND: kind,
    INSTANTIATION_KIND: '',
    ACCESS_KIND: '',
    META_TYPE: d.meta,
    PARAMETER_KIND: '',
    VALUE: incomplete ? d.value.slice(0, VALUE_LIMIT) : d.value,
    HEX_VALUE: d.hex.slice(0, VALUE_LIMIT),
    READ_ONLY: 'X',
    TECHNICAL_TYPE: d.technical,
    LENGTH: String(d.length),
    TABLE_BODY: '',
    TABLE_LINES: String(d.tableLines),
    IS_VALUE_INCOMPLETE: incomplete ? 'X' : '',
    IS_EXCEPTION: '',
    INHERITANCE_LEVEL: '0',
    INHERITANCE_CLASS: '',
  };
}

/** Components of a structure, attributes of an object, rows of a table, the target of a reference. */
function childrenOf(id: string, input: unknown): Array<{ id: string; name: string; value: unknown; kind: Kind }> {
  const value = unwrap(input);
  if (value instanceof types.Structure) {
    return Object.entries(value.get() as Record<string, unknown>).map(([name, component]) => ({ id: `${id}-${name.toUpperCase()}`, name: name.toUpperCase(), value: component, kind: 'COMPONENT' }));
  }
  if (value instanceof types.Table || value instanceof types.HashedTable) {
    return value
      .array()
      .slice(0, ROW_LIMIT)
      .map((row, index) => ({ id: `${id}[${index + 1}]`, name: `[${index + 1}]`, value: row, kind: 'ROW' }));
  }
  if (value instanceof types.DataReference) {
    const target = value.getPointer();
    return target ? [{ id: `${id}->*`, name: '*', value: target, kind: 'DEREFERENCE' }] : [];
  }
  if (value instanceof types.ABAPObject) {
    const instance = value.get();
    return instance ? attributesOf(id, instance) : [];
  }
  return [];
}

function attributesOf(id: string, instance: object): Array<{ id: string; name: string; value: unknown; kind: Kind }> {
  const out: Array<{ id: string; name: string; value: unknown; kind: Kind }> = [];
  for (const [name, member] of Object.entries(instance)) {
    if (INTERNAL_MEMBERS.has(name.toLowerCase()) || !isAbapData(member)) continue;
    const attribute = name.replace(/\$/g, '~').toUpperCase();
    out.push({ id: `${id}->${attribute}`, name: attribute, value: member, kind: 'ATTRIBUTE' });
  }
  return out;
}

/** `LT_X[2]-COMP->*` → ['LT_X', '[2]', '-COMP', '->*']. */
function pathSteps(id: string): string[] | undefined {
  const steps = id.match(/^(<[^>]+>|[^-[\]<>]+?)(?=$|-|\[)|\[\d+\]|->\*|->[^-[\]]+|-[^-[\]>]+/g);
  if (!steps || steps.join('') !== id) return undefined;
  return steps;
}

export class DebugInspector {
  private captured: Captured = { parameters: new Map(), locals: new Map(), self: undefined };

  constructor(private readonly frameMapper: FrameMapper) {}

  /**
   * Takes the variables of the paused frame (called by the agent with the frame's locals). Parameters are
   * told apart by the method's signature in the class (or interface) metadata.
   */
  capture(self: unknown, locals: Record<string, unknown>, functionName: string): number {
    const parameterNames = this.parametersOf(self, functionName);
    const captured: Captured = { parameters: new Map(), locals: new Map(), self: isAbapInstance(self) ? self : undefined };
    for (const [jsName, value] of Object.entries(locals)) {
      if (jsName === 'INPUT' || /^unique\d+$/.test(jsName) || !isAbapData(value)) continue;
      const name = abapName(jsName);
      (parameterNames.has(name) ? captured.parameters : captured.locals).set(name, value);
    }
    this.captured = captured;
    return captured.parameters.size + captured.locals.size;
  }

  /** getChildVariables: the children of each parent id, and the records of those children. */
  children(parentIds: readonly string[]): { hierarchies: VariableHierarchy[]; variables: DebugVariable[] } {
    const hierarchies: VariableHierarchy[] = [];
    const variables: DebugVariable[] = [];
    const seen = new Set<string>();
    const add = (parent: string, id: string, name: string, value: unknown, kind: Kind, withRecord: boolean) => {
      hierarchies.push({ PARENT_ID: parent, CHILD_ID: id, CHILD_NAME: name });
      if (withRecord && !seen.has(id)) {
        seen.add(id);
        variables.push(record(id, id, value, kind));
      }
    };
    for (const parent of parentIds) {
      switch (parent) {
        case '@ROOT':
          hierarchies.push({ PARENT_ID: '@ROOT', CHILD_ID: '@PARAMETERS', CHILD_NAME: '@PARAMETERS' });
          hierarchies.push({ PARENT_ID: '@ROOT', CHILD_ID: '@LOCALS', CHILD_NAME: '@LOCALS' });
          if (this.captured.self) add('@ROOT', 'ME', 'ME', (this.captured.self as { me?: unknown }).me, 'ME', true);
          add('@ROOT', 'SY', 'SY', abap.builtin.sy, 'SYSTEM', true);
          break;
        case '@PARAMETERS':
          for (const [name, value] of this.captured.parameters) add(parent, name, name, value, 'PARAMETER', true);
          break;
        case '@LOCALS':
          for (const [name, value] of this.captured.locals) add(parent, name, name, value, 'LOCAL', true);
          break;
        case '@DATAAGING':
          break;
        default: {
          const value = this.resolve(parent);
          if (value === undefined) break;
          for (const child of childrenOf(parent, value)) add(parent, child.id, child.name, child.value, child.kind, true);
        }
      }
    }
    return { hierarchies, variables };
  }

  /** getVariables: records of the given ids (unknown ids are left out). */
  values(ids: readonly string[]): DebugVariable[] {
    const out: DebugVariable[] = [];
    for (const id of ids) {
      const value = this.resolve(id);
      if (value !== undefined) out.push(record(id, id, value, this.kindOf(id)));
    }
    return out;
  }

  /** The ABAP frames of the paused call stack, innermost first (awaited callers included). */
  frames(): AbapFrame[] {
    return this.frameMapper.currentFrames();
  }

  private kindOf(id: string): Kind {
    const root = pathSteps(id)?.[0] ?? id;
    if (id !== root) return 'COMPONENT';
    if (this.captured.parameters.has(root)) return 'PARAMETER';
    if (root === 'ME') return 'ME';
    if (root === 'SY') return 'SYSTEM';
    return 'LOCAL';
  }

  private resolve(id: string): unknown {
    const steps = pathSteps(id.toUpperCase().trim());
    if (!steps) return undefined;
    const [root, ...rest] = steps;
    let current: unknown =
      this.captured.parameters.get(root!) ??
      this.captured.locals.get(root!) ??
      (root === 'ME' && this.captured.self ? (this.captured.self as { me?: unknown }).me : undefined) ??
      (root === 'SY' ? abap.builtin.sy : undefined);
    for (const step of rest) {
      if (current === undefined) return undefined;
      const value = unwrap(current);
      if (step.startsWith('[')) {
        const index = Number(step.slice(1, -1));
        current = value instanceof types.Table || value instanceof types.HashedTable ? value.array()[index - 1] : undefined;
      } else if (step === '->*') {
        current = value instanceof types.DataReference ? (value.getPointer() ?? undefined) : undefined;
      } else if (step.startsWith('->')) {
        const instance = value instanceof types.ABAPObject ? value.get() : undefined;
        current = instance ? attributesOf('', instance).find((a) => a.name === step.slice(2))?.value : undefined;
      } else {
        const name = step.slice(1).toLowerCase();
        current = value instanceof types.Structure ? (value.get() as Record<string, unknown>)[name] : undefined;
      }
    }
    return current;
  }

  private parametersOf(self: unknown, functionName: string): Set<string> {
    const method = functionName.replace(/^#/, '').replace(/\$/g, '~').toUpperCase();
    const names = new Set<string>();
    const classes = (abap as unknown as { Classes: Record<string, { METHODS?: Record<string, { parameters?: Record<string, unknown> }> }> }).Classes;
    const lookups: Array<{ METHODS?: Record<string, { parameters?: Record<string, unknown> }> } | undefined> = [];
    const [interfaceName, interfaceMethod] = method.includes('~') ? method.split('~') : [undefined, undefined];
    for (let cls = (self as { constructor?: unknown } | undefined)?.constructor; typeof cls === 'function'; cls = Object.getPrototypeOf(cls)) {
      lookups.push(cls as { METHODS?: Record<string, { parameters?: Record<string, unknown> }> });
    }
    if (typeof self === 'function') lookups.push(self as { METHODS?: Record<string, { parameters?: Record<string, unknown> }> });
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
