/**
 * Sources of the adapter: a working-folder file ↔ the object source it holds (abapGit file names, lines as in the
 * file), and the `abap:` source references handed out for sources the working folder lacks (their text is the
 * system's). Object sources are `SourceLine`s without the line, as breakpoint and stack URIs name them.
 */
import { resolve } from 'node:path';
import { sourceFileName, type SourceLine } from '../protocol/debugger.js';
import { abapFilesByName } from '../workspace/files-below.js';
import { targetsFromFiles, TargetError } from '../debug/targets.js';

export type ObjectSource = Omit<SourceLine, 'line'>;

/** The abapGit file name of an object source: `zcl_x.clas.abap`, `zcl_x.clas.testclasses.abap`, `zprog.prog.abap`. */
export function fileNameOf(source: ObjectSource): string {
  return sourceFileName(source);
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
    this.files ??= abapFilesByName(resolve(this.root));
    return this.files;
  }
}
