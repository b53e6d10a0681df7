/**
 * Kernel gaps at run time (checks/kernel-gaps.ts): code using a standard name the embedded kernel lacks was
 * activated, and its generated code asks here instead of failing where it stands (transpile/kernel-gap-code.ts):
 * a data object of a missing type is a placeholder, and a missing class or interface reached statically is a
 * stand-in. Touching either — reading, writing or copying the value, calling or creating the class — raises the
 * catchable CX_ABAPDECK_KERNEL_GAP naming the missing name (a short dump when nobody catches it); declaring
 * such a variable, or an attribute of such a type, costs nothing. CATCH of a missing exception class catches nothing.
 */
import './abap-global.js';
import { kernelGapMessages } from '../../../protocol/kernel-gaps.js';

export { KERNEL_GAP_CLASS } from '../kernel-gap-class.js';
import { KERNEL_GAP_CLASS } from '../kernel-gap-class.js';
const GAP_NAME = Symbol.for('abapdeck.kernelGap');

type ExceptionClass = new () => Record<string, unknown>;

/** The exception a touch of the gap raises (an Error when the kernel's class is not loaded). */
export function kernelGapError(name: string): unknown {
  const exceptionClass = abap.Classes[KERNEL_GAP_CLASS] as ExceptionClass | undefined;
  if (!exceptionClass) return new Error(kernelGapMessages.runtimeError(name));
  const exception = new exceptionClass();
  (exception['name'] as { set(value: string): void } | undefined)?.set(name);
  // its stack is where the gap was touched (the dump's frames)
  Error.captureStackTrace(exception, kernelGapError);
  return exception;
}

/** Whether a value is the placeholder of a gap (its missing name), without touching it. */
export function kernelGapOf(value: unknown): string | undefined {
  if (!value || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
  try {
    const name = (value as Record<symbol, unknown>)[GAP_NAME];
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

class KernelGapValue {
  readonly [GAP_NAME]: string;
  constructor(name: string) {
    this[GAP_NAME] = name;
  }
}

/** Every method of the runtime's data types throws on a placeholder: any use of the value is a touch. */
function armPlaceholders(): void {
  const names = new Set<string>();
  for (const type of Object.values(abap.types as unknown as Record<string, unknown>)) {
    if (typeof type !== 'function') continue;
    for (let proto = type.prototype as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
      for (const name of Object.getOwnPropertyNames(proto)) if (name !== 'constructor') names.add(name);
    }
  }
  for (const name of names) {
    Object.defineProperty(KernelGapValue.prototype, name, {
      configurable: true,
      value: function touched(this: KernelGapValue) {
        throw kernelGapError(this[GAP_NAME]);
      },
    });
  }
}

const classes = new Map<string, unknown>();
/** What a class extending a missing one finds on its super (JavaScript's own, the generated metadata in upper case). */
const BENIGN = /^(?:[A-Z_0-9]+|name|length|caller|arguments|constructor|call|apply|bind|toString|valueOf)$/;

const prototypeOfMissing = Object.create(null) as object;

/** The stand-in of a missing class or interface reached by name: any static use raises, instanceof is false. */
function kernelGapClass(name: string): unknown {
  let standIn = classes.get(name);
  if (!standIn) {
    standIn = new Proxy(function missing() {}, {
      get(_target, property) {
        if (property === Symbol.hasInstance) return () => false;
        if (property === GAP_NAME) return name;
        if (typeof property === 'symbol' || property === 'then') return undefined;
        // a class may extend a missing one: it loads, and creating it raises (construct)
        if (property === 'prototype') return prototypeOfMissing;
        if (BENIGN.test(property)) return undefined;
        throw kernelGapError(name);
      },
      construct() {
        throw kernelGapError(name);
      },
      apply() {
        throw kernelGapError(name);
      },
    });
    classes.set(name, standIn);
  }
  return standIn;
}

/** Installs `abap.kernelGap(name)` and `abap.kernelGapClass(name)`, which generated code calls. */
export function installKernelGaps(): void {
  armPlaceholders();
  const runtime = abap as unknown as Record<string, unknown>;
  runtime['kernelGap'] = (name: string) => new KernelGapValue(name);
  runtime['kernelGapClass'] = kernelGapClass;
}
