/**
 * What ended a run abnormally, described for a short dump: the exception (class chain, text, simple
 * attributes), the ABAP frames, and for arithmetic errors the calculation type, which decides the runtime
 * error name (COMPUTE_INT_ZERODIVIDE or COMPUTE_BCD_ZERODIVIDE …).
 */
import './abap-global.js';
import type { AbortInfo } from '../pool/protocol.js';
import type { FrameMapper } from './stack-frames.js';
import { classPartFileName } from '../../../protocol/object-files.js';
import { consoleText, kindOf } from './abap-values.js';

const CALCULATION_TYPE = Symbol('calculationType');

/** Marks a division by zero with the calculation type of its operands. */
export function tagArithmeticErrors(): void {
  // the runtime's operators are a module namespace (read-only): the work process gets its own copy
  const operators = { ...(abap.operators as unknown as Record<string, (left: unknown, right: unknown) => unknown>) };
  (abap as unknown as { operators: unknown }).operators = operators;
  for (const name of ['divide', 'div', 'mod']) {
    const original = operators[name];
    if (typeof original !== 'function') continue;
    operators[name] = function tagged(left: unknown, right: unknown) {
      try {
        return original(left, right);
      } catch (error) {
        if (error && typeof error === 'object') (error as Record<symbol, unknown>)[CALCULATION_TYPE] = calculationType(left, right);
        throw error;
      }
    };
  }
}

function calculationType(left: unknown, right: unknown): 'INT' | 'BCD' | 'FLOAT' {
  const kinds = [kindOf(left), kindOf(right)];
  if (kinds.includes('float')) return 'FLOAT';
  if (kinds.includes('packed')) return 'BCD';
  return 'INT';
}

const IGNORED_ATTRIBUTES = new Set(['me', 'textid', 'previous', 'is_resumable', 'internal_id', 'friends_access_instance']);

function exceptionClassesOf(error: object): string[] {
  const names: string[] = [];
  for (let cls = (error as { constructor?: unknown }).constructor; cls && typeof cls === 'function'; cls = Object.getPrototypeOf(cls)) {
    const name = (cls as { INTERNAL_NAME?: string }).INTERNAL_NAME;
    if (!name) break;
    names.push(name.toUpperCase());
  }
  return names;
}

async function exceptionText(error: object): Promise<string> {
  try {
    const getText = (error as { get_text?: () => Promise<unknown> }).get_text;
    const result = getText ? await getText.call(error) : undefined;
    return result ? consoleText(result) : '';
  } catch {
    return '';
  }
}

/** Names of the constants and static attributes of an object's classes (not state of the exception itself). */
function classLevelAttributes(error: object): Set<string> {
  const names = new Set<string>();
  for (let cls = (error as { constructor?: unknown }).constructor; cls && typeof cls === 'function'; cls = Object.getPrototypeOf(cls)) {
    const attributes = (cls as { ATTRIBUTES?: Record<string, { is_constant?: string; is_class?: string }> }).ATTRIBUTES ?? {};
    for (const [name, meta] of Object.entries(attributes)) if (meta.is_constant === 'X' || meta.is_class === 'X') names.add(name.toLowerCase());
  }
  return names;
}

function simpleAttributes(error: object): Record<string, string> {
  const attributes: Record<string, string> = {};
  const classLevel = classLevelAttributes(error);
  for (const [name, value] of Object.entries(error)) {
    if (IGNORED_ATTRIBUTES.has(name.toLowerCase()) || classLevel.has(name.toLowerCase()) || name.startsWith('#')) continue;
    const kind = kindOf(value);
    if (kind === 'table' || kind === 'structure' || kind === 'object' || kind === 'reference' || kind === 'other') continue;
    attributes[name.toUpperCase()] = consoleText(value);
  }
  return attributes;
}

/** The abort a thrown value means. */
export async function describeAbort(error: unknown, frames: FrameMapper): Promise<AbortInfo> {
  if (error instanceof abap.ClassicError) {
    const classic = String((error as { classic?: unknown }).classic ?? '').toUpperCase();
    return {
      reason: 'classic',
      exceptionClasses: [],
      classic,
      text: `Exception condition "${classic}" triggered`,
      frames: frames.framesOf(error),
      attributes: {},
    };
  }
  if (error && typeof error === 'object' && exceptionClassesOf(error).includes('CX_ROOT')) {
    const classes = exceptionClassesOf(error);
    const own = new Set(classes.map((name) => classPartFileName(name, 'main')));
    // the exception's own constructors are not where it was raised
    const all = frames.framesOf(error);
    const firstOutside = all.findIndex((frame) => !own.has(frame.file));
    const calculation = (error as Record<symbol, unknown>)[CALCULATION_TYPE] as AbortInfo['calculationType'];
    return {
      reason: 'exception',
      exceptionClasses: classes,
      text: await exceptionText(error),
      ...(calculation ? { calculationType: calculation } : {}),
      frames: firstOutside > 0 ? all.slice(firstOutside) : all,
      attributes: simpleAttributes(error),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    reason: 'internal',
    exceptionClasses: [],
    text: message,
    frames: frames.framesOf(error),
    attributes: {},
    ...(error instanceof Error && error.stack ? { internalStack: error.stack } : {}),
  };
}

/** Whether a thrown value is a CX_AUNIT_FAILURE (an assertion of CL_ABAP_UNIT_ASSERT). */
export function isAssertionFailure(error: unknown): boolean {
  return !!error && typeof error === 'object' && exceptionClassesOf(error).includes('CX_AUNIT_FAILURE');
}

export function attributeText(error: unknown, name: string): string {
  const value = (error as Record<string, unknown> | undefined)?.[name.toLowerCase()];
  return value === undefined ? '' : consoleText(value);
}

