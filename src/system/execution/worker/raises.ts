/**
 * ABAP exceptions the work process raises itself (the database driver's SQL exceptions, an INSERT … FROM TABLE
 * with a duplicate key). Constructing an ABAP exception awaits (its constructor chain is async ABAP), so by the
 * time it is thrown the statement that caused it is no longer on the stack: an exception breakpoint could not
 * stop at that statement, nor read its variables. So the exception is announced first, synchronously, while
 * the statement's frame is on the stack: its attributes are set from the parameters, and it is thrown and
 * caught at once in a script of its own that is not blackboxed (RAISES_SOURCE_URL) — V8 pauses there while an
 * exception breakpoint is armed (pause on exceptions; none armed: no pause, no cost) — then it is constructed
 * and thrown as ABAP raises it (the debugger marks an exception it has looked at and stops once per raise).
 */
import './abap-global.js';
import runtimeRaises from '@abaplint/runtime/build/src/throw_error.js';

/** The script the announcement is compiled in. */
export const RAISES_SOURCE_URL = 'abapdeck-raises.js';

let announcer: ((exception: unknown) => void) | undefined;

/** Throws and catches the exception in the announcement's script: a pause there stands at the caller's statement. */
function announce(exception: unknown): void {
  announcer ??= (0, eval)(`(function announce(exception) {
  try {
    throw exception;
  } catch {
    // only announced: the exception is raised when it is constructed
  }
})
//# sourceURL=${RAISES_SOURCE_URL}`) as (exception: unknown) => void;
  announcer(exception);
}

/**
 * Raises the ABAP exception class with the constructor's parameters (lower-case names): announced now, while
 * the caller's statement is on the stack, and answered as a promise rejected with the constructed exception.
 */
export function raiseAbapException(className: string, parameters: Record<string, unknown>): Promise<never> {
  const exceptionClass = abap.Classes[className] as (new () => Record<string, unknown> & { constructor_(input: Record<string, unknown>): Promise<unknown> }) | undefined;
  if (!exceptionClass) return Promise.reject(new Error(`Global class ${className} not found`));
  const exception = new exceptionClass();
  // what the constructor will set, set now: the announced exception shows its attributes (its text reads them)
  for (const [name, value] of Object.entries(parameters)) {
    const attribute = exception[name] as { set?: (value: unknown) => unknown } | undefined;
    if (attribute && typeof attribute.set === 'function') attribute.set(value);
  }
  announce(exception);
  return exception.constructor_(parameters).then((constructed) => {
    throw constructed;
  });
}

/**
 * The runtime raises its exceptions with parameters (UNPACK's CX_SY_CONVERSION_NO_NUMBER …) through its
 * throwErrorWithParameters, which constructs (awaits) before it throws: those are announced too. Its callers
 * read it from the module's exports at each call, so replacing the export is enough.
 */
export function announceRuntimeRaises(): void {
  const exports = runtimeRaises as unknown as { throwErrorWithParameters: (name: string, parameters: Record<string, unknown>) => Promise<never> };
  exports.throwErrorWithParameters = (name, parameters) => raiseAbapException(name, parameters);
}
