import { familyOf, integerRangeOf } from './ddic-types.js';

/**
 * Conversion between ABAP values (strings in ABAP internal format, as seeds, customizing requests and
 * WHERE literals carry them) and what the application database stores.
 *
 * Storage choices, one per type family:
 * - CHAR-like (CHAR, CLNT, LANG, CUKY, UNIT …): TEXT, right-trimmed, because ABAP ignores trailing blanks
 *   when comparing fixed-length text; leading blanks are kept. Initial value ''.
 * - STRG/SSTR: TEXT exactly as given.
 * - NUMC: TEXT of digits left-padded with zeros to the field length, so text order is numeric order.
 * - DATS/TIMS: TEXT YYYYMMDD / HHMMSS (initial 00000000 / 000000); YYYY-MM-DD and HH:MM:SS are accepted on input.
 * - INT1/2/4/8: INTEGER. DEC/CURR/QUAN: NUMERIC (integers stay exact, fractions become REAL: exact up to
 *   15 significant digits), rendered back with the field's decimals. FLTP and decimal floats: REAL.
 * - RAW/RSTR: TEXT of upper-case hex digits; RAW right-padded with zero bytes to its length.
 */

export type SqlValue = string | number | bigint;

/** What conversion needs of a field. */
export interface TypedField {
  field: string;
  type: string;
  length: number;
  decimals: number;
}

export type Conversion = { ok: true; value: SqlValue } | { ok: false; reason: string };

export interface ConversionOptions {
  /** Skip length checks: a WHERE literal longer than the field simply matches nothing. */
  lenient?: boolean;
}

export function initialValue(field: TypedField): SqlValue {
  switch (familyOf(field.type)) {
    case 'numc':
      return '0'.repeat(field.length);
    case 'date':
      return '00000000';
    case 'time':
      return '000000';
    case 'integer':
    case 'packed':
    case 'float':
      return 0;
    case 'hex':
      return '0'.repeat(field.length * 2);
    default:
      return '';
  }
}

export function toStored(field: TypedField, text: string, options: ConversionOptions = {}): Conversion {
  const lenient = options.lenient === true;
  switch (familyOf(field.type)) {
    case 'char':
      return fixedText(field, text.replace(/ +$/, ''), lenient);
    case 'string':
      return fixedText(field, text, lenient);
    case 'numc':
      return numericText(field, text.trim(), lenient);
    case 'date':
      return dateText(text.trim());
    case 'time':
      return timeText(text.trim());
    case 'integer':
      return integerValue(field, text.trim());
    case 'packed':
      return packedValue(field, text.trim(), lenient);
    case 'float':
      return floatValue(text.trim());
    case 'hex':
      return hexText(field, text.trim(), lenient);
  }
}

/** A stored value as the string the service returns (ABAP internal format; numbers as decimal text). */
export function toExternal(field: TypedField, stored: unknown): string {
  if (stored === null || stored === undefined) return String(initialValue(field));
  switch (familyOf(field.type)) {
    case 'packed':
      return decimalText(stored, field.decimals);
    case 'numc':
      return String(stored).padStart(field.length, '0');
    default:
      return typeof stored === 'string' ? stored : String(stored);
  }
}

function fail(reason: string): Conversion {
  return { ok: false, reason };
}

function describe(field: TypedField): string {
  const size = field.length > 0 ? `(${field.length}${field.decimals ? `,${field.decimals}` : ''})` : '';
  return `${field.type}${size} field ${field.field}`;
}

function fixedText(field: TypedField, value: string, lenient: boolean): Conversion {
  if (!lenient && field.length > 0 && value.length > field.length) {
    return fail(`value '${value}' is longer than ${field.length} characters for ${describe(field)}`);
  }
  return { ok: true, value };
}

function numericText(field: TypedField, value: string, lenient: boolean): Conversion {
  if (value === '') return { ok: true, value: '0'.repeat(field.length) };
  if (!/^\d+$/.test(value)) return fail(`value '${value}' is not made of digits for ${describe(field)}`);
  const significant = value.replace(/^0+(?=\d)/, '');
  if (significant.length > field.length) {
    if (lenient) return { ok: true, value: significant };
    return fail(`value '${value}' has more than ${field.length} digits for ${describe(field)}`);
  }
  return { ok: true, value: significant.padStart(field.length, '0') };
}

