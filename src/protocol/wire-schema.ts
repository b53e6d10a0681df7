/**
 * One TypeBox schema per wire shape: the TypeScript type is its `Static<>`, the service validates a request
 * body with it, and the client reads an answer through it with `readWire`, the one tolerant transform of
 * what real systems send: a key in any spelling (as declared, upper case, lower case, snake_case or camelCase:
 * the import poll's variants A and B alike), numbers as text, 'X' for true, absent lists as empty ones.
 *
 * The builders are TypeBox's own, imported one by one so that the command line's bundle holds only these.
 */
import {
  Array as ArraySchema,
  Boolean as BooleanSchema,
  Integer,
  Intersect,
  Literal,
  Null,
  Number as NumberSchema,
  Object as ObjectSchema,
  Optional,
  Record as RecordSchema,
  String as StringSchema,
  Union,
  Unknown,
  type Static,
  type TSchema,
} from '#typebox';
import { flag, integer, list, record, text, type Loose } from './wire-values.js';

export type { Static, TSchema };

/** The TypeBox builders the protocol's schemas use. */
export const Type = {
  Array: ArraySchema,
  Boolean: BooleanSchema,
  Integer,
  Intersect,
  Literal,
  Null,
  Number: NumberSchema,
  Object: ObjectSchema,
  Optional,
  Record: RecordSchema,
  String: StringSchema,
  Union,
  Unknown,
};

/**
 * What a schema says of its reading beyond JSON Schema: the other names its field goes by, a reading of its
 * own. Kept as a non-enumerable mark, as TypeBox keeps its own: TypeBox's copies (Optional) carry it, and the
 * validator of request bodies never sees it.
 */
interface WireMark {
  names?: readonly string[];
  read?: (value: unknown) => unknown;
}

const MARK = '~wire';

function markOf(schema: TSchema): WireMark | undefined {
  return (schema as Record<string, unknown>)[MARK] as WireMark | undefined;
}

/** A copy of a schema with a mark (TypeBox's own marks kept). */
function marked<S extends TSchema>(schema: S, mark: WireMark): S {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)) as S;
  return Object.defineProperty(copy, MARK, { value: { ...markOf(schema), ...mark }, enumerable: false, configurable: true });
}

/** A field some systems send under another name too (status: `key` for `repo_key`). */
export function alsoNamed<S extends TSchema>(schema: S, ...names: string[]): S {
  return marked(schema, { names });
}

/** A value whose reading is its own: `read` turns whatever was sent into the schema's type. */
export function readWith<S extends TSchema>(schema: S, read: (value: unknown) => Static<S>): S {
  return marked(schema, { read });
}

/** 'X' or '' (ABAP's flag), read from 'X', true, 'true'. */
export const SapFlag = readWith(Union([Literal('X'), Literal('')]), (value) => (flag(value) ? 'X' : ''));

const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const camelCase = (name: string) => name.toLowerCase().replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** Every spelling of a field, first as declared. */
function spellings(name: string): string[] {
  const snake = snakeCase(name);
  return [...new Set([name, name.toUpperCase(), name.toLowerCase(), snake, snake.toUpperCase(), camelCase(snake)])];
}

const spellingsOf = new WeakMap<object, ReadonlyArray<readonly [string, readonly string[]]>>();

function fieldSpellings(schema: TSchema): ReadonlyArray<readonly [string, readonly string[]]> {
  let known = spellingsOf.get(schema);
  if (!known) {
    const properties = (schema as { properties: Record<string, TSchema> }).properties;
    known = Object.entries(properties).map(([name, property]) => [name, [name, ...(markOf(property)?.names ?? [])].flatMap(spellings)] as const);
    spellingsOf.set(schema, known);
  }
  return known;
}

function lookup(value: Loose, names: readonly string[]): unknown {
  for (const name of names) if (value[name] !== undefined) return value[name];
  return undefined;
}

