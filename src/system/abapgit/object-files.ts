/**
 * The files of one object in one folder, keyed by the parts of their names (`<name>.<type>[.<extra>].<ext>`).
 * A serializer takes the files it understands; whatever is left over is reported as a problem.
 */
import type { GitFile } from '../objects.js';
import { baseName } from '../../protocol/filenames.js';

export interface ObjectFile {
  file: GitFile;
  /** Lower-case middle part of the file name (`locals_imp`, `screen_2000`, an include name), if any. */
  extra: string | undefined;
  /** Lower-case extension (`xml`, `abap`, `asddls` …). */
  ext: string;
}

export function objectFile(file: GitFile): ObjectFile {
  const parts = baseName(file.path).toLowerCase().split('.');
  const ext = parts.length > 1 ? (parts[parts.length - 1] as string) : '';
  const extra = parts.length > 3 ? parts.slice(2, -1).join('.') : undefined;
  return { file, extra, ext };
}

export class ObjectFiles {
  private remaining: ObjectFile[];

  constructor(
    readonly type: string,
    readonly name: string,
    files: ObjectFile[],
  ) {
    this.remaining = [...files];
  }

  /** Takes the file with this extra part (undefined: none) and extension. */
  take(extra: string | undefined, ext: string): GitFile | undefined {
    const [found] = this.takeWhere((file) => file.extra === extra && file.ext === ext);
    return found?.file;
  }

  /** Takes every remaining file the predicate accepts, in the order given. */
  takeWhere(accept: (file: ObjectFile) => boolean): ObjectFile[] {
    const taken = this.remaining.filter(accept);
    this.remaining = this.remaining.filter((file) => !accept(file));
    return taken;
  }

  leftovers(): GitFile[] {
    return this.remaining.map((file) => file.file);
  }
}
