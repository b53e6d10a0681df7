/**
 * Generated code that meets a kernel gap (a standard name the embedded kernel lacks, checks/kernel-gaps.ts)
 * asks the work process (worker/kernel-gaps.ts) instead of failing where it stands. The transpiler compiles a
 * void type as a function that throws "Void type: X" when the declaration runs — so a method failed at its
 * entry when it merely declared such a variable, and a class could not be created when one attribute had
 * such a type — and a missing class reached statically as `abap.Classes['X']`, undefined (a TypeError). Here:
 * - the void type is a placeholder value that raises the kernel gap only when the value is used;
 * - a class reached by a literal name falls back, when the registry lacks it, to a stand-in that raises the
 *   kernel gap when used (an assignment to the registry, or a test of it against undefined, stays as it is).
 * Both rewrites keep the source map (Chunk.replaceMatches moves the mappings).
 */
import type { Chunk } from '#abaplint/transpiler';

const VOID_TYPE = /throw new Error\("Void type: ([^"\\]*)"\)/g;
const LITERAL_CLASS = /abap\.Classes\['([^'\\]+)'\](?!\s*[=!]=?)/g;

/**
 * `known`: whether a class or interface of that name is in the generation (its references stay as they are,
 * and cost nothing: most modules meet no gap, and a rewrite that changes nothing is not made).
 */
export function kernelGapCode(chunk: Chunk, known: (name: string) => boolean): Chunk {
  const code = chunk.getCode();
  let rewritten = chunk;
  if (code.includes('Void type: ')) {
    rewritten = rewritten.replaceMatches(VOID_TYPE, (match) => `return abap.kernelGap(${JSON.stringify(match[1]!.toUpperCase())})`);
  }
  const missing = [...code.matchAll(LITERAL_CLASS)].some((match) => !known(match[1]!));
  if (missing) {
    rewritten = rewritten.replaceMatches(LITERAL_CLASS, (match) =>
      known(match[1]!) ? undefined : `(abap.Classes['${match[1]}'] ?? abap.kernelGapClass('${match[1]}'))`,
    );
  }
  return rewritten;
}
