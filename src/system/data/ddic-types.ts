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

/** The dictionary's data types by family: `NAME`, or `NAME:length` where the type implies its length. */
const FAMILIES: ReadonlyArray<readonly [TypeFamily, string]> = [
  ['char', 'CHAR CLNT:3 LANG:1 CUKY:5 UNIT:3 LCHR VARC'],
  ['string', 'SSTR STRG:0 GEOM:0 UTCL:27'],
  ['numc', 'NUMC ACCP:6'],
  ['integer', 'PREC:2 INT1:3 INT2:5 INT4:10 INT8:19'],
  ['date', 'DATS:8 DATN:8'],
  ['time', 'TIMS:6 TIMN:6'],
  ['packed', 'DEC CURR QUAN'],
  ['float', 'FLTP:16 D16D:16 D16N:16 D16R:16 D16S:16 D34D:34 D34N:34 D34R:34 D34S:34'],
  ['hex', 'RAW LRAW RSTR:0'],
];

const TYPES: Record<string, TypeInfo> = Object.fromEntries(
  FAMILIES.flatMap(([family, types]) =>
    types.split(' ').map((entry): [string, TypeInfo] => {
      const [name, length] = entry.split(':');
      return [name!, length === undefined ? { family } : { family, impliedLength: Number(length) }];
    }),
  ),
);

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