function dateText(value: string): Conversion {
  if (value === '' || value === '00000000') return { ok: true, value: '00000000' };
  const digits = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replace(/-/g, '') : value;
  if (!/^\d{8}$/.test(digits)) return fail(`value '${value}' is not a date (YYYYMMDD)`);
  const month = Number(digits.slice(4, 6));
  const day = Number(digits.slice(6, 8));
  if (month < 1 || month > 12 || day < 1 || day > 31) return fail(`value '${value}' is not a valid date`);
  return { ok: true, value: digits };
}

function timeText(value: string): Conversion {
  if (value === '') return { ok: true, value: '000000' };
  const digits = /^\d{2}:\d{2}:\d{2}$/.test(value) ? value.replace(/:/g, '') : value;
  if (!/^\d{6}$/.test(digits)) return fail(`value '${value}' is not a time (HHMMSS)`);
  const [hours, minutes, seconds] = [0, 2, 4].map((at) => Number(digits.slice(at, at + 2))) as [number, number, number];
  if (hours > 23 || minutes > 59 || seconds > 59) return fail(`value '${value}' is not a valid time`);
  return { ok: true, value: digits };
}

/** ABAP writes negative numbers with a trailing minus ('12-'); accept both placements. */
function normalizeSign(value: string): string {
  return /^\d[\d.]*-$/.test(value) ? `-${value.slice(0, -1)}` : value;
}

function integerValue(field: TypedField, raw: string): Conversion {
  const value = normalizeSign(raw);
  if (value === '') return { ok: true, value: 0 };
  if (!/^[+-]?\d+$/.test(value)) return fail(`value '${raw}' is not an integer for ${describe(field)}`);
  const big = BigInt(value);
  const range = integerRangeOf(field.type);
  if (big < range.min || big > range.max) {
    return fail(`value '${raw}' is out of range ${range.min}..${range.max} for ${describe(field)}`);
  }
  const small = Number(big);
  return { ok: true, value: Number.isSafeInteger(small) ? small : big };
}

function packedValue(field: TypedField, raw: string, lenient: boolean): Conversion {
  const value = normalizeSign(raw);
  if (value === '') return { ok: true, value: 0 };
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    return fail(`value '${raw}' is not a decimal number for ${describe(field)}`);
  }
  const integerDigits = (match[2] ?? '').replace(/^0+/, '').length;
  const fractionDigits = (match[3] ?? '').replace(/0+$/, '').length;
  if (!lenient && field.length > 0) {
    if (integerDigits > field.length - field.decimals) {
      return fail(`value '${raw}' has more than ${field.length - field.decimals} integer digits for ${describe(field)}`);
    }
    if (fractionDigits > field.decimals) {
      return fail(`value '${raw}' has more than ${field.decimals} decimal places for ${describe(field)}`);
    }
  }
  return { ok: true, value: Number(value) };
}

function floatValue(value: string): Conversion {
  if (value === '') return { ok: true, value: 0 };
  const number = Number(value);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(E[+-]?\d+)?$/i.test(value) || !Number.isFinite(number)) {
    return fail(`value '${value}' is not a floating-point number`);
  }
  return { ok: true, value: number };
}

function hexText(field: TypedField, raw: string, lenient: boolean): Conversion {
  const value = raw.toUpperCase();
  if (!/^[0-9A-F]*$/.test(value) || value.length % 2 !== 0) {
    return fail(`value '${raw}' is not hexadecimal bytes for ${describe(field)}`);
  }
  if (field.type === 'RSTR' || field.length === 0) return { ok: true, value };
  if (value.length > field.length * 2) {
    if (lenient) return { ok: true, value };
    return fail(`value '${raw}' is longer than ${field.length} bytes for ${describe(field)}`);
  }
  return { ok: true, value: value.padEnd(field.length * 2, '0') };
}

function decimalText(stored: unknown, decimals: number): string {
  if (typeof stored === 'bigint') return decimals > 0 ? `${stored}.${'0'.repeat(decimals)}` : String(stored);
  if (typeof stored === 'number') return stored.toFixed(decimals);
  return String(stored);
}
