/**
 * The inspector agent's index of a generation's modules: which generated module and ABAP row a V8 location is
 * (the source maps, through GeneratedModule), the modules generated from a source file (an include's are those of
 * every program that includes it), and whether a row is an executable statement (the engine tells, once per file).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GeneratedModule, sourceFile } from '../../execution/transpile/generated-module.js';
import { functionKey, type CallFrame, type Location, type Paused, type Place } from './inspector-types.js';

export class ModuleIndex {
  /** The scripts V8 parsed: id → URL. */
  readonly scripts = new Map<string, string>();
  private readonly modules = new Map<string, GeneratedModule | null>();
  private readonly stops = new Map<string, Promise<Set<number>>>();
  private readonly manifestModules = new Map<string, string[]>();
  private includedIn: Map<string, string[]> | undefined;

  constructor(
    private readonly generationDir: string,
    /** The executable rows of a file (the engine's answer). */
    private readonly stopRows: (file: string) => Promise<number[]>,
  ) {
    const manifest = JSON.parse(readFileSync(join(generationDir, 'manifest.json'), 'utf8')) as {
      objects: Record<string, { modules: string[]; sources: string[] }>;
    };
    for (const entry of Object.values(manifest.objects)) {
      for (const source of entry.sources) this.manifestModules.set(source, entry.modules);
    }
  }

  /** The file URL V8 knows a module by. */
  urlOf(module: string): string {
    return pathToFileURL(join(this.generationDir, module)).href;
  }

  /** The script V8 parsed from a URL (its query left aside). */
  scriptIdOf(url: string): string | undefined {
    return [...this.scripts].find(([, scriptUrl]) => scriptUrl.split('?')[0] === url)?.[0];
  }

  placeOf(location: Location, frame: CallFrame): Place | undefined {
    const url = this.scripts.get(location.scriptId);
    if (!url || !url.startsWith('file:')) return undefined;
    const path = fileURLToPath(url.split('?')[0]!);
    const prefix = this.generationDir.endsWith('/') ? this.generationDir : this.generationDir + '/';
    if (!path.startsWith(prefix)) return undefined;
    const module = path.slice(prefix.length);
    const at = this.module(module)?.rowOf(location.lineNumber);
    return {
      module,
      file: at?.file ?? '',
      line: location.lineNumber,
      column: location.columnNumber,
      row: at?.row,
      functionKey: functionKey(frame),
    };
  }

  module(module: string): GeneratedModule | undefined {
    if (!this.modules.has(module)) {
      try {
        this.modules.set(module, new GeneratedModule(join(this.generationDir, module)));
      } catch {
        this.modules.set(module, null);
      }
    }
    return this.modules.get(module) ?? undefined;
  }

  /**
   * The modules generated from a source file: its object's, else (an include program, whose code is inlined
   * into the programs that include it) every module whose source map names the file.
   */
  modulesOf(file: string): string[] {
    const own = this.manifestModules.get(file) ?? [];
    if (own.length > 0) return own;
    if (!this.includedIn) {
      this.includedIn = new Map();
      const modules = new Set([...this.manifestModules.values()].flat());
      for (const module of modules) {
        let sources: string[] = [];
        try {
          sources = (JSON.parse(readFileSync(join(this.generationDir, module + '.map'), 'utf8')) as { sources?: string[] }).sources ?? [];
        } catch {
          continue;
        }
        for (const source of sources) {
          const name = sourceFile(source);
          this.includedIn.set(name, [...(this.includedIn.get(name) ?? []), module]);
        }
      }
    }
    return this.includedIn.get(file) ?? [];
  }

  isStop(file: string, row: number): Promise<boolean> {
    let rows = this.stops.get(file);
    if (!rows) {
      rows = this.stopRows(file).then((found) => new Set(found));
      this.stops.set(file, rows);
    }
    return rows.then((set) => set.has(row));
  }

  /** A generated function whose definition maps to no ABAP statement (the transpiler's type helpers). */
  isHelper(frame: CallFrame): boolean {
    const definition = frame.functionLocation;
    if (!definition) return false;
    const place = this.placeOf(definition, frame);
    return !!place && place.row === undefined;
  }

  /**
   * Where a raise stands in ABAP, and the frame of the raising statement (its variables, a condition's): the
   * innermost generated frame (an exception raised inside the runtime, at the statement that called it;
   * RAISE EXCEPTION's own `throw` line is unmapped, it belongs to the statement above it).
   */
  raisePlace(paused: Paused): { place: Place; frame: CallFrame } | undefined {
    for (const frame of paused.callFrames) {
      const place = this.placeOf(frame.location, frame);
      if (!place) continue;
      if (place.row !== undefined) return { place, frame };
      const generated = this.module(place.module);
      for (let line = place.line - 1; generated && line >= 0 && line >= place.line - 4; line--) {
        const at = generated.rowOf(line);
        if (at) return { place: { ...place, file: at.file, row: at.row }, frame };
      }
    }
    return undefined;
  }
}
