/**
 * Calculation type p with ABAP's rules. The runtime computes + - * / of packed operands in binary
 * floating point, so 1.005 * 1 becomes 1.00499… and rounds to 1.00, and digits beyond 2^53 are lost.
 * ABAP calculates type p decimally (31 digits) and rounds half away from zero only when the result is
 * stored. Here an expression with a packed operand and neither f nor decfloat34 operands is calculated
 * exactly on decimals: its operands become decfloat34 values (exact for packed numbers of up to 31
 * digits) and the runtime's exact decimal arithmetic computes it; the target's conversion rounds it.
 *
 * Without the program attribute "fixed point arithmetic" (FIXPT) ABAP ignores the decimal point of packed
 * numbers in calculations: 1.50 counts as 150, and a result is stored as digits, 22500 into a packed
 * field with two decimals is 225.00. The runtime build sends the arithmetic of such programs to
 * `abap.operatorsWithoutFixpt` (runtime-build.ts); its results carry a mark that packed targets read.
 */
import './abap-global.js';

type Operand = unknown;
type BinaryOperator = (left: Operand, right: Operand) => unknown;

const EXACT_OPERATORS = ['add', 'minus', 'multiply', 'divide'] as const;
const WITHOUT_FIXPT = Symbol('abapdeck result without fixed point arithmetic');

let installed = false;

/** Installs the packed arithmetic on the runtime instance of this work process (once). */
export function installPackedArithmetic(): void {
  if (installed || typeof abap === 'undefined') return;
  installed = true;
  const types = abap.types as unknown as Record<string, new (...args: unknown[]) => { set(value: unknown): unknown; getPointer?(): unknown }>;
  const { Packed, Float, DecFloat34, FieldSymbol } = types as Record<string, new (...args: unknown[]) => any>;
  const original = abap.operators as unknown as Record<string, BinaryOperator>;
  const replaced: Record<string, unknown> = { ...original };

  const target = (value: Operand): Operand => (value instanceof FieldSymbol! ? (value as { getPointer(): unknown }).getPointer() : value);
  const isPacked = (value: Operand) => target(value) instanceof Packed!;
  const isFloating = (value: Operand) => {
    const pointer = target(value);
    return pointer instanceof Float! || pointer instanceof DecFloat34!;
  };
  const asDecimal = (value: Operand): Operand => {
    const pointer = target(value);
    return pointer instanceof Packed! ? new DecFloat34!().set(pointer) : value;
  };

  for (const name of EXACT_OPERATORS) {
    const operator = original[name];
    if (typeof operator !== 'function') continue;
    replaced[name] = (left: Operand, right: Operand) => {
      if ((isPacked(left) || isPacked(right)) && !isFloating(left) && !isFloating(right)) {
        return operator(asDecimal(left), asDecimal(right));
      }
      return operator(left, right);
    };
  }
  (abap as unknown as { operators: unknown }).operators = replaced;

  // without fixed point arithmetic: packed operands are their digits, results are stored as digits
  const digitsOf = (value: Operand): Operand => {
    const pointer = target(value);
    if (!(pointer instanceof Packed!)) return value;
    return new DecFloat34!().set(String((pointer as unknown as { value: bigint }).value));
  };
  const withoutFixpt: Record<string, unknown> = { ...replaced };
  for (const name of EXACT_OPERATORS) {
    const operator = original[name];
    if (typeof operator !== 'function') continue;
    withoutFixpt[name] = (left: Operand, right: Operand) => {
      if (isFloating(left) && !(target(left) as Record<symbol, unknown>)[WITHOUT_FIXPT]) return operator(left, right);
      if (isFloating(right) && !(target(right) as Record<symbol, unknown>)[WITHOUT_FIXPT]) return operator(left, right);
      if (!isPacked(left) && !isPacked(right) && !isMarked(left) && !isMarked(right)) return operator(left, right);
      const result = operator(digitsOf(left), digitsOf(right)) as Record<symbol, unknown>;
      if (result && typeof result === 'object') result[WITHOUT_FIXPT] = true;
      return result;
    };
  }
  (abap as unknown as { operatorsWithoutFixpt: unknown }).operatorsWithoutFixpt = withoutFixpt;
  const packedPrototype = Packed!.prototype as { set(value: unknown): unknown; length: number; value: bigint };
  const originalSet = packedPrototype.set;
  packedPrototype.set = function (this: typeof packedPrototype, value: unknown) {
    if (!isMarked(value)) return originalSet.call(this, value);
    // the digits of the result, rounded to an integer, become the digits of the field
    const digits = new Packed!({ length: this.length, decimals: 0 }) as unknown as typeof packedPrototype;
    originalSet.call(digits, target(value));
    this.value = digits.value;
    return this;
  };
}

function isMarked(value: Operand): boolean {
  const pointer = value && typeof value === 'object' && 'getPointer' in value && typeof (value as { getPointer: unknown }).getPointer === 'function'
    ? (value as { getPointer(): unknown }).getPointer()
    : value;
  return !!pointer && typeof pointer === 'object' && (pointer as Record<symbol, unknown>)[WITHOUT_FIXPT] === true;
}
