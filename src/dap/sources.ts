/**
 * Sources of the adapter: a working-folder file ↔ the object source it holds (abapGit file names, lines as in the
 * file), and the `abap:` source references handed out for sources the working folder lacks (their text is the
 * system's). Object sources are `SourceLine`s without the line, as breakpoint and stack URIs name them.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileNameForObject } from '../protocol/filenames.js';
import type { SourceLine } from '../protocol/debugger.js';
import { targetsFromFiles, TargetError } from '../debug/targets.js';

export type ObjectSource = Omit<SourceLine, 'line'>;

/** Folders a working folder's walk leaves out. */
const SKIPPED = new Set(['node_modules', '.git', 'dist']);
/** Files a walk reads at most (a home folder given as the working folder must not hang the adapter). */
const MAX_FILES = 50_000;

/** The abapGit file name of an object source: `zcl_x.clas.abap`, `zcl_x.clas.testclasses.abap`, `zprog.prog.abap`. */
export function fileNameOf(source: ObjectSource): string {
  switch (source.kind) {
    case 'class':
      return fileNameForObject('CLAS', source.name, source.include, 'abap');
    case 'interface':
      return fileNameForObject('INTF', source.name, 'abap');
    case 'program':
      return fileNameForObject('PROG', source.name, 'abap');
    case 'function':
      return fileNameForObject('FUGR', source.functionGroup?.group ?? source.name, source.name, 'abap');
  }
}

/** A stable key of an object source. */
export function sourceKey(source: ObjectSource): string {
  return `${source.kind}:${source.functionGroup?.group ?? ''}:${source.name}:${source.include ?? ''}`;
}

/** The object source a working-folder file holds; a TargetError says why a file holds none. */
export function objectOfFile(path: string): ObjectSource {
  const [target] = targetsFromFiles([`${path}:1`]);
  const { line: _line, ...source } = target!;
  return source;
}

export { TargetError };

export class SourceIndex {
  private files: Map<string, string> | undefined;
  private readonly references = new Map<number, ObjectSource>();
  private readonly referenceOf = new Map<string, number>();

  constructor(private readonly root: string) {}

  /** The working folder's file of an object source, when there is one. */
  pathOf(source: ObjectSource): string | undefined {
    return this.index().get(fileNameOf(source));
  }

  /** The `abap:` source reference of an object source the working folder lacks (one number per source). */
  referenceFor(source: ObjectSource): number {
    const key = sourceKey(source);
    let reference = this.referenceOf.get(key);
    if (reference === undefined) {
      reference = this.references.size + 1;
      this.references.set(reference, source);
      this.referenceOf.set(key, reference);
    }
    return reference;
  }

  sourceOfReference(reference: number): ObjectSource | undefined {
    return this.references.get(reference);
  }

  private index(): Map<string, string> {
    if (this.files) return this.files;
    const files = new Map<string, string>();
    const walk = (folder: string) => {
      let entries;
      try {
        entries = readdirSync(folder, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (files.size >= MAX_FILES) return;
        if (entry.isDirectory()) {
          if (!SKIPPED.has(entry.name)) walk(join(folder, entry.name));
        } else if (entry.name.toLowerCase().endsWith('.abap') && !files.has(entry.name.toLowerCase())) {
          files.set(entry.name.toLowerCase(), join(folder, entry.name));
        }
      }
    };
    walk(resolve(this.root));
    this.files = files;
    return files;
  }
}
