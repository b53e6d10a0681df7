/**
 * Which modules of a generation a run can reach, read from the generated code: a coverage process loads only
 * those (worker/coverage.ts: V8's take of the counts walks every function of every script the process holds,
 * so each module it does not load makes every coverage run cheaper). A module reaches another by importing it
 * (`await import("./x.mjs")`) or by naming what the other registers (`abap.Classes['X'] = …`, the same for
 * DDIC, function modules, forms, messages and type pools) in any string of its code; the runtime's and the
 * work process's own code name objects too (the exceptions the runtime raises). Names built at run time
 * (CREATE OBJECT TYPE (name), a dynamic CALL FUNCTION) are not seen here: RegistryWatch (registry-watch.ts)
 * notices when a run reaches for one of those, and the process then loads everything and runs again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REGISTRATION = /\babap\.(\w+)\[\s*(['"])([^'"\n]+)\2\s*\]\s*=(?!=)/g;
const IMPORT = /\bimport\(\s*(['"])\.\/([^'"\n]+)\1\s*\)/g;
const STRING = /(['"`])([A-Za-z0-9_/\-]{2,60})\1/g;

/** The registrations of one generation: which module registers which name in which registry. */
export class ModuleIndex {
  /** Upper-case name → the modules registering it (a name may be registered in more than one registry). */
  private readonly registeredBy = new Map<string, Set<string>>();
  /** Registry (`Classes`, `DDIC`, …) → the names the generation registers in it. */
  readonly names = new Map<string, Set<string>>();
  private readonly reached = new Map<string, string[]>();

  constructor(
    private readonly generationDir: string,
    readonly loadOrder: readonly string[],
  ) {
    for (const module of loadOrder) {
      for (const [, registry, , name] of this.text(module).matchAll(REGISTRATION)) {
        const known = this.names.get(registry!) ?? new Set<string>();
        known.add(name!);
        this.names.set(registry!, known);
        const key = name!.toUpperCase();
        this.registeredBy.set(key, (this.registeredBy.get(key) ?? new Set<string>()).add(module));
      }
    }
  }

  private text(module: string): string {
    try {
      return readFileSync(join(this.generationDir, module), 'utf8');
    } catch {
      return '';
    }
  }

  /** The modules registering a name any string of the code names. */
  namedIn(code: string): Set<string> {
    const found = new Set<string>();
    for (const [, , literal] of code.matchAll(STRING)) {
      for (const module of this.registeredBy.get(literal!.toUpperCase()) ?? []) found.add(module);
    }
    return found;
  }

  /** The modules one module imports or names. */
  private reachedFrom(module: string): string[] {
    let reached = this.reached.get(module);
    if (!reached) {
      const text = this.text(module);
      const found = this.namedIn(text);
      for (const [, , path] of text.matchAll(IMPORT)) found.add(path!);
      found.delete(module);
      reached = [...found];
      this.reached.set(module, reached);
    }
    return reached;
  }

  /** The roots and every module they reach, in the generation's load order. */
  closure(roots: Iterable<string>): string[] {
    const seen = new Set<string>();
    const pending = [...roots];
    while (pending.length > 0) {
      const module = pending.pop()!;
      if (seen.has(module)) continue;
      seen.add(module);
      pending.push(...this.reachedFrom(module));
    }
    const ordered = this.loadOrder.filter((module) => seen.has(module));
    // modules outside the load order (none today) load after it
    for (const module of seen) if (!this.loadOrder.includes(module)) ordered.push(module);
    return ordered;
  }
}

/** The JavaScript of the runtime package and of the work process: the object names they use are roots. */
export function hostCode(): string {
  const runtimeDir = dirname(createRequire(import.meta.url).resolve('@abaplint/runtime'));
  return [...jsFiles(runtimeDir), ...jsFiles(dirname(fileURLToPath(import.meta.url)))].map((file) => readFileSync(file, 'utf8')).join('\n');
}

function jsFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...jsFiles(path));
    else if (entry.name.endsWith('.js')) files.push(path);
  }
  return files;
}
