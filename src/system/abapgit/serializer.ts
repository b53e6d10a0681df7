/** The one shape every object type's serializer has. */
import type { AbapObject, GitFile } from '../objects.js';
import type { ObjectFiles } from './object-files.js';

export interface ObjectSerializer {
  /** Object type code handled (CLAS, TABL …). */
  readonly type: string;
  /** Reads the object from its files, taking the files it uses; throws AbapgitFormatError on unusable content. */
  read(files: ObjectFiles): AbapObject;
  /** The object's files, names relative without folder, bytes exactly as abapGit writes them. */
  write(object: AbapObject): GitFile[];
}
