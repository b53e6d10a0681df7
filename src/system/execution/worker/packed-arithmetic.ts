/**
 * Calculation type p with ABAP's rules. The runtime computes + - * / of packed operands in binary
 * floating point, so 1.005 * 1 becomes 1.00499… and rounds to 1.00, and digits beyond 2^53 are lost.
 * ABAP calculates type p decimally (31 digits) and rounds half away from zero only when the result is
 * stored. Here an expression with a packed operand and neither f nor decfloat34 operands is calculated
 * exactly on decimals: its operands become decfloat34 values (exact for packed numbers of up to 31
 * digits) and the runtime's exact decimal arithmetic computes it; the target's conversion rounds it.
 */
import './abap-global.js';

type Operand = unknown;
type BinaryOperator = (left: Operand, right: Operand) => unknown;

const EXACT_OPERATORS = ['add', 'minus', 'multiply', 'divide'] as const;

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
}
