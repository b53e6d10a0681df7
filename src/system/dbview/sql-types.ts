import type { DictionaryField } from '../data/index.js';

/**
 * SQL data types of HANA (the `datatype` of calculated columns, the declared types of schema tables) and
 * the dictionary types the application database uses for them. Dates and times are kept as ISO text
 * (YYYY-MM-DD …), as HANA shows them, so they compare and sort as text.
 */

export interface SqlType {
  /** Upper-case HANA type name. */
  name: string;
  length: number;
  scale: number;
}

type DictionaryShape = Pick<DictionaryField, 'type' | 'length' | 'decimals'>;

const CHARACTER = new Set(['VARCHAR', 'NVARCHAR', 'ALPHANUM', 'SHORTTEXT', 'CHAR', 'NCHAR']);
const FIXED_TEXT: Readonly<Record<string, number>> = { DATE: 10, TIME: 8, SECONDDATE: 19, TIMESTAMP: 27 };
const INTEGERS: Readonly<Record<string, DictionaryShape>> = {
  TINYINT: { type: 'INT1', length: 3, decimals: 0 },
  SMALLINT: { type: 'INT2', length: 5, decimals: 0 },
  INTEGER: { type: 'INT4', length: 10, decimals: 0 },
  INT: { type: 'INT4', length: 10, decimals: 0 },
  BIGINT: { type: 'INT8', length: 19, decimals: 0 },
  BOOLEAN: { type: 'INT1', length: 3, decimals: 0 },
};

/** Every type name a schema table column or a calculated column may have. */
export const SQL_TYPE_NAMES: readonly string[] = [
  ...CHARACTER, ...Object.keys(FIXED_TEXT), ...Object.keys(INTEGERS),
  'CLOB', 'NCLOB', 'TEXT', 'STRING', 'DECIMAL', 'DEC', 'SMALLDECIMAL', 'REAL', 'DOUBLE', 'FLOAT',
];

/** The dictionary type of a HANA SQL type, or undefined when the type is not supported. */
export function dictionaryShapeOf(type: SqlType): DictionaryShape | undefined {
  const name = type.name.toUpperCase();
  if (CHARACTER.has(name)) return type.length > 0 ? { type: 'CHAR', length: type.length, decimals: 0 } : { type: 'STRG', length: 0, decimals: 0 };
  if (name in FIXED_TEXT) return { type: 'CHAR', length: FIXED_TEXT[name]!, decimals: 0 };
  if (name in INTEGERS) return INTEGERS[name];
  switch (name) {
    case 'CLOB':
    case 'NCLOB':
    case 'TEXT':
    case 'STRING':
      return { type: 'STRG', length: 0, decimals: 0 };
    case 'DECIMAL':
    case 'DEC':
      // DECIMAL without a precision is a decimal float in HANA.
      return type.length > 0 ? { type: 'DEC', length: type.length, decimals: type.scale } : { type: 'FLTP', length: 16, decimals: 0 };
    case 'SMALLDECIMAL':
    case 'REAL':
    case 'DOUBLE':
    case 'FLOAT':
      return { type: 'FLTP', length: 16, decimals: 0 };
    default:
      return undefined;
  }
}

export function dictionaryField(name: string, type: SqlType, key = false): DictionaryField | undefined {
  const shape = dictionaryShapeOf(type);
  return shape && { field: name, key, ...shape, dataElement: '', domain: '', description: '' };
}

/** Reads a declared type as SQLite keeps it (`NVARCHAR(60)`, `DECIMAL(15,2)`, `INTEGER`). */
export function parseDeclaredType(declared: string): SqlType | undefined {
  const match = /^\s*([A-Za-z]+)\s*(?:\(\s*(\d+)\s*(?:,\s*(\d+)\s*)?\))?\s*$/.exec(declared);
  if (!match) return undefined;
  return { name: match[1]!.toUpperCase(), length: match[2] ? Number(match[2]) : 0, scale: match[3] ? Number(match[3]) : 0 };
}

/** A declared type written only from a known type name and integers, for CREATE TABLE. */
export function declaredTypeText(type: SqlType): string | undefined {
  const name = type.name.toUpperCase();
  if (!SQL_TYPE_NAMES.includes(name)) return undefined;
  if (!Number.isInteger(type.length) || !Number.isInteger(type.scale) || type.length < 0 || type.scale < 0 || type.length > 5000) return undefined;
  if (type.scale > 0 && type.scale > type.length) return undefined;
  if (type.length === 0) return name;
  return type.scale > 0 ? `${name}(${type.length},${type.scale})` : `${name}(${type.length})`;
}
