/**
 * The built-in data types of the ABAP Dictionary, as far as storing and comparing values needs them:
 * which family a type belongs to, which SQLite storage class holds it, and the lengths that are implied
 * by the type rather than written in the metadata.
 */

/** How values of a type behave: the family decides conversion, validation and the storage class. */
export type TypeFamily =
  | 'char' // fixed-length text, trailing blanks insignificant (stored right-trimmed)
  | 'string' // variable text, kept exactly
  | 'numc' // digits only, stored left-padded with zeros to the field length
  | 'date' // YYYYMMDD, initial 00000000
  | 'time' // HHMMSS, initial 000000
  | 'integer'
  | 'packed' // decimal with a fixed number of decimals (DEC, CURR, QUAN)
  | 'float'
  | 'hex'; // RAW / RAWSTRING, stored as upper-case hex text

/** The SQLite column type written in CREATE TABLE; each gives the column the affinity of the same name. */
export type StorageClass = 'TEXT' | 'INTEGER' | 'NUMERIC' | 'REAL';

interface TypeInfo {
  family: TypeFamily;
  /** Length implied by the type; used when the metadata carries none. */
  impliedLength?: number;
}

const TYPES: Record<string, TypeInfo> = {
  CHAR: { family: 'char' },
  CLNT: { family: 'char', impliedLength: 3 },
  LANG: { family: 'char', impliedLength: 1 },
  CUKY: { family: 'char', impliedLength: 5 },
  UNIT: { family: 'char', impliedLength: 3 },
  LCHR: { family: 'char' },
  VARC: { family: 'char' },
  SSTR: { family: 'string' },
  STRG: { family: 'string', impliedLength: 0 },
  GEOM: { family: 'string', impliedLength: 0 },
  UTCL: { family: 'string', impliedLength: 27 },
  NUMC: { family: 'numc' },
  ACCP: { family: 'numc', impliedLength: 6 },
  PREC: { family: 'integer', impliedLength: 2 },
  DATS: { family: 'date', impliedLength: 8 },
  DATN: { family: 'date', impliedLength: 8 },
  TIMS: { family: 'time', impliedLength: 6 },
  TIMN: { family: 'time', impliedLength: 6 },
  INT1: { family: 'integer', impliedLength: 3 },
  INT2: { family: 'integer', impliedLength: 5 },
  INT4: { family: 'integer', impliedLength: 10 },
  INT8: { family: 'integer', impliedLength: 19 },
  DEC: { family: 'packed' },
  CURR: { family: 'packed' },
  QUAN: { family: 'packed' },
  FLTP: { family: 'float', impliedLength: 16 },
  D16D: { family: 'float', impliedLength: 16 },
  D16N: { family: 'float', impliedLength: 16 },
  D16R: { family: 'float', impliedLength: 16 },
  D16S: { family: 'float', impliedLength: 16 },
  D34D: { family: 'float', impliedLength: 34 },
  D34N: { family: 'float', impliedLength: 34 },
  D34R: { family: 'float', impliedLength: 34 },
  D34S: { family: 'float', impliedLength: 34 },
  RAW: { family: 'hex' },
  LRAW: { family: 'hex' },
  RSTR: { family: 'hex', impliedLength: 0 },
};

/** DD03P INTTYPE codes (ABAP internal types) for rows that carry no DATATYPE. */
const INTERNAL_TYPES: Record<string, string> = {
  C: 'CHAR', N: 'NUMC', D: 'DATS', T: 'TIMS', P: 'DEC', I: 'INT4', b: 'INT1', s: 'INT2', '8': 'INT8',
  F: 'FLTP', g: 'STRG', y: 'RSTR', X: 'RAW',
};

export function isKnownDdicType(type: string): boolean {
  return type in TYPES;
}

/** The family of a DDIC type; unknown types are treated as fixed-length text. */
export function familyOf(type: string): TypeFamily {
  return TYPES[type]?.family ?? 'char';
}

export function storageClassOf(type: string): StorageClass {
  switch (familyOf(type)) {
    case 'integer':
      return 'INTEGER';
    // NUMERIC rather than REAL so that integral amounts are stored as exact integers.
    case 'packed':
      return 'NUMERIC';
    case 'float':
      return 'REAL';
    default:
      return 'TEXT';
  }
}

export function impliedLengthOf(type: string): number | undefined {
  return TYPES[type]?.impliedLength;
}

export function ddicTypeOfInternalType(intType: string): string | undefined {
  return INTERNAL_TYPES[intType];
}

export function isNumericType(type: string): boolean {
  const family = familyOf(type);
  return family === 'integer' || family === 'packed' || family === 'float';
}

/** Value range of the integer types (INT8 as bigint bounds). */
export function integerRangeOf(type: string): { min: bigint; max: bigint } {
  switch (type) {
    case 'INT1':
      return { min: 0n, max: 255n };
    case 'INT2':
    case 'PREC':
      return { min: -32768n, max: 32767n };
    case 'INT8':
      return { min: -(2n ** 63n), max: 2n ** 63n - 1n };
    default:
      return { min: -(2n ** 31n), max: 2n ** 31n - 1n };
  }
}