function isAbsent(schema: TSchema, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  const type = (schema as { type?: unknown }).type;
  return value === '' && (type === 'string' || type === 'integer' || type === 'number');
}

/**
 * An answer whose shape is not the one expected: a text or a number where an object or a list belongs. Its
 * message names where (`objects[0].components`) and what was found; absent, null and empty values are not bad.
 */
export class WireShapeError extends Error {
  readonly path: string[] = [];

  constructor(
    readonly expected: 'an object' | 'a list',
    readonly found: string,
  ) {
    super(`unexpected answer: the answer is ${found} where ${expected} belongs`);
    this.name = 'WireShapeError';
  }

  /** The same error one level up (a field's name, a list's index). */
  within(step: string): WireShapeError {
    this.path.unshift(step);
    this.message = `unexpected answer: ${this.path.join('').replace(/^\./, '')} is ${this.found} where ${this.expected} belongs`;
    return this;
  }
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text '${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
  return typeof value === 'object' ? 'an object' : `the ${typeof value} ${String(value)}`;
}

function checkKind(value: unknown, expected: 'an object' | 'a list'): void {
  if (value === undefined || value === null || value === '') return;
  const isList = Array.isArray(value);
  if (expected === 'a list' ? isList : typeof value === 'object' && !isList) return;
  throw new WireShapeError(expected, kindOf(value));
}

function readObject(schema: TSchema, value: unknown): Loose {
  checkKind(value, 'an object');
  const source = record(value);
  const required = new Set((schema as { required?: string[] }).required ?? []);
  const properties = (schema as { properties?: Record<string, TSchema> }).properties;
  if (!properties) return { ...source };
  const out: Loose = {};
  for (const [name, names] of fieldSpellings(schema)) {
    const property = properties[name]!;
    const raw = lookup(source, names);
    if (!required.has(name) && isAbsent(property, raw)) continue;
    try {
      out[name] = read(property, raw);
    } catch (error) {
      throw error instanceof WireShapeError ? error.within(`.${name}`) : error;
    }
  }
  return out;
}

function readList(schema: TSchema, value: unknown): unknown[] {
  checkKind(value, 'a list');
  return list(value).map((item, index) => {
    try {
      return read(schema, item);
    } catch (error) {
      throw error instanceof WireShapeError ? error.within(`[${index}]`) : error;
    }
  });
}

function readNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(text(value));
  return Number.isFinite(n) ? n : 0;
}

function read(schema: TSchema, value: unknown): unknown {
  const own = markOf(schema)?.read;
  if (own) return own(value);
  const shape = schema as { type?: unknown; const?: unknown; anyOf?: TSchema[]; items?: TSchema };
  if (shape.const !== undefined) return shape.const;
  if (shape.anyOf) {
    // a choice of texts: the one sent (in any case), else the first; a value or null: null when absent
    const nullable = shape.anyOf.some((option) => (option as { type?: unknown }).type === 'null');
    if (value === undefined || value === null || (nullable && value === '')) return nullable ? null : read(shape.anyOf[0]!, value);
    const sent = text(value).toUpperCase();
    const literal = shape.anyOf.find((option) => (option as { const?: unknown }).const !== undefined && String((option as { const?: unknown }).const).toUpperCase() === sent);
    return read(literal ?? shape.anyOf.find((option) => (option as { type?: unknown }).type !== 'null')!, value);
  }
  switch (shape.type) {
    case 'object':
      return readObject(schema, value);
    case 'array':
      return readList(shape.items!, value);
    case 'string':
      return text(value);
    case 'integer':
      return integer(value);
    case 'number':
      return readNumber(value);
    case 'boolean':
      return flag(value);
    default:
      return value;
  }
}

/**
 * An answer read through its shape's schema, whatever spelling the system sent it in; a WireShapeError when a
 * text or a number stands where an object or a list belongs.
 */
export function readWire<S extends TSchema>(schema: S, value: unknown): Static<S> {
  return read(schema, value) as Static<S>;
}
