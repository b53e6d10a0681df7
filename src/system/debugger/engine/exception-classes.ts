/**
 * Exception breakpoints name a class: it must be a class of the generation that inherits from CX_ROOT.
 * The check reads the class definitions (INHERITING FROM) of the generation's ABAP sources; the work
 * process decides at each raise whether the raised object is of that class or a subclass.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Generation } from '../../execution/index.js';
import { refused, type Outcome } from '../../../protocol/outcome.js';
import { debuggerMessages } from '../../../protocol/debugger.js';

const CLASS_NAME = /^[A-Z/][A-Z0-9_/]{0,29}$/;

/** The file name of a class's main source in the generation's abap/ folder. */
function classFile(name: string): string {
  return `${name.toLowerCase().replace(/\//g, '#')}.clas.abap`;
}

/** The superclass a class definition names, if any. */
function superclassOf(generation: Generation, name: string): string | undefined {
  let source: string;
  try {
    source = readFileSync(join(generation.dir, 'abap', classFile(name)), 'utf8');
  } catch {
    return undefined;
  }
  const definition = new RegExp(`CLASS\\s+${name.replace(/[/]/g, '\\/')}\\s+DEFINITION[^.]*?INHERITING\\s+FROM\\s+([\\w/]+)`, 'i').exec(source);
  return definition?.[1]?.toUpperCase();
}

/** Whether the name is an exception class of the generation (a subclass of CX_ROOT, or CX_ROOT itself). */
export function checkExceptionClass(generation: Generation, input: string): Outcome<{ name: string }> {
  const name = input.trim().toUpperCase();
  if (!CLASS_NAME.test(name)) return refused(debuggerMessages.notExceptionClass(input));
  if (!generation.manifest.objects[`CLAS ${name}`]) return refused(debuggerMessages.objectNotFound(name));
  const seen = new Set<string>();
  for (let current: string | undefined = name; current && !seen.has(current); current = superclassOf(generation, current)) {
    if (current === 'CX_ROOT') return { ok: true, name };
    seen.add(current);
  }
  return refused(debuggerMessages.notExceptionClass(name));
}
